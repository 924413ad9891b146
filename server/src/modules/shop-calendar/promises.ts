/**
 * A line's promised day worked out again (docs/decisions/110) when what it depends on changes: its backordered units
 * arriving, or the shop's holidays. Only open lines move, by common's linePromisedDay (the rule checkout promised
 * them by); a line now promised later than its buyer asked is told to the buyer, one event per order, in the
 * transaction of the change. Fills, checkouts and holiday changes queue on one advisory lock (shared by the first
 * two, exclusive for a holiday change), so a promise is always worked out from the holidays its transaction commits
 * with.
 */
import { linePromisedDay, type Holidays } from '@gluegun/common';
import type { Sql } from '../../db/sql';
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

/** Which lines to work out again: these (a fill's), or every open one promised on or after a day (a holiday's). */
export type Scope = { lineIds: readonly string[] } | { fromDay: string };

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
