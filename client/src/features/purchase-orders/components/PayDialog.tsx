/**
 * Pay asks first: what it costs (net, the tax for the ship-to the server will use, total), where it
 * ships, the buyer's invoice terms and that stock is reserved. Refusals are
 * shown here in words: an unverified e-mail (with the verification controls), the credit limit, missing stock.
 */
import { useState } from 'react';
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dueDateFor, formatCents, formatDay } from '@gluegun/common';
import { useNavigate } from 'react-router-dom';
import { VerifyEmailPanel } from '../../../components/VerifyEmailPanel';
import { describeError, type ShownError } from '../../../lib/errors';
import { copy } from '../../../lib/copy';
import { useMyCredit } from '../api/myCredit';
import { useLastDeliveryDetails } from '../api/lastDeliveryDetails';
import { useCheckoutTaxQuote } from '../api/taxQuote';
import { OrderFigures, type Figures } from './approvals/OrderFigures';

const t = copy.orders.payDialog;

export interface PayDialogItem {
  id: string;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
}

/**
 * Pay invoices one item to the buyer's latest delivery address (as the server's Pay does), taxed by the server's
 * quote for that address; without an address yet there is no ship-to, so no tax.
 */
function usePayFigures(item: PayDialogItem, open: boolean) {
  const last = useLastDeliveryDetails();
  const shipTo = last.data?.myPurchaseOrders.find((o) => o.addressLine1) ?? null;
  const quote = useCheckoutTaxQuote(open ? [item.id] : [], shipTo?.country ?? '', shipTo?.region ?? '');
  const q = quote.data?.checkoutTaxQuote;
  const figures: Figures | null = q
    ? {
        netCents: q.subtotalCents,
        freightCents: q.freightCents,
        freightPending: q.freightPending,
        taxCents: q.tax.taxCents,
        totalCents: q.totalCents,
        taxLabel: q.tax.label,
      }
    : !last.loading && !shipTo?.country
      ? { netCents: item.totalCents, taxCents: 0, totalCents: item.totalCents }
      : null;
  return { figures, shipTo };
}

export function PayDialog({
  open,
  item,
  onClose,
  onPay,
}: {
  open: boolean;
  item: PayDialogItem;
  onClose(): void;
  onPay(): Promise<unknown>;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ShownError | null>(null);
  // The buyer's own terms (net 0 to 120), never a fixed 30: the invoice the server issues uses the same figure.
  const credit = useMyCredit();
  const termsDays = credit.data?.myCredit.termsDays;
  const { figures, shipTo } = usePayFigures(item, open);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onPay();
      onClose();
    } catch (e) {
      const shown = describeError(e);
      if (shown.code === 'UNAUTHENTICATED') navigate('/unauthorized');
      else setError(shown);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(d) => {
        if (!d.open) {
          setError(null);
          onClose();
        }
      }}
      placement="center"
      size="md"
      role="alertdialog"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t.item(item.productName, item.quantity, formatCents(item.unitPriceCents))}</Text>
                {figures ? <OrderFigures figures={figures} shipTo={shipTo} /> : <Text>{t.quoting}</Text>}
                {termsDays != null && (
                  <Text>{t.terms(termsDays, formatDay(dueDateFor(new Date(), termsDays)))}</Text>
                )}
                <Text>{t.reserve(item.quantity)}</Text>
                {error && (
                  <Stack gap="3" role="alert">
                    <Text color="red.700" fontWeight="medium">
                      {error.message}
                    </Text>
                    {error.reason === 'EMAIL_NOT_VERIFIED' && <VerifyEmailPanel compact force />}
                  </Stack>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {t.notNow}
              </Button>
              <Button colorPalette="orange" loading={busy} onClick={() => void confirm()}>
                {t.confirm}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={copy.orderModal.cancel} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
