"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.approvalReasons = approvalReasons;
exports.refuseIfApprovalNeeded = refuseIfApprovalNeeded;
exports.setSpendingLimits = setSpendingLimits;
exports.setApprovalRules = setApprovalRules;
exports.approvalRulesOf = approvalRulesOf;
exports.approvalPreview = approvalPreview;
/**
 * Spending limits and approval rules applied to a checkout (issue #28, docs/decisions/037): the reasons an order
 * needs approval, read inside the checkout's transaction after the buyer's and the company's row locks (so a
 * buyer's parallel orders see each other in the period's sum), and the company admins' edits of limits and rules.
 */
const common_1 = require("@gluegun/common");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const sql_1 = require("../../db/sql");
/** What this buyer's orders placed since the start of the period add up to, net of tax (void invoices do not count). */
async function spentInPeriod(sql, userId, companyId, period, now) {
    if (!period)
        return 0;
    const [{ spent }] = await sql.rows(`
    SELECT coalesce(sum("subtotalCents"), 0)::float8 AS spent FROM "PurchaseOrder"
    WHERE "userId" = $1::uuid AND "companyId" = $2::uuid AND "paymentStatus" <> 'VOID' AND "createdAt" >= $3::timestamp`, [userId, companyId, (0, common_1.periodStart)(period, now)]);
    return spent;
}
/** Why this order needs approval (empty: it goes straight through). */
async function approvalReasons(ctx, sql, locked) {
    const { owner, total } = locked;
    if (owner.companyRole === 'COMPANY_ADMIN')
        return [];
    const rules = await sql.rows('SELECT "id", "thresholdCents", "approverRole" FROM "ApprovalRule" WHERE "companyId" = $1::uuid ORDER BY "thresholdCents", "id"', [owner.companyId]);
    return (0, common_1.approvalsNeeded)({
        role: owner.companyRole,
        orderLimitCents: owner.orderLimitCents,
        periodLimitCents: owner.periodLimitCents,
        spentInPeriodCents: await spentInPeriod(sql, owner.id, owner.companyId, owner.limitPeriod, (0, context_1.nowOf)(ctx)),
        rules: rules.map((r) => ({ id: r.id, thresholdCents: r.thresholdCents, approverRole: r.approverRole })),
        totalCents: total,
    });
}
/** Checkout's guard: an order that needs approval goes through submitOrder, never around it. */
async function refuseIfApprovalNeeded(ctx, sql, locked) {
    const reasons = await approvalReasons(ctx, sql, locked);
    if (reasons.length === 0)
        return;
    const why = reasons.map((r) => (0, common_1.reasonText)(r, locked.owner.limitPeriod)).join('; ');
    throw new errors_1.AppError('CONFLICT', `${(0, common_1.approvalSummary)((0, common_1.requiredApproverRoles)(reasons))} (${why}): submit it for approval instead.`, {
        reason: 'APPROVAL_REQUIRED', requiredRoles: (0, common_1.requiredApproverRoles)(reasons),
    });
}
const cents = (raw, field) => {
    if (raw === null || raw === undefined)
        return null;
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 0 || raw > common_1.MAX_ORDER_TOTAL_CENTS) {
        throw (0, errors_1.badInput)(`${field === 'orderLimitCents' ? 'Per-order limit' : field === 'periodLimitCents' ? 'Period limit' : 'Threshold'} must be whole cents from 0 to ${common_1.MAX_ORDER_TOTAL_CENTS}`, field);
    }
    return raw;
};
/** A company admin sets a member's spending limits (null = none). */
async function setSpendingLimits(ctx, rawUserId, input) {
    const caller = (0, access_1.allowUser)(ctx, 'setSpendingLimits');
    const id = (0, validate_1.normalizeId)(rawUserId);
    const member = id ? await ctx.db.user.findUnique({ where: { id } }) : null;
    if (!member)
        throw (0, errors_1.notFound)('Member');
    if (member.companyId !== caller.companyId && !(0, access_1.isAdmin)(ctx))
        throw (0, errors_1.forbidden)('This person is not a member of your company');
    const orderLimitCents = cents(input.orderLimitCents, 'orderLimitCents');
    const periodLimitCents = cents(input.periodLimitCents, 'periodLimitCents');
    const period = input.limitPeriod ?? null;
    if (period !== null && period !== 'WEEK' && period !== 'MONTH')
        throw (0, errors_1.badInput)('Period must be WEEK or MONTH', 'limitPeriod');
    if (periodLimitCents !== null && period === null)
        throw (0, errors_1.badInput)('Choose whether the period limit is per week or per month', 'limitPeriod');
    return ctx.db.user.update({ where: { id: member.id }, data: { orderLimitCents, periodLimitCents, limitPeriod: periodLimitCents === null ? null : period } });
}
/** A company admin replaces the company's approval rules ("orders over $X need approval by role"). */
async function setApprovalRules(ctx, raw) {
    const caller = (0, access_1.allowUser)(ctx, 'setApprovalRules');
    if (!Array.isArray(raw))
        throw (0, errors_1.badInput)('rules must be a list', 'rules');
    if (raw.length > common_1.MAX_APPROVAL_RULES)
        throw (0, errors_1.badInput)(`At most ${common_1.MAX_APPROVAL_RULES} rules`, 'rules');
    const rules = raw.map((r) => {
        const thresholdCents = cents(r?.thresholdCents, 'thresholdCents');
        if (thresholdCents === null)
            throw (0, errors_1.badInput)('Each rule needs an amount', 'thresholdCents');
        if (!common_1.APPROVER_ROLES.includes(r?.approverRole))
            throw (0, errors_1.badInput)('A rule\'s approver is a buyer or a company admin', 'approverRole');
        return { thresholdCents, approverRole: r.approverRole };
    });
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        await tx.$queryRaw `SELECT "id" FROM "Company" WHERE "id" = ${caller.companyId}::uuid FOR UPDATE`;
        await tx.approvalRule.deleteMany({ where: { companyId: caller.companyId } });
        await tx.approvalRule.createMany({ data: rules.map((r) => ({ ...r, companyId: caller.companyId })) });
        return tx.approvalRule.findMany({ where: { companyId: caller.companyId }, orderBy: { thresholdCents: 'asc' } });
    });
}
async function approvalRulesOf(ctx, companyId) {
    return ctx.db.approvalRule.findMany({ where: { companyId }, orderBy: { thresholdCents: 'asc' } });
}
/** What checking out these open items would do now: straight through, or wait for whom and why (read-only). */
async function approvalPreview(ctx, rawIds) {
    const user = (0, access_1.allowUser)(ctx, 'approvalPreview');
    const ids = Array.isArray(rawIds) ? rawIds.map(validate_1.normalizeId).filter((id) => id !== null) : [];
    if (ids.length === 0)
        throw (0, errors_1.badInput)('Choose at least one item to check out', 'itemIds');
    const [owner, items] = await Promise.all([
        ctx.db.user.findUniqueOrThrow({ where: { id: user.id } }),
        ctx.db.orderItem.findMany({ where: { id: { in: ids.slice(0, 500) } } }),
    ]);
    if (items.some((i) => i.userId !== user.id))
        throw (0, errors_1.forbidden)('You can only check out your own items');
    const total = items.filter((i) => i.status === 'PENDING' && !i.purchaseOrderId).reduce((sum, i) => sum + i.quantity * i.unitPriceCents, 0);
    const reasons = await approvalReasons(ctx, (0, sql_1.poolSql)(ctx.db), { owner, total });
    const required = (0, common_1.requiredApproverRoles)(reasons);
    return {
        totalCents: total, needsApproval: reasons.length > 0, requiredRoles: required,
        summary: reasons.length > 0 ? (0, common_1.approvalSummary)(required) : 'No approval needed: the order is placed at once',
        reasons: reasons.map((r) => (0, common_1.reasonText)(r, owner.limitPeriod)),
    };
}
//# sourceMappingURL=approval-rules.js.map