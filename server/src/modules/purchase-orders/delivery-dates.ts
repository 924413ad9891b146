/**
 * Delivery dates (docs/decisions/083, 101): checkout refuses a requested day the items' lead times cannot meet (the
 * order's, and each line's against what was in stock), promises each line a day, and staff promise (and may move) an
 * order's delivery day, which the buyer hears of by e-mail through the outbox. Working days skip the shop's holidays.
 */
import {
  earliestDeliveryDay,
  formatDay,
  isCalendarDay,
  isoDay,
  linePromisedDay,
  lineRequestedProblem,
  orderNumberText,
  promisedDeliveryProblem,
  promisedDeliverySchema,
  requestedDeliveryProblem,
  utcToday,
} from '@gluegun/common';
import { randomUUID } from 'node:crypto';
import { nowOf, type Context } from '../../context';
import { AppError, badInput, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import type { Sql } from '../../db/sql';
import { normalizeId, validate } from '../../lib/validate';
import type { OrderItem, PurchaseOrder } from '../../generated/prisma/client';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import { actorFields, lockOrder } from './po-common';
import { deliveryDaysOf } from './presenter';
import { holidaysFrom } from '../shop-calendar/holidays';
import { holdCalendar } from '../shop-calendar/promises';

/** The longest lead time of the items' products, in working days (0 when none has one). */
async function longestLeadTime(sql: Sql, items: Pick<OrderItem, 'productId'>[]): Promise<number> {
  const ids = items.map((i) => i.productId).filter((id): id is string => id !== null);
  if (ids.length === 0) return 0;
  const [row] = await sql.rows<{ days: number | null }>(
    'SELECT max("leadTimeDays")::int AS "days" FROM "Product" WHERE "id" = ANY($1::uuid[])',
    [ids],
  );
  return row?.days ?? 0;
}

/**
 * Refuses a requested delivery day earlier than the items can arrive (or past), beside the date field; none asked:
 * nothing to check. An approved request keeps the day checked at its submission, even if that day has passed since.
 */
export async function refuseEarlyDelivery(
  sql: Sql,
  items: Pick<OrderItem, 'productId'>[],
  requested: string | null | undefined,
  now: Date,
): Promise<void> {
  if (!requested) return;
  const today = utcToday(now);
  const problem = requestedDeliveryProblem(
    requested,
    today,
    [await longestLeadTime(sql, items)],
    await holidaysFrom(sql, today),
  );
  if (problem) throw badInput(problem, 'requestedDeliveryDate');
}

/** The earliest day the items can arrive if ordered at `now` (shown to the buyer before they pick). */
export async function earliestDeliveryFor(
  sql: Sql,
  items: Pick<OrderItem, 'productId'>[],
  now: Date,
): Promise<string> {
  const today = utcToday(now);
  return earliestDeliveryDay(today, [await longestLeadTime(sql, items)], await holidaysFrom(sql, today));
}

/** The buyer's requested day per line, by the item it comes from, with where it came in the input (to name its field). */
export type LineDates = ReadonlyMap<string, { index: number; day: string }>;

/**
 * Reads checkout's `lineDeliveryDates` ([{ itemId, requestedDeliveryDate }]): each for one of the items checked out,
 * once, a day written YYYY-MM-DD (empty: none asked); anything else refused beside its field before anything is read.
 */
export function lineDatesOf(raw: unknown, itemIds: readonly string[]): LineDates {
  const dates = new Map<string, { index: number; day: string }>();
  if (raw === undefined || raw === null) return dates;
  if (!Array.isArray(raw))
    throw badInput('Line delivery dates must be a list of items and days', 'lineDeliveryDates');
  if (raw.length > itemIds.length)
    throw badInput('Give at most one delivery date for each item checked out', 'lineDeliveryDates');
  raw.forEach((entry: unknown, index) => {
    const given = (typeof entry === 'object' && entry !== null ? entry : {}) as {
      itemId?: unknown;
      requestedDeliveryDate?: unknown;
    };
    const itemId = normalizeId(given.itemId);
    if (!itemId || !itemIds.includes(itemId))
      throw badInput(
        'This delivery date is for an item not being checked out',
        `lineDeliveryDates[${index}].itemId`,
      );
    if (dates.has(itemId))
      throw badInput('This item already has a delivery date: give one', `lineDeliveryDates[${index}].itemId`);
    const day =
      typeof given.requestedDeliveryDate === 'string'
        ? given.requestedDeliveryDate.trim()
        : given.requestedDeliveryDate;
    if (day === '' || day === null || day === undefined) return;
    if (typeof day !== 'string' || !isCalendarDay(day)) {
      throw badInput(
        'Requested delivery date must be a day written YYYY-MM-DD',
        `lineDeliveryDates[${index}].requestedDeliveryDate`,
      );
    }
    dates.set(itemId, { index, day });
  });
  return dates;
}

/** The per-line days as an approval request keeps them beside its details, for the order its approval places. */
export const storedLineDates = (lineDates: LineDates) =>
  [...lineDates].map(([itemId, { day }]) => ({ itemId, requestedDeliveryDate: day }));

/** The per-line days an approval request kept (items no longer in it, or anything unreadable, left out). */
export function lineDatesKept(details: unknown, itemIds: readonly string[]): LineDates {
  const kept = (details as { lineDeliveryDates?: unknown } | null)?.lineDeliveryDates;
  const entries = Array.isArray(kept)
    ? (kept as Array<{ itemId?: unknown; requestedDeliveryDate?: unknown }>)
    : [];
  return new Map(
    entries.flatMap((e, index) =>
      typeof e?.itemId === 'string' &&
      itemIds.includes(e.itemId) &&
      typeof e.requestedDeliveryDate === 'string' &&
      isCalendarDay(e.requestedDeliveryDate)
        ? [[e.itemId, { index, day: e.requestedDeliveryDate }] as const]
        : [],
    ),
  );
}

const LINE_FACTS_SQL = `SELECT l."id", l."orderItemId", l."backorderedQuantity", coalesce(p."leadTimeDays", 0)::int AS "leadTimeDays",
  to_char(p."restockOn", 'YYYY-MM-DD') AS "restockOn"
  FROM "InvoiceLine" l LEFT JOIN "Product" p ON p."id" = l."productId" WHERE l."purchaseOrderId" = $1::uuid ORDER BY l."position"`;
const SET_LINE_DAYS_SQL = `UPDATE "InvoiceLine" AS l SET "requestedDeliveryDate" = x.r::date, "promisedDeliveryDate" = x.p::date
  FROM unnest($1::uuid[], $2::text[], $3::text[]) AS x(id, r, p) WHERE l."id" = x.id`;
interface LineFacts {
  id: string;
  orderItemId: string | null;
  backorderedQuantity: number;
  leadTimeDays: number;
  restockOn: string | null;
}

/**
 * Once checkout has taken the stock: each line's requested day checked against what it can meet (in stock now or
 * from the restock day, plus its lead time, on working days), refused beside that line's field (the transaction then
 * changes nothing); then each line keeps the day asked for it (its own, else the order's) and the day promised. An
 * approved request is not checked again: its days were asked when it was submitted, and a later promise says so.
 */
export async function promiseLines(
  sql: Sql,
  po: Pick<PurchaseOrder, 'id' | 'issuedAt' | 'requestedDeliveryDate'>,
  lineDates: LineDates = new Map(),
  check = true,
): Promise<void> {
  const today = utcToday(po.issuedAt);
  const lines = await sql.rows<LineFacts>(LINE_FACTS_SQL, [po.id]);
  if (lines.length === 0) return;
  // A holiday added meanwhile waits for this order, or this order for it: either way its promises count it.
  await holdCalendar(sql);
  const holidays = await holidaysFrom(sql, today);
  const orderAsked = po.requestedDeliveryDate ? isoDay(po.requestedDeliveryDate) : null;
  const days = lines.map((line) => {
    const own = line.orderItemId ? lineDates.get(line.orderItemId) : undefined;
    const problem = own && check ? lineRequestedProblem(own.day, today, line, holidays) : null;
    if (problem) throw badInput(problem, `lineDeliveryDates[${own!.index}].requestedDeliveryDate`);
    const requested = own?.day ?? orderAsked;
    return { id: line.id, requested, promised: linePromisedDay(today, line, requested, holidays) };
  });
  await sql.run(SET_LINE_DAYS_SQL, [
    days.map((d) => d.id),
    days.map((d) => d.requested),
    days.map((d) => d.promised),
  ]);
}

/**
 * A shop admin promises the order's delivery day, or moves the promise: an event on the order and an e-mail to the
 * buyer. Refused on a cancelled or delivered order and for a day already past.
 */
export async function setPromisedDeliveryDate(
  ctx: Context,
  rawId: unknown,
  rawInput: unknown,
): Promise<PurchaseOrder> {
  const actor = allowUser(ctx, 'setPromisedDeliveryDate');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  const { promisedDeliveryDate: day } = await validate(promisedDeliverySchema, rawInput ?? {});
  const problem = promisedDeliveryProblem(day, utcToday(nowOf(ctx)));
  if (problem) throw badInput(problem, 'promisedDeliveryDate');
  return inTransaction(ctx.db, async (tx) => {
    const po = await lockOrder(tx, id);
    if (po.fulfilmentStatus === 'CANCELLED' || po.paymentStatus === 'VOID') {
      throw new AppError(
        'CONFLICT',
        `${orderNumberText(po.number)} was cancelled: it has no delivery to promise`,
        { field: 'promisedDeliveryDate' },
      );
    }
    if (po.fulfilmentStatus === 'DELIVERED') {
      throw new AppError('CONFLICT', `${orderNumberText(po.number)} was already delivered`, {
        field: 'promisedDeliveryDate',
      });
    }
    const updated = await tx.purchaseOrder.update({
      where: { id: po.id },
      data: { promisedDeliveryDate: new Date(`${day}T00:00:00Z`), version: { increment: 1 } },
    });
    const { requestedDeliveryOn, promisedLate } = deliveryDaysOf(updated);
    const moved = po.promisedDeliveryDate ? ` (was ${formatDay(po.promisedDeliveryDate)})` : '';
    const late =
      promisedLate && requestedDeliveryOn
        ? `, later than the ${formatDay(requestedDeliveryOn)} asked for`
        : '';
    await tx.purchaseOrderEvent.create({
      data: {
        id: randomUUID(),
        purchaseOrderId: po.id,
        kind: 'DELIVERY_PROMISED',
        detail: `Delivery promised for ${formatDay(day)}${moved}${late}`,
        ...actorFields(actor),
        createdAt: new Date(),
      },
    });
    await emit(tx, events.deliveryPromised(updated, day, requestedDeliveryOn));
    return updated;
  });
}
