"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.myStatement = myStatement;
exports.companyStatement = companyStatement;
exports.agingReport = agingReport;
/**
 * Statements of account and the aging report (issue #29 item 4, docs/decisions/040): the module's entry points.
 *
 * Who sees which statement follows the purchase-order visibility rule (po-common.ts visibleOrdersWhere):
 * - company admins and accounts payable: their company's statement (every order of the company);
 * - buyers and requesters: a statement of the orders they placed themselves (they cannot see colleagues' invoices,
 *   so their statement cannot show them either);
 * - shop admins: any company's (companyStatement), and the aging report of all of them.
 * A customer never names a company: `myStatement` takes only the date range, so no id can reach another company.
 */
const common_1 = require("@gluegun/common");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const validate_1 = require("../../lib/validate");
const po_common_1 = require("../purchase-orders/po-common");
const ledger_1 = require("./ledger");
const statement_1 = require("./statement");
const aging_1 = require("./aging");
/** `account`: the company whose held credit and refunds belong on the statement (a company-wide one); null = orders only. */
async function build(ctx, where, range, account) {
    const invoices = await (0, ledger_1.ledgerInvoices)(ctx.db, where);
    const entries = await (0, ledger_1.ledgerEntries)(ctx.db, invoices, account);
    return (0, statement_1.statementOf)(entries, invoices, range, (0, context_1.nowOf)(ctx));
}
/** The caller's statement: their company's, or (buyers, requesters) their own orders'. */
async function myStatement(ctx, raw) {
    const user = (0, access_1.allowUser)(ctx, 'myStatement');
    const range = (0, statement_1.statementRange)(raw);
    const company = await ctx.db.company.findUnique({ where: { id: user.companyId }, select: { id: true, name: true } });
    const whole = common_1.COMPANY_WIDE_ROLES.includes(user.companyRole);
    const figures = await build(ctx, (0, po_common_1.visibleOrdersWhere)(user), range, whole ? user.companyId : null);
    return { ...figures, companyId: user.companyId, companyName: company?.name ?? '', scope: whole ? 'COMPANY' : 'OWN_ORDERS', buyerEmail: whole ? null : user.email };
}
/** Shop admins: any company's statement. */
async function companyStatement(ctx, rawId, raw) {
    (0, access_1.allowUser)(ctx, 'companyStatement');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Company');
    const range = (0, statement_1.statementRange)(raw);
    const company = await ctx.db.company.findUnique({ where: { id }, select: { id: true, name: true } });
    if (!company)
        throw (0, errors_1.notFound)('Company');
    const figures = await build(ctx, { companyId: company.id }, range, company.id);
    return { ...figures, companyId: company.id, companyName: company.name, scope: 'COMPANY', buyerEmail: null };
}
/**
 * Shop admins: what every company owes now by age. Only invoices still awaiting payment can owe anything (a paid
 * invoice has no balance, a void one asks for nothing), so only they are read.
 */
async function agingReport(ctx) {
    (0, access_1.allowUser)(ctx, 'agingReport');
    const invoices = await (0, ledger_1.ledgerInvoices)(ctx.db, { paymentStatus: 'AWAITING_PAYMENT' });
    const entries = await (0, ledger_1.ledgerEntries)(ctx.db, invoices);
    const ids = [...new Set([...invoices.values()].map((i) => i.companyId).filter((c) => c !== null))];
    const companies = await ctx.db.company.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
    return (0, aging_1.agingOf)(entries, invoices, new Map(companies.map((c) => [c.id, c.name])), (0, context_1.nowOf)(ctx));
}
//# sourceMappingURL=statement.service.js.map