/**
 * Credit: the buyer's own figures, an admin's limit and terms, lifting a hold, and the check a checkout makes inside
 * its transaction (hold first, then the limit). The figures themselves: credit-figures.ts.
 */
import { creditTermsSchema, formatCents } from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { AppError, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { normalizeId, validate } from '../../lib/validate';
import type { Company } from '../../generated/prisma/client';
import { creditOfOne } from './credit-figures';
import { poolSql, type Sql } from '../../db/sql';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import { inTransaction } from '../../db/retry';

/** The signed-in customer's credit: their company's limit, open invoices, terms and hold. */
export async function myCredit(ctx: Context) {
  const user = allowUser(ctx, 'myCredit');
  return creditOfUser(ctx, user.id);
}

/** The credit figures of a user's company (REST answers after an admin change). */
export async function creditOfUser(ctx: Context, userId: string) {
  const row = await ctx.db.user.findUnique({ where: { id: userId }, select: { company: true } });
  if (!row) throw notFound('User');
  return creditOfOne(ctx, poolSql(ctx.db), row.company);
}

/** An admin sets a customer's credit limit and payment terms (null = the shop's default): their company's. */
export async function setCreditTerms(ctx: Context, rawUserId: string, input: unknown) {
  allowUser(ctx, 'setCreditTerms');
  const userId = normalizeId(rawUserId);
  if (!userId) throw notFound('User');
  const terms = await validate(creditTermsSchema, input ?? {});
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { companyId: true } });
  if (!user) throw notFound('User');
  await ctx.db.company.update({
    where: { id: user.companyId },
    data: { creditLimitCents: terms.creditLimitCents, paymentTermsDays: terms.paymentTermsDays },
  });
  return ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
}

/** An admin lifts a customer's credit hold (their company's): invoices overdue now no longer hold it (later ones will). */
export async function liftCreditHold(ctx: Context, rawUserId: string) {
  allowUser(ctx, 'liftCreditHold');
  const userId = normalizeId(rawUserId);
  if (!userId) throw notFound('User');
  const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { companyId: true } });
  if (!user) throw notFound('User');
  await liftHoldOf(ctx, user.companyId, userId);
  return ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
}

/** Lifts a company's hold; the change and its outbox event in one transaction. */
export async function liftHoldOf(ctx: Context, companyId: string, viaUserId: string | null = null) {
  const at = nowOf(ctx);
  const done = await inTransaction(ctx.db, async (tx) => {
    const updated = await tx.company.updateMany({ where: { id: companyId }, data: { holdLiftedAt: at } });
    if (updated.count > 0) await emit(tx, events.creditHoldLifted(companyId, at, viaUserId));
    return updated.count;
  });
  if (done === 0) throw notFound('Company');
}

/** Inside the checkout transaction, after the company's row lock: hold first, then the company's limit. */
export async function assertCredit(ctx: Context, sql: Sql, company: Company, amount: number) {
  const credit = await creditOfOne(ctx, sql, company);
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
