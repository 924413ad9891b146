/**
 * Business events: their types and versioned payloads, built from the rows the services already hold so
 * that each call site stays one line. Payloads are the integrator-facing contract (README "Events and webhooks"):
 * add fields freely, but renaming or removing one needs a new `version`.
 */
import { balanceOf, orderNumberText } from '@gluegun/common';
import type { ApprovalRequest, CompanyInvitation, CreditNote, OrderItem, Payment, PurchaseOrder, Refund } from '../../generated/prisma/client';

export const EVENT_TYPES = [
  'order_item.placed',
  'order_item.status_changed',
  'purchase_order.checked_out',
  'invoice.issued',
  'payment.recorded',
  'invoice.paid',
  'purchase_order.shipped',
  'purchase_order.delivered',
  'purchase_order.cancelled',
  'purchase_order.fulfilment_changed',
  'customer.credit_hold_lifted',
  'invoice.reminder',
  'invoice.overdue',
  'user.invited',
  'purchase_order.awaiting_approval',
  'purchase_order.approved',
  'purchase_order.rejected',
  'credit_note.issued',
  'refund.recorded',
  'customer_credit.applied',
  'customer_credit.held',
  'shipment.created',
  'shipment.delivered',
  'quote.requested',
  'quote.sent',
  'quote.accepted',
  'quote.expired',
  'return.requested',
  'return.approved',
  'return.rejected',
  'return.received',
  'product.created',
  'product.updated',
  'product.deleted',
  'purchase_order.delivery_promised',
  'purchase_order.backorder_filled',
] as const;
/** Events integrators may subscribe to (webhook endpoints' event types). */
export type WebhookEventType = (typeof EVENT_TYPES)[number];
/** Events for the shop's own people only: never delivered to webhook endpoints. */
export const INTERNAL_EVENT_TYPES = ['webhook_endpoint.disabled', 'quote.countered', 'quote.expiring', 'order_schedule.reminder', 'order_schedule.ran'] as const;
export type EventType = WebhookEventType | (typeof INTERNAL_EVENT_TYPES)[number];
export const isWebhookEventType = (t: string): t is WebhookEventType => (EVENT_TYPES as readonly string[]).includes(t);

export type ResourceType = 'order_item' | 'purchase_order' | 'user' | 'company' | 'approval_request' | 'webhook_endpoint' | 'quote' | 'product' | 'order_schedule';

export interface BusinessEvent {
  type: EventType;
  resourceType: ResourceType;
  resourceId: string;
  /** Shape version of `data`. */
  version?: number;
  /** The event id, when the caller needs to know it (a reminder row records it); else a new one. */
  eventId?: string;
  data: Record<string, unknown>;
}

type ItemRow = Pick<OrderItem, 'id' | 'userId' | 'productId' | 'productName' | 'quantity' | 'unitPriceCents'>;
type OrderRow = Pick<PurchaseOrder, 'id' | 'number' | 'invoiceNumber' | 'userId' | 'companyId' | 'buyerEmail' | 'totalCents' | 'paidCents' | 'creditedCents' | 'issuedAt' | 'dueAt' | 'fulfilmentStatus' | 'paymentStatus'>;

const orderRef = (po: OrderRow) => ({
  purchaseOrderId: po.id, orderNumber: orderNumberText(po.number), invoiceNumber: po.invoiceNumber, customerId: po.userId,
});

export const orderItemPlaced = (item: ItemRow): BusinessEvent => ({
  type: 'order_item.placed', resourceType: 'order_item', resourceId: item.id,
  data: {
    orderItemId: item.id, customerId: item.userId, productId: item.productId, productName: item.productName,
    quantity: item.quantity, unitPriceCents: item.unitPriceCents, totalCents: item.quantity * item.unitPriceCents,
  },
});

export const orderItemStatusChanged = (item: ItemRow & Pick<OrderItem, 'status'>, to: string): BusinessEvent => ({
  type: 'order_item.status_changed', resourceType: 'order_item', resourceId: item.id,
  data: { orderItemId: item.id, customerId: item.userId, fromStatus: item.status, toStatus: to },
});

/** Checkout writes the order and issues its invoice at once: two events, in this order. */
export const checkedOut = (po: OrderRow, lineCount: number): BusinessEvent[] => [
  {
    type: 'purchase_order.checked_out', resourceType: 'purchase_order', resourceId: po.id,
    data: { ...orderRef(po), lineCount, totalCents: po.totalCents, buyerEmail: po.buyerEmail },
  },
  {
    type: 'invoice.issued', resourceType: 'purchase_order', resourceId: po.id,
    data: { ...orderRef(po), totalCents: po.totalCents, issuedAt: po.issuedAt.toISOString(), dueAt: po.dueAt.toISOString() },
  },
];

/** A payment, and `invoice.paid` when it settles the invoice. `po` is the order before the payment. */
export const paymentRecorded = (po: OrderRow, payment: Pick<Payment, 'amountCents' | 'reference'> & { receivedOn: string }): BusinessEvent[] => {
  const paidCents = po.paidCents + payment.amountCents;
  const balanceCents = balanceOf({ ...po, paidCents });
  const events: BusinessEvent[] = [{
    type: 'payment.recorded', resourceType: 'purchase_order', resourceId: po.id,
    data: {
      ...orderRef(po), amountCents: payment.amountCents, reference: payment.reference, receivedOn: payment.receivedOn,
      paidCents, creditedCents: po.creditedCents, balanceCents,
    },
  }];
  if (balanceCents === 0) {
    events.push({ type: 'invoice.paid', resourceType: 'purchase_order', resourceId: po.id, data: { ...orderRef(po), totalCents: po.totalCents } });
  }
  return events;
};

/** A whole-order move, or the order's fulfilment following its lines (CANCELLED: the invoice is void too). */
export const orderMoved = (po: OrderRow, to: 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'UNFULFILLED' | 'PARTLY_SHIPPED', lineCount: number): BusinessEvent => ({
  type: to === 'UNFULFILLED' || to === 'PARTLY_SHIPPED' ? 'purchase_order.fulfilment_changed' : (`purchase_order.${to.toLowerCase()}` as EventType),
  resourceType: 'purchase_order', resourceId: po.id,
  data: { ...orderRef(po), fromStatus: po.fulfilmentStatus, toStatus: to, lineCount, invoiceVoid: to === 'CANCELLED' },
});

/** The hold is the company's: customerId names the member an admin acted through, if any. */
export const creditHoldLifted = (companyId: string, at: Date, userId: string | null = null): BusinessEvent => ({
  type: 'customer.credit_hold_lifted', resourceType: 'company', resourceId: companyId, data: { companyId, customerId: userId, liftedAt: at.toISOString() },
});

/**
 * An unpaid-invoice reminder step (docs/decisions/032): `invoice.reminder` before and on the due day,
 * `invoice.overdue` for each weekly step while it stays unpaid.
 */
export const invoiceReminder = (po: OrderRow, step: string, daysOverdue: number, eventId: string): BusinessEvent => ({
  type: step.startsWith('overdue_') ? 'invoice.overdue' : 'invoice.reminder', resourceType: 'purchase_order', resourceId: po.id, eventId,
  data: {
    ...orderRef(po), step, dueAt: po.dueAt.toISOString(), daysOverdue, totalCents: po.totalCents, paidCents: po.paidCents,
    creditedCents: po.creditedCents, balanceCents: balanceOf(po),
  },
});

/** Retries of a delivery ran out and the endpoint was disabled: the shop's admins are told (internal event). */
export const webhookEndpointDisabled = (endpoint: { id: string; url: string }, reason: string, at: Date): BusinessEvent => ({
  type: 'webhook_endpoint.disabled', resourceType: 'webhook_endpoint', resourceId: endpoint.id,
  data: { endpointId: endpoint.id, url: endpoint.url, reason, disabledAt: at.toISOString() },
});

/** A company admin invited someone: the invitee gets an e-mail; integrators may subscribe. */
export const userInvited = (inv: Pick<CompanyInvitation, 'id' | 'companyId' | 'email' | 'role' | 'invitedById' | 'expiresAt'>): BusinessEvent => ({
  type: 'user.invited', resourceType: 'company', resourceId: inv.companyId,
  data: { invitationId: inv.id, companyId: inv.companyId, email: inv.email, role: inv.role, invitedById: inv.invitedById, expiresAt: inv.expiresAt.toISOString() },
});

type RequestRow = Pick<ApprovalRequest, 'id' | 'number' | 'companyId' | 'requesterId' | 'totalCents' | 'requiredRoles' | 'status'>;
const requestRef = (r: RequestRow) => ({
  approvalRequestId: r.id, requestNumber: `AR-${String(r.number).padStart(6, '0')}`, companyId: r.companyId, customerId: r.requesterId, totalCents: r.totalCents,
});

/** An order submitted for approval, approved (with the purchase order it became) or rejected. */
export const approvalMoved = (r: RequestRow, to: 'awaiting_approval' | 'approved' | 'rejected', extra: Record<string, unknown> = {}): BusinessEvent => ({
  type: `purchase_order.${to}`, resourceType: 'approval_request', resourceId: r.id,
  data: { ...requestRef(r), requiredRoles: r.requiredRoles, ...extra },
});

/** A credit note (docs/decisions/038): `po` is the order after it; released money went to `settlement`. */
export const creditNoteIssued = (po: OrderRow, note: Pick<CreditNote, 'id' | 'number' | 'amountCents' | 'appliedToInvoiceCents' | 'releasedCents' | 'settlement' | 'returnStock' | 'reason' | 'companyId'>, lineCount: number): BusinessEvent => ({
  type: 'credit_note.issued', resourceType: 'purchase_order', resourceId: po.id,
  data: {
    ...orderRef(po), companyId: note.companyId, creditNoteId: note.id, creditNoteNumber: `CN-${String(note.number).padStart(6, '0')}`,
    amountCents: note.amountCents, appliedToInvoiceCents: note.appliedToInvoiceCents, releasedCents: note.releasedCents,
    settlement: note.settlement, returnStock: note.returnStock, reason: note.reason, lineCount,
    creditedCents: po.creditedCents, paidCents: po.paidCents, balanceCents: balanceOf(po),
  },
});

/** Money paid back to a company out of its customer credit. */
export const refundRecorded = (refund: Pick<Refund, 'id' | 'companyId' | 'creditNoteId' | 'amountCents' | 'paidOn' | 'method' | 'reference'>): BusinessEvent => ({
  type: 'refund.recorded', resourceType: 'company', resourceId: refund.companyId,
  data: {
    refundId: refund.id, companyId: refund.companyId, creditNoteId: refund.creditNoteId, amountCents: refund.amountCents,
    paidOn: refund.paidOn.toISOString().slice(0, 10), method: refund.method, reference: refund.reference,
  },
});

/** Held customer credit paid (part of) an invoice; `po` is the order before it. */
export const customerCreditApplied = (po: OrderRow, amountCents: number, paidCents: number, settled: boolean): BusinessEvent[] => [
  {
    type: 'customer_credit.applied', resourceType: 'purchase_order', resourceId: po.id,
    data: { ...orderRef(po), companyId: po.companyId, amountCents, paidCents, balanceCents: balanceOf({ ...po, paidCents }) },
  },
  ...(settled ? [{ type: 'invoice.paid' as const, resourceType: 'purchase_order' as const, resourceId: po.id, data: { ...orderRef(po), totalCents: po.totalCents } }] : []),
];

/** Money a company paid past its invoices (an overpayment on a bank line) is held as its credit. */
export const customerCreditHeld = (companyId: string, amountCents: number, source: { bankStatementLineId: string }): BusinessEvent => ({
  type: 'customer_credit.held', resourceType: 'company', resourceId: companyId, data: { companyId, amountCents, ...source },
});

/** A shipment as its events carry it (docs/decisions/061): everything the buyer's e-mail and an integrator need. */
export interface ShipmentFacts {
  id: string; shipmentNumber: string; carrier: string; service: string; trackingNumber: string | null; trackingUrl: string | null;
  shippedAt: Date; deliveredAt: Date | null; lines: Array<{ invoiceLineId: string; sku: string; productName: string; quantity: number }>;
}

const shipmentData = (po: OrderRow, s: ShipmentFacts) => ({
  ...orderRef(po), shipmentId: s.id, shipmentNumber: s.shipmentNumber, carrier: s.carrier, service: s.service,
  trackingNumber: s.trackingNumber, trackingUrl: s.trackingUrl, shippedAt: s.shippedAt.toISOString(),
  deliveredAt: s.deliveredAt ? s.deliveredAt.toISOString() : null,
  lines: s.lines.map((l) => ({ invoiceLineId: l.invoiceLineId, sku: l.sku, productName: l.productName, quantity: l.quantity })),
  fulfilmentStatus: po.fulfilmentStatus,
});

/** A shipment left the warehouse; `po` is the order after it (its fulfilment says whether anything is still open). */
export const shipmentCreated = (po: OrderRow, s: ShipmentFacts): BusinessEvent => ({
  type: 'shipment.created', resourceType: 'purchase_order', resourceId: po.id, data: shipmentData(po, s),
});

/** A shipment reached the buyer; `po` is the order after it. */
export const shipmentDelivered = (po: OrderRow, s: ShipmentFacts): BusinessEvent => ({
  type: 'shipment.delivered', resourceType: 'purchase_order', resourceId: po.id, data: shipmentData(po, s),
});

/** A quote as its events carry it (docs/decisions/065): enough for an integrator and the e-mails. */
export interface QuoteFacts {
  id: string; quoteNumber: string; companyId: string; buyerId: string | null; version: number; status: string;
  expiresAt: string | null; totalCents: number; lineCount: number;
}
const quoteEvent = (type: 'quote.requested' | 'quote.sent' | 'quote.accepted' | 'quote.expired' | 'quote.countered' | 'quote.expiring', q: QuoteFacts, extra: Record<string, unknown> = {}): BusinessEvent => ({
  type, resourceType: 'quote', resourceId: q.id, data: { quoteId: q.id, ...q, ...extra },
});
export const quoteRequested = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.requested', q);
export const quoteSent = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.sent', q);
export const quoteAccepted = (q: QuoteFacts, orderItemIds: string[]): BusinessEvent => quoteEvent('quote.accepted', q, { orderItemIds });
export const quoteExpired = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.expired', q);
/** The buyer's counter-offer: tells the shop (an e-mail), not integrators. */
export const quoteCountered = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.countered', q);
/** A sent quote's last days: reminds the buyer (an e-mail), not integrators. */
export const quoteExpiring = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.expiring', q);

/** A return as its events carry it (docs/decisions/069); `po` is its order. */
export interface ReturnFacts {
  id: string; returnNumber: string; status: string; reason: string; restockingFeeBp: number; creditNoteId: string | null;
  lines: Array<{ invoiceLineId: string; sku: string; quantity: number }>;
}
export const returnEvent = (type: 'return.requested' | 'return.approved' | 'return.rejected' | 'return.received', po: OrderRow, r: ReturnFacts): BusinessEvent => ({
  type, resourceType: 'purchase_order', resourceId: po.id, data: { ...orderRef(po), returnId: r.id, ...r },
});

/** A product as its events carry it: what an integrator keeps in its own catalog (docs/integrating.md). */
export interface ProductFacts {
  id: string; sku: string; name: string; description: string; imageUrl: string; priceCents: number; priceBreaks: unknown;
  quantity: number; minOrderQuantity: number; orderIncrement: number; maxOrderQuantity: number | null; familyId: string | null;
  optionValues: unknown; packSizes: unknown; weightGrams: number | null; lengthMm: number | null; widthMm: number | null; heightMm: number | null;
  version: number; updatedAt: Date;
}
/** A product made or changed by the shop's people (its form, the catalog file, its variant and packing); stock a sale moves is not an event. */
export const productChanged = (type: 'product.created' | 'product.updated', p: ProductFacts): BusinessEvent => ({
  type, resourceType: 'product', resourceId: p.id, data: {
    productId: p.id, sku: p.sku, name: p.name, description: p.description, imageUrl: p.imageUrl, priceCents: p.priceCents,
    priceBreaks: p.priceBreaks, stock: p.quantity,
    quantityRule: { minimum: p.minOrderQuantity, increment: p.orderIncrement, maximum: p.maxOrderQuantity },
    familyId: p.familyId, optionValues: p.optionValues, packSizes: p.packSizes,
    weightGrams: p.weightGrams, lengthMm: p.lengthMm, widthMm: p.widthMm, heightMm: p.heightMm,
    version: p.version, updatedAt: p.updatedAt.toISOString(),
  },
});
/** A product removed from the catalog (its order lines keep their own copy). */
export const productDeleted = (p: Pick<ProductFacts, 'id' | 'sku' | 'name'>): BusinessEvent => ({
  type: 'product.deleted', resourceType: 'product', resourceId: p.id, data: { productId: p.id, sku: p.sku, name: p.name },
});

/** Staff promised (or moved) the order's delivery day (decision 083); both days as YYYY-MM-DD. */
export const deliveryPromised = (po: OrderRow, promisedOn: string, requestedOn: string | null): BusinessEvent => ({
  type: 'purchase_order.delivery_promised', resourceType: 'purchase_order', resourceId: po.id,
  data: { ...orderRef(po), promisedDeliveryDate: promisedOn, requestedDeliveryDate: requestedOn },
});

/** A line given units by arriving stock (docs/decisions/093): how many now, and how many it is still owed. */
export interface FilledLine { invoiceLineId: string; sku: string; productName: string; quantity: number; stillBackordered: number }
/** Arriving stock filled backordered lines of the order: one event per order and fill, in the fill's transaction. */
export const backorderFilled = (po: Pick<PurchaseOrder, 'id' | 'number' | 'invoiceNumber' | 'userId'>, lines: FilledLine[]): BusinessEvent => ({
  type: 'purchase_order.backorder_filled', resourceType: 'purchase_order', resourceId: po.id,
  data: { purchaseOrderId: po.id, orderNumber: orderNumberText(po.number), invoiceNumber: po.invoiceNumber, customerId: po.userId, filledLines: lines },
});
