/**
 * A customer company's credit figures (issue #28: one limit for all the company's open invoices) (limit, open, available, terms, hold) in one query for many customers: read by the
 * per-request loaders, checkout and the credit answers. It imports no service, no access rule and no request context,
 * so the loaders can use it without an import circle (issue #27).
 */
import { overdueCutoff } from '@gluegun/common';
import { nowOf } from '../../lib/clock';
import type { Config } from '../../config';
import type { Company, Prisma } from '../../generated/prisma/client';

/** What credit figures need from the app: the shop's defaults and the clock. */
type CreditDeps = { config: Pick<Config, 'creditLimitCents' | 'paymentTermsDays'>; clock?: () => Date };
/** The client or a transaction: anything that can run the query. */
type QueryDb = Pick<Prisma.TransactionClient, '$queryRaw'>;

export interface CreditView {
  limitCents: number;
  /** Unpaid value of open (not void) invoices: invoiced - credited - paid. */
  openCents: number;
  /** Customer credit the shop holds for the company (docs/decisions/038): it lowers what counts against the limit. */
  heldCreditCents: number;
  availableCents: number;
  termsDays: number;
  /** True while an invoice is overdue (and an admin has not lifted the hold since it fell due). */
  onHold: boolean;
  overdueCount: number;
  overdueCents: number;
  holdLiftedAt: Date | null;
  /** True when an admin set this company's limit or terms (false: the shop's defaults). */
  custom: boolean;
}

export type CreditCompany = Pick<Company, 'id' | 'creditLimitCents' | 'paymentTermsDays' | 'holdLiftedAt'> & { creditBalanceCents?: number };

/** Credit figures of several companies in one query, by company id. */
export async function creditOf(ctx: CreditDeps, db: QueryDb, companies: CreditCompany[]): Promise<Map<string, CreditView>> {
  // Late means the due day is over (overdueCutoff): an invoice due today, or due on receipt today, holds nothing.
  const now = overdueCutoff(nowOf(ctx));
  const ids = companies.map((c) => c.id);
  const rows = ids.length === 0 ? [] : await db.$queryRaw<Array<{ companyId: string; open: bigint | null; overdueCount: bigint; overdue: bigint | null; holding: bigint }>>`
    SELECT c."id" AS "companyId",
      sum(po."totalCents" - po."creditedCents" - po."paidCents") AS open,
      count(*) FILTER (WHERE po."dueAt" < ${now}) AS "overdueCount",
      sum(po."totalCents" - po."creditedCents" - po."paidCents") FILTER (WHERE po."dueAt" < ${now}) AS overdue,
      count(*) FILTER (WHERE po."dueAt" < ${now} AND (c."holdLiftedAt" IS NULL OR po."dueAt" > c."holdLiftedAt")) AS holding
    FROM "Company" c JOIN "PurchaseOrder" po ON po."companyId" = c."id" AND po."paymentStatus" = 'AWAITING_PAYMENT'
    WHERE c."id" = ANY(${ids}::uuid[])
    GROUP BY c."id"`;
  const byCompany = new Map(rows.map((r) => [r.companyId, r]));
  return new Map(companies.map((u) => {
    const r = byCompany.get(u.id);
    const limitCents = u.creditLimitCents ?? ctx.config.creditLimitCents;
    const openCents = Number(r?.open ?? 0n);
    const heldCreditCents = u.creditBalanceCents ?? 0;
    return [u.id, {
      limitCents,
      openCents,
      heldCreditCents,
      // Net exposure: open invoices less the credit held for them, never below nothing (held credit never raises the limit).
      availableCents: Math.max(0, limitCents - Math.max(0, openCents - heldCreditCents)),
      termsDays: u.paymentTermsDays ?? ctx.config.paymentTermsDays,
      onHold: Number(r?.holding ?? 0n) > 0,
      overdueCount: Number(r?.overdueCount ?? 0n),
      overdueCents: Number(r?.overdue ?? 0n),
      holdLiftedAt: u.holdLiftedAt,
      custom: u.creditLimitCents !== null || u.paymentTermsDays !== null,
    }];
  }));
}

export async function creditOfOne(ctx: CreditDeps, db: QueryDb, company: CreditCompany): Promise<CreditView> {
  return (await creditOf(ctx, db, [company])).get(company.id)!;
}
