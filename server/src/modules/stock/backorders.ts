/**
 * Backordered units (docs/decisions/088): the part of an invoice line no warehouse had at checkout, kept on the line
 * as `backorderedQuantity`. When stock rises, the stock module fills them oldest order first; this file plans that
 * fill and keeps the lines' figures, while stock.ts (the one writer of warehouse rows) takes the units.
 */
import type { Sql } from '../../db/sql';
import { allocate, type Allocation, type Shelf } from './allocate';
import { emit } from '../events/outbox';
import { backorderFilled, type FilledLine } from '../events/event-types';

export interface BackorderFill {
  /** Units per line key (invoice line id) and warehouse, to take from the warehouses and record as allocated. */
  allocations: Allocation[];
  /** The product of each line filled. */
  productOf: Map<string, string>;
}

/** Lines still owed units, oldest order first (then the order's line position): first come, first served. */
const OWED_SQL = `SELECT l."id", l."productId", l."backorderedQuantity" AS "quantity" FROM "InvoiceLine" l
  JOIN "PurchaseOrder" o ON o."id" = l."purchaseOrderId"
  WHERE l."productId" = ANY($1::uuid[]) AND l."backorderedQuantity" > 0 AND o."fulfilmentStatus" <> 'CANCELLED'
  ORDER BY o."createdAt", o."number", l."position" FOR NO KEY UPDATE OF l`;
const SHELVES_SQL = `SELECT s."warehouseId", s."productId", h."priority", h."code", s."quantity" AS "available"
  FROM "WarehouseStock" s JOIN "Warehouse" h ON h."id" = s."warehouseId" WHERE s."productId" = ANY($1::uuid[]) AND s."quantity" > 0 AND h."active"`;
const FILLED_SQL = `UPDATE "InvoiceLine" l SET "backorderedQuantity" = l."backorderedQuantity" - x.q
  FROM unnest($1::uuid[], $2::int[]) AS x(id, q) WHERE l."id" = x.id`;
const SET_OWED_SQL = 'UPDATE "InvoiceLine" SET "backorderedQuantity" = $2 WHERE "id" = $1::uuid';
const OWED_OF_SQL = `SELECT "id", "orderItemId", "backorderedQuantity" FROM "InvoiceLine"
  WHERE ("id" = ANY($1::uuid[]) OR "orderItemId" = ANY($2::uuid[])) AND "backorderedQuantity" > 0 FOR NO KEY UPDATE`;

/**
 * What the warehouses can now give the lines still owed units of `productIds` (whose rows the caller has locked), by
 * the allocation strategy over the lines in first-come order: the oldest order takes what there is first.
 */
export async function planBackorderFill(sql: Sql, productIds: readonly string[]): Promise<BackorderFill> {
  const ids = [...new Set(productIds)];
  const none: BackorderFill = { allocations: [], productOf: new Map() };
  if (ids.length === 0) return none;
  const owed = await sql.rows<{ id: string; productId: string; quantity: number }>(OWED_SQL, [ids]);
  if (owed.length === 0) return none;
  const shelves = await sql.rows<Shelf>(SHELVES_SQL, [ids]);
  if (shelves.length === 0) return none;
  const { allocations } = allocate(
    owed.map((l) => ({ key: l.id, productId: l.productId, quantity: l.quantity })),
    shelves,
  );
  return { allocations, productOf: new Map(owed.map((l) => [l.id, l.productId])) };
}

/** Lowers each filled line's backordered units by what it was just given. */
export async function recordFilled(sql: Sql, allocations: readonly Allocation[]): Promise<void> {
  const by = new Map<string, number>();
  for (const a of allocations) by.set(a.key, (by.get(a.key) ?? 0) + a.quantity);
  if (by.size > 0) await sql.run(FILLED_SQL, [[...by.keys()], [...by.values()]]);
}

const FILLED_LINES_SQL = `SELECT l."id", l."sku", l."productName", l."backorderedQuantity", o."id" AS "purchaseOrderId", o."number", o."invoiceNumber", o."userId"
  FROM "InvoiceLine" l JOIN "PurchaseOrder" o ON o."id" = l."purchaseOrderId" WHERE l."id" = ANY($1::uuid[]) ORDER BY o."number", l."position"`;

/**
 * Tells each order whose lines were just filled (after recordFilled): one event per order, written in the fill's own
 * transaction, so it exists exactly when the fill does and its e-mail is sent once (docs/decisions/093).
 */
export async function announceFilled(sql: Sql, allocations: readonly Allocation[]): Promise<void> {
  const by = new Map<string, number>();
  for (const a of allocations) by.set(a.key, (by.get(a.key) ?? 0) + a.quantity);
  if (by.size === 0) return;
  const rows = await sql.rows<{
    id: string;
    sku: string;
    productName: string;
    backorderedQuantity: number;
    purchaseOrderId: string;
    number: number;
    invoiceNumber: string;
    userId: string | null;
  }>(FILLED_LINES_SQL, [[...by.keys()]]);
  const orders = new Map<
    string,
    { po: { id: string; number: number; invoiceNumber: string; userId: string | null }; lines: FilledLine[] }
  >();
  for (const r of rows) {
    const order = orders.get(r.purchaseOrderId) ?? {
      po: { id: r.purchaseOrderId, number: r.number, invoiceNumber: r.invoiceNumber, userId: r.userId },
      lines: [],
    };
    order.lines.push({
      invoiceLineId: r.id,
      sku: r.sku,
      productName: r.productName,
      quantity: by.get(r.id) ?? 0,
      stillBackordered: r.backorderedQuantity,
    });
    orders.set(r.purchaseOrderId, order);
  }
  await emit(
    sql,
    [...orders.values()].map((o) => backorderFilled(o.po, o.lines)),
  );
}

/** Records the units of a just-placed line that no warehouse had: they are owed until stock arrives. */
export async function recordBackordered(sql: Sql, lineId: string, quantity: number): Promise<void> {
  await sql.run(SET_OWED_SQL, [lineId, quantity]);
}

export interface UnshippedReturn {
  quantity: number;
  invoiceLineId?: string | null;
  orderItemId?: string | null;
}

/**
 * Cancelled units come off the line's backordered units first (they were never taken from stock, so nothing goes
 * back for them); returns, per entry, how many units were really taken and now go back.
 */
export async function dropBackordered(sql: Sql, returns: readonly UnshippedReturn[]): Promise<number[]> {
  const lineIds = returns.flatMap((r) => (r.invoiceLineId ? [r.invoiceLineId] : []));
  const itemIds = returns.flatMap((r) => (r.orderItemId ? [r.orderItemId] : []));
  if (lineIds.length + itemIds.length === 0) return returns.map((r) => r.quantity);
  const owed = await sql.rows<{ id: string; orderItemId: string | null; backorderedQuantity: number }>(
    OWED_OF_SQL,
    [lineIds, itemIds],
  );
  const taken: number[] = [];
  for (const r of returns) {
    const line = owed.find(
      (l) =>
        (r.invoiceLineId && l.id === r.invoiceLineId) || (r.orderItemId && l.orderItemId === r.orderItemId),
    );
    const dropped = line ? Math.min(line.backorderedQuantity, r.quantity) : 0;
    if (line && dropped > 0) {
      line.backorderedQuantity -= dropped;
      await sql.run(SET_OWED_SQL, [line.id, line.backorderedQuantity]);
    }
    taken.push(r.quantity - dropped);
  }
  return taken;
}
