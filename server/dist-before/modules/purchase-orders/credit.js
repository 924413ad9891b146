"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.myCredit = myCredit;
exports.creditOfUser = creditOfUser;
exports.setCreditTerms = setCreditTerms;
exports.liftCreditHold = liftCreditHold;
exports.liftHoldOf = liftHoldOf;
exports.assertCredit = assertCredit;
/**
 * Credit: the buyer's own figures, an admin's limit and terms, lifting a hold, and the check a checkout makes inside
 * its transaction (hold first, then the limit). The figures themselves: credit-figures.ts.
 */
const common_1 = require("@gluegun/common");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const validate_1 = require("../../lib/validate");
const credit_figures_1 = require("./credit-figures");
const sql_1 = require("../../db/sql");
const outbox_1 = require("../events/outbox");
const events = __importStar(require("../events/event-types"));
const retry_1 = require("../../db/retry");
/** The signed-in customer's credit: their company's limit, open invoices, terms and hold (issue #28). */
async function myCredit(ctx) {
    const user = (0, access_1.allowUser)(ctx, 'myCredit');
    return creditOfUser(ctx, user.id);
}
/** The credit figures of a user's company (REST answers after an admin change). */
async function creditOfUser(ctx, userId) {
    const row = await ctx.db.user.findUnique({ where: { id: userId }, select: { company: true } });
    if (!row)
        throw (0, errors_1.notFound)('User');
    return (0, credit_figures_1.creditOfOne)(ctx, (0, sql_1.poolSql)(ctx.db), row.company);
}
/** An admin sets a customer's credit limit and payment terms (null = the shop's default): their company's. */
async function setCreditTerms(ctx, rawUserId, input) {
    (0, access_1.allowUser)(ctx, 'setCreditTerms');
    const userId = (0, validate_1.normalizeId)(rawUserId);
    if (!userId)
        throw (0, errors_1.notFound)('User');
    const terms = await (0, validate_1.validate)(common_1.creditTermsSchema, input ?? {});
    const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { companyId: true } });
    if (!user)
        throw (0, errors_1.notFound)('User');
    await ctx.db.company.update({ where: { id: user.companyId }, data: { creditLimitCents: terms.creditLimitCents, paymentTermsDays: terms.paymentTermsDays } });
    return ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
}
/** An admin lifts a customer's credit hold (their company's): invoices overdue now no longer hold it (later ones will). */
async function liftCreditHold(ctx, rawUserId) {
    (0, access_1.allowUser)(ctx, 'liftCreditHold');
    const userId = (0, validate_1.normalizeId)(rawUserId);
    if (!userId)
        throw (0, errors_1.notFound)('User');
    const user = await ctx.db.user.findUnique({ where: { id: userId }, select: { companyId: true } });
    if (!user)
        throw (0, errors_1.notFound)('User');
    await liftHoldOf(ctx, user.companyId, userId);
    return ctx.db.user.findUniqueOrThrow({ where: { id: userId } });
}
/** Lifts a company's hold; the change and its outbox event in one transaction (issue #30). */
async function liftHoldOf(ctx, companyId, viaUserId = null) {
    const at = (0, context_1.nowOf)(ctx);
    const done = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const updated = await tx.company.updateMany({ where: { id: companyId }, data: { holdLiftedAt: at } });
        if (updated.count > 0)
            await (0, outbox_1.emit)(tx, events.creditHoldLifted(companyId, at, viaUserId));
        return updated.count;
    });
    if (done === 0)
        throw (0, errors_1.notFound)('Company');
}
/** Inside the checkout transaction, after the company's row lock: hold first, then the company's limit. */
async function assertCredit(ctx, sql, company, amount) {
    const credit = await (0, credit_figures_1.creditOfOne)(ctx, sql, company);
    if (credit.onHold) {
        throw new errors_1.AppError('CONFLICT', `Your account is on hold: ${credit.overdueCount} invoice${credit.overdueCount === 1 ? ' is' : 's are'} overdue (${(0, common_1.formatCents)(credit.overdueCents)}). Pay ${credit.overdueCount === 1 ? 'it' : 'them'}, or ask the shop to lift the hold, then check out again.`, { reason: 'CREDIT_HOLD', overdueCents: credit.overdueCents });
    }
    if (credit.openCents + amount > credit.limitCents) {
        throw new errors_1.AppError('CONFLICT', `This order of ${(0, common_1.formatCents)(amount)} would go over your credit limit of ${(0, common_1.formatCents)(credit.limitCents)}: ${(0, common_1.formatCents)(credit.availableCents)} is available. Pay open invoices, check out fewer items, or ask the shop to raise your limit.`, { reason: 'CREDIT_LIMIT', availableCents: credit.availableCents });
    }
}
//# sourceMappingURL=credit.js.map