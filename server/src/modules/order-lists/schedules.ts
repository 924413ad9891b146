/**
 * A list's schedule (docs/decisions/077): set by whoever may change the list (they become its owner, for whom each
 * run orders), paused and resumed, its next run skipped, or removed. Per-line quantities live on the list's lines.
 */
import { checkoutDetailsSchema } from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { badInput, conflict, forbidden } from '../../errors';
import { inTransaction } from '../../db/retry';
import { validate } from '../../lib/validate';
import { canEditList, loadEditable, loadList } from './lists';
import { emit } from '../events/outbox';
import { dayOf, dayText, firstRun, nextWithin, runAfter, type Rule } from './rules';
import { scheduleEvent } from './run-outcome';

export interface ScheduleInput {
  everyWeeks?: unknown;
  dayOfMonth?: unknown;
  startOn?: unknown;
  endOn?: unknown;
  contactPhone?: unknown;
  /** [{productId, quantity}]: a scheduled run's quantity for that line; a line not named orders the list's quantity. */
  quantities?: unknown;
}

const whole = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

function dayInput(raw: unknown, field: string): Date | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(raw))
    throw badInput(`${field} must be a day written YYYY-MM-DD`, field);
  const d = new Date(`${raw}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== raw)
    throw badInput(`${field} is not a day of the calendar`, field);
  return d;
}

function ruleOf(input: ScheduleInput): Rule {
  const everyWeeks =
    input.everyWeeks === undefined || input.everyWeeks === null ? null : whole(input.everyWeeks);
  const dayOfMonth =
    input.dayOfMonth === undefined || input.dayOfMonth === null ? null : whole(input.dayOfMonth);
  if ((input.everyWeeks ?? null) !== null && (everyWeeks === null || everyWeeks < 1 || everyWeeks > 52))
    throw badInput('Every how many weeks: a whole number from 1 to 52', 'everyWeeks');
  if ((input.dayOfMonth ?? null) !== null && (dayOfMonth === null || dayOfMonth < 1 || dayOfMonth > 28))
    throw badInput('Day of the month: a whole number from 1 to 28', 'dayOfMonth');
  if ((everyWeeks === null) === (dayOfMonth === null))
    throw badInput('Choose either every N weeks or a day of the month', 'everyWeeks');
  return { everyWeeks, dayOfMonth };
}

/** Sets (or replaces) the list's schedule with the caller as its owner. */
export async function setOrderSchedule(ctx: Context, rawListId: unknown, input: ScheduleInput) {
  const { user, list } = await loadEditable(ctx, rawListId, 'setOrderSchedule');
  const rule = ruleOf(input ?? {});
  const today = dayOf(nowOf(ctx));
  const start = dayInput(input?.startOn, 'startOn') ?? new Date(today.getTime() + 86_400_000);
  if (start <= today) throw badInput('The first run must be after today', 'startOn');
  const endOn = dayInput(input?.endOn, 'endOn');
  const nextRunOn = firstRun(rule, start);
  if (endOn && endOn < nextRunOn) throw badInput('The end day must be on or after the first run', 'endOn');
  const { contactPhone } = await validate(checkoutDetailsSchema.pick(['contactPhone']), {
    contactPhone: input?.contactPhone,
  });
  const quantities = input?.quantities === undefined || input?.quantities === null ? [] : input.quantities;
  if (!Array.isArray(quantities) || quantities.length > list.lines.length)
    throw badInput("quantities must be a list of {productId, quantity} for the list's lines", 'quantities');
  const perLine = quantities.map((q) => {
    const line = list.lines.find((l) => l.productId === (q as { productId?: unknown })?.productId);
    const quantity = whole((q as { quantity?: unknown })?.quantity);
    if (!line) throw badInput('A quantity names a product that is not on this list', 'quantities');
    if (quantity === null || quantity < 1 || quantity > 1_000_000)
      throw badInput('A scheduled quantity must be a whole number from 1 to 1,000,000', 'quantities');
    return { id: line.id, quantity };
  });
  await inTransaction(ctx.db, async (tx) => {
    const data = {
      ownerId: user.id,
      ...rule,
      nextRunOn,
      endOn,
      contactPhone,
      paused: false,
      stoppedReason: null,
    };
    await tx.orderSchedule.upsert({
      where: { listId: list.id },
      create: { listId: list.id, ...data },
      update: data,
    });
    for (const q of perLine)
      await tx.orderListLine.update({ where: { id: q.id }, data: { scheduleQuantity: q.quantity } });
  });
  return (await loadList(ctx, list.id, 'setOrderSchedule')).list;
}

export type ScheduleAction = 'PAUSE' | 'RESUME' | 'SKIP' | 'REMOVE';
export const SCHEDULE_ACTIONS: readonly ScheduleAction[] = ['PAUSE', 'RESUME', 'SKIP', 'REMOVE'];

/**
 * Pause, resume, skip the next run, or remove: the list's editors and the schedule's owner. A pause, resume or skip
 * tells the owner by e-mail (through the outbox, in the same transaction), whoever made it.
 */
export async function changeOrderSchedule(ctx: Context, rawListId: unknown, rawAction: unknown) {
  const { user, list } = await loadList(ctx, rawListId, 'changeOrderSchedule');
  const action = typeof rawAction === 'string' ? (rawAction.toUpperCase() as ScheduleAction) : null;
  if (!action || !SCHEDULE_ACTIONS.includes(action))
    throw badInput(`action must be one of ${SCHEDULE_ACTIONS.join(', ')}`, 'action');
  const schedule = list.schedule;
  if (!schedule) throw badInput('This list has no schedule', 'listId');
  if (!canEditList(user, list) && schedule.ownerId !== user.id)
    throw forbidden("Only the schedule's owner, the list's creator and your company's admins may change it");
  const rule = { everyWeeks: schedule.everyWeeks, dayOfMonth: schedule.dayOfMonth };
  const today = dayOf(nowOf(ctx));
  await inTransaction(ctx.db, async (tx) => {
    const [row] = await tx.$queryRaw<
      Array<{ nextRunOn: Date | null }>
    >`SELECT "nextRunOn" FROM "OrderSchedule" WHERE "id" = ${schedule.id}::uuid FOR UPDATE`;
    if (!row) throw conflict('This schedule was removed meanwhile');
    if (action === 'REMOVE') {
      await tx.orderSchedule.delete({ where: { id: schedule.id } });
      return;
    }
    if (schedule.stoppedReason && action !== 'PAUSE')
      throw conflict(`This schedule stopped: ${schedule.stoppedReason}. Set it up again to restart it.`);
    const told = (what: 'PAUSED' | 'RESUMED' | 'SKIPPED', nextRunOn: Date | null, skippedOn?: Date) =>
      emit(
        tx,
        scheduleEvent('order_schedule.changed', schedule.id, {
          listId: list.id,
          change: what,
          by: user.email,
          nextRunOn: nextRunOn ? dayText(nextRunOn) : null,
          paused: what === 'PAUSED' || (what === 'SKIPPED' && schedule.paused),
          ...(skippedOn ? { skippedOn: dayText(skippedOn) } : {}),
        }),
      );
    if (action === 'PAUSE') {
      await tx.orderSchedule.update({ where: { id: schedule.id }, data: { paused: true } });
      await told('PAUSED', row.nextRunOn);
      return;
    }
    if (action === 'RESUME') {
      // Runs missed while paused are not made up: the next is the first run day after today.
      let next = row.nextRunOn;
      while (next && next <= today) next = runAfter(rule, next);
      if (next && schedule.endOn && next > schedule.endOn) next = null;
      await tx.orderSchedule.update({ where: { id: schedule.id }, data: { paused: false, nextRunOn: next } });
      await told('RESUMED', next);
      return;
    }
    if (!row.nextRunOn) throw conflict('This schedule has ended: there is no next run to skip');
    // The skipped day takes the run's unique key, so a runner that reaches it finds it already done.
    const taken =
      await tx.$executeRaw`INSERT INTO "OrderScheduleRun" ("id", "scheduleId", "runOn", "kind", "status", "message", "updatedAt")
      VALUES (gen_random_uuid(), ${schedule.id}::uuid, ${row.nextRunOn}::date, 'RUN', 'SKIPPED', ${`Skipped by ${user.email}`}, now() AT TIME ZONE 'UTC')
      ON CONFLICT ("scheduleId", "runOn", "kind") DO NOTHING`;
    if (taken === 0) throw conflict('That run is already under way or done');
    const next = nextWithin(rule, row.nextRunOn, schedule.endOn);
    await tx.orderSchedule.update({ where: { id: schedule.id }, data: { nextRunOn: next } });
    await told('SKIPPED', next, row.nextRunOn);
  });
  return (await loadList(ctx, list.id, 'changeOrderSchedule')).list;
}
