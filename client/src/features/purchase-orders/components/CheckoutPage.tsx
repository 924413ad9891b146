/**
 * Checkout: the buyer's open items with checkboxes (all chosen at first), the chosen total, their
 * credit, and the delivery details. One purchase order and one invoice for the chosen items, or nothing: the
 * server's refusal (stock lines named, credit limit, hold) shows at the top, a field's under that field. On
 * success it goes back to My Orders, which shows the order's confirmation.
 */
import { useCallback, useMemo, useState } from 'react';
import { Box, Heading, HStack, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { formatCents, type CheckoutDetails } from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ProductImage } from '../../../components/ProductImage';
import { AvailabilityNote } from '../../../components/AvailabilityNote';
import { errorCode } from '../../../lib/apollo';
import { useAuth } from '../../../lib/auth';
import type { CheckoutItemsQuery } from '../../../gql/graphql';
import { purchaseOrderCopy } from '../copy';
import { useCheckoutItems } from '../api/openItems';
import { useMyCredit } from '../api/myCredit';
import { useMyOrderRequests } from '../api/approvals';
import { useLastDeliveryDetails } from '../api/lastDeliveryDetails';
import { useChooseCheckoutShipTo, useShipToLocations } from '../api/shipToLocations';
import { useCheckoutShopHolidays } from '../api/checkoutHolidays';
import { CheckoutForm, type CheckoutFormValues } from './CheckoutForm';
import { initialCheckoutValues, saveDraft } from './checkoutDraft';
import { CreditPanel } from './CreditPanel';
import { TaxQuotePanel } from './TaxQuotePanel';
import { ShippingMethodPicker } from './ShippingMethodPicker';
import { isOpenItem } from './placedOrder';
import { ApprovalPreviewPanel, usePreviewNeedsApproval } from './approvals/ApprovalPreviewPanel';
import { useCheckoutSubmit, waitingItemIds } from './useCheckoutSubmit';
import { CheckedOutElsewhereAlert, useCheckedOutElsewhere, useRefetchOnReturn } from './CheckedOutElsewhere';
import { approvalsCopy } from '../approvalsCopy';
import type { DeliveryLine } from './LineDeliveryDates';

const t = purchaseOrderCopy.checkout;

type Item = CheckoutItemsQuery['myOrders'][number];

/** A chosen item as its line would start: units beyond the stock of an item that allows backorders wait for its restock day. */
const deliveryLineOf = (i: Item): DeliveryLine => ({
  id: i.id,
  productName: i.productName,
  leadTimeDays: i.leadTimeDays,
  backorderedQuantity: i.product?.backordersAllowed ? Math.max(0, i.quantity - i.product.quantity) : 0,
  restockOn: i.product?.restockOn ?? null,
});

/** The open items, each with its checkbox (all chosen at first), and the chosen total. */
function ItemsToCheckOut({
  open,
  unticked,
  onToggle,
}: {
  open: Item[];
  unticked: ReadonlySet<string>;
  onToggle(id: string, on: boolean): void;
}) {
  const chosen = open.filter((i) => !unticked.has(i.id));
  const total = chosen.reduce((sum, i) => sum + i.totalCents, 0);
  return (
    <Stack as="fieldset" gap="3">
      <Text as="legend" fontSize="lg" fontWeight="bold" mb="2">
        {t.itemsLegend}
      </Text>
      {open.map((item) => (
        <Box key={item.id} borderWidth="1px" rounded="md" p="3">
          <HStack gap="3" align="center">
            {/* A native checkbox: the shop's theme carries no checkbox recipe (app/theme.ts). */}
            <chakra.input
              type="checkbox"
              checked={!unticked.has(item.id)}
              onChange={(e) => onToggle(item.id, e.target.checked)}
              aria-label={t.selectItem(item.productName)}
              boxSize="5"
              flexShrink={0}
              cursor="pointer"
              accentColor="orange.700"
            />
            <ProductImage
              src={item.imageUrl}
              name={item.productName}
              boxSize="12"
              rounded="sm"
              flexShrink={0}
            />
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="semibold">{item.productName}</Text>
              <Text fontSize="sm">
                {t.itemLine(item.quantity, formatCents(item.unitPriceCents), formatCents(item.totalCents))}
              </Text>
              {item.product && <AvailabilityNote ordered={item.quantity} terms={item.product} />}
            </Stack>
          </HStack>
        </Box>
      ))}
      <Text fontSize="lg" fontWeight="bold" role="status">
        {t.selectedTotal(chosen.length, formatCents(total))}
      </Text>
      {chosen.length === 0 && <Text color="red.700">{t.noneSelected}</Text>}
    </Stack>
  );
}

export default function CheckoutPage() {
  const orders = useCheckoutItems();
  const credit = useMyCredit();
  const requests = useMyOrderRequests();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const past = useLastDeliveryDetails();
  // The company's locations come with the rest: the "Ship to" choice is in place when the form first shows.
  const shipTo = useShipToLocations();
  const shipToReady = Boolean(shipTo.data) || Boolean(shipTo.error);
  // A location carries no company name: the order goes to the company's own (its legal name, as on invoices).
  const company = shipTo.data?.myCompany;
  const locations = useMemo(
    () => company?.locations.map((l) => ({ ...l, companyName: company.name })),
    [company],
  );
  // The location chosen as "Ship to" is the one the buyer's prices follow, as chosen in My Orders.
  const shipToChosen = useChooseCheckoutShipTo();
  // The form starts from the buyer's draft, else their latest order's address (checkoutDraft.ts). It mounts once
  // the past orders are in (or failed: then without them), so its starting values are read once, complete.
  const pastReady = (Boolean(past.data) || Boolean(past.error)) && shipToReady;
  const initialValues = useMemo(
    () => (pastReady ? initialCheckoutValues(userId, past.data?.myPurchaseOrders ?? []) : undefined),
    // Only readiness and the user: a later answer (cache-and-network) must not replace what is being typed.
    [pastReady, userId],
  );
  const keepDraft = useCallback((values: CheckoutFormValues) => saveDraft(userId, values), [userId]);
  // Items waiting for approval are not open: they belong to their request until it is decided.
  const waitingIds = useMemo(
    () => waitingItemIds(requests.data?.myOrderRequestConnection.nodes),
    [requests.data],
  );
  const open = useMemo(
    () => (orders.data?.myOrders ?? []).filter((i) => isOpenItem(i) && !waitingIds.has(i.id)),
    [orders.data, waitingIds],
  );
  // Unticked ids: every open item starts chosen, and items that appear later are chosen too.
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(new Set());
  const chosen = open.filter((i) => !unticked.has(i.id));
  // One array per choice (not per render): the preview asks again only when the choice changes.
  const chosenKey = chosen.map((i) => i.id).join(',');
  const chosenIds = useMemo(() => (chosenKey ? chosenKey.split(',') : []), [chosenKey]);
  const { needsApproval, ready: previewReady } = usePreviewNeedsApproval(chosenIds);
  // The buyer's shipping method; null until they pick one = the shop's default (the server's choice too).
  const [shippingMethodId, setShippingMethodId] = useState<string | null>(null);
  const place = useCheckoutSubmit(
    chosenIds,
    userId,
    () => {
      void orders.refetch();
      void credit.refetch();
      void requests.refetch();
    },
    shippingMethodId,
  );
  // While this tab places the order its items leave too: that is not "checked out elsewhere".
  const [placing, setPlacing] = useState(false);
  const holidayDays = useCheckoutShopHolidays().data?.shopHolidays;
  const holidays = useMemo(() => new Set((holidayDays ?? []).map((d) => d.day)), [holidayDays]);
  const submit = async (
    details: CheckoutDetails,
    lineDeliveryDates: Array<{ itemId: string; requestedDeliveryDate: string }>,
  ) => {
    setPlacing(true);
    const refused = await place(details, lineDeliveryDates);
    // Placed: the page is on its way to My Orders and stays "placing" until it goes.
    if (refused) setPlacing(false);
    return refused;
  };
  const elsewhere = useCheckedOutElsewhere(open, orders.data?.myOrders, waitingIds, placing);
  const { refetch: refetchOrders } = orders;
  const { refetch: refetchRequests } = requests;
  useRefetchOnReturn(
    useCallback(() => {
      void refetchOrders();
      void refetchRequests();
    }, [refetchOrders, refetchRequests]),
  );

  if (errorCode(orders.error) === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;

  const toggle = (id: string, on: boolean) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  const onHold = credit.data?.myCredit.onHold ?? false;
  const loaded = Boolean(orders.data && credit.data && (requests.data || requests.error) && previewReady);
  // Everything the page shows comes in together: a panel shown while the spinner above it still waits for the
  // addresses would jump up when the spinner goes (a layout shift measured on a busy phone).
  const ready = loaded && Boolean(initialValues);
  return (
    <Stack gap="6" maxW="3xl">
      <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to="/my-orders">{t.back}</RouterLink>
      </Link>
      <Heading as="h1" size="3xl">
        {t.title}
      </Heading>
      <Text>{t.intro}</Text>
      {/* One spinner until the items and the credit are in: the page then appears at once. */}
      {!ready && !orders.error && !credit.error && <PageSpinner />}
      {orders.error && !orders.data && (
        <ErrorAlert error={orders.error} onRetry={() => void orders.refetch()} />
      )}
      {credit.error && !credit.data && (
        <ErrorAlert error={credit.error} onRetry={() => void credit.refetch()} />
      )}
      {ready && credit.data && <CreditPanel credit={credit.data.myCredit} />}
      {ready && <CheckedOutElsewhereAlert items={elsewhere} />}
      {ready && open.length === 0 && elsewhere.length === 0 && <Text>{t.noOpenItems}</Text>}
      {ready && initialValues && open.length > 0 && (
        <CheckoutForm
          initialValues={initialValues}
          onValuesChange={keepDraft}
          shipTo={locations}
          onShipToChosen={shipToChosen}
          canSubmit={chosen.length > 0 && !onHold}
          onSubmit={submit}
          submitLabel={needsApproval ? approvalsCopy.preview.submitForApproval : undefined}
          leadTimesDays={chosen.map((i) => i.leadTimeDays)}
          lines={chosen.map(deliveryLineOf)}
          holidays={holidays}
          summary={<TaxQuotePanel itemIds={chosenIds} shippingMethodId={shippingMethodId} />}
        >
          <ItemsToCheckOut open={open} unticked={unticked} onToggle={toggle} />
          <ShippingMethodPicker value={shippingMethodId} onChange={setShippingMethodId} />
          <ApprovalPreviewPanel itemIds={chosenIds} />
        </CheckoutForm>
      )}
    </Stack>
  );
}
