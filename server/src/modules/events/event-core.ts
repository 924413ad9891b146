/**
 * Business events: their types and the shape every one has, and the order reference most payloads carry. The
 * builders are in event-types.ts and delivery-events.ts, which every caller imports through event-types.ts.
 */
import { orderNumberText } from '@gluegun/common';
import type { OrderItem, PurchaseOrder } from '../../generated/prisma/client';

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
  'purchase_order.promise_changed',
] as const;
/** Events integrators may subscribe to (webhook endpoints' event types). */
export type WebhookEventType = (typeof EVENT_TYPES)[number];
/** Events for the shop's own people only: never delivered to webhook endpoints. */
export const INTERNAL_EVENT_TYPES = [
  'webhook_endpoint.disabled',
  'quote.countered',
  'quote.expiring',
  'order_schedule.reminder',
  'order_schedule.ran',
  'order_schedule.changed',
] as const;
export type EventType = WebhookEventType | (typeof INTERNAL_EVENT_TYPES)[number];
export const isWebhookEventType = (t: string): t is WebhookEventType =>
  (EVENT_TYPES as readonly string[]).includes(t);

export type ResourceType =
  | 'order_item'
  | 'purchase_order'
  | 'user'
  | 'company'
  | 'approval_request'
  | 'webhook_endpoint'
  | 'quote'
  | 'product'
  | 'order_schedule';

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

export type ItemRow = Pick<
  OrderItem,
  'id' | 'userId' | 'productId' | 'productName' | 'quantity' | 'unitPriceCents'
>;
export type OrderRow = Pick<
  PurchaseOrder,
  | 'id'
  | 'number'
  | 'invoiceNumber'
  | 'userId'
  | 'companyId'
  | 'buyerEmail'
  | 'totalCents'
  | 'paidCents'
  | 'creditedCents'
  | 'issuedAt'
  | 'dueAt'
  | 'fulfilmentStatus'
  | 'paymentStatus'
>;

export const orderRef = (po: OrderRow) => ({
  purchaseOrderId: po.id,
  orderNumber: orderNumberText(po.number),
  invoiceNumber: po.invoiceNumber,
  customerId: po.userId,
});
