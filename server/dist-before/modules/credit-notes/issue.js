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
exports.issueCreditNote = issueCreditNote;
/**
 * An admin issues a credit note against an invoice (issue #29 item 3, docs/decisions/038): some lines with
 * quantities, or every line's remaining quantity; a reason; stock back or not. Its amount first lowers what the
 * invoice owes; what it gives back of money already paid (released) becomes the company's credit, then is held,
 * paid onto the company's other open invoices, or refunded. One transaction: the company's row lock, then the
 * order's, so two admins crediting the same lines at once credit them once (the second sees them credited).
 */
const common_1 = require("@gluegun/common");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const po_common_1 = require("../purchase-orders/po-common");
const outbox_1 = require("../events/outbox");
const events = __importStar(require("../events/event-types"));
const present_1 = require("./present");
const ledger_1 = require("./ledger");
/** What each invoice line has left to credit (its quantity less earlier credit notes' quantities). */
async function remainingOf(tx, po) {
    const lines = await tx.invoiceLine.findMany({ where: { purchaseOrderId: po.id }, orderBy: { position: 'asc' } });
    const done = await tx.creditNoteLine.groupBy({ by: ['invoiceLineId'], where: { creditNote: { purchaseOrderId: po.id } }, _sum: { quantity: true } });
    const credited = new Map(done.map((d) => [d.invoiceLineId, d._sum.quantity ?? 0]));
    return lines.map((line) => ({ line, left: line.quantity - (credited.get(line.id) ?? 0) }));
}
/** The lines asked for, checked against what is left; none asked = every line's remaining quantity. */
function chosenLines(po, remaining, asked) {
    if (asked && asked.length === 0)
        throw (0, errors_1.badInput)('Name at least one line to credit, or leave the lines out to credit everything left', 'lines');
    if (!asked) {
        const all = remaining.filter((r) => r.left > 0).map((r) => ({ line: r.line, quantity: r.left }));
        if (all.length === 0)
            throw (0, errors_1.conflict)(`Every line of ${po.invoiceNumber} is already credited`);
        return all;
    }
    const seen = new Set();
    return asked.map((a) => {
        const id = (0, validate_1.normalizeId)(a.invoiceLineId);
        const found = id ? remaining.find((r) => r.line.id === id) : undefined;
        if (!found)
            throw (0, errors_1.badInput)(`That line is not on ${po.invoiceNumber}`, 'lines');
        if (seen.has(found.line.id))
            throw (0, errors_1.badInput)(`Line ${found.line.position} (${found.line.sku}) is named twice`, 'lines');
        seen.add(found.line.id);
        if (a.quantity > found.left) {
            throw (0, errors_1.conflict)(found.left === 0
                ? `Line ${found.line.position} (${found.line.sku}) of ${po.invoiceNumber} is already credited in full`
                : `Only ${found.left} of line ${found.line.position} (${found.line.sku}) is left to credit`);
        }
        return { line: found.line, quantity: a.quantity };
    });
}
/** Stock back for goods returned: each credited quantity onto its product (a deleted product takes nothing back). */
async function returnStock(tx, chosen) {
    for (const c of [...chosen].sort((a, b) => String(a.line.productId).localeCompare(String(b.line.productId)))) {
        if (c.line.productId)
            await tx.product.updateMany({ where: { id: c.line.productId }, data: { quantity: { increment: c.quantity }, version: { increment: 1 } } });
    }
}
/** Where the released money goes (it is customer credit first): held, onto other invoices, or refunded. */
async function settle(tx, admin, po, noteId, label, released, settlement, refund) {
    if (released <= 0)
        return `Nothing was paid past the balance: no money to hold, apply or refund`;
    await (0, ledger_1.moveCredit)(tx, po.companyId, 'CREDIT_NOTE', released, `${label} on ${po.invoiceNumber}`, admin, { purchaseOrderId: po.id, creditNoteId: noteId });
    if (settlement === 'APPLY') {
        const done = await (0, ledger_1.applyCreditToOpenInvoices)(tx, admin, po.companyId, released, po.id, label);
        const held = released - done.appliedCents;
        const paid = done.invoices.map((i) => `${(0, common_1.formatCents)(i.amountCents)} to ${i.invoiceNumber}`).join(', ');
        return `${paid ? `Applied ${paid}` : 'No other open invoice'}${held > 0 ? `; ${(0, common_1.formatCents)(held)} held as customer credit` : ''}`;
    }
    if (settlement === 'REFUND' && refund) {
        await (0, ledger_1.refundOut)(tx, admin, po.companyId, { amountCents: released, paidOn: refund.paidOn, method: refund.method, reference: refund.reference, creditNoteId: noteId });
        return `${(0, common_1.formatCents)(released)} refunded (${refund.reference})`;
    }
    return `${(0, common_1.formatCents)(released)} held as customer credit`;
}
async function issueCreditNote(ctx, rawId, input) {
    const admin = (0, access_1.allowUser)(ctx, 'issueCreditNote');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Purchase order');
    const given = await (0, validate_1.validate)(common_1.creditNoteInputSchema, input ?? {});
    if (given.refund && given.refund.paidOn > (0, common_1.isoDay)((0, context_1.nowOf)(ctx)))
        throw (0, errors_1.badInput)('Date paid cannot be in the future', 'refund.paidOn');
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const head = await tx.purchaseOrder.findUnique({ where: { id }, select: { companyId: true } });
        if (!head?.companyId)
            throw (0, errors_1.notFound)('Purchase order');
        await (0, ledger_1.lockCompany)(tx, head.companyId);
        const po = await (0, po_common_1.lockOrder)(tx, id);
        if (po.paymentStatus === 'VOID')
            throw (0, errors_1.conflict)(`Invoice ${po.invoiceNumber} is void: there is nothing to credit`);
        const remaining = await remainingOf(tx, po);
        const chosen = chosenLines(po, remaining, given.lines);
        // Tax back in proportion to the quantity credited, counted over all of a line's credit notes (docs/decisions/041).
        const leftOf = new Map(remaining.map((r) => [r.line.id, r.left]));
        const taxOf = (c) => (0, common_1.creditedLineTax)(c.line.taxCents, c.line.quantity, c.line.quantity - leftOf.get(c.line.id), c.quantity);
        const net = chosen.reduce((s, c) => s + c.quantity * c.line.unitPriceCents, 0);
        const taxCents = chosen.reduce((s, c) => s + taxOf(c), 0);
        const amount = net + taxCents;
        if (net <= 0)
            throw (0, errors_1.badInput)('A credit note must credit more than $0.00', 'lines');
        if (po.creditedCents + amount > po.totalCents)
            throw (0, errors_1.conflict)(`Credit notes on ${po.invoiceNumber} would pass its total of ${(0, common_1.formatCents)(po.totalCents)}`);
        const split = (0, common_1.creditNoteSplit)((0, common_1.balanceOf)(po), amount);
        const note = await tx.creditNote.create({
            data: {
                purchaseOrderId: po.id, companyId: po.companyId, reason: given.reason, returnStock: given.returnStock, amountCents: amount,
                appliedToInvoiceCents: split.appliedToInvoiceCents, releasedCents: split.releasedCents, settlement: given.settlement,
                issuedById: admin.id, issuedByEmail: admin.email, taxCents,
                lines: {
                    create: chosen.map((c) => ({
                        invoiceLineId: c.line.id, position: c.line.position, sku: c.line.sku, productName: c.line.productName, productId: c.line.productId,
                        quantity: c.quantity, unitPriceCents: c.line.unitPriceCents, lineTotalCents: c.quantity * c.line.unitPriceCents, taxCents: taxOf(c),
                    })),
                },
            },
        });
        if (given.returnStock)
            await returnStock(tx, chosen);
        const label = (0, common_1.creditNoteNumberText)(note.number);
        const creditedCents = po.creditedCents + amount;
        const paidCents = po.paidCents - split.releasedCents;
        const settled = po.totalCents - creditedCents - paidCents === 0;
        const after = await tx.purchaseOrder.update({
            where: { id: po.id }, data: { creditedCents, paidCents, paymentStatus: settled ? 'PAID' : 'AWAITING_PAYMENT', version: { increment: 1 } },
        });
        const outcome = await settle(tx, admin, po, note.id, label, split.releasedCents, given.settlement, given.refund);
        const actor = (0, po_common_1.actorFields)(admin);
        await tx.purchaseOrderEvent.createMany({
            data: [
                { purchaseOrderId: po.id, kind: 'CREDIT_NOTE_ISSUED', detail: `${label}: ${given.reason}${given.returnStock ? ' (stock returned)' : ''}. ${outcome}`, amountCents: amount, ...actor },
                ...(settled && po.paymentStatus !== 'PAID' ? [{ purchaseOrderId: po.id, kind: 'PAID', detail: 'Nothing left to pay', amountCents: paidCents, ...actor }] : []),
            ],
        });
        await (0, outbox_1.emit)(tx, events.creditNoteIssued(after, note, chosen.length));
        return (0, present_1.presentCreditNote)(await tx.creditNote.findUniqueOrThrow({ where: { id: note.id }, include: { lines: true } }));
    });
}
//# sourceMappingURL=issue.js.map