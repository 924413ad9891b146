/**
 * The expiry job (docs/decisions/065): sent quotes past their last valid day become EXPIRED with a quote.expired
 * event. It runs with the invoice reminders on the job runner's schedule (one instance takes each run), and twice at
 * once is harmless: each quote moves under its row lock by a conditional update, so it expires, and is announced, once.
 * Reads and moves treat a sent quote past its expiry as expired before this job records it.
 */
import type { AppDeps } from '../../context';
import { lockQuote } from '../../db/locks';
import { inTransaction } from '../../db/retry';
import { emit } from '../events/outbox';
import { quoteExpired, quoteExpiring } from '../events/event-types';
import { QUOTE_REMINDER_DAYS } from '@gluegun/common';
import { WITH_VERSIONS } from './quote-common';
import { quoteFacts } from './quote-moves';

/** Most quotes one run expires; the next run takes the rest. */
const BATCH = 500;

export async function expireQuotes(
  deps: Pick<AppDeps, 'db' | 'log'>,
  now: Date,
): Promise<{ expired: number; reminded: number }> {
  const due = await deps.db.quote.findMany({
    where: { status: 'SENT', expiresAt: { lte: now } },
    select: { id: true },
    orderBy: { expiresAt: 'asc' },
    take: BATCH,
  });
  let expired = 0;
  for (const { id } of due) {
    const moved = await inTransaction(deps.db, async (tx) => {
      await lockQuote(tx, id);
      const { count } = await tx.quote.updateMany({
        where: { id, status: 'SENT', expiresAt: { lte: now } },
        data: { status: 'EXPIRED' },
      });
      if (count !== 1) return false; // accepted, countered or expired meanwhile
      await emit(
        tx,
        quoteExpired(quoteFacts(await tx.quote.findUniqueOrThrow({ where: { id }, include: WITH_VERSIONS }))),
      );
      return true;
    });
    if (moved) expired++;
  }
  const reminded = await remindExpiring(deps, now);
  if (expired > 0 || reminded > 0) deps.log.info({ expired, reminded }, 'quotes expired and reminded');
  return { expired, reminded };
}

/** Sent quotes in their last QUOTE_REMINDER_DAYS days remind their buyer once (reminderSentAt, set conditionally; a new price clears it). */
async function remindExpiring(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + QUOTE_REMINDER_DAYS * 86_400_000);
  const due = await deps.db.quote.findMany({
    where: { status: 'SENT', reminderSentAt: null, expiresAt: { gt: now, lte: horizon } },
    select: { id: true },
    orderBy: { expiresAt: 'asc' },
    take: BATCH,
  });
  let reminded = 0;
  for (const { id } of due) {
    const sent = await inTransaction(deps.db, async (tx) => {
      await lockQuote(tx, id);
      const { count } = await tx.quote.updateMany({
        where: { id, status: 'SENT', reminderSentAt: null, expiresAt: { gt: now, lte: horizon } },
        data: { reminderSentAt: now },
      });
      if (count !== 1) return false;
      await emit(
        tx,
        quoteExpiring(
          quoteFacts(await tx.quote.findUniqueOrThrow({ where: { id }, include: WITH_VERSIONS })),
        ),
      );
      return true;
    });
    if (sent) reminded++;
  }
  return reminded;
}
