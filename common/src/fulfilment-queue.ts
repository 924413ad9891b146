/**
 * The fulfilment queue (docs/decisions/093): per warehouse, the open order lines allocated to it, what is still to
 * pick and ship of each, and the pick list that groups them by SKU. The words the dashboard and the PDF share.
 */

/** Most lines the queue answers at once: the oldest dates first, so what is most urgent is never cut. */
export const MAX_FULFILMENT_QUEUE = 500;

/** The pick list PDF of a warehouse, under the REST shim. */
export const pickListPath = (warehouseId: string) =>
  `/admin/warehouses/${encodeURIComponent(warehouseId)}/pick-list.pdf`;

/** The pick list's file name: the warehouse's code and the day it was printed. */
export const pickListFileName = (code: string, day: string) =>
  `pick-list-${code.replace(/[^A-Za-z0-9_-]/g, '') || 'warehouse'}-${day}.pdf`;

export interface QueueLineFacts {
  sku: string;
  productName: string;
  quantity: number;
  orderNumber: string;
  poNumber: string | null;
  companyName: string;
  /** The day this line is promised, YYYY-MM-DD; null = not known yet. */
  linePromisedDeliveryDate: string | null;
}

export interface PickGroup {
  sku: string;
  productName: string;
  /** Units of this SKU to pick over every order. */
  total: number;
  orders: Array<{
    orderNumber: string;
    poNumber: string | null;
    companyName: string;
    quantity: number;
    /** The line's promised day, YYYY-MM-DD; null = not known yet. */
    promisedOn: string | null;
  }>;
}

/** The queue's lines grouped by SKU (in SKU order), each with its total and the orders it goes to in queue order. */
export function pickGroups(lines: readonly QueueLineFacts[]): PickGroup[] {
  const by = new Map<string, PickGroup>();
  for (const l of lines) {
    const group = by.get(l.sku) ?? { sku: l.sku, productName: l.productName, total: 0, orders: [] };
    group.total += l.quantity;
    group.orders.push({
      orderNumber: l.orderNumber,
      poNumber: l.poNumber,
      companyName: l.companyName,
      quantity: l.quantity,
      promisedOn: l.linePromisedDeliveryDate,
    });
    by.set(l.sku, group);
  }
  return [...by.values()].sort((a, b) => (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
}

/** One shipment's units of a line, and the warehouse it left from (null: shipped before shipments named one). */
export interface ShippedUnits {
  warehouseId: string | null;
  quantity: number;
}

/**
 * What of a line is still to ship from `warehouseId`: the units allocated there, less what shipped from there.
 * Shipments that name their warehouse count where they left from; older ones (and the spec's whole-order status
 * change) count off the allocations in warehouse priority order, the first warehouse first. Never more than the line
 * has open in stock (`shippable`).
 */
export function toShipFrom(
  warehouseId: string,
  allocations: ReadonlyArray<{ warehouseId: string; quantity: number }>,
  shipped: readonly ShippedUnits[],
  shippable: number,
): number {
  const named = new Map<string, number>();
  let unnamed = 0;
  for (const s of shipped) {
    if (s.warehouseId) named.set(s.warehouseId, (named.get(s.warehouseId) ?? 0) + s.quantity);
    else unnamed += s.quantity;
  }
  for (const a of allocations) {
    const left = Math.max(0, a.quantity - (named.get(a.warehouseId) ?? 0));
    const off = Math.min(unnamed, left);
    unnamed -= off;
    if (a.warehouseId === warehouseId) return Math.max(0, Math.min(left - off, shippable));
  }
  return 0;
}
