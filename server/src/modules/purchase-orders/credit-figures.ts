/**
 * A customer's credit figures (limit, open, available, terms, hold) in one query for many customers: read by the
 * per-request loaders, checkout and the credit answers. It imports no service, no access rule and no request context,
 * so the loaders can use it without an import circle (issue #27).
 */
import { overdueCutoff } from '@gluegun/common';
import { nowOf } from '../../lib/clock';
import type { Config } from '../../config';
import type { Prisma, User } from '../../generated/prisma/client';

/** What credit figures need from the app: the shop's defaults and the clock. */
type CreditDeps = { config: Pick<Config, 'creditLimitCents' | 'paymentTermsDays'>; clock?: () => Date };
/** The client or a transaction: anything that can run the query. */
type QueryDb = Pick<Prisma.TransactionClient, '$queryRaw'>;

export interface CreditView {
  limitCents: number;
  /** Unpaid value of open (not void) invoices. */
  openCents: number;
  availableCents: number;
  termsDays: number;
  /** True while an invoice is overdue (and an admin has not lifted the hold since it fell due). */
  onHold: boolean;
  overdueCount: number;
  overdueCents: number;
  holdLiftedAt: Date | null;
  /** True when an admin set this customer's limit or terms (false: the shop's defaults). */
  custom: boolean;
}

export type CreditUser = Pick<User, 'id' | 'creditLimitCents' | 'paymentTermsDays' | 'holdLiftedAt'>;

/** Credit figures of several customers in one query. */
export async function creditOf(ctx: CreditDeps, db: QueryDb, users: CreditUser[]): Promise<Map<string, CreditView>> {
  // Late means the due day is over (overdueCutoff): an invoice due today, or due on receipt today, holds nothing.
  const now = overdueCutoff(nowOf(ctx));
  const ids = users.map((u) => u.id);
  const rows = ids.length === 0 ? [] : await db.$queryRaw<Array<{ userId: string; open: bigint | null; overdueCount: bigint; overdue: bigint | null; holding: bigint }>>`
    SELECT u."id" AS "userId",
      sum(po."totalCents" - po."paidCents") AS open,
      count(*) FILTER (WHERE po."dueAt" < ${now}) AS "overdueCount",
      sum(po."totalCents" - po."paidCents") FILTER (WHERE po."dueAt" < ${now}) AS overdue,
      count(*) FILTER (WHERE po."dueAt" < ${now} AND (u."holdLiftedAt" IS NULL OR po."dueAt" > u."holdLiftedAt")) AS holding
    FROM "User" u JOIN "PurchaseOrder" po ON po."userId" = u."id" AND po."paymentStatus" = 'AWAITING_PAYMENT'
    WHERE u."id" = ANY(${ids}::uuid[])
    GROUP BY u."id"`;
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return new Map(users.map((u) => {
    const r = byUser.get(u.id);
    const limitCents = u.creditLimitCents ?? ctx.config.creditLimitCents;
    const openCents = Number(r?.open ?? 0n);
    return [u.id, {
      limitCents,
      openCents,
      availableCents: Math.max(0, limitCents - openCents),
      termsDays: u.paymentTermsDays ?? ctx.config.paymentTermsDays,
      onHold: Number(r?.holding ?? 0n) > 0,
      overdueCount: Number(r?.overdueCount ?? 0n),
      overdueCents: Number(r?.overdue ?? 0n),
      holdLiftedAt: u.holdLiftedAt,
      custom: u.creditLimitCents !== null || u.paymentTermsDays !== null,
    }];
  }));
}

/** The credit figures of one user row (REST answers after an admin change). */
export const myCreditOf = (ctx: CreditDeps & { db: QueryDb }, user: CreditUser) => creditOfOne(ctx, ctx.db, user);

export async function creditOfOne(ctx: CreditDeps, db: QueryDb, user: CreditUser): Promise<CreditView> {
  return (await creditOf(ctx, db, [user])).get(user.id)!;
}
