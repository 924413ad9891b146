/**
 * The events of what leaves the warehouse and what comes back: shipments, quotes, returns, product changes,
 * promised days and filled backorders (event-types.ts says how payloads may change).
 */
import { orderNumberText } from '@gluegun/common';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { type BusinessEvent, type OrderRow, orderRef } from './event-core';

export interface ShipmentFacts {
  id: string;
  shipmentNumber: string;
  carrier: string;
  service: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date;
  deliveredAt: Date | null;
  lines: Array<{ invoiceLineId: string; sku: string; productName: string; quantity: number }>;
}

const shipmentData = (po: OrderRow, s: ShipmentFacts) => ({
  ...orderRef(po),
  shipmentId: s.id,
  shipmentNumber: s.shipmentNumber,
  carrier: s.carrier,
  service: s.service,
  trackingNumber: s.trackingNumber,
  trackingUrl: s.trackingUrl,
  shippedAt: s.shippedAt.toISOString(),
  deliveredAt: s.deliveredAt ? s.deliveredAt.toISOString() : null,
  lines: s.lines.map((l) => ({
    invoiceLineId: l.invoiceLineId,
    sku: l.sku,
    productName: l.productName,
    quantity: l.quantity,
  })),
  fulfilmentStatus: po.fulfilmentStatus,
});

/** A shipment left the warehouse; `po` is the order after it (its fulfilment says whether anything is still open). */
export const shipmentCreated = (po: OrderRow, s: ShipmentFacts): BusinessEvent => ({
  type: 'shipment.created',
  resourceType: 'purchase_order',
  resourceId: po.id,
  data: shipmentData(po, s),
});

/** A shipment reached the buyer; `po` is the order after it. */
export const shipmentDelivered = (po: OrderRow, s: ShipmentFacts): BusinessEvent => ({
  type: 'shipment.delivered',
  resourceType: 'purchase_order',
  resourceId: po.id,
  data: shipmentData(po, s),
});

/** A quote as its events carry it (docs/decisions/065): enough for an integrator and the e-mails. */
export interface QuoteFacts {
  id: string;
  quoteNumber: string;
  companyId: string;
  buyerId: string | null;
  version: number;
  status: string;
  expiresAt: string | null;
  totalCents: number;
  lineCount: number;
}
const quoteEvent = (
  type:
    | 'quote.requested'
    | 'quote.sent'
    | 'quote.accepted'
    | 'quote.expired'
    | 'quote.countered'
    | 'quote.expiring',
  q: QuoteFacts,
  extra: Record<string, unknown> = {},
): BusinessEvent => ({
  type,
  resourceType: 'quote',
  resourceId: q.id,
  data: { quoteId: q.id, ...q, ...extra },
});
export const quoteRequested = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.requested', q);
export const quoteSent = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.sent', q);
export const quoteAccepted = (q: QuoteFacts, orderItemIds: string[]): BusinessEvent =>
  quoteEvent('quote.accepted', q, { orderItemIds });
export const quoteExpired = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.expired', q);
/** The buyer's counter-offer: tells the shop (an e-mail), not integrators. */
export const quoteCountered = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.countered', q);
/** A sent quote's last days: reminds the buyer (an e-mail), not integrators. */
export const quoteExpiring = (q: QuoteFacts): BusinessEvent => quoteEvent('quote.expiring', q);

/** A return as its events carry it (docs/decisions/069); `po` is its order. */
export interface ReturnFacts {
  id: string;
  returnNumber: string;
  status: string;
  reason: string;
  restockingFeeBp: number;
  creditNoteId: string | null;
  lines: Array<{ invoiceLineId: string; sku: string; quantity: number }>;
}
export const returnEvent = (
  type: 'return.requested' | 'return.approved' | 'return.rejected' | 'return.received',
  po: OrderRow,
  r: ReturnFacts,
): BusinessEvent => ({
  type,
  resourceType: 'purchase_order',
  resourceId: po.id,
  data: { ...orderRef(po), returnId: r.id, ...r },
});

/** A product as its events carry it: what an integrator keeps in its own catalog (docs/integrating.md). */
export interface ProductFacts {
  id: string;
  sku: string;
  name: string;
  description: string;
  imageUrl: string;
  priceCents: number;
  priceBreaks: unknown;
  quantity: number;
  minOrderQuantity: number;
  orderIncrement: number;
  maxOrderQuantity: number | null;
  familyId: string | null;
  optionValues: unknown;
  packSizes: unknown;
  weightGrams: number | null;
  lengthMm: number | null;
  widthMm: number | null;
  heightMm: number | null;
  version: number;
  updatedAt: Date;
}
/** A product made or changed by the shop's people (its form, the catalog file, its variant and packing); stock a sale moves is not an event. */
export const productChanged = (
  type: 'product.created' | 'product.updated',
  p: ProductFacts,
): BusinessEvent => ({
  type,
  resourceType: 'product',
  resourceId: p.id,
  data: {
    productId: p.id,
    sku: p.sku,
    name: p.name,
    description: p.description,
    imageUrl: p.imageUrl,
    priceCents: p.priceCents,
    priceBreaks: p.priceBreaks,
    stock: p.quantity,
    quantityRule: { minimum: p.minOrderQuantity, increment: p.orderIncrement, maximum: p.maxOrderQuantity },
    familyId: p.familyId,
    optionValues: p.optionValues,
    packSizes: p.packSizes,
    weightGrams: p.weightGrams,
    lengthMm: p.lengthMm,
    widthMm: p.widthMm,
    heightMm: p.heightMm,
    version: p.version,
    updatedAt: p.updatedAt.toISOString(),
  },
});
/** A product removed from the catalog (its order lines keep their own copy). */
export const productDeleted = (p: Pick<ProductFacts, 'id' | 'sku' | 'name'>): BusinessEvent => ({
  type: 'product.deleted',
  resourceType: 'product',
  resourceId: p.id,
  data: { productId: p.id, sku: p.sku, name: p.name },
});

/** Staff promised (or moved) the order's delivery day (decision 083); both days as YYYY-MM-DD. */
export const deliveryPromised = (
  po: OrderRow,
  promisedOn: string,
  requestedOn: string | null,
): BusinessEvent => ({
  type: 'purchase_order.delivery_promised',
  resourceType: 'purchase_order',
  resourceId: po.id,
  data: { ...orderRef(po), promisedDeliveryDate: promisedOn, requestedDeliveryDate: requestedOn },
});

/** A line given units by arriving stock (docs/decisions/093): how many now, and how many it is still owed. */
export interface FilledLine {
  invoiceLineId: string;
  sku: string;
  productName: string;
  quantity: number;
  stillBackordered: number;
}
/** Arriving stock filled backordered lines of the order: one event per order and fill, in the fill's transaction. */
export const backorderFilled = (
  po: Pick<PurchaseOrder, 'id' | 'number' | 'invoiceNumber' | 'userId'>,
  lines: FilledLine[],
): BusinessEvent => ({
  type: 'purchase_order.backorder_filled',
  resourceType: 'purchase_order',
  resourceId: po.id,
  data: {
    purchaseOrderId: po.id,
    orderNumber: orderNumberText(po.number),
    invoiceNumber: po.invoiceNumber,
    customerId: po.userId,
    filledLines: lines,
  },
});

/** A line whose promised day moved later than the day its buyer asked for (docs/decisions/110). */
export interface MovedLine {
  invoiceLineId: string;
  sku: string;
  productName: string;
  requestedDeliveryDate: string;
  /** The day promised before, YYYY-MM-DD; null when it was not known. */
  previousPromisedDeliveryDate: string | null;
  promisedDeliveryDate: string;
}
/** What moved the promises: stock arriving for backordered units, a day the shop closes, or an item's terms. */
export type PromiseChangeReason =
  'stock_arrived' | 'holiday_added' | 'holiday_removed' | 'restock_changed' | 'lead_time_changed';
/** Lines of the order are now promised later than asked: one event per order and change, in its transaction. */
export const promiseChanged = (
  po: Pick<PurchaseOrder, 'id' | 'number' | 'invoiceNumber' | 'userId'>,
  reason: PromiseChangeReason,
  lines: MovedLine[],
): BusinessEvent => ({
  type: 'purchase_order.promise_changed',
  resourceType: 'purchase_order',
  resourceId: po.id,
  data: {
    purchaseOrderId: po.id,
    orderNumber: orderNumberText(po.number),
    invoiceNumber: po.invoiceNumber,
    customerId: po.userId,
    reason,
    movedLines: lines,
  },
});
