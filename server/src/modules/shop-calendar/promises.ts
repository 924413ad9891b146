/**
 * A line's promised day worked out again (docs/decisions/110, 114) when what it depends on changes: its backordered
 * units arriving, the shop's holidays, or its product's restock day or lead time. Only open lines move, by common's linePromisedDay (the rule checkout promised
 * them by); a line now promised later than its buyer asked is told to the buyer, one event per order, in the
 * transaction of the change. Fills, checkouts and holiday changes queue on one advisory lock (shared by the first
 * two, exclusive for a holiday change), so a promise is always worked out from the holidays its transaction commits
 * with.
 */
import { linePromisedDay, type Holidays } from '@gluegun/common';
import { prismaSql, type Sql } from '../../db/sql';
import type { Prisma } from '../../generated/prisma/client';
import { emit } from '../events/outbox';
import { promiseChanged, type MovedLine, type PromiseChangeReason } from '../events/event-types';

/** Held by whatever works promises out from the holidays, until its transaction ends; many at once. */
export const holdCalendar = (sql: Sql) =>
  sql.run(`SELECT pg_advisory_xact_lock_shared(hashtext('ShopHoliday'))`);
/** Held by a change to the holidays, alone, until its transaction ends. */
export const lockCalendar = (sql: Sql) => sql.run(`SELECT pg_advisory_xact_lock(hashtext('ShopHoliday'))`);

/** The holidays from `today` on, as the working-day rule takes them (read inside the caller's transaction). */
export async function holidaysFrom(sql: Sql, today: string): Promise<Holidays> {
  const rows = await sql.rows<{ day: string }>(
    `SELECT to_char("day", 'YYYY-MM-DD') AS "day" FROM "ShopHoliday" WHERE "day" >= $1::date`,
    [today],
  );
  return new Set(rows.map((r) => r.day));
}

/** Open lines (their order neither shipped, delivered nor cancelled; units left to ship) chosen by `scope`, locked. */
const openLinesSql = (scope: string) => `SELECT l."id", l."sku", l."productName", l."backorderedQuantity",
  coalesce(p."leadTimeDays", 0)::int AS "leadTimeDays", to_char(p."restockOn", 'YYYY-MM-DD') AS "restockOn",
  to_char(coalesce(l."stockReadyOn", o."issuedAt"::date), 'YYYY-MM-DD') AS "readyOn",
  to_char(l."requestedDeliveryDate", 'YYYY-MM-DD') AS "requestedOn",
  to_char(l."promisedDeliveryDate", 'YYYY-MM-DD') AS "promisedOn",
  o."id" AS "purchaseOrderId", o."number", o."invoiceNumber", o."userId"
  FROM "InvoiceLine" l JOIN "PurchaseOrder" o ON o."id" = l."purchaseOrderId" LEFT JOIN "Product" p ON p."id" = l."productId"
  WHERE ${scope} AND o."fulfilmentStatus" IN ('UNFULFILLED', 'PARTLY_SHIPPED')
    AND l."quantity" - l."cancelledQuantity" > COALESCE((SELECT sum(s."quantity") FROM "ShipmentLine" s WHERE s."invoiceLineId" = l."id"), 0)
  ORDER BY l."id" FOR NO KEY UPDATE OF l`;
const BY_ID_SQL = openLinesSql('l."id" = ANY($1::uuid[])');
/** A holiday on a day can move only the promises on or after it. */
const FROM_DAY_SQL = openLinesSql('l."promisedDeliveryDate" >= $1::date');
/** A restock day reaches only lines still waiting for units; a lead time reaches every open line of the product. */
const OF_PRODUCTS_SQL = openLinesSql(
  'l."productId" = ANY($1::uuid[]) AND (NOT $2::boolean OR l."backorderedQuantity" > 0)',
);
const SET_PROMISED_SQL = `UPDATE "InvoiceLine" AS l SET "promisedDeliveryDate" = x.p::date
  FROM unnest($1::uuid[], $2::text[]) AS x(id, p) WHERE l."id" = x.id`;
const READY_SQL = `UPDATE "InvoiceLine" SET "stockReadyOn" = $2::date WHERE "id" = ANY($1::uuid[]) AND "backorderedQuantity" = 0`;

interface OpenLine {
  id: string;
  sku: string;
  productName: string;
  backorderedQuantity: number;
  leadTimeDays: number;
  restockOn: string | null;
  readyOn: string;
  requestedOn: string | null;
  promisedOn: string | null;
  purchaseOrderId: string;
  number: number;
  invoiceNumber: string;
  userId: string | null;
}

/**
 * Which lines to work out again: these (a fill's), every open one promised on or after a day (a holiday's), or the
 * open ones of products (those still waiting for units only, when only the restock day changed).
 */
export type Scope =
  | { lineIds: readonly string[] }
  | { fromDay: string }
  | { productIds: readonly string[]; waitingOnly: boolean };

/** Lines just given their last backordered units: their lead time counts from today. */
export async function markStockReady(sql: Sql, lineIds: readonly string[], today: string): Promise<void> {
  if (lineIds.length > 0) await sql.run(READY_SQL, [[...new Set(lineIds)], today]);
}

/** A line's promise by the rule: lead time from its stock's day when all is there, else from its restock day. */
const promiseOf = (line: OpenLine, today: string, holidays: Holidays) =>
  linePromisedDay(line.backorderedQuantity > 0 ? today : line.readyOn, line, line.requestedOn, holidays);

/** Later than before and later than the buyer asked: what the buyer must hear of. */
const movedLater = (line: OpenLine, promised: string) =>
  line.requestedOn !== null &&
  promised > line.requestedOn &&
  (line.promisedOn === null || promised > line.promisedOn);

/**
 * Works out the promise of the open lines in `scope` again (as of `today`) and keeps each that changed; a promise not
 * known now (units still waiting with no restock day) keeps the day it had. Answers how many lines changed.
 */
export async function repromise(
  sql: Sql,
  today: string,
  scope: Scope,
  reason: PromiseChangeReason,
): Promise<number> {
  const lines =
    'lineIds' in scope
      ? scope.lineIds.length === 0
        ? []
        : await sql.rows<OpenLine>(BY_ID_SQL, [[...new Set(scope.lineIds)]])
      : 'productIds' in scope
        ? scope.productIds.length === 0
          ? []
          : await sql.rows<OpenLine>(OF_PRODUCTS_SQL, [[...new Set(scope.productIds)], scope.waitingOnly])
        : await sql.rows<OpenLine>(FROM_DAY_SQL, [scope.fromDay]);
  if (lines.length === 0) return 0;
  const earliest = lines.reduce((day, l) => (l.readyOn < day ? l.readyOn : day), today);
  const holidays = await holidaysFrom(sql, earliest);
  const changed: Array<{ id: string; promised: string }> = [];
  const told = new Map<string, { line: OpenLine; moved: MovedLine[] }>();
  for (const line of lines) {
    const promised = promiseOf(line, today, holidays);
    if (promised === null || promised === line.promisedOn) continue;
    changed.push({ id: line.id, promised });
    if (!movedLater(line, promised)) continue;
    const order = told.get(line.purchaseOrderId) ?? { line, moved: [] };
    order.moved.push({
      invoiceLineId: line.id,
      sku: line.sku,
      productName: line.productName,
      requestedDeliveryDate: line.requestedOn!,
      previousPromisedDeliveryDate: line.promisedOn,
      promisedDeliveryDate: promised,
    });
    told.set(line.purchaseOrderId, order);
  }
  if (changed.length === 0) return 0;
  await sql.run(SET_PROMISED_SQL, [changed.map((c) => c.id), changed.map((c) => c.promised)]);
  const po = (l: OpenLine) => ({
    id: l.purchaseOrderId,
    number: l.number,
    invoiceNumber: l.invoiceNumber,
    userId: l.userId,
  });
  await emit(
    sql,
    [...told.values()].map((o) => promiseChanged(po(o.line), reason, o.moved)),
  );
  return changed.length;
}

/** What a product gives its lines' promises: its restock day (YYYY-MM-DD) and lead time in working days. */
export interface ProductTerms {
  id: string;
  restockOn: string | null;
  leadTimeDays: number;
}

const TERMS_SQL = `SELECT "id"::text AS "id", to_char("restockOn", 'YYYY-MM-DD') AS "restockOn",
  coalesce("leadTimeDays", 0)::int AS "leadTimeDays"
  FROM "Product" WHERE "id" = ANY($1::uuid[]) ORDER BY "id" FOR NO KEY UPDATE`;

/**
 * Before staff write products' restock day or lead time: holds the calendar (as a fill does, before any line), locks
 * the products in id order so no other write slips between this read and theirs, and answers their terms as stored.
 */
export async function termsBefore(
  tx: Prisma.TransactionClient,
  productIds: readonly string[],
): Promise<ProductTerms[]> {
  if (productIds.length === 0) return [];
  const sql = prismaSql(tx);
  await holdCalendar(sql);
  return sql.rows<ProductTerms>(TERMS_SQL, [[...new Set(productIds)]]);
}

/**
 * After that write, in its transaction: the open lines of each product whose terms differ from `before` are worked out
 * again by the one rule (a new lead time: all of them; only a new restock day: those still waiting for units). A
 * value written again as it was moves and tells nothing. Answers how many lines changed.
 */
export async function repromiseTerms(
  tx: Prisma.TransactionClient,
  today: string,
  before: readonly ProductTerms[],
): Promise<number> {
  if (before.length === 0) return 0;
  const sql = prismaSql(tx);
  const now = new Map(
    (await sql.rows<ProductTerms>(TERMS_SQL, [before.map((b) => b.id)])).map((t) => [t.id, t]),
  );
  const leadTime: string[] = [];
  const restock: string[] = [];
  for (const b of before) {
    const after = now.get(b.id);
    if (!after) continue;
    if (after.leadTimeDays !== b.leadTimeDays) leadTime.push(b.id);
    else if (after.restockOn !== b.restockOn) restock.push(b.id);
  }
  return (
    (await repromise(sql, today, { productIds: leadTime, waitingOnly: false }, 'lead_time_changed')) +
    (await repromise(sql, today, { productIds: restock, waitingOnly: true }, 'restock_changed'))
  );
}
