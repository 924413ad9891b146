/** What an invoice shows (web, PDF, CSV, REST): built once from the frozen lines and the recorded payments. */
import {
  billToLines,
  creditNoteNumberText,
  isoDay,
  lineDeliveryText,
  shownBuyerReference,
} from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { badInput } from '../../errors';
import { allowUser, isAdmin, type Operation } from '../../auth/access';
import type { PurchaseOrder } from '../../generated/prisma/client';
import type { InvoiceDocument } from './invoice-document';
import { invoiceRemittanceOf, invoiceSellerOf } from './remittance';
import { loadVisible } from '../purchase-orders/po-common';
import {
  addressLines,
  deliveryDaysOf,
  figuresOf,
  lineDeliveryDaysOf,
  visibleEvent,
  visiblePayment,
} from '../purchase-orders/presenter';
import { whereFor, type PurchaseOrderFilter } from '../purchase-orders/reads';
import { taxLineOf } from '../tax/compute';
import { presentShipment } from '../shipments/shipping-state';
import { FIELD_SCOPES, MONEY_EVENT_KINDS, refusalOf, withheldFrom } from '../../auth/type-scopes';

/** What the invoice of an order shows (PDF, CSV), from the frozen lines and recorded payments. */
export async function invoiceDocumentOf(ctx: Context, po: PurchaseOrder): Promise<InvoiceDocument> {
  const [lines, payments, creditNotes] = await Promise.all([
    ctx.db.invoiceLine.findMany({ where: { purchaseOrderId: po.id }, orderBy: { position: 'asc' } }),
    ctx.db.payment.findMany({
      where: { purchaseOrderId: po.id },
      orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }],
    }),
    ctx.db.creditNote.findMany({
      where: { purchaseOrderId: po.id },
      orderBy: { number: 'asc' },
      select: CREDIT_NOTE_FACTS,
    }),
  ]);
  return documentFrom(ctx, po, lines, payments, creditNotes);
}

const CREDIT_NOTE_FACTS = { number: true, issuedAt: true, amountCents: true, releasedCents: true } as const;
type CreditNoteFacts = { number: number; issuedAt: Date; amountCents: number; releasedCents: number };
type LineFacts = {
  position: number;
  sku: string;
  customerPartNumber: string | null;
  productName: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  taxCents: number;
  /** A day as Prisma reads it, or as the JSON columns below write it (YYYY-MM-DD). */
  requestedDeliveryDate: Date | string | null;
  promisedDeliveryDate: Date | string | null;
};
const dayOf = (d: Date | string | null) => (d === null ? null : typeof d === 'string' ? d : isoDay(d));
type PaymentFacts = { receivedOn: Date; reference: string; amountCents: number };

/**
 * The same three reads as invoiceDocumentOf, as columns of a statement that reads the order `po` (the e-mail job
 * reads its event, order and invoice in one round trip): JSON arrays in the same order, dates as UTC text.
 */
export const INVOICE_FACTS_COLUMNS = `
  (SELECT coalesce(json_agg(json_build_object('position', l."position", 'sku', l."sku", 'customerPartNumber', l."customerPartNumber",
     'productName', l."productName", 'quantity', l."quantity", 'unitPriceCents', l."unitPriceCents", 'lineTotalCents', l."lineTotalCents",
     'taxCents', l."taxCents", 'requestedDeliveryDate', to_char(l."requestedDeliveryDate", 'YYYY-MM-DD'),
     'promisedDeliveryDate', to_char(l."promisedDeliveryDate", 'YYYY-MM-DD')) ORDER BY l."position"), '[]'::json) FROM "InvoiceLine" l WHERE l."purchaseOrderId" = po."id") AS "invoiceLines",
  (SELECT coalesce(json_agg(json_build_object('receivedOn', to_char(p."receivedOn", 'YYYY-MM-DD'), 'reference', p."reference", 'amountCents', p."amountCents")
     ORDER BY p."receivedOn", p."createdAt"), '[]'::json) FROM "Payment" p WHERE p."purchaseOrderId" = po."id") AS "invoicePayments",
  (SELECT coalesce(json_agg(json_build_object('number', c."number", 'issuedAt', to_char(c."issuedAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS'),
     'amountCents', c."amountCents", 'releasedCents', c."releasedCents") ORDER BY c."number"), '[]'::json)
   FROM "CreditNote" c WHERE c."purchaseOrderId" = po."id") AS "invoiceCreditNotes"`;

/** The columns INVOICE_FACTS_COLUMNS adds to a row. */
export interface InvoiceFactsRow {
  invoiceLines: LineFacts[];
  invoicePayments: Array<{ receivedOn: string; reference: string; amountCents: number }>;
  invoiceCreditNotes: Array<{ number: number; issuedAt: string; amountCents: number; releasedCents: number }>;
}

/** The invoice document from an order read with INVOICE_FACTS_COLUMNS: what invoiceDocumentOf gives for it. */
export function invoiceDocumentFromFacts(
  ctx: Context,
  po: PurchaseOrder,
  facts: InvoiceFactsRow,
): InvoiceDocument {
  return documentFrom(
    ctx,
    po,
    facts.invoiceLines,
    facts.invoicePayments.map((p) => ({ ...p, receivedOn: new Date(`${p.receivedOn}T00:00:00.000Z`) })),
    facts.invoiceCreditNotes.map((n) => ({ ...n, issuedAt: new Date(`${n.issuedAt}Z`) })),
  );
}

function documentFrom(
  ctx: Context,
  po: PurchaseOrder,
  lines: LineFacts[],
  payments: PaymentFacts[],
  creditNotes: CreditNoteFacts[],
): InvoiceDocument {
  const figures = figuresOf(po, nowOf(ctx));
  // paidCents is what stands on the invoice; what a credit note gave back was received all the same.
  const givenBackCents = creditNotes.reduce((sum, n) => sum + n.releasedCents, 0);
  return {
    invoiceNumber: po.invoiceNumber,
    orderNumber: figures.orderNumber,
    poNumber: po.poNumber,
    buyerReference: shownBuyerReference({ ...po, orderNumber: figures.orderNumber }),
    issuedOn: figures.issuedOn,
    dueOn: figures.dueOn,
    termsDays: po.termsDays,
    paymentStatusLabel: figures.paymentStatusLabel,
    isVoid: po.paymentStatus === 'VOID',
    seller: invoiceSellerOf(ctx.config),
    remittance: invoiceRemittanceOf(ctx.config, po.invoiceNumber),
    buyer: {
      name: figures.billToName,
      lines: billToLines(figures),
      taxId: figures.billToTaxId,
      orderedBy: figures.orderedBy,
      email: po.buyerEmail,
      phone: po.contactPhone,
    },
    deliverTo: addressLines(po),
    lines: lines.map((l) => {
      const [requestedDeliveryOn, promisedDeliveryOn] = [
        dayOf(l.requestedDeliveryDate),
        dayOf(l.promisedDeliveryDate),
      ];
      return {
        position: l.position,
        sku: l.sku,
        customerPartNumber: l.customerPartNumber,
        productName: l.productName,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        lineTotalCents: l.lineTotalCents,
        taxCents: l.taxCents,
        requestedDeliveryOn,
        promisedDeliveryOn,
        deliveryText: lineDeliveryText(requestedDeliveryOn, promisedDeliveryOn),
      };
    }),
    subtotalCents: po.subtotalCents,
    freightCents: po.freightCents,
    freightTaxCents: po.freightTaxCents,
    freightPending: po.freightPending,
    shippingMethodName: po.shippingMethodName,
    freightSetOn: po.freightSetAt ? isoDay(po.freightSetAt) : null,
    ...deliveryDaysOf(po),
    taxCents: po.taxCents,
    taxLabel: taxLineOf(po).label,
    taxExemptCertificate: po.taxExemptCertificate,
    totalCents: po.totalCents,
    creditedCents: po.creditedCents,
    paidCents: po.paidCents,
    receivedCents: po.paidCents + givenBackCents,
    givenBackCents,
    balanceCents: figures.balanceCents,
    creditNotes: creditNotes.map((n) => ({
      creditNoteNumber: creditNoteNumberText(n.number),
      issuedOn: isoDay(n.issuedAt),
      amountCents: n.amountCents,
    })),
    payments: payments.map((p) => ({
      receivedOn: isoDay(p.receivedOn),
      reference: p.reference,
      amountCents: p.amountCents,
    })),
    notes: po.notes,
    currency: 'USD',
  };
}

/** The invoice document of an order the caller may see (owner or admin). */
export async function invoiceDocument(ctx: Context, id: string) {
  const po = await loadVisible(ctx, id, 'invoiceDocument');
  return invoiceDocumentOf(ctx, po);
}

/** Most rows one export holds (a clear message above it: filter first). */
export const MAX_EXPORT_ORDERS = 10_000;

/** Admins: the filtered orders with their lines and payments, for the CSV exports. */
export async function ordersForExport(ctx: Context, op: Operation, filter: PurchaseOrderFilter) {
  allowUser(ctx, op);
  const where = whereFor(ctx, filter);
  const count = await ctx.db.purchaseOrder.count({ where });
  if (count > MAX_EXPORT_ORDERS)
    throw badInput(
      `At most ${MAX_EXPORT_ORDERS} orders in one export; these filters match ${count}. Narrow them first.`,
      'paymentStatus',
    );
  const rows = await ctx.db.purchaseOrder.findMany({
    where,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: {
      lines: { orderBy: { position: 'asc' } },
      payments: { orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }] },
      creditNotes: { orderBy: { number: 'asc' }, select: CREDIT_NOTE_FACTS },
    },
  });
  const now = nowOf(ctx);
  return rows.map((po) => ({
    po,
    figures: figuresOf(po, now),
    document: documentFrom(ctx, po, po.lines, po.payments, po.creditNotes),
  }));
}

/**
 * A purchase order with its lines, payments and events as plain data (REST answers). An API key reads its payments
 * and credit notes only with the scope that guards them (auth/type-scopes.ts), as GraphQL's nested fields.
 */
export async function purchaseOrderView(ctx: Context, po: PurchaseOrder) {
  const [lines, payments, events, creditNotes, shipments] = await Promise.all([
    ctx.loaders.invoiceLines.load(po.id),
    ctx.loaders.payments.load(po.id),
    ctx.loaders.purchaseOrderEvents.load(po.id),
    ctx.loaders.creditNotes.load(po.id),
    ctx.loaders.shipments.load(po.id),
  ]);
  const admin = isAdmin(ctx);
  const givenBackCents = creditNotes.reduce((sum, n) => sum + n.releasedCents, 0);
  const {
    orderNumber,
    balanceCents,
    paymentStatus,
    daysOverdue,
    billToName,
    billToTaxId,
    billToAddress,
    orderedBy,
  } = figuresOf(po, nowOf(ctx));
  return withheldFrom(
    ctx,
    {
      ...po,
      billToName,
      billToTaxId,
      billToAddress,
      orderedBy,
      orderNumber,
      ...deliveryDaysOf(po),
      balanceCents,
      receivedCents: po.paidCents + givenBackCents,
      givenBackCents,
      paymentStatus,
      daysOverdue,
      lines: lines.map((line) => ({ ...line, ...lineDeliveryDaysOf(line) })),
      payments: payments.map((p) => visiblePayment(p, admin)),
      events: eventsFor(
        ctx,
        events.map((e) => visibleEvent(e, admin)),
        po.companyId === ctx.user?.companyId,
      ),
      creditNotes,
      shipments: shipments.map((s) => presentShipment(po, s)),
      tax: taxLineOf(po),
    },
    { payments: 'Payment', creditNotes: 'CreditNote' },
    { ownCompany: po.companyId === ctx.user?.companyId },
  );
}

/** Payment and credit events keep their kind and date for a key without the money scope, not their detail or amount. */
function eventsFor<E extends { kind: string; detail: string | null; amountCents: number | null }>(
  ctx: Context,
  events: E[],
  ownCompany: boolean,
): E[] {
  if (!refusalOf(ctx, FIELD_SCOPES['PurchaseOrderEvent.detail'], { ownCompany })) return events;
  return events.map((e) =>
    MONEY_EVENT_KINDS.includes(e.kind) ? { ...e, detail: null, amountCents: null } : e,
  );
}
