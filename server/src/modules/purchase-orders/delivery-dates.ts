/**
 * Delivery dates (docs/decisions/083): checkout refuses a requested day the items' lead times cannot meet, and staff
 * promise (and may move) an order's delivery day, which the buyer hears of by e-mail through the outbox.
 */
import {
  earliestDeliveryDay, formatDay, orderNumberText, promisedDeliveryProblem, promisedDeliverySchema,
  requestedDeliveryProblem, utcToday,
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

/** The longest lead time of the items' products, in working days (0 when none has one). */
async function longestLeadTime(sql: Sql, items: Pick<OrderItem, 'productId'>[]): Promise<number> {
  const ids = items.map((i) => i.productId).filter((id): id is string => id !== null);
  if (ids.length === 0) return 0;
  const [row] = await sql.rows<{ days: number | null }>('SELECT max("leadTimeDays")::int AS "days" FROM "Product" WHERE "id" = ANY($1::uuid[])', [ids]);
  return row?.days ?? 0;
}

/**
 * Refuses a requested delivery day earlier than the items can arrive (or past), beside the date field; none asked:
 * nothing to check. An approved request keeps the day checked at its submission, even if that day has passed since.
 */
export async function refuseEarlyDelivery(sql: Sql, items: Pick<OrderItem, 'productId'>[], requested: string | null | undefined, now: Date): Promise<void> {
  if (!requested) return;
  const problem = requestedDeliveryProblem(requested, utcToday(now), [await longestLeadTime(sql, items)]);
  if (problem) throw badInput(problem, 'requestedDeliveryDate');
}

/** The earliest day the items can arrive if ordered at `now` (shown to the buyer before they pick). */
export async function earliestDeliveryFor(sql: Sql, items: Pick<OrderItem, 'productId'>[], now: Date): Promise<string> {
  return earliestDeliveryDay(utcToday(now), [await longestLeadTime(sql, items)]);
}

/**
 * A shop admin promises the order's delivery day, or moves the promise: an event on the order and an e-mail to the
 * buyer. Refused on a cancelled or delivered order and for a day already past.
 */
export async function setPromisedDeliveryDate(ctx: Context, rawId: unknown, rawInput: unknown): Promise<PurchaseOrder> {
  const actor = allowUser(ctx, 'setPromisedDeliveryDate');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  const { promisedDeliveryDate: day } = await validate(promisedDeliverySchema, rawInput ?? {});
  const problem = promisedDeliveryProblem(day, utcToday(nowOf(ctx)));
  if (problem) throw badInput(problem, 'promisedDeliveryDate');
  return inTransaction(ctx.db, async (tx) => {
    const po = await lockOrder(tx, id);
    if (po.fulfilmentStatus === 'CANCELLED' || po.paymentStatus === 'VOID') {
      throw new AppError('CONFLICT', `${orderNumberText(po.number)} was cancelled: it has no delivery to promise`, { field: 'promisedDeliveryDate' });
    }
    if (po.fulfilmentStatus === 'DELIVERED') {
      throw new AppError('CONFLICT', `${orderNumberText(po.number)} was already delivered`, { field: 'promisedDeliveryDate' });
    }
    const updated = await tx.purchaseOrder.update({
      where: { id: po.id }, data: { promisedDeliveryDate: new Date(`${day}T00:00:00Z`), version: { increment: 1 } },
    });
    const { requestedDeliveryOn, promisedLate } = deliveryDaysOf(updated);
    const moved = po.promisedDeliveryDate ? ` (was ${formatDay(po.promisedDeliveryDate)})` : '';
    const late = promisedLate && requestedDeliveryOn ? `, later than the ${formatDay(requestedDeliveryOn)} asked for` : '';
    await tx.purchaseOrderEvent.create({
      data: { id: randomUUID(), purchaseOrderId: po.id, kind: 'DELIVERY_PROMISED', detail: `Delivery promised for ${formatDay(day)}${moved}${late}`, ...actorFields(actor), createdAt: new Date() },
    });
    await emit(tx, events.deliveryPromised(updated, day, requestedDeliveryOn));
    return updated;
  });
}
