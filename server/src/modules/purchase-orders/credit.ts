/**
 * Credit: the buyer's own figures, an admin's limit and terms, lifting a hold, and the check a checkout makes inside
 * its transaction (hold first, then the limit). The figures themselves: credit-figures.ts.
 */
import { creditTermsSchema, formatCents } from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { AppError, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { normalizeId, validate } from '../../lib/validate';
import type { User } from '../../generated/prisma/client';
import { creditOfOne } from './credit-figures';
import type { Tx } from './po-common';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import { inTransaction } from '../../db/retry';

/** The signed-in customer's credit: limit, open, available, terms, hold. */
export async function myCredit(ctx: Context) {
  const user = allowUser(ctx, 'myCredit');
  const row = await ctx.db.user.findUnique({ where: { id: user.id } });
  if (!row) throw notFound('User');
  return creditOfOne(ctx, ctx.db, row);
}

/** An admin sets a customer's credit limit and payment terms (null = the shop's default). */
export async function setCreditTerms(ctx: Context, rawUserId: string, input: unknown) {
  allowUser(ctx, 'setCreditTerms');
  const userId = normalizeId(rawUserId);
  if (!userId) throw notFound('User');
  const terms = await validate(creditTermsSchema, input ?? {});
  const updated = await ctx.db.user.updateMany({ where: { id: userId }, data: { creditLimitCents: terms.creditLimitCents, paymentTermsDays: terms.paymentTermsDays } });
  if (updated.count === 0) throw notFound('User');
  return ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
}

/** An admin lifts a credit hold: invoices overdue now no longer hold the customer (later ones will). */
export async function liftCreditHold(ctx: Context, rawUserId: string) {
  allowUser(ctx, 'liftCreditHold');
  const userId = normalizeId(rawUserId);
  if (!userId) throw notFound('User');
  const at = nowOf(ctx);
  // The change and its outbox event in one transaction (issue #30): a lifted hold is announced exactly when it happens.
  const updated = await inTransaction(ctx.db, async (tx) => {
    const done = await tx.user.updateMany({ where: { id: userId }, data: { holdLiftedAt: at } });
    if (done.count > 0) await emit(tx, events.creditHoldLifted(userId, at));
    return done;
  });
  if (updated.count === 0) throw notFound('User');
  return ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
}

/** Inside the checkout transaction, after the owner's row lock: hold first, then the limit. */
export async function assertCredit(ctx: Context, tx: Tx, owner: User, amount: number) {
  const credit = await creditOfOne(ctx, tx, owner);
  if (credit.onHold) {
    throw new AppError(
      'CONFLICT',
      `Your account is on hold: ${credit.overdueCount} invoice${credit.overdueCount === 1 ? ' is' : 's are'} overdue (${formatCents(credit.overdueCents)}). Pay ${credit.overdueCount === 1 ? 'it' : 'them'}, or ask the shop to lift the hold, then check out again.`,
      { reason: 'CREDIT_HOLD', overdueCents: credit.overdueCents },
    );
  }
  if (credit.openCents + amount > credit.limitCents) {
    throw new AppError(
      'CONFLICT',
      `This order of ${formatCents(amount)} would go over your credit limit of ${formatCents(credit.limitCents)}: ${formatCents(credit.availableCents)} is available. Pay open invoices, check out fewer items, or ask the shop to raise your limit.`,
      { reason: 'CREDIT_LIMIT', availableCents: credit.availableCents },
    );
  }
}
