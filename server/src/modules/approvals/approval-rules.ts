/**
 * Spending limits and approval rules (docs/decisions/037): the company admins' edits, and the preview of what a
 * checkout would need; the check itself runs inside checkout (purchase-orders/approval-check.ts).
 */
import {
  APPROVER_ROLES,
  MAX_APPROVAL_RULES,
  MAX_ORDER_TOTAL_CENTS,
  approvalSummary,
  reasonText,
  requiredApproverRoles,
  type CompanyRoleName,
} from '@gluegun/common';
import type { Context } from '../../context';
import { badInput, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { lockCompany } from '../../db/locks';
import { normalizeId } from '../../lib/validate';
import { poolSql } from '../../db/sql';
import { approvalReasons } from '../purchase-orders/approval-check';
import type { LimitPeriod } from '../../generated/prisma/client';

const cents = (raw: unknown, field: string): number | null => {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > MAX_ORDER_TOTAL_CENTS) {
    throw badInput(
      `${field === 'orderLimitCents' ? 'Per-order limit' : field === 'periodLimitCents' ? 'Period limit' : 'Threshold'} must be whole cents from 0 to ${MAX_ORDER_TOTAL_CENTS}`,
      field,
    );
  }
  return raw;
};

export interface SpendingLimitsInput {
  orderLimitCents?: unknown;
  periodLimitCents?: unknown;
  limitPeriod?: unknown;
}

/**
 * The one rule for spending limits, a member's and an invitation's alike: whole cents from 0 to the largest order,
 * null for none, and a period for a period limit (a period without one is dropped).
 */
export function spendingLimitsOf(input: SpendingLimitsInput): {
  orderLimitCents: number | null;
  periodLimitCents: number | null;
  limitPeriod: LimitPeriod | null;
} {
  const orderLimitCents = cents(input.orderLimitCents, 'orderLimitCents');
  const periodLimitCents = cents(input.periodLimitCents, 'periodLimitCents');
  const period = input.limitPeriod ?? null;
  if (period !== null && period !== 'WEEK' && period !== 'MONTH')
    throw badInput('Period must be WEEK or MONTH', 'limitPeriod');
  if (periodLimitCents !== null && period === null)
    throw badInput('Choose whether the period limit is per week or per month', 'limitPeriod');
  return { orderLimitCents, periodLimitCents, limitPeriod: periodLimitCents === null ? null : period };
}

/** A company admin sets a member's spending limits (null = none). */
export async function setSpendingLimits(ctx: Context, rawUserId: string, input: SpendingLimitsInput) {
  const caller = allowUser(ctx, 'setSpendingLimits');
  const id = normalizeId(rawUserId);
  const member = id ? await ctx.db.user.findUnique({ where: { id } }) : null;
  if (!member) throw notFound('Member');
  if (member.companyId !== caller.companyId && !isAdmin(ctx))
    throw forbidden('This person is not a member of your company');
  return ctx.db.user.update({ where: { id: member.id }, data: spendingLimitsOf(input) });
}

/** A company admin replaces the company's approval rules ("orders over $X need approval by role"). */
export async function setApprovalRules(ctx: Context, raw: unknown) {
  const caller = allowUser(ctx, 'setApprovalRules');
  if (!Array.isArray(raw)) throw badInput('rules must be a list', 'rules');
  if (raw.length > MAX_APPROVAL_RULES) throw badInput(`At most ${MAX_APPROVAL_RULES} rules`, 'rules');
  const rules = raw.map((r: { thresholdCents?: unknown; approverRole?: unknown }) => {
    const thresholdCents = cents(r?.thresholdCents, 'thresholdCents');
    if (thresholdCents === null) throw badInput('Each rule needs an amount', 'thresholdCents');
    if (!(APPROVER_ROLES as readonly unknown[]).includes(r?.approverRole))
      throw badInput("A rule's approver is a buyer or a company admin", 'approverRole');
    return { thresholdCents, approverRole: r.approverRole as CompanyRoleName };
  });
  return inTransaction(ctx.db, async (tx) => {
    await lockCompany(tx, caller.companyId, 'FOR UPDATE');
    await tx.approvalRule.deleteMany({ where: { companyId: caller.companyId } });
    await tx.approvalRule.createMany({ data: rules.map((r) => ({ ...r, companyId: caller.companyId })) });
    return tx.approvalRule.findMany({
      where: { companyId: caller.companyId },
      orderBy: { thresholdCents: 'asc' },
    });
  });
}

export async function approvalRulesOf(ctx: Context, companyId: string) {
  return ctx.db.approvalRule.findMany({ where: { companyId }, orderBy: { thresholdCents: 'asc' } });
}

/** What checking out these open items would do now: straight through, or wait for whom and why (read-only). */
export async function approvalPreview(ctx: Context, rawIds: unknown) {
  const user = allowUser(ctx, 'approvalPreview');
  const ids = Array.isArray(rawIds) ? rawIds.map(normalizeId).filter((id): id is string => id !== null) : [];
  if (ids.length === 0) throw badInput('Choose at least one item to check out', 'itemIds');
  const [owner, items] = await Promise.all([
    ctx.db.user.findUniqueOrThrow({ where: { id: user.id } }),
    ctx.db.orderItem.findMany({ where: { id: { in: ids.slice(0, 500) } } }),
  ]);
  if (items.some((i) => i.userId !== user.id)) throw forbidden('You can only check out your own items');
  const total = items
    .filter((i) => i.status === 'PENDING' && !i.purchaseOrderId)
    .reduce((sum, i) => sum + i.quantity * i.unitPriceCents, 0);
  const reasons = await approvalReasons(ctx, poolSql(ctx.db), { owner, total });
  const required = requiredApproverRoles(reasons);
  return {
    totalCents: total,
    needsApproval: reasons.length > 0,
    requiredRoles: required,
    summary:
      reasons.length > 0 ? approvalSummary(required) : 'No approval needed: the order is placed at once',
    reasons: reasons.map((r) => reasonText(r, owner.limitPeriod)),
  };
}
