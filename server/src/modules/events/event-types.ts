/**
 * Business events: their types and versioned payloads, built from the rows the services already hold so
 * that each call site stays one line. Payloads are the integrator-facing contract (docs/integrating.md "Events and
 * webhooks"): add fields freely, but renaming or removing one needs a new `version`. Orders, payments, credit and
 * companies here; shipments, quotes, returns, products and backorders in delivery-events.ts.
 */
import { balanceOf } from '@gluegun/common';
import type {
  ApprovalRequest,
  CompanyInvitation,
  CreditNote,
  OrderItem,
  Payment,
  Refund,
} from '../../generated/prisma/client';
import { type BusinessEvent, type ItemRow, type OrderRow, orderRef, type EventType } from './event-core';

export * from './event-core';
export * from './delivery-events';

export const orderItemPlaced = (item: ItemRow): BusinessEvent => ({
  type: 'order_item.placed',
  resourceType: 'order_item',
  resourceId: item.id,
  data: {
    orderItemId: item.id,
    customerId: item.userId,
    productId: item.productId,
    productName: item.productName,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    totalCents: item.quantity * item.unitPriceCents,
  },
});

export const orderItemStatusChanged = (
  item: ItemRow & Pick<OrderItem, 'status'>,
  to: string,
): BusinessEvent => ({
  type: 'order_item.status_changed',
  resourceType: 'order_item',
  resourceId: item.id,
  data: { orderItemId: item.id, customerId: item.userId, fromStatus: item.status, toStatus: to },
});

/** Checkout writes the order and issues its invoice at once: two events, in this order. */
export const checkedOut = (po: OrderRow, lineCount: number): BusinessEvent[] => [
  {
    type: 'purchase_order.checked_out',
    resourceType: 'purchase_order',
    resourceId: po.id,
    data: { ...orderRef(po), lineCount, totalCents: po.totalCents, buyerEmail: po.buyerEmail },
  },
  {
    type: 'invoice.issued',
    resourceType: 'purchase_order',
    resourceId: po.id,
    data: {
      ...orderRef(po),
      totalCents: po.totalCents,
      issuedAt: po.issuedAt.toISOString(),
      dueAt: po.dueAt.toISOString(),
    },
  },
];

/** A payment, and `invoice.paid` when it settles the invoice. `po` is the order before the payment. */
export const paymentRecorded = (
  po: OrderRow,
  payment: Pick<Payment, 'amountCents' | 'reference'> & { receivedOn: string },
): BusinessEvent[] => {
  const paidCents = po.paidCents + payment.amountCents;
  const balanceCents = balanceOf({ ...po, paidCents });
  const events: BusinessEvent[] = [
    {
      type: 'payment.recorded',
      resourceType: 'purchase_order',
      resourceId: po.id,
      data: {
        ...orderRef(po),
        amountCents: payment.amountCents,
        reference: payment.reference,
        receivedOn: payment.receivedOn,
        paidCents,
        creditedCents: po.creditedCents,
        balanceCents,
      },
    },
  ];
  if (balanceCents === 0) {
    events.push({
      type: 'invoice.paid',
      resourceType: 'purchase_order',
      resourceId: po.id,
      data: { ...orderRef(po), totalCents: po.totalCents },
    });
  }
  return events;
};

/** A whole-order move, or the order's fulfilment following its lines (CANCELLED: the invoice is void too). */
export const orderMoved = (
  po: OrderRow,
  to: 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'UNFULFILLED' | 'PARTLY_SHIPPED',
  lineCount: number,
): BusinessEvent => ({
  type:
    to === 'UNFULFILLED' || to === 'PARTLY_SHIPPED'
      ? 'purchase_order.fulfilment_changed'
      : (`purchase_order.${to.toLowerCase()}` as EventType),
  resourceType: 'purchase_order',
  resourceId: po.id,
  data: {
    ...orderRef(po),
    fromStatus: po.fulfilmentStatus,
    toStatus: to,
    lineCount,
    invoiceVoid: to === 'CANCELLED',
  },
});

/** The hold is the company's: customerId names the member an admin acted through, if any. */
export const creditHoldLifted = (
  companyId: string,
  at: Date,
  userId: string | null = null,
): BusinessEvent => ({
  type: 'customer.credit_hold_lifted',
  resourceType: 'company',
  resourceId: companyId,
  data: { companyId, customerId: userId, liftedAt: at.toISOString() },
});

/**
 * An unpaid-invoice reminder step (docs/decisions/032): `invoice.reminder` before and on the due day,
 * `invoice.overdue` for each weekly step while it stays unpaid.
 */
export const invoiceReminder = (
  po: OrderRow,
  step: string,
  daysOverdue: number,
  eventId: string,
): BusinessEvent => ({
  type: step.startsWith('overdue_') ? 'invoice.overdue' : 'invoice.reminder',
  resourceType: 'purchase_order',
  resourceId: po.id,
  eventId,
  data: {
    ...orderRef(po),
    step,
    dueAt: po.dueAt.toISOString(),
    daysOverdue,
    totalCents: po.totalCents,
    paidCents: po.paidCents,
    creditedCents: po.creditedCents,
    balanceCents: balanceOf(po),
  },
});

/** Retries of a delivery ran out and the endpoint was disabled: the shop's admins are told (internal event). */
export const webhookEndpointDisabled = (
  endpoint: { id: string; url: string },
  reason: string,
  at: Date,
): BusinessEvent => ({
  type: 'webhook_endpoint.disabled',
  resourceType: 'webhook_endpoint',
  resourceId: endpoint.id,
  data: { endpointId: endpoint.id, url: endpoint.url, reason, disabledAt: at.toISOString() },
});

/** A company admin invited someone: the invitee gets an e-mail; integrators may subscribe. */
export const userInvited = (
  inv: Pick<CompanyInvitation, 'id' | 'companyId' | 'email' | 'role' | 'invitedById' | 'expiresAt'>,
): BusinessEvent => ({
  type: 'user.invited',
  resourceType: 'company',
  resourceId: inv.companyId,
  data: {
    invitationId: inv.id,
    companyId: inv.companyId,
    email: inv.email,
    role: inv.role,
    invitedById: inv.invitedById,
    expiresAt: inv.expiresAt.toISOString(),
  },
});

type RequestRow = Pick<
  ApprovalRequest,
  'id' | 'number' | 'companyId' | 'requesterId' | 'totalCents' | 'requiredRoles' | 'status'
>;
const requestRef = (r: RequestRow) => ({
  approvalRequestId: r.id,
  requestNumber: `AR-${String(r.number).padStart(6, '0')}`,
  companyId: r.companyId,
  customerId: r.requesterId,
  totalCents: r.totalCents,
});

/** An order submitted for approval, approved (with the purchase order it became) or rejected. */
export const approvalMoved = (
  r: RequestRow,
  to: 'awaiting_approval' | 'approved' | 'rejected',
  extra: Record<string, unknown> = {},
): BusinessEvent => ({
  type: `purchase_order.${to}`,
  resourceType: 'approval_request',
  resourceId: r.id,
  data: { ...requestRef(r), requiredRoles: r.requiredRoles, ...extra },
});

/** A credit note (docs/decisions/038): `po` is the order after it; released money went to `settlement`. */
export const creditNoteIssued = (
  po: OrderRow,
  note: Pick<
    CreditNote,
    | 'id'
    | 'number'
    | 'amountCents'
    | 'appliedToInvoiceCents'
    | 'releasedCents'
    | 'settlement'
    | 'returnStock'
    | 'reason'
    | 'companyId'
  >,
  lineCount: number,
): BusinessEvent => ({
  type: 'credit_note.issued',
  resourceType: 'purchase_order',
  resourceId: po.id,
  data: {
    ...orderRef(po),
    companyId: note.companyId,
    creditNoteId: note.id,
    creditNoteNumber: `CN-${String(note.number).padStart(6, '0')}`,
    amountCents: note.amountCents,
    appliedToInvoiceCents: note.appliedToInvoiceCents,
    releasedCents: note.releasedCents,
    settlement: note.settlement,
    returnStock: note.returnStock,
    reason: note.reason,
    lineCount,
    creditedCents: po.creditedCents,
    paidCents: po.paidCents,
    balanceCents: balanceOf(po),
  },
});

/** Money paid back to a company out of its customer credit. */
export const refundRecorded = (
  refund: Pick<
    Refund,
    'id' | 'companyId' | 'creditNoteId' | 'amountCents' | 'paidOn' | 'method' | 'reference'
  >,
): BusinessEvent => ({
  type: 'refund.recorded',
  resourceType: 'company',
  resourceId: refund.companyId,
  data: {
    refundId: refund.id,
    companyId: refund.companyId,
    creditNoteId: refund.creditNoteId,
    amountCents: refund.amountCents,
    paidOn: refund.paidOn.toISOString().slice(0, 10),
    method: refund.method,
    reference: refund.reference,
  },
});

/** Held customer credit paid (part of) an invoice; `po` is the order before it. */
export const customerCreditApplied = (
  po: OrderRow,
  amountCents: number,
  paidCents: number,
  settled: boolean,
): BusinessEvent[] => [
  {
    type: 'customer_credit.applied',
    resourceType: 'purchase_order',
    resourceId: po.id,
    data: {
      ...orderRef(po),
      companyId: po.companyId,
      amountCents,
      paidCents,
      balanceCents: balanceOf({ ...po, paidCents }),
    },
  },
  ...(settled
    ? [
        {
          type: 'invoice.paid' as const,
          resourceType: 'purchase_order' as const,
          resourceId: po.id,
          data: { ...orderRef(po), totalCents: po.totalCents },
        },
      ]
    : []),
];

/** Money a company paid past its invoices (an overpayment on a bank line) is held as its credit. */
export const customerCreditHeld = (
  companyId: string,
  amountCents: number,
  source: { bankStatementLineId: string },
): BusinessEvent => ({
  type: 'customer_credit.held',
  resourceType: 'company',
  resourceId: companyId,
  data: { companyId, amountCents, ...source },
});

/** A shipment as its events carry it (docs/decisions/061): everything the buyer's e-mail and an integrator need. */
