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
exports.lockCompany = lockCompany;
exports.moveCredit = moveCredit;
exports.applyCreditToOrder = applyCreditToOrder;
exports.lockOpenInvoices = lockOpenInvoices;
exports.applyCreditToOpenInvoices = applyCreditToOpenInvoices;
exports.refundOut = refundOut;
/**
 * Customer credit (docs/decisions/038): a company's held money as signed ledger rows (CustomerCreditEntry) and
 * their sum on the company row (creditBalanceCents, never negative by a CHECK). Every helper runs inside the
 * caller's transaction, after the company's row lock (lockCompany): the company first, then orders in id order.
 */
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const po_common_1 = require("../purchase-orders/po-common");
const outbox_1 = require("../events/outbox");
const events = __importStar(require("../events/event-types"));
/** Locks the company row for the rest of the transaction; every change of its credit takes this lock first. */
async function lockCompany(tx, companyId) {
    const [row] = await tx.$queryRaw `SELECT "id" FROM "Company" WHERE "id" = ${companyId}::uuid FOR UPDATE`;
    if (!row)
        throw (0, errors_1.notFound)('Company');
    return tx.company.findUniqueOrThrow({ where: { id: companyId } });
}
/** One signed move of the company's credit and the new balance (the CHECK refuses a negative one). */
async function moveCredit(tx, companyId, kind, amountCents, detail, actor, links = {}) {
    const signed = kind === 'APPLIED' || kind === 'REFUNDED' ? -amountCents : amountCents;
    await tx.customerCreditEntry.create({
        data: { companyId, kind, amountCents: signed, detail, actorId: actor.id, actorEmail: actor.email, ...links },
    });
    const company = await tx.company.update({ where: { id: companyId }, data: { creditBalanceCents: { increment: signed } } });
    return company.creditBalanceCents;
}
/**
 * Applies up to `amountCents` of the company's held credit to one open invoice (locked here), never past its
 * balance: the invoice's paid figure grows, a PAID status when it is settled, its events and outbox events.
 * Returns what was applied (0 when the invoice owes nothing).
 */
async function applyCreditToOrder(tx, actor, po, amountCents, source) {
    if (po.paymentStatus !== 'AWAITING_PAYMENT')
        return 0;
    const amount = Math.min(amountCents, (0, common_1.balanceOf)(po));
    if (amount <= 0)
        return 0;
    const label = (0, common_1.orderNumberText)(po.number);
    await moveCredit(tx, po.companyId, 'APPLIED', amount, `Applied to ${po.invoiceNumber} (${label})`, actor, { purchaseOrderId: po.id });
    const paidCents = po.paidCents + amount;
    const settled = paidCents + po.creditedCents === po.totalCents;
    await tx.purchaseOrderEvent.createMany({
        data: [
            { purchaseOrderId: po.id, kind: 'CREDIT_APPLIED', detail: `Customer credit applied (${source})`, amountCents: amount, ...(0, po_common_1.actorFields)(actor) },
            ...(settled ? [{ purchaseOrderId: po.id, kind: 'PAID', detail: 'Paid in full', amountCents: paidCents, ...(0, po_common_1.actorFields)(actor) }] : []),
        ],
    });
    await (0, outbox_1.emit)(tx, events.customerCreditApplied(po, amount, paidCents, settled));
    await tx.purchaseOrder.update({
        where: { id: po.id }, data: { paidCents, paymentStatus: settled ? 'PAID' : 'AWAITING_PAYMENT', version: { increment: 1 } },
    });
    return amount;
}
/** The company's other open invoices, oldest due first, locked in id order (after the company's lock). */
async function lockOpenInvoices(tx, companyId, exceptId) {
    const rows = await tx.$queryRaw `
    SELECT "id" FROM "PurchaseOrder" WHERE "companyId" = ${companyId}::uuid AND "paymentStatus" = 'AWAITING_PAYMENT'
      AND (${exceptId}::uuid IS NULL OR "id" <> ${exceptId}::uuid) ORDER BY "id" FOR UPDATE`;
    const open = await tx.purchaseOrder.findMany({ where: { id: { in: rows.map((r) => r.id) } }, orderBy: [{ dueAt: 'asc' }, { number: 'asc' }] });
    return open.filter((po) => (0, common_1.balanceOf)(po) > 0);
}
/** Pays down the company's open invoices with up to `amountCents` of its held credit, oldest due first. */
async function applyCreditToOpenInvoices(tx, actor, companyId, amountCents, exceptId, source) {
    let left = amountCents;
    const paid = [];
    for (const po of await lockOpenInvoices(tx, companyId, exceptId)) {
        if (left <= 0)
            break;
        const used = await applyCreditToOrder(tx, actor, po, left, source);
        if (used > 0)
            paid.push({ invoiceNumber: po.invoiceNumber, amountCents: used });
        left -= used;
    }
    return { appliedCents: amountCents - left, invoices: paid };
}
/** A refund out of held credit: the refund row, the ledger's move (refused past the balance), the outbox event. */
async function refundOut(tx, actor, companyId, refund) {
    const company = await tx.company.findUniqueOrThrow({ where: { id: companyId } });
    if (refund.amountCents > company.creditBalanceCents) {
        throw (0, errors_1.conflict)(`${company.name} holds ${(0, common_1.formatCents)(company.creditBalanceCents)} of credit: refund at most that`);
    }
    const row = await tx.refund.create({
        data: {
            companyId, creditNoteId: refund.creditNoteId ?? null, amountCents: refund.amountCents, paidOn: new Date(`${refund.paidOn}T00:00:00Z`),
            method: refund.method, reference: refund.reference, recordedById: actor.id, recordedByEmail: actor.email,
        },
    });
    await moveCredit(tx, companyId, 'REFUNDED', refund.amountCents, `Refunded: ${refund.reference}`, actor, { refundId: row.id, creditNoteId: refund.creditNoteId ?? null });
    await (0, outbox_1.emit)(tx, events.refundRecorded(row));
    return row;
}
//# sourceMappingURL=ledger.js.map