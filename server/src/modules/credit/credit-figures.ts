/**
 * A customer company's credit figures (limit, open, available, terms, hold; one limit for all the company's open invoices) in one query for many customers: read by the
 * per-request loaders, checkout and the credit answers. It imports no service, no access rule and no request context,
 * so the loaders can use it without an import circle.
 */
import { balanceSql, overdueCutoff } from '@gluegun/common';
import { nowOf } from '../../lib/clock';
import type { Config } from '../../config';
import type { Company } from '../../generated/prisma/client';
import type { Sql } from '../../db/sql';

/** What credit figures need from the app: the shop's defaults and the clock. */
type CreditDeps = { config: Pick<Config, 'creditLimitCents' | 'paymentTermsDays'>; clock?: () => Date };

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

export type CreditCompany = Pick<Company, 'id' | 'creditLimitCents' | 'paymentTermsDays' | 'holdLiftedAt'> & {
  creditBalanceCents?: number;
};

/** Credit figures of several companies in one query, by company id. */
export async function creditOf(
  ctx: CreditDeps,
  sql: Sql,
  companies: CreditCompany[],
): Promise<Map<string, CreditView>> {
  // Late means the due day is over (overdueCutoff): an invoice due today, or due on receipt today, holds nothing.
  const now = overdueCutoff(nowOf(ctx));
  const ids = companies.map((c) => c.id);
  const rows =
    ids.length === 0
      ? []
      : await sql.rows<{
          companyId: string;
          open: number | null;
          overdueCount: number;
          overdue: number | null;
          holding: number;
        }>(
          `
    SELECT c."id" AS "companyId",
      sum(${balanceSql('po')})::float8 AS open,
      (count(*) FILTER (WHERE po."dueAt" < $1::timestamp))::int AS "overdueCount",
      (sum(${balanceSql('po')}) FILTER (WHERE po."dueAt" < $1::timestamp))::float8 AS overdue,
      (count(*) FILTER (WHERE po."dueAt" < $1::timestamp AND (c."holdLiftedAt" IS NULL OR po."dueAt" > c."holdLiftedAt")))::int AS holding
    FROM "Company" c JOIN "PurchaseOrder" po ON po."companyId" = c."id" AND po."paymentStatus" = 'AWAITING_PAYMENT'
    WHERE c."id" = ANY($2::uuid[])
    GROUP BY c."id"`,
          [now, ids],
        );
  const byCompany = new Map(rows.map((r) => [r.companyId, r]));
  return new Map(
    companies.map((u) => {
      const r = byCompany.get(u.id);
      const limitCents = u.creditLimitCents ?? ctx.config.creditLimitCents;
      const openCents = r?.open ?? 0;
      const heldCreditCents = u.creditBalanceCents ?? 0;
      return [
        u.id,
        {
          limitCents,
          openCents,
          heldCreditCents,
          // Net exposure: open invoices less the credit held for them, never below nothing (held credit never raises the limit).
          availableCents: Math.max(0, limitCents - Math.max(0, openCents - heldCreditCents)),
          termsDays: u.paymentTermsDays ?? ctx.config.paymentTermsDays,
          onHold: (r?.holding ?? 0) > 0,
          overdueCount: r?.overdueCount ?? 0,
          overdueCents: r?.overdue ?? 0,
          holdLiftedAt: u.holdLiftedAt,
          custom: u.creditLimitCents !== null || u.paymentTermsDays !== null,
        },
      ];
    }),
  );
}

export async function creditOfOne(ctx: CreditDeps, sql: Sql, company: CreditCompany): Promise<CreditView> {
  return (await creditOf(ctx, sql, [company])).get(company.id)!;
}
