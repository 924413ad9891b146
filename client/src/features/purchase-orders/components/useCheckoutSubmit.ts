/**
 * Checkout's submit: through submitOrder, so the company's limits and rules decide. Placed: My Orders
 * confirms the order and its invoice; submitted for approval: My Orders confirms that, with who must approve and a
 * link to the request. A refusal comes back for the form to show.
 */
import { useNavigate } from 'react-router-dom';
import type { CheckoutDetails } from '@gluegun/common';
import { describeError, type ShownError } from '../../../lib/errors';
import { useSubmitOrder } from '../api/submitOrder';
import { clearDraft } from './checkoutDraft';
import type { PlacedOrder } from './placedOrder';
import type { SentRequest } from './approvals/SentForApprovalAlert';

export function useCheckoutSubmit(
  itemIds: string[],
  userId: string,
  onRefused: () => void,
  shippingMethodId: string | null = null,
) {
  const navigate = useNavigate();
  const [submitOrder] = useSubmitOrder();
  return async (
    details: CheckoutDetails,
    lineDeliveryDates: Array<{ itemId: string; requestedDeliveryDate: string }> = [],
  ): Promise<ShownError | null> => {
    try {
      const res = await submitOrder({ variables: { itemIds, details, shippingMethodId, lineDeliveryDates } });
      const po = res.data?.submitOrder.purchaseOrder;
      const request = res.data?.submitOrder.approvalRequest;
      if (request) {
        clearDraft(userId);
        const sent: SentRequest = {
          id: request.id,
          requestNumber: request.requestNumber,
          waitingFor: request.waitingFor,
          shipTo: request.shipTo,
          figures: {
            netCents: request.netCents,
            freightCents: request.freightCents,
            taxCents: request.taxCents,
            totalCents: request.totalCents,
            taxLabel: request.tax.label,
          },
        };
        navigate('/my-orders', { state: { sent } });
      } else if (po) {
        clearDraft(userId);
        const placed: PlacedOrder = {
          id: po.id,
          orderNumber: po.orderNumber,
          invoiceNumber: po.invoiceNumber,
          totalCents: po.totalCents,
          dueAt: po.dueAt,
          termsDays: po.termsDays,
        };
        navigate('/my-orders', { state: { placed } });
      }
      return null;
    } catch (e) {
      const shown = describeError(e);
      if (shown.code === 'UNAUTHENTICATED') navigate('/unauthorized');
      onRefused();
      return shown;
    }
  };
}

/** Ids of the buyer's items waiting in an approval request (not open: they belong to their request). */
export function waitingItemIds(
  requests: ReadonlyArray<{ status: string; items: ReadonlyArray<{ id: string }> }> | undefined,
): Set<string> {
  return new Set(
    (requests ?? []).filter((r) => r.status === 'AWAITING_APPROVAL').flatMap((r) => r.items.map((i) => i.id)),
  );
}
