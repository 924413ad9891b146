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
exports.applyCustomerCredit = applyCustomerCredit;
exports.recordRefund = recordRefund;
exports.customerCredit = customerCredit;
/**
 * Held customer credit (docs/decisions/038): an admin applies it to an open invoice, refunds it (a payment out),
 * or reads a company's credit: balance, every move, every refund.
 */
const common_1 = require("@gluegun/common");
const yup = __importStar(require("yup"));
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const po_common_1 = require("../purchase-orders/po-common");
const ledger_1 = require("./ledger");
const amountSchema = yup.object({
    amountCents: yup.number().typeError('Amount must be a number').integer('Amount must be whole cents').min(1, 'Amount must be more than $0.00').max(1_000_000_000, 'Amount is too large').nullable().default(null),
});
/** Applies held credit of the order's company to its invoice: the amount given, or as much as both allow. */
async function applyCustomerCredit(ctx, rawId, rawAmount) {
    const admin = (0, access_1.allowUser)(ctx, 'applyCustomerCredit');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Purchase order');
    const { amountCents } = await (0, validate_1.validate)(amountSchema, { amountCents: rawAmount ?? null });
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const head = await tx.purchaseOrder.findUnique({ where: { id }, select: { companyId: true } });
        if (!head?.companyId)
            throw (0, errors_1.notFound)('Purchase order');
        const company = await (0, ledger_1.lockCompany)(tx, head.companyId);
        const po = await (0, po_common_1.lockOrder)(tx, id);
        if (po.paymentStatus === 'VOID')
            throw (0, errors_1.conflict)(`Invoice ${po.invoiceNumber} is void: nothing is owed`);
        const balance = (0, common_1.balanceOf)(po);
        if (po.paymentStatus === 'PAID' || balance === 0)
            throw (0, errors_1.conflict)(`Invoice ${po.invoiceNumber} is already paid in full`);
        if (company.creditBalanceCents === 0)
            throw (0, errors_1.conflict)(`${company.name} holds no customer credit`);
        if (amountCents !== null && amountCents > balance)
            throw (0, errors_1.badInput)(`The balance of ${po.invoiceNumber} is ${(0, common_1.formatCents)(balance)}: apply at most that`, 'amountCents');
        if (amountCents !== null && amountCents > company.creditBalanceCents)
            throw (0, errors_1.conflict)(`${company.name} holds ${(0, common_1.formatCents)(company.creditBalanceCents)} of credit: apply at most that`);
        await (0, ledger_1.applyCreditToOrder)(tx, admin, po, amountCents ?? Math.min(balance, company.creditBalanceCents), 'by hand');
        return tx.purchaseOrder.findUniqueOrThrow({ where: { id } });
    });
}
/** Pays held credit back to the company (a refund recorded like a payment out). */
async function recordRefund(ctx, rawCompanyId, input) {
    const admin = (0, access_1.allowUser)(ctx, 'recordRefund');
    const companyId = (0, validate_1.normalizeId)(rawCompanyId);
    if (!companyId)
        throw (0, errors_1.notFound)('Company');
    const refund = await (0, validate_1.validate)(common_1.refundInputSchema, input ?? {});
    if (refund.paidOn > (0, common_1.isoDay)((0, context_1.nowOf)(ctx)))
        throw (0, errors_1.badInput)('Date paid cannot be in the future', 'paidOn');
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        await (0, ledger_1.lockCompany)(tx, companyId);
        const row = await (0, ledger_1.refundOut)(tx, admin, companyId, refund);
        return { ...row, paidOn: (0, common_1.isoDay)(row.paidOn) };
    });
}
/** A company's customer credit: what is held, every move (newest first, the latest 200) and every refund. */
async function customerCredit(ctx, rawCompanyId) {
    (0, access_1.allowUser)(ctx, 'customerCredit');
    const companyId = (0, validate_1.normalizeId)(rawCompanyId);
    if (!companyId)
        throw (0, errors_1.notFound)('Company');
    const company = await ctx.db.company.findUnique({ where: { id: companyId } });
    if (!company)
        throw (0, errors_1.notFound)('Company');
    const [entries, refunds] = await Promise.all([
        ctx.db.customerCreditEntry.findMany({ where: { companyId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 200 }),
        ctx.db.refund.findMany({ where: { companyId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 200 }),
    ]);
    return {
        companyId, companyName: company.name, balanceCents: company.creditBalanceCents,
        entries: entries.map((e) => ({ ...e, createdAt: e.createdAt })),
        refunds: refunds.map((r) => ({ ...r, paidOn: (0, common_1.isoDay)(r.paidOn) })),
    };
}
//# sourceMappingURL=customer-credit.js.map