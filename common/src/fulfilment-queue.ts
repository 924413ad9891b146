/**
 * The fulfilment queue (docs/decisions/093): per warehouse, the open order lines allocated to it, what is still to
 * pick and ship of each, and the pick list that groups them by SKU. The words the dashboard and the PDF share.
 */

/** Most lines the queue answers at once: the oldest dates first, so what is most urgent is never cut. */
export const MAX_FULFILMENT_QUEUE = 500;

/** The pick list PDF of a warehouse, under the REST shim. */
export const pickListPath = (warehouseId: string) => `/admin/warehouses/${encodeURIComponent(warehouseId)}/pick-list.pdf`;

/** The pick list's file name: the warehouse's code and the day it was printed. */
export const pickListFileName = (code: string, day: string) => `pick-list-${code.replace(/[^A-Za-z0-9_-]/g, '') || 'warehouse'}-${day}.pdf`;

export interface QueueLineFacts { sku: string; productName: string; quantity: number; orderNumber: string; poNumber: string | null; companyName: string }

export interface PickGroup {
  sku: string;
  productName: string;
  /** Units of this SKU to pick over every order. */
  total: number;
  orders: Array<{ orderNumber: string; poNumber: string | null; companyName: string; quantity: number }>;
}

/** The queue's lines grouped by SKU (in SKU order), each with its total and the orders it goes to in queue order. */
export function pickGroups(lines: readonly QueueLineFacts[]): PickGroup[] {
  const by = new Map<string, PickGroup>();
  for (const l of lines) {
    const group = by.get(l.sku) ?? { sku: l.sku, productName: l.productName, total: 0, orders: [] };
    group.total += l.quantity;
    group.orders.push({ orderNumber: l.orderNumber, poNumber: l.poNumber, companyName: l.companyName, quantity: l.quantity });
    by.set(l.sku, group);
  }
  return [...by.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/**
 * What of a line is still to ship from `warehouseId`: the units it shipped are counted off its allocations in
 * warehouse priority order (a shipment does not name its warehouse), and no more than the line has open in stock.
 */
export function toShipFrom(warehouseId: string, allocations: ReadonlyArray<{ warehouseId: string; quantity: number }>, shipped: number, shippable: number): number {
  let shippedLeft = shipped;
  for (const a of allocations) {
    const off = Math.min(shippedLeft, a.quantity);
    shippedLeft -= off;
    if (a.warehouseId === warehouseId) return Math.max(0, Math.min(a.quantity - off, shippable));
  }
  return 0;
}
