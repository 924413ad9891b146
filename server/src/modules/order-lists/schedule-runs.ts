/**
 * Scheduled runs (docs/decisions/077), from the job runner's cron tick on whichever instance takes it, or a test
 * with its own `now`. Each reminder and each run is one OrderScheduleRun row whose unique key (schedule, run day,
 * kind) lets exactly one of any number of racing instances write it; only the instance whose insert went through
 * places the order, so a run happens once. The run orders the list for its owner through submitOrder (the
 * company's approval rules, stock and credit, as any order), and every outcome is e-mailed to the owner.
 */
import { ORDERING_ROLES } from '@gluegun/common';
import { createContext, type AppDeps } from '../../context';
import { inTransaction } from '../../db/retry';
import { AppError } from '../../errors';
import { sessionUserOf } from '../../auth/resolve-user';
import { submitOrder } from '../approvals/approvals.service';
import type { Details } from '../purchase-orders/checkout';
import { emit } from '../events/outbox';
import { addListLines } from './add-lines';
import { finishInterrupted } from './schedule-recovery';
import { finish, scheduleEvent, type Outcome } from './run-outcome';
import { REMINDER_DAYS, addDays, dayOf, dayText, nextWithin } from './rules';

type Deps = AppDeps;
export interface ScheduleTick {
  reminded: number;
  ran: number;
}

/** Reminders for runs within REMINDER_DAYS, then every run due today or before. */
export async function runOrderSchedules(deps: Deps, now: Date): Promise<ScheduleTick> {
  const today = dayOf(now);
  await finishInterrupted(deps);
  const active = { paused: false, stoppedReason: null };
  const upcoming = await deps.db.orderSchedule.findMany({
    where: { ...active, nextRunOn: { gt: today, lte: addDays(today, REMINDER_DAYS) } },
    select: { id: true, nextRunOn: true, listId: true },
  });
  let reminded = 0;
  for (const s of upcoming) {
    const wrote = await inTransaction(deps.db, async (tx) => {
      const inserted =
        await tx.$executeRaw`INSERT INTO "OrderScheduleRun" ("id", "scheduleId", "runOn", "kind", "status", "updatedAt")
        VALUES (gen_random_uuid(), ${s.id}::uuid, ${s.nextRunOn}::date, 'REMINDER', 'SENT', now() AT TIME ZONE 'UTC') ON CONFLICT ("scheduleId", "runOn", "kind") DO NOTHING`;
      if (inserted === 0) return false;
      await emit(
        tx,
        scheduleEvent('order_schedule.reminder', s.id, { listId: s.listId, runOn: dayText(s.nextRunOn!) }),
      );
      return true;
    });
    if (wrote) reminded++;
  }
  const due = await deps.db.orderSchedule.findMany({
    where: { ...active, nextRunOn: { lte: today } },
    select: { id: true },
  });
  let ran = 0;
  for (const s of due) if (await runOne(deps, s.id, today)) ran++;
  if (reminded + ran > 0) deps.log.info({ reminded, ran }, 'order schedules');
  return { reminded, ran };
}

/** Claims the schedule's due run (its row, and the schedule moved on to its next day) in one transaction. */
async function claim(deps: Deps, scheduleId: string, today: Date) {
  return inTransaction(deps.db, async (tx) => {
    const [s] = await tx.$queryRaw<
      Array<{
        nextRunOn: Date | null;
        everyWeeks: number | null;
        dayOfMonth: number | null;
        endOn: Date | null;
      }>
    >`
      SELECT "nextRunOn", "everyWeeks", "dayOfMonth", "endOn" FROM "OrderSchedule"
      WHERE "id" = ${scheduleId}::uuid AND "paused" = false AND "stoppedReason" IS NULL AND "nextRunOn" <= ${today}::date FOR UPDATE`;
    if (!s?.nextRunOn) return null; // paused, skipped or run by another instance meanwhile
    const runOn = s.nextRunOn;
    const inserted =
      await tx.$executeRaw`INSERT INTO "OrderScheduleRun" ("id", "scheduleId", "runOn", "kind", "status", "updatedAt")
      VALUES (gen_random_uuid(), ${scheduleId}::uuid, ${runOn}::date, 'RUN', 'CLAIMED', now() AT TIME ZONE 'UTC') ON CONFLICT ("scheduleId", "runOn", "kind") DO NOTHING`;
    // Runs missed while no instance ran are not made up: the next is the first run day after today.
    let next = nextWithin(s, runOn, s.endOn);
    while (next && next <= today) next = nextWithin(s, next, s.endOn);
    await tx.orderSchedule.update({ where: { id: scheduleId }, data: { nextRunOn: next } });
    return inserted === 0 ? null : runOn;
  });
}

/** The owner's latest delivery details in their present company, else the company's billing address. */
async function detailsFor(
  deps: Deps,
  owner: { id: string; companyId: string },
  phone: string,
): Promise<Details | null> {
  const last = await deps.db.purchaseOrder.findFirst({
    where: { userId: owner.id, companyId: owner.companyId, addressLine1: { not: null } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  if (last) {
    return {
      poNumber: null,
      notes: null,
      requestedDeliveryDate: null,
      contactPhone: phone,
      companyName: last.companyName,
      addressLine1: last.addressLine1,
      addressLine2: last.addressLine2,
      city: last.city,
      region: last.region,
      postalCode: last.postalCode,
      country: last.country,
    };
  }
  const c = await deps.db.company.findUnique({ where: { id: owner.companyId } });
  if (!c?.billingLine1 || !c.billingCity || !c.billingPostalCode || !c.billingCountry) return null;
  return {
    poNumber: null,
    notes: null,
    requestedDeliveryDate: null,
    contactPhone: phone,
    companyName: c.name,
    addressLine1: c.billingLine1,
    addressLine2: c.billingLine2,
    city: c.billingCity,
    region: c.billingRegion,
    postalCode: c.billingPostalCode,
    country: c.billingCountry,
  };
}

/** Runs one schedule's due run if this instance claims it; true when it did. */
export async function runOne(deps: Deps, scheduleId: string, today: Date): Promise<boolean> {
  const runOn = await claim(deps, scheduleId, today);
  if (!runOn) return false;
  const schedule = await deps.db.orderSchedule.findUniqueOrThrow({
    where: { id: scheduleId },
    include: { list: { include: { lines: { orderBy: { position: 'asc' } } } } },
  });
  const key = { scheduleId_runOn_kind: { scheduleId, runOn, kind: 'RUN' } };
  const outcome = await place(deps, schedule, key).catch((e: unknown): Outcome => {
    deps.log.error({ err: e, scheduleId }, 'scheduled order failed');
    return {
      status: 'FAILED',
      message: 'The order could not be placed because of an error on our side',
      lines: [],
    };
  });
  await finish(deps, scheduleId, runOn, schedule.listId, outcome);
  return true;
}

type RunKey = { scheduleId_runOn_kind: { scheduleId: string; runOn: Date; kind: string } };
type Placing = {
  ownerId: string;
  contactPhone: string;
  list: {
    companyId: string;
    lines: Array<{ productId: string; quantity: number; scheduleQuantity: number | null }>;
  };
};

async function place(deps: Deps, schedule: Placing, key: RunKey): Promise<Outcome> {
  const owner = await deps.db.user.findUnique({ where: { id: schedule.ownerId } });
  if (!owner || owner.companyId !== schedule.list.companyId || !ORDERING_ROLES.includes(owner.companyRole)) {
    const stop =
      owner && owner.companyId === schedule.list.companyId
        ? 'its owner may no longer place orders'
        : 'its owner is no longer a member of the company';
    return {
      status: 'FAILED',
      message: `Nothing was ordered: the schedule stopped because ${stop}`,
      lines: [],
      stop,
    };
  }
  const ctx = createContext(deps, sessionUserOf(owner), false, 'order-schedule');
  const details = await detailsFor(deps, owner, schedule.contactPhone);
  if (!details)
    return {
      status: 'FAILED',
      message:
        'Nothing was ordered: there is no delivery address yet. Place one order by hand, then the schedule uses its address.',
      lines: [],
    };
  // The items and the run's record of them commit together: an interrupted run knows exactly what it added.
  const lines = await inTransaction(deps.db, async (tx) => {
    const added = await addListLines(ctx, tx, ctx.user!, schedule.list.lines, schedule.contactPhone, true);
    await tx.orderScheduleRun.update({ where: key, data: { lines: added as object[] } });
    return added;
  });
  const itemIds = lines.flatMap((l) => (l.itemId ? [l.itemId] : []));
  if (itemIds.length === 0)
    return { status: 'FAILED', message: 'Nothing was ordered: no line of the list could be ordered', lines };
  try {
    const placed = await submitOrder(ctx, { itemIds, details });
    const po = placed.purchaseOrder as { id: string } | null;
    if (po)
      return {
        status: 'PLACED',
        message: `Order placed with ${itemIds.length} of ${lines.length} lines`,
        lines,
        purchaseOrderId: po.id,
      };
    return {
      status: 'AWAITING_APPROVAL',
      message: `Your company's approval rules sent the order (${itemIds.length} of ${lines.length} lines) for approval`,
      lines,
      approvalRequestId: placed.approvalRequest?.id ?? null,
    };
  } catch (e) {
    // Only the items this run added, and only while still open: the owner's own items are never touched.
    await deps.db.orderItem.deleteMany({
      where: { id: { in: itemIds }, status: 'PENDING', purchaseOrderId: null, approvalRequestId: null },
    });
    if (!(e instanceof AppError)) throw e;
    return {
      status: 'FAILED',
      message: `Nothing was ordered: ${e.message}`,
      lines: lines.map((l) => (l.added ? { ...l, added: false, itemId: null, reason: e.message } : l)),
    };
  }
}
