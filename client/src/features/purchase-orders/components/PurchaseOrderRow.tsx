/**
 * One purchase order on the admin's Purchase Orders page: order number, buyer, company, PO number, total,
 * balance, payment and fulfilment, due date; its lines and payment history on demand; and the actions.
 */
import { useState } from 'react';
import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatCents, formatDay, orderCancellable, shownBuyerReference } from '@gluegun/common';
import { DownloadButton } from './DownloadButton';
import { InvoiceLinesTable } from './InvoiceLinesTable';
import { PurchaseOrderBadges } from './PurchaseOrderBadges';
import { invoicePdfPath } from '../download';
import { purchaseOrderCopy } from '../copy';
import type { AdminPurchaseOrdersQuery } from '../../../gql/graphql';
import type { CompanyChoice } from '../api/adminPurchaseOrders';
import { FulfilmentActions } from './FulfilmentActions';
import { creditNoteCopy } from '../creditNoteCopy';
import { shipmentCopy } from '../shipmentCopy';
import { ShipmentsList, type ShipmentView } from './ShipmentsList';
import { SetFreightControl } from './SetFreightControl';
import { PromisedDateControl } from './PromisedDateControl';

const t = purchaseOrderCopy.admin;
const l = purchaseOrderCopy.list;
export type AdminPurchaseOrder = AdminPurchaseOrdersQuery['purchaseOrderConnection']['nodes'][number];

function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0" minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box wordBreak="break-word">{children}</Box>
    </Stack>
  );
}

/** The buying company: its legal name, a click narrowing the list to it, and its tax id. */
function CompanyCell({
  po,
  onCompany,
}: {
  po: AdminPurchaseOrder;
  onCompany?(company: CompanyChoice): void;
}) {
  const { companyId } = po;
  return (
    <Cell label={t.company}>
      {onCompany && companyId ? (
        <Button
          variant="plain"
          size="sm"
          h="auto"
          p="0"
          minW="0"
          textAlign="start"
          whiteSpace="normal"
          color="blue.700"
          textDecoration="underline"
          aria-label={t.onlyCompany(po.billToName)}
          onClick={() => onCompany({ id: companyId, name: po.billToName })}
        >
          {po.billToName}
        </Button>
      ) : (
        <Text>{po.billToName}</Text>
      )}
      {po.billToTaxId && (
        <Text fontSize="sm" color="fg.muted">
          {t.taxId(po.billToTaxId)}
        </Text>
      )}
    </Cell>
  );
}

interface RowProps {
  po: AdminPurchaseOrder;
  busy: boolean;
  onRecordPayment(po: AdminPurchaseOrder): void;
  onIssueCreditNote?(po: AdminPurchaseOrder): void;
  onMove(po: AdminPurchaseOrder, status: string): void;
  /** Open the Ship dialog for what is still open (absent: no shipping here). */
  onShip?(po: AdminPurchaseOrder): void;
  onDelivered?(po: AdminPurchaseOrder, shipment: ShipmentView): void;
  /** Narrow the list to this order's company (absent: the list is narrowed already). */
  onCompany?(company: CompanyChoice): void;
}

export function PurchaseOrderRow(props: RowProps) {
  const { po, busy, onCompany, onDelivered } = props;
  const [open, setOpen] = useState(false);
  const detailsId = `po-details-${po.id}`;
  // Cancel only where the server's cancel would go through (nothing paid, unfulfilled).
  const next = po.nextFulfilment.filter((status) => status !== 'CANCELLED' || orderCancellable(po));
  const reference = shownBuyerReference(po);
  return (
    <Box as="li" borderWidth="1px" rounded="md" p="3" aria-label={po.orderNumber}>
      <Grid
        templateColumns={{
          base: '1fr 1fr',
          md: 'repeat(4, 1fr)',
          xl: '1.1fr 1.6fr 1.3fr 1fr 1fr 1fr 1.6fr 1fr',
        }}
        gap="3"
        alignItems="start"
      >
        <Cell label={l.orderNumber}>
          <Text fontWeight="bold">{po.orderNumber}</Text>
        </Cell>
        <Cell label={t.buyer}>
          <Text>{po.buyerName}</Text>
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {po.buyerEmail}
          </Text>
        </Cell>
        <CompanyCell po={po} onCompany={onCompany} />
        <Cell label={t.customerPo}>
          <Text>{po.poNumber ?? '—'}</Text>
          {reference && (
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {t.buyerReference(reference)}
            </Text>
          )}
        </Cell>
        <Cell label={l.total}>
          <Text>{formatCents(po.totalCents)}</Text>
        </Cell>
        {/* A void invoice asks for nothing: a dash, not a balance or a due date. */}
        <Cell label={l.balance}>
          <Text fontWeight="semibold">
            {po.paymentStatus === 'VOID' ? '—' : formatCents(po.balanceCents)}
          </Text>
        </Cell>
        <Cell label={purchaseOrderCopy.invoice.status}>
          <PurchaseOrderBadges
            paymentStatus={po.paymentStatus}
            daysOverdue={po.daysOverdue}
            fulfilmentStatus={po.fulfilmentStatus}
          />
        </Cell>
        <Cell label={l.due}>
          <Text>{po.paymentStatus === 'VOID' ? '—' : formatDay(po.dueAt)}</Text>
        </Cell>
      </Grid>
      <RowActions
        {...props}
        open={open}
        detailsId={detailsId}
        next={next}
        onToggle={() => setOpen((o) => !o)}
      />
      {po.freightPending && po.paymentStatus !== 'VOID' && (
        <Box mt="3">
          <SetFreightControl orderId={po.id} orderNumber={po.orderNumber} />
        </Box>
      )}
      {/* Shipments are in view without opening the details: what shipped and what is on its way is the row's news. */}
      <Box mt="3">
        <ShipmentsList
          orderId={po.id}
          orderNumber={po.orderNumber}
          shipments={po.shipments}
          busy={busy}
          headingAs="h3"
          onDelivered={onDelivered && ((s) => onDelivered(po, s))}
        />
      </Box>
      <Box id={detailsId} hidden={!open} mt="3">
        {open && <RowDetails po={po} />}
      </Box>
    </Box>
  );
}

/** The row's buttons: details, payment, credit note, shipping, fulfilment moves, the invoice and its PDF. */
function RowActions({
  po,
  busy,
  onRecordPayment,
  onIssueCreditNote,
  onMove,
  onShip,
  open,
  detailsId,
  next,
  onToggle,
}: RowProps & {
  open: boolean;
  detailsId: string;
  next: string[];
  onToggle(): void;
}) {
  const canPay = po.balanceCents > 0 && po.paymentStatus !== 'VOID' && po.paymentStatus !== 'PAID';
  return (
    <HStack gap="2" mt="3" wrap="wrap" align="flex-start">
      <Button size="xs" variant="ghost" aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
        {open ? t.hideDetails : t.showDetails}
      </Button>
      {canPay && (
        <Button
          size="xs"
          colorPalette="orange"
          disabled={busy}
          aria-label={t.actionsFor(t.recordPayment, po.orderNumber)}
          onClick={() => onRecordPayment(po)}
        >
          {t.recordPayment}
        </Button>
      )}
      {onIssueCreditNote && po.paymentStatus !== 'VOID' && po.creditedCents < po.totalCents && (
        <Button
          size="xs"
          variant="outline"
          disabled={busy}
          aria-label={t.actionsFor(creditNoteCopy.issue, po.orderNumber)}
          onClick={() => onIssueCreditNote(po)}
        >
          {creditNoteCopy.issue}
        </Button>
      )}
      {onShip && (po.fulfilmentStatus === 'UNFULFILLED' || po.fulfilmentStatus === 'PARTLY_SHIPPED') && (
        <Button
          size="xs"
          colorPalette="orange"
          disabled={busy}
          aria-label={t.actionsFor(shipmentCopy.newShipment, po.orderNumber)}
          onClick={() => onShip(po)}
        >
          {shipmentCopy.newShipment}
        </Button>
      )}
      <FulfilmentActions
        orderNumber={po.orderNumber}
        next={next}
        busy={busy}
        onMove={(status) => onMove(po, status)}
        partlyShipped={po.fulfilmentStatus === 'PARTLY_SHIPPED'}
      />
      <Button asChild size="xs" variant="outline">
        <RouterLink
          to={`/my-orders/invoices/${po.id}`}
          aria-label={t.actionsFor(l.viewInvoice, po.orderNumber)}
        >
          {l.viewInvoice}
        </RouterLink>
      </Button>
      <DownloadButton
        size="xs"
        path={invoicePdfPath(po.id)}
        fileName={`${po.invoiceNumber}.pdf`}
        what={purchaseOrderCopy.download.pdfWhat}
        aria-label={t.actionsFor(purchaseOrderCopy.download.pdf, po.orderNumber)}
      >
        {purchaseOrderCopy.download.pdf}
      </DownloadButton>
    </HStack>
  );
}

/** What opens under the row: the promised day while it can change, the lines and the payments. */
function RowDetails({ po }: { po: AdminPurchaseOrder }) {
  return (
    <Stack gap="3">
      {po.paymentStatus !== 'VOID' &&
        po.fulfilmentStatus !== 'DELIVERED' &&
        po.fulfilmentStatus !== 'CANCELLED' && (
          <PromisedDateControl
            orderId={po.id}
            orderNumber={po.orderNumber}
            requestedDeliveryOn={po.requestedDeliveryOn}
            promisedDeliveryOn={po.promisedDeliveryOn}
            promisedLate={po.promisedLate}
          />
        )}
      <InvoiceLinesTable lines={po.lines} label={`${purchaseOrderCopy.lines.caption}: ${po.orderNumber}`} />
      <Box>
        <Text fontWeight="semibold">{purchaseOrderCopy.invoice.payments}</Text>
        {po.payments.length === 0 ? (
          <Text fontSize="sm">{purchaseOrderCopy.invoice.noPayments}</Text>
        ) : (
          po.payments.map((p) => (
            <Text key={p.id} fontSize="sm">
              {purchaseOrderCopy.invoice.payment(
                formatCents(p.amountCents),
                formatDay(p.receivedOn),
                p.reference,
              )}
            </Text>
          ))
        )}
      </Box>
    </Stack>
  );
}
