/**
 * Business events (issue #30): their types and versioned payloads, built from the rows the services already hold so
 * that each call site stays one line. Payloads are the integrator-facing contract (README "Events and webhooks"):
 * add fields freely, but renaming or removing one needs a new `version`.
 */
import { orderNumberText } from '@gluegun/common';
import type { OrderItem, Payment, PurchaseOrder } from '../../generated/prisma/client';

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
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export type ResourceType = 'order_item' | 'purchase_order' | 'user';

export interface BusinessEvent {
  type: EventType;
  resourceType: ResourceType;
  resourceId: string;
  /** Shape version of `data`. */
  version?: number;
  data: Record<string, unknown>;
}

type ItemRow = Pick<OrderItem, 'id' | 'userId' | 'productId' | 'productName' | 'quantity' | 'unitPriceCents'>;
type OrderRow = Pick<PurchaseOrder, 'id' | 'number' | 'invoiceNumber' | 'userId' | 'buyerEmail' | 'totalCents' | 'paidCents' | 'issuedAt' | 'dueAt' | 'fulfilmentStatus' | 'paymentStatus'>;

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
  const events: BusinessEvent[] = [{
    type: 'payment.recorded', resourceType: 'purchase_order', resourceId: po.id,
    data: {
      ...orderRef(po), amountCents: payment.amountCents, reference: payment.reference, receivedOn: payment.receivedOn,
      paidCents, balanceCents: po.totalCents - paidCents,
    },
  }];
  if (paidCents === po.totalCents) {
    events.push({ type: 'invoice.paid', resourceType: 'purchase_order', resourceId: po.id, data: { ...orderRef(po), totalCents: po.totalCents } });
  }
  return events;
};

/** A whole-order move, or the order's fulfilment following its lines (CANCELLED: the invoice is void too). */
export const orderMoved = (po: OrderRow, to: 'SHIPPED' | 'DELIVERED' | 'CANCELLED' | 'UNFULFILLED', lineCount: number): BusinessEvent => ({
  type: to === 'UNFULFILLED' ? 'purchase_order.fulfilment_changed' : (`purchase_order.${to.toLowerCase()}` as EventType),
  resourceType: 'purchase_order', resourceId: po.id,
  data: { ...orderRef(po), fromStatus: po.fulfilmentStatus, toStatus: to, lineCount, invoiceVoid: to === 'CANCELLED' },
});

export const creditHoldLifted = (userId: string, at: Date): BusinessEvent => ({
  type: 'customer.credit_hold_lifted', resourceType: 'user', resourceId: userId, data: { customerId: userId, liftedAt: at.toISOString() },
});
