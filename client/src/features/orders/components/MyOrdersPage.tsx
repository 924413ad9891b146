/**
 * The signed-in user's orders (spec §2). Open items (not on a purchase order yet) keep the spec's
 * per-item list with Pay and delete, plus "Check out" for many at once; below, the purchase orders, newest first.
 * 401 -> /unauthorized, 403 -> /forbidden (spec §6).
 */
import { useState } from 'react';
import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Navigate, Link as RouterLink, useLocation } from 'react-router-dom';
import { formatCents } from '@gluegun/common';
import { PageSpinner } from '../../../components/PageSpinner';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { errorCode } from '../../../lib/apollo';
import { copy } from '../../../lib/copy';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { purchaseOrderCopy } from '../../purchase-orders/copy';
import { useMyOrders } from '../api/myOrders';
import { useMyPurchaseOrders } from '../../purchase-orders/api/myPurchaseOrders';
import { OrderItemCard } from './OrderItemCard';
import { ShipToPrices } from './ShipToPrices';
import { PurchaseOrderCard } from '../../purchase-orders/components/PurchaseOrderCard';
import { PlacedOrderAlert } from '../../purchase-orders/components/PlacedOrderAlert';
import { isOpenItem, placedFromState } from '../../purchase-orders/components/placedOrder';
import { useCanOrder, useMyOrderRequestPages } from '../../purchase-orders/api/approvals';
import { waitingItemIds } from '../../purchase-orders/components/useCheckoutSubmit';
import { MyOrderRequests } from '../../purchase-orders/components/approvals/MyOrderRequests';
import {
  SentForApprovalAlert,
  sentFromState,
} from '../../purchase-orders/components/approvals/SentForApprovalAlert';
import { TransferCartButton, inPunchOut } from '../../../components/PunchOut';

type PurchaseOrders = ReturnType<typeof useMyPurchaseOrders>;

function PurchaseOrders({ pos }: { pos: PurchaseOrders }) {
  const [more, setMore] = useState(false);
  const orders = pos.data?.myPurchaseOrderConnection.nodes ?? [];
  return (
    <Stack as="section" gap="4" aria-labelledby="purchase-orders-heading">
      <Heading id="purchase-orders-heading" as="h2" size="xl">
        {purchaseOrderCopy.list.heading}
      </Heading>
      {orders.length === 0 && <Text>{purchaseOrderCopy.list.empty}</Text>}
      {orders.map((po) => (
        <PurchaseOrderCard key={po.id} order={po} />
      ))}
      <LoadMoreButton
        pageInfo={pos.data?.myPurchaseOrderConnection.pageInfo}
        loading={more}
        label={purchaseOrderCopy.list.loadMore}
        onMore={(after) => {
          setMore(true);
          void pos.loadMore(after).finally(() => setMore(false));
        }}
      />
    </Stack>
  );
}

export default function MyOrdersPage() {
  const { data, error, refetch, loadMore } = useMyOrders();
  const [more, setMore] = useState(false);
  const pos = useMyPurchaseOrders();
  const location = useLocation();
  const placed = placedFromState(location.state);
  const sent = sentFromState(location.state);
  const requests = useMyOrderRequestPages();
  // Quick order only for roles the server lets order (accounts payable places nothing), as in the navbar.
  const canOrder = useCanOrder();
  const code = errorCode(error) ?? errorCode(pos.error);
  if (code === 'UNAUTHENTICATED') return <Navigate to="/unauthorized" replace />;
  if (code === 'FORBIDDEN') return <Navigate to="/forbidden" replace />;
  // Items waiting in an approval request show under it (Order requests), not as open items.
  const waitingIds = waitingItemIds(requests.data?.myOrderRequestConnection.nodes);
  const items = (data?.myOrderConnection.nodes ?? []).filter(
    (i) => !i.purchaseOrder && !waitingIds.has(i.id),
  );
  const open = items.filter(isOpenItem);
  // The server's line totals, summed; never quantity x price again here.
  const openTotal = open.reduce((sum, i) => sum + i.totalCents, 0);
  // One spinner until both lists are in: the page then appears at once instead of shifting twice.
  const waiting = (!data && !error) || (!pos.data && !pos.error) || (!requests.data && !requests.error);

  return (
    <Stack gap="6">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="3xl">
          {copy.orders.title}
        </Heading>
        {!waiting && (
          <HStack gap="3" flexWrap="wrap">
            {open.length > 0 &&
              (inPunchOut() ? (
                <TransferCartButton />
              ) : (
                <Button asChild colorPalette="orange">
                  <RouterLink to="/my-orders/checkout">{purchaseOrderCopy.checkout.open}</RouterLink>
                </Button>
              ))}
            {canOrder && (
              <Button asChild variant="outline" colorPalette="orange">
                <RouterLink to="/quick-order">{copy.orders.quickOrder}</RouterLink>
              </Button>
            )}
            {canOrder && (
              <Button asChild variant="outline" colorPalette="orange">
                <RouterLink to="/my-quotes">{copy.orders.quotes}</RouterLink>
              </Button>
            )}
            <Button asChild variant="outline" colorPalette="orange">
              <RouterLink to="/my-order-lists">{copy.orders.orderLists}</RouterLink>
            </Button>
          </HStack>
        )}
      </HStack>
      {placed && <PlacedOrderAlert placed={placed} />}
      {sent && <SentForApprovalAlert sent={sent} />}
      {waiting && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {pos.error && <ErrorAlert error={pos.error} onRetry={() => void pos.refetch()} />}
      {!waiting && (
        <>
          {data && data.myOrderConnection.nodes.length === 0 && <Text>{copy.orders.empty}</Text>}
          {open.length > 0 && (
            <Box
              borderWidth="1px"
              rounded="md"
              p="4"
              bg="orange.50"
              role="group"
              aria-label={copy.orders.openTotalLabel}
            >
              <Text fontSize="lg" fontWeight="bold">
                {copy.orders.openTotalLabel}: {formatCents(openTotal)}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {copy.orders.openTotalHint(open.length)}
              </Text>
              {canOrder && !inPunchOut() && (
                <Button asChild size="sm" variant="outline" colorPalette="orange" mt="2">
                  <RouterLink to="/my-quotes/new?from=open-items">{copy.orders.quoteOpenItems}</RouterLink>
                </Button>
              )}
            </Box>
          )}
          {items.map((item) => (
            <OrderItemCard key={item.id} item={item} />
          ))}
          <LoadMoreButton
            pageInfo={data?.myOrderConnection.pageInfo}
            loading={more}
            label={copy.orders.loadMore}
            onMore={(after) => {
              setMore(true);
              void loadMore(after).finally(() => setMore(false));
            }}
          />
          {requests.data && (
            <MyOrderRequests page={requests.data.myOrderRequestConnection} onMore={requests.loadMore} />
          )}
          {pos.data && <PurchaseOrders pos={pos} />}
          {/* Last on the page: a late answer here moves nothing above it. */}
          {canOrder && <ShipToPrices />}
        </>
      )}
    </Stack>
  );
}
