/**
 * Spending limits and approval rules (docs/decisions/037): which approvals an order needs, and whether
 * the approvals given so far complete it. Pure functions: the server decides with them inside the checkout's
 * transaction, the client says before submitting what will happen, and a property test compares them with a
 * plain model.
 */
import type { CompanyRoleName } from './companies';
import { formatCents } from './rules';

export type LimitPeriodName = 'WEEK' | 'MONTH';
export type ApprovalReasonKind = 'REQUESTER' | 'ORDER_LIMIT' | 'PERIOD_LIMIT' | 'RULE';

export interface ApprovalRuleInput {
  id: string;
  thresholdCents: number;
  approverRole: CompanyRoleName;
}
export interface ApprovalReason {
  kind: ApprovalReasonKind;
  approverRole: CompanyRoleName;
  ruleId?: string;
  limitCents?: number;
}

export interface ApprovalQuestion {
  role: CompanyRoleName;
  orderLimitCents: number | null;
  periodLimitCents: number | null;
  /** What this buyer's orders placed in the current period add up to (not counting this one). */
  spentInPeriodCents: number;
  rules: readonly ApprovalRuleInput[];
  totalCents: number;
}

/** Approver roles, lowest first: an approval counts for its own role or any role below it. */
export const APPROVER_ROLES: readonly CompanyRoleName[] = ['BUYER', 'COMPANY_ADMIN'];
const rank = (role: CompanyRoleName) => APPROVER_ROLES.indexOf(role);

/**
 * Why an order needs approval (empty: it goes straight through). Company admins run the account: limits and rules
 * do not hold them. Requesters always need a company admin. A buyer needs a company admin over their per-order or
 * period limit, and each rule's approver role over its threshold ("over" = strictly more).
 */
export function approvalsNeeded(q: ApprovalQuestion): ApprovalReason[] {
  if (q.role === 'COMPANY_ADMIN') return [];
  const reasons: ApprovalReason[] = [];
  if (q.role === 'REQUESTER') reasons.push({ kind: 'REQUESTER', approverRole: 'COMPANY_ADMIN' });
  if (q.orderLimitCents !== null && q.totalCents > q.orderLimitCents)
    reasons.push({ kind: 'ORDER_LIMIT', approverRole: 'COMPANY_ADMIN', limitCents: q.orderLimitCents });
  if (q.periodLimitCents !== null && q.spentInPeriodCents + q.totalCents > q.periodLimitCents) {
    reasons.push({ kind: 'PERIOD_LIMIT', approverRole: 'COMPANY_ADMIN', limitCents: q.periodLimitCents });
  }
  for (const rule of [...q.rules].sort((a, b) => a.thresholdCents - b.thresholdCents)) {
    if (q.totalCents > rule.thresholdCents)
      reasons.push({
        kind: 'RULE',
        approverRole: rule.approverRole,
        ruleId: rule.id,
        limitCents: rule.thresholdCents,
      });
  }
  return reasons;
}

/** The approvals needed: one per distinct approver role named by the reasons, lowest first. */
export function requiredApproverRoles(reasons: readonly ApprovalReason[]): CompanyRoleName[] {
  const roles = new Set(reasons.map((r) => r.approverRole));
  return APPROVER_ROLES.filter((r) => roles.has(r));
}

/**
 * Which required role an approval by `approverRole` fills, given those already filled: its own role if still open,
 * else the highest open role below it; null when it fills none (nothing left it may approve).
 */
export function slotFor(
  required: readonly CompanyRoleName[],
  filled: readonly CompanyRoleName[],
  approverRole: CompanyRoleName,
): CompanyRoleName | null {
  const open = required.filter((r) => !filled.includes(r));
  if (open.includes(approverRole)) return approverRole;
  const below = open
    .filter((r) => rank(r) >= 0 && rank(r) < rank(approverRole))
    .sort((a, b) => rank(b) - rank(a));
  return below[0] ?? null;
}

export const isApprovalComplete = (
  required: readonly CompanyRoleName[],
  filled: readonly CompanyRoleName[],
) => required.every((r) => filled.includes(r));

/** The first day of the period `now` is in (UTC calendar; weeks start on Monday). */
export function periodStart(period: LimitPeriodName, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (period === 'MONTH') return new Date(Date.UTC(y, m, 1));
  const weekday = (now.getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return new Date(Date.UTC(y, m, now.getUTCDate() - weekday));
}

const ROLE_WORDS: Record<CompanyRoleName, string> = {
  COMPANY_ADMIN: 'a company admin',
  BUYER: 'a buyer',
  REQUESTER: 'a requester',
  ACCOUNTS_PAYABLE: 'accounts payable',
};

/** One reason in words, for the buyer before submitting and for approvers. */
export function reasonText(r: ApprovalReason, period: LimitPeriodName | null = null): string {
  switch (r.kind) {
    case 'REQUESTER':
      return 'Every order you place needs approval by a company admin';
    case 'ORDER_LIMIT':
      return `Over the ${formatCents(r.limitCents ?? 0)} per-order limit: needs ${ROLE_WORDS[r.approverRole]}`;
    case 'PERIOD_LIMIT':
      return `Over the ${formatCents(r.limitCents ?? 0)} ${period === 'WEEK' ? 'weekly' : 'monthly'} limit: needs ${ROLE_WORDS[r.approverRole]}`;
    default:
      return `Orders over ${formatCents(r.limitCents ?? 0)} need ${ROLE_WORDS[r.approverRole]}`;
  }
}

/** "Needs approval by a buyer and a company admin". */
export function approvalSummary(required: readonly CompanyRoleName[]): string {
  const words = required.map((r) => ROLE_WORDS[r]);
  return `Needs approval by ${words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]}`;
}

export const approvalNumberText = (n: number): string => `AR-${String(n).padStart(6, '0')}`;
export const MAX_REJECTION_REASON_LENGTH = 500;
export const MAX_APPROVAL_RULES = 10;
