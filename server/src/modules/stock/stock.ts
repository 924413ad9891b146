/**
 * The one writer of stock (docs/decisions/082): takes, gives back and sets units per warehouse. Product."quantity" is
 * the sum of a product's warehouse rows, kept by the database's trigger on "WarehouseStock". Every move locks the
 * products first, in id order (the trigger's update of the product would take that lock anyway), so two moves never
 * deadlock and a move reads the warehouse rows as the last holder left them.
 */
import { utcToday } from '@gluegun/common';
import { prismaSql, type Sql } from '../../db/sql';
import type { Prisma } from '../../generated/prisma/client';
import { AppError } from '../../errors';
import { allocate, type Shelf } from './allocate';
import {
  announceFilled,
  dropBackordered,
  planBackorderFill,
  recordBackordered,
  recordFilled,
} from './backorders';
import { holdCalendar, markStockReady, repromise } from '../shop-calendar/promises';

/** Units coming back to stock: onto the warehouses its invoice line (or order item) took them from, else the first. */
export interface StockReturn {
  productId: string | null;
  quantity: number;
  invoiceLineId?: string | null;
  orderItemId?: string | null;
  /** Cancelled before shipping: its line's backordered units (never taken) are dropped first (docs/decisions/088). */
  unshipped?: boolean;
}

interface Move {
  productId: string;
  warehouseId: string;
  quantity: number;
}

/** Checkout's `pg` transaction, or a Prisma transaction (or client), whose raw statements run the same text. */
export type StockDb = Sql | Pick<Prisma.TransactionClient, '$queryRawUnsafe' | '$executeRawUnsafe'>;
const sqlOf = (db: StockDb): Sql => ('$queryRawUnsafe' in db ? prismaSql(db) : db);

const LOCK_PRODUCTS_SQL =
  'SELECT "id" FROM "Product" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR NO KEY UPDATE';
const SHELF_COLUMNS = `SELECT s."warehouseId", s."productId", h."priority", h."code", s."quantity" AS "available"
  FROM "WarehouseStock" s JOIN "Warehouse" h ON h."id" = s."warehouseId" WHERE s."productId" = ANY($1::uuid[]) AND s."quantity" > 0`;
/** What checkout may allocate from: the active warehouses. */
const SHELVES_SQL = `${SHELF_COLUMNS} AND h."active"`;
/** What a lower total comes off: every warehouse, in priority order. */
const ALL_SHELVES_SQL = `${SHELF_COLUMNS} ORDER BY h."priority", h."code"`;
const FIRST_WAREHOUSE_SQL =
  'SELECT "id" FROM "Warehouse" ORDER BY "active" DESC, "priority", "code", "id" LIMIT 1';
const TAKE_SQL = `UPDATE "WarehouseStock" s SET "quantity" = s."quantity" - x.q, "updatedAt" = now() AT TIME ZONE 'UTC'
  FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS x(p, w, q) WHERE s."productId" = x.p AND s."warehouseId" = x.w AND s."quantity" >= x.q`;
const ADD_SQL = `INSERT INTO "WarehouseStock" ("productId", "warehouseId", "quantity")
  SELECT x.p, x.w, x.q FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS x(p, w, q)
  ON CONFLICT ("productId", "warehouseId") DO UPDATE SET "quantity" = "WarehouseStock"."quantity" + EXCLUDED."quantity", "updatedAt" = now() AT TIME ZONE 'UTC'`;
const ORDER_LINES_SQL = `SELECT l."id", l."productId", l."quantity", l."productName", p."backordersAllowed" FROM "InvoiceLine" l
  JOIN "Product" p ON p."id" = l."productId" WHERE l."purchaseOrderId" = $1::uuid AND l."quantity" > 0 ORDER BY l."position"`;
const ALLOCATE_SQL = `INSERT INTO "StockAllocation" ("invoiceLineId", "warehouseId", "quantity")
  SELECT x.l, x.w, x.q FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS x(l, w, q)
  ON CONFLICT ("invoiceLineId", "warehouseId") DO UPDATE SET "quantity" = "StockAllocation"."quantity" + EXCLUDED."quantity"`;
const ALLOCATED_SQL = `SELECT a."invoiceLineId", a."warehouseId", a."quantity", l."orderItemId" FROM "StockAllocation" a
  JOIN "InvoiceLine" l ON l."id" = a."invoiceLineId" JOIN "Warehouse" h ON h."id" = a."warehouseId"
  WHERE (a."invoiceLineId" = ANY($1::uuid[]) OR l."orderItemId" = ANY($2::uuid[])) AND a."quantity" > 0
  ORDER BY h."priority" DESC, h."code" DESC FOR UPDATE OF a`;
const RELEASE_SQL = `UPDATE "StockAllocation" a SET "quantity" = a."quantity" - x.q
  FROM unnest($1::uuid[], $2::uuid[], $3::int[]) AS x(l, w, q) WHERE a."invoiceLineId" = x.l AND a."warehouseId" = x.w`;
/** While on (this transaction only), the warehouse rows' and the product's stock triggers stand aside (migration 20270115). */
const BATCH_SQL = `SELECT set_config('gluegun.stock_batch', $1, true)`;
/** Each product's total moved by its rows' sum and its version by one a warehouse row, as the row trigger does row by row. */
const TOTALS_SQL = `UPDATE "Product" p SET "quantity" = p."quantity" + x.d, "version" = p."version" + x.n, "updatedAt" = now() AT TIME ZONE 'UTC'
  FROM unnest($1::uuid[], $2::int[], $3::int[]) AS x(id, d, n) WHERE p."id" = x.id`;

/** Locks the products' rows in id order until the transaction ends. */
async function lockProducts(sql: Sql, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds)].sort();
  if (ids.length > 0) await sql.rows(LOCK_PRODUCTS_SQL, [ids]);
}

/** Moves summed per product and warehouse (one statement may touch a row once). */
function merged(moves: Move[]): Move[] {
  const by = new Map<string, Move>();
  for (const m of moves) {
    if (m.quantity <= 0) continue;
    const key = `${m.productId}/${m.warehouseId}`;
    const seen = by.get(key);
    if (seen) seen.quantity += m.quantity;
    else by.set(key, { ...m });
  }
  return [...by.values()];
}

const columns = (moves: Move[]) => [
  moves.map((m) => m.productId),
  moves.map((m) => m.warehouseId),
  moves.map((m) => m.quantity),
];

/**
 * Runs one warehouse statement of `rows` (merged) and answers the rows it changed. A batch (the catalog file's
 * thousand products) sets the products' totals in one statement of its own instead of one trigger update a row.
 */
async function write(
  sql: Sql,
  statement: string,
  rows: Move[],
  sign: 1 | -1,
  batch: boolean,
): Promise<number> {
  if (!batch) return sql.run(statement, columns(rows));
  await sql.rows(BATCH_SQL, ['on']);
  const changed = await sql.run(statement, columns(rows));
  const by = new Map<string, { d: number; n: number }>();
  for (const m of rows) {
    const t = by.get(m.productId) ?? { d: 0, n: 0 };
    by.set(m.productId, { d: t.d + sign * m.quantity, n: t.n + 1 });
  }
  const totals = [...by.values()];
  await sql.run(TOTALS_SQL, [[...by.keys()], totals.map((t) => t.d), totals.map((t) => t.n)]);
  await sql.rows(BATCH_SQL, ['']);
  return changed;
}

const recordAllocations = (
  sql: Sql,
  allocations: Array<{ key: string; warehouseId: string; quantity: number }>,
) =>
  sql.run(ALLOCATE_SQL, [
    allocations.map((a) => a.key),
    allocations.map((a) => a.warehouseId),
    allocations.map((a) => a.quantity),
  ]);

/**
 * Units arriving: onto the warehouses, then to the lines owed them, oldest order first, each order told, and the
 * lines' promises worked out again from today (docs/decisions/110), in the same transaction.
 */
async function add(sql: Sql, moves: Move[], batch = false) {
  const rows = merged(moves);
  if (rows.length === 0) return;
  // Before any line is locked: a holiday change (which locks lines after the calendar) waits or is waited for whole.
  await holdCalendar(sql);
  await write(sql, ADD_SQL, rows, 1, batch);
  const fill = await planBackorderFill(
    sql,
    rows.map((m) => m.productId),
  );
  if (fill.allocations.length === 0) return;
  await take(
    sql,
    fill.allocations.map((a) => ({
      productId: fill.productOf.get(a.key)!,
      warehouseId: a.warehouseId,
      quantity: a.quantity,
    })),
    batch,
  );
  await recordAllocations(sql, fill.allocations);
  await recordFilled(sql, fill.allocations);
  await announceFilled(sql, fill.allocations);
  const today = utcToday(new Date());
  const filled = fill.allocations.map((a) => a.key);
  await markStockReady(sql, filled, today);
  await repromise(sql, today, { lineIds: filled }, 'stock_arrived');
}

async function take(sql: Sql, moves: Move[], batch = false) {
  const rows = merged(moves);
  if (rows.length === 0) return;
  const taken = await write(sql, TAKE_SQL, rows, -1, batch);
  if (taken !== rows.length)
    throw new AppError('CONFLICT', 'Stock changed meanwhile, nothing was reserved: reload and try again', {
      reason: 'OUT_OF_STOCK',
    });
}

async function firstWarehouse(sql: Sql): Promise<string> {
  const [first] = await sql.rows<{ id: string }>(FIRST_WAREHOUSE_SQL);
  return first.id;
}

/**
 * Takes every line of a just-written purchase order from the warehouses by the allocation strategy and records
 * which warehouse gave what. What no warehouse has of an item that allows backorders is recorded on its line as
 * backordered; any other shortfall (stock held only in inactive warehouses) refuses the whole order.
 */
export async function takeForOrder(db: StockDb, purchaseOrderId: string): Promise<void> {
  const sql = sqlOf(db);
  const lines = await sql.rows<{
    id: string;
    productId: string;
    quantity: number;
    productName: string;
    backordersAllowed: boolean;
  }>(ORDER_LINES_SQL, [purchaseOrderId]);
  if (lines.length === 0) return;
  const productIds = lines.map((l) => l.productId);
  await lockProducts(sql, productIds);
  const shelves = await sql.rows<Shelf>(SHELVES_SQL, [[...new Set(productIds)]]);
  const { allocations, short } = allocate(
    lines.map((l) => ({ key: l.id, productId: l.productId, quantity: l.quantity })),
    shelves,
  );
  const refused = lines.filter((l) => short.has(l.id) && !l.backordersAllowed);
  if (refused.length > 0) {
    const named = refused.map((l) => `${l.productName} (${short.get(l.id)} short)`).join(', ');
    throw new AppError('CONFLICT', `Not enough stock, nothing was reserved: ${named}`, {
      field: 'itemIds',
      reason: 'OUT_OF_STOCK',
    });
  }
  const productOf = new Map(lines.map((l) => [l.id, l.productId]));
  await take(
    sql,
    allocations.map((a) => ({
      productId: productOf.get(a.key)!,
      warehouseId: a.warehouseId,
      quantity: a.quantity,
    })),
  );
  await recordAllocations(sql, allocations);
  for (const l of lines) if (short.has(l.id)) await recordBackordered(sql, l.id, short.get(l.id)!);
}

/** Gives units back: first to the warehouses their line took them from (its latest-priority first), the rest to the first warehouse. */
export async function giveBack(db: StockDb, returns: readonly StockReturn[]): Promise<void> {
  const sql = sqlOf(db);
  const given = returns.filter(
    (r): r is StockReturn & { productId: string } => r.productId !== null && r.quantity > 0,
  );
  if (given.length === 0) return;
  await lockProducts(
    sql,
    given.map((r) => r.productId),
  );
  await holdCalendar(sql);
  const taken = await dropBackordered(
    sql,
    given.map((r) => (r.unshipped ? r : { quantity: r.quantity })),
  );
  const wanted = given.map((r, i) => ({ ...r, quantity: taken[i] })).filter((r) => r.quantity > 0);
  const lineIds = wanted.flatMap((r) => (r.invoiceLineId ? [r.invoiceLineId] : []));
  const itemIds = wanted.flatMap((r) => (r.orderItemId ? [r.orderItemId] : []));
  const allocated =
    lineIds.length + itemIds.length === 0
      ? []
      : await sql.rows<{
          invoiceLineId: string;
          warehouseId: string;
          quantity: number;
          orderItemId: string | null;
        }>(ALLOCATED_SQL, [lineIds, itemIds]);
  const first = await firstWarehouse(sql);
  const moves: Move[] = [];
  const released: Array<{ invoiceLineId: string; warehouseId: string; quantity: number }> = [];
  for (const r of wanted) {
    let owed = r.quantity;
    const mine = allocated.filter(
      (a) =>
        (r.invoiceLineId && a.invoiceLineId === r.invoiceLineId) ||
        (r.orderItemId && a.orderItemId === r.orderItemId),
    );
    for (const a of mine) {
      const back = Math.min(owed, a.quantity);
      if (back <= 0) continue;
      a.quantity -= back;
      owed -= back;
      moves.push({ productId: r.productId, warehouseId: a.warehouseId, quantity: back });
      released.push({ invoiceLineId: a.invoiceLineId, warehouseId: a.warehouseId, quantity: back });
    }
    if (owed > 0) moves.push({ productId: r.productId, warehouseId: first, quantity: owed });
  }
  if (released.length > 0)
    await sql.run(RELEASE_SQL, [
      released.map((x) => x.invoiceLineId),
      released.map((x) => x.warehouseId),
      released.map((x) => x.quantity),
    ]);
  await add(sql, moves);
}

/**
 * Sets a product's total (the admin's product form): units added go to the first warehouse, units removed come off
 * the warehouses in priority order, as the database does for a total written onto the product itself.
 */
export async function setTotal(db: StockDb, productId: string, total: number): Promise<void> {
  await setTotals(db, [{ productId, total }]);
}

/**
 * Sets many products' totals at once (the catalog file), by setTotal's rule: units added go to the first warehouse,
 * units removed come off in priority order, so a total never moves units from one warehouse to another. Each
 * warehouse statement moves the products' totals in one statement more (a batch), not one trigger update a row.
 */
export async function setTotals(
  db: StockDb,
  totals: ReadonlyArray<{ productId: string; total: number }>,
  madeHere = false,
): Promise<void> {
  if (totals.length === 0) return;
  const sql = sqlOf(db);
  const ids = totals.map((t) => t.productId);
  // Products made in this same transaction (madeHere) are seen by no one else and hold nothing yet: nothing to lock or read.
  if (!madeHere) await lockProducts(sql, ids);
  const now = madeHere
    ? new Map(ids.map((id) => [id, 0]))
    : new Map(
        (
          await sql.rows<{ id: string; quantity: number }>(
            'SELECT "id"::text AS "id", "quantity" FROM "Product" WHERE "id" = ANY($1::uuid[])',
            [ids],
          )
        ).map((r) => [r.id, r.quantity]),
      );
  const up = totals.filter((t) => t.total > (now.get(t.productId) ?? t.total));
  const down = totals.filter((t) => t.total < (now.get(t.productId) ?? t.total));
  if (up.length > 0) {
    const first = await firstWarehouse(sql);
    await add(
      sql,
      up.map((t) => ({
        productId: t.productId,
        warehouseId: first,
        quantity: t.total - now.get(t.productId)!,
      })),
      true,
    );
  }
  if (down.length === 0) return;
  const shelves = await sql.rows<Shelf>(ALL_SHELVES_SQL, [down.map((t) => t.productId)]);
  const byProduct = new Map<string, Shelf[]>();
  for (const s of shelves) byProduct.set(s.productId, [...(byProduct.get(s.productId) ?? []), s]);
  const moves: Move[] = [];
  for (const t of down) {
    let owed = now.get(t.productId)! - t.total;
    for (const s of byProduct.get(t.productId) ?? []) {
      const off = Math.min(owed, s.available);
      owed -= off;
      moves.push({ productId: t.productId, warehouseId: s.warehouseId, quantity: off });
    }
  }
  await take(sql, moves, true);
}

/**
 * Sets many products' units per warehouse at once (the catalog file's warehouse columns): each warehouse row moves
 * by its own difference, units taken off first, then added (and owed backorders filled), each statement a batch.
 */
export async function setLevels(
  db: StockDb,
  levels: ReadonlyArray<{ productId: string; warehouseId: string; quantity: number }>,
  madeHere = false,
): Promise<void> {
  if (levels.length === 0) return;
  const sql = sqlOf(db);
  const ids = [...new Set(levels.map((l) => l.productId))];
  const now = new Map<string, number>();
  // Products made in this same transaction hold nothing yet, as in setTotals.
  if (!madeHere) {
    await lockProducts(sql, ids);
    const rows = await sql.rows<Move>(
      'SELECT "productId"::text AS "productId", "warehouseId"::text AS "warehouseId", "quantity" FROM "WarehouseStock" WHERE "productId" = ANY($1::uuid[])',
      [ids],
    );
    for (const r of rows) now.set(`${r.productId}/${r.warehouseId}`, r.quantity);
  }
  const moves = levels.map((l) => ({
    ...l,
    quantity: l.quantity - (now.get(`${l.productId}/${l.warehouseId}`) ?? 0),
  }));
  await take(
    sql,
    moves.filter((m) => m.quantity < 0).map((m) => ({ ...m, quantity: -m.quantity })),
    true,
  );
  await add(
    sql,
    moves.filter((m) => m.quantity > 0),
    true,
  );
}

/** Sets one warehouse's units of a product (a count, a delivery from the supplier); the product's total follows. */
export async function setWarehouseQuantity(
  db: StockDb,
  productId: string,
  warehouseId: string,
  quantity: number,
): Promise<void> {
  const sql = sqlOf(db);
  await lockProducts(sql, [productId]);
  const [row] = await sql.rows<{ quantity: number }>(
    'SELECT "quantity" FROM "WarehouseStock" WHERE "productId" = $1::uuid AND "warehouseId" = $2::uuid',
    [productId, warehouseId],
  );
  const now = row?.quantity ?? 0;
  if (quantity > now) await add(sql, [{ productId, warehouseId, quantity: quantity - now }]);
  else if (quantity < now) await take(sql, [{ productId, warehouseId, quantity: now - quantity }]);
}
