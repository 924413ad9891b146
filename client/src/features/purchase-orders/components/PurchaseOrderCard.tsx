/**
 * One of the buyer's purchase orders on My Orders: numbers, dates, money, payment and fulfilment, its lines on
 * demand, and View invoice / Download PDF / Reorder. Reorder says what it added and names each refused line.
 */
import { useState } from 'react';
import { Alert, Box, Button, Card, DataList, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { backorderedText, formatCents, formatDay, shownBuyerReference } from '@gluegun/common';
import { DownloadButton } from './DownloadButton';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { PurchaseOrderBadges } from './PurchaseOrderBadges';
import { notifySuccess } from '../../../components/toaster';
import { invoicePdfPath } from '../download';
import { purchaseOrderCopy } from '../copy';
import type { MyPurchaseOrdersQuery, ReorderMutation } from '../../../gql/graphql';
import { useReorder } from '../api/reorder';
import { useCanOrder } from '../api/approvals';
import { useKeepInView } from '../../../components/revealError';
import { ShipmentsList } from './ShipmentsList';

const t = purchaseOrderCopy.list;
type Order = MyPurchaseOrdersQuery['myPurchaseOrderConnection']['nodes'][number];
type ReorderResult = ReorderMutation['reorder'];

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The open items it added appear above the purchase orders and push this card down: the outcome is kept in view.
 * The mutation resolves after My Orders has been refetched, so the page has grown by then.
 */
function ReorderOutcome({ result }: { result: ReorderResult }) {
  const ref = useKeepInView<HTMLDivElement>(result);
  return (
    <Alert.Root ref={ref} status={result.refused.length ? 'warning' : 'success'} role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.reordered(result.addedCount)}</Alert.Title>
        {result.replaced.map((r) => (
          <Alert.Description key={r.sku}>
            {t.replacedLine(r.productName, r.sku, r.replacementName, r.replacementSku)}
          </Alert.Description>
        ))}
        {result.refused.length > 0 && (
          <Alert.Description>
            <Text>{t.refusedTitle}</Text>
            <List.Root ps="4">
              {result.refused.map((r) => (
                <List.Item key={`${r.sku}-${r.quantity}`}>
                  {t.refusedLine(r.productName, r.sku, r.quantity, r.reason)}
                </List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}

export function PurchaseOrderCard({ order }: { order: Order }) {
  const [showLines, setShowLines] = useState(false);
  const [reorder, reorderState] = useReorder();
  // Reorder only for roles the server lets order (accounts payable places nothing).
  const canOrder = useCanOrder();
  const [result, setResult] = useState<ReorderResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const linesId = `po-lines-${order.id}`;
  const backordered = order.lines.filter((l) => l.backorderedQuantity > 0);
  const reference = shownBuyerReference(order);

  const runReorder = async () => {
    setError(null);
    setResult(null);
    try {
      const res = await reorder({ variables: { id: order.id } });
      if (res.data) {
        setResult(res.data.reorder);
        notifySuccess(t.reordered(res.data.reorder.addedCount));
      }
    } catch (e) {
      setError(e);
    }
  };

  return (
    <Card.Root as="article" variant="outline" aria-label={order.orderNumber}>
      <Card.Body gap="3">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Text as="h3" fontWeight="bold" fontSize="lg">
            {order.orderNumber}
          </Text>
          <PurchaseOrderBadges
            paymentStatus={order.paymentStatus}
            daysOverdue={order.daysOverdue}
            fulfilmentStatus={order.fulfilmentStatus}
          />
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1">
          {order.poNumber && <Fact label={t.poNumber} value={order.poNumber} />}
          {reference && <Fact label={t.buyerReference} value={reference} />}
          <Fact label={t.date} value={formatDay(order.issuedAt)} />
          <Fact label={t.total} value={formatCents(order.totalCents)} />
          {/* A void invoice asks for nothing: no balance, no due date. */}
          {order.paymentStatus !== 'VOID' && (
            <Fact label={t.balance} value={formatCents(order.balanceCents)} />
          )}
          {order.paymentStatus !== 'VOID' && <Fact label={t.due} value={formatDay(order.dueAt)} />}
        </DataList.Root>
        {backordered.length > 0 && (
          <Stack as="ul" listStyleType="none" gap="0" aria-label={t.backorderedLabel(order.orderNumber)}>
            {backordered.map((l) => (
              <Text
                as="li"
                key={l.id}
                fontSize="sm"
                fontWeight="medium"
                color="orange.800"
                overflowWrap="anywhere"
              >
                {t.backorderedLine(
                  l.productName,
                  l.sku,
                  backorderedText(l.backorderedQuantity, l.backorderExpectedOn ?? null),
                )}
              </Text>
            ))}
          </Stack>
        )}
        <Button
          size="sm"
          variant="ghost"
          alignSelf="flex-start"
          aria-expanded={showLines}
          aria-controls={linesId}
          onClick={() => setShowLines((s) => !s)}
        >
          {showLines ? t.hideLines : t.showLines(order.lines.length)}
        </Button>
        <Box id={linesId} hidden={!showLines}>
          {showLines && (
            <InvoiceLinesTable
              lines={order.lines}
              label={`${purchaseOrderCopy.lines.caption}: ${order.orderNumber}`}
            />
          )}
        </Box>
        <ShipmentsList orderId={order.id} orderNumber={order.orderNumber} shipments={order.shipments} />
        {result && <ReorderOutcome result={result} />}
        {error != null && <ErrorAlert error={error} />}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" justifyContent="flex-end" alignItems="flex-start">
        <Button asChild size="sm" variant="outline">
          <RouterLink to={`/my-orders/invoices/${order.id}`}>{t.viewInvoice}</RouterLink>
        </Button>
        <DownloadButton
          path={invoicePdfPath(order.id)}
          fileName={`${order.invoiceNumber}.pdf`}
          what={purchaseOrderCopy.download.pdfWhat}
        >
          {purchaseOrderCopy.download.pdf}
        </DownloadButton>
        {canOrder && (
          <Button
            size="sm"
            colorPalette="orange"
            loading={reorderState.loading}
            onClick={() => void runReorder()}
          >
            {t.reorder}
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
