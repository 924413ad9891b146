/**
 * Unpaid-invoice reminders (docs/decisions/032): before the due day, on it, then weekly while overdue
 * (the steps: common reminderStepAt). Run by a pg-boss cron job on whichever instance takes it, and callable by a
 * test with its own `now`.
 *
 * Once per (invoice, step), however many instances run it at the same moment: the step's InvoiceReminder row and
 * the outbox event that sends the e-mail are written in one transaction, and the row's unique key lets only one
 * of two concurrent inserts through (the second waits for the first to commit, then inserts nothing). The order
 * row is read FOR SHARE in that transaction, so a payment committing at the same moment either comes first (no
 * reminder) or waits for it; the mail job checks the invoice is still unpaid before it sends.
 */
import { randomUUID } from 'node:crypto';
import { daysOverdue, reminderHorizon, reminderStepAt } from '@gluegun/common';
import type { AppDeps } from '../../context';
import type { PurchaseOrder } from '../../generated/prisma/client';
import { invoiceReminder } from '../events/event-types';
import { emit } from '../events/outbox';
import { inTransaction } from '../../db/retry';

export interface ReminderRun {
  checked: number;
  sent: number;
}

export async function sendDueReminders(deps: Pick<AppDeps, 'db' | 'log'>, now: Date): Promise<ReminderRun> {
  const candidates = await deps.db.purchaseOrder.findMany({
    where: { paymentStatus: 'AWAITING_PAYMENT', freightPending: false, dueAt: { lt: reminderHorizon(now) } },
    select: { id: true, issuedAt: true, dueAt: true },
    orderBy: { dueAt: 'asc' },
  });
  let sent = 0;
  for (const c of candidates) {
    const step = reminderStepAt(c.issuedAt, c.dueAt, now);
    if (!step) continue;
    const wrote = await inTransaction(deps.db, async (tx) => {
      const [po] = await tx.$queryRaw<
        PurchaseOrder[]
      >`SELECT * FROM "PurchaseOrder" WHERE "id" = ${c.id}::uuid AND "paymentStatus" = 'AWAITING_PAYMENT' FOR SHARE`;
      if (!po) return false; // paid or void meanwhile
      const eventId = randomUUID();
      const inserted = await tx.$executeRaw`
        INSERT INTO "InvoiceReminder" ("id", "purchaseOrderId", "step", "eventId") VALUES (gen_random_uuid(), ${po.id}::uuid, ${step}, ${eventId}::uuid)
        ON CONFLICT ("purchaseOrderId", "step") DO NOTHING`;
      if (inserted === 0) return false; // this step already went (another instance, or an earlier run)
      await emit(tx, invoiceReminder(po, step, daysOverdue(po.dueAt, now), eventId));
      return true;
    });
    if (wrote) sent++;
  }
  if (sent > 0) deps.log.info({ sent, checked: candidates.length }, 'invoice reminders queued');
  return { checked: candidates.length, sent };
}
