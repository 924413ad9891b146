/**
 * The approval check applied to a checkout (docs/decisions/037): the reasons an order needs approval, read inside
 * the checkout's transaction after the buyer's and the company's row locks (so a buyer's parallel orders see each
 * other in the period's sum). The company admins' edits of limits and rules live in the approvals module.
 */
import {
  approvalSummary,
  approvalsNeeded,
  periodStart,
  reasonText,
  requiredApproverRoles,
  type ApprovalReason,
  type CompanyRoleName,
  type LimitPeriodName,
} from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { AppError } from '../../errors';
import type { Sql } from '../../db/sql';
import type { Locked } from './po-common';

/** What this buyer's orders placed since the start of the period add up to, net and freight before tax (void invoices do not count). */
async function spentInPeriod(
  sql: Sql,
  userId: string,
  companyId: string,
  period: LimitPeriodName | null,
  now: Date,
): Promise<number> {
  if (!period) return 0;
  const [{ spent }] = await sql.rows<{ spent: number }>(
    `
    SELECT coalesce(sum("subtotalCents" + "freightCents"), 0)::float8 AS spent FROM "PurchaseOrder"
    WHERE "userId" = $1::uuid AND "companyId" = $2::uuid AND "paymentStatus" <> 'VOID' AND "createdAt" >= $3::timestamp`,
    [userId, companyId, periodStart(period, now)],
  );
  return spent;
}

/** Why this order needs approval (empty: it goes straight through). */
export async function approvalReasons(
  ctx: Context,
  sql: Sql,
  locked: Pick<Locked, 'owner' | 'total'> & { freight?: Locked['freight'] },
): Promise<ApprovalReason[]> {
  const { owner } = locked;
  // Spending counts the freight too (docs/decisions/076): what the company pays before tax.
  const total = locked.total + (locked.freight?.freightCents ?? 0);
  if (owner.companyRole === 'COMPANY_ADMIN') return [];
  const rules = await sql.rows<{ id: string; thresholdCents: number; approverRole: CompanyRoleName }>(
    'SELECT "id", "thresholdCents", "approverRole" FROM "ApprovalRule" WHERE "companyId" = $1::uuid ORDER BY "thresholdCents", "id"',
    [owner.companyId],
  );
  return approvalsNeeded({
    role: owner.companyRole,
    orderLimitCents: owner.orderLimitCents,
    periodLimitCents: owner.periodLimitCents,
    spentInPeriodCents: await spentInPeriod(sql, owner.id, owner.companyId, owner.limitPeriod, nowOf(ctx)),
    rules: rules.map((r) => ({ id: r.id, thresholdCents: r.thresholdCents, approverRole: r.approverRole })),
    totalCents: total,
  });
}

/** Checkout's guard: an order that needs approval goes through submitOrder, never around it. */
export async function refuseIfApprovalNeeded(ctx: Context, sql: Sql, locked: Locked) {
  const reasons = await approvalReasons(ctx, sql, locked);
  if (reasons.length === 0) return;
  const why = reasons.map((r) => reasonText(r, locked.owner.limitPeriod)).join('; ');
  throw new AppError(
    'CONFLICT',
    `${approvalSummary(requiredApproverRoles(reasons))} (${why}): submit it for approval instead.`,
    {
      reason: 'APPROVAL_REQUIRED',
      requiredRoles: requiredApproverRoles(reasons),
    },
  );
}
