"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.creditOf = creditOf;
exports.creditOfOne = creditOfOne;
/**
 * A customer company's credit figures (issue #28: one limit for all the company's open invoices) (limit, open, available, terms, hold) in one query for many customers: read by the
 * per-request loaders, checkout and the credit answers. It imports no service, no access rule and no request context,
 * so the loaders can use it without an import circle (issue #27).
 */
const common_1 = require("@gluegun/common");
const clock_1 = require("../../lib/clock");
/** Credit figures of several companies in one query, by company id. */
async function creditOf(ctx, sql, companies) {
    // Late means the due day is over (overdueCutoff): an invoice due today, or due on receipt today, holds nothing.
    const now = (0, common_1.overdueCutoff)((0, clock_1.nowOf)(ctx));
    const ids = companies.map((c) => c.id);
    const rows = ids.length === 0 ? [] : await sql.rows(`
    SELECT c."id" AS "companyId",
      sum(po."totalCents" - po."creditedCents" - po."paidCents")::float8 AS open,
      (count(*) FILTER (WHERE po."dueAt" < $1::timestamp))::int AS "overdueCount",
      (sum(po."totalCents" - po."creditedCents" - po."paidCents") FILTER (WHERE po."dueAt" < $1::timestamp))::float8 AS overdue,
      (count(*) FILTER (WHERE po."dueAt" < $1::timestamp AND (c."holdLiftedAt" IS NULL OR po."dueAt" > c."holdLiftedAt")))::int AS holding
    FROM "Company" c JOIN "PurchaseOrder" po ON po."companyId" = c."id" AND po."paymentStatus" = 'AWAITING_PAYMENT'
    WHERE c."id" = ANY($2::uuid[])
    GROUP BY c."id"`, [now, ids]);
    const byCompany = new Map(rows.map((r) => [r.companyId, r]));
    return new Map(companies.map((u) => {
        const r = byCompany.get(u.id);
        const limitCents = u.creditLimitCents ?? ctx.config.creditLimitCents;
        const openCents = r?.open ?? 0;
        const heldCreditCents = u.creditBalanceCents ?? 0;
        return [u.id, {
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
            }];
    }));
}
async function creditOfOne(ctx, sql, company) {
    return (await creditOf(ctx, sql, [company])).get(company.id);
}
//# sourceMappingURL=credit-figures.js.map