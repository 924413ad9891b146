"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.creditNotes = creditNotes;
exports.creditNoteDocumentOf = creditNoteDocumentOf;
exports.creditNoteDocument = creditNoteDocument;
/** Credit notes as their buyer (by the purchase-order visibility rule) or an admin sees them, and as a document. */
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const validate_1 = require("../../lib/validate");
const present_1 = require("./present");
const po_common_1 = require("../purchase-orders/po-common");
const remittance_1 = require("../purchase-orders/remittance");
const compute_1 = require("../tax/compute");
/** The credit notes of an order the caller may see, oldest first. */
async function creditNotes(ctx, rawId) {
    const po = await (0, po_common_1.loadVisible)(ctx, rawId, 'creditNotes');
    const notes = await ctx.db.creditNote.findMany({ where: { purchaseOrderId: po.id }, include: { lines: true }, orderBy: { number: 'asc' } });
    return notes.map(present_1.presentCreditNote);
}
function creditNoteDocumentOf(ctx, po, note) {
    const shown = (0, present_1.presentCreditNote)(note);
    return {
        creditNoteNumber: shown.creditNoteNumber, invoiceNumber: po.invoiceNumber, issuedOn: shown.issuedOn, issuedOnText: (0, common_1.formatDay)(shown.issuedOn),
        reason: note.reason, returnStock: note.returnStock, seller: (0, remittance_1.invoiceSellerOf)(ctx.config),
        buyer: { name: po.buyerName, lines: [po.companyName].filter((l) => Boolean(l)), email: po.buyerEmail },
        lines: shown.lines.map((l) => ({ position: l.position, sku: l.sku, productName: l.productName, quantity: l.quantity, unitPriceCents: l.unitPriceCents, lineTotalCents: l.lineTotalCents })),
        amountCents: note.amountCents, taxCents: note.taxCents, taxLabel: (0, compute_1.taxLineOf)(po).label, appliedToInvoiceCents: note.appliedToInvoiceCents, releasedCents: note.releasedCents, settlement: note.settlement,
    };
}
/** One credit note of an order the caller may see, as its PDF shows it. */
async function creditNoteDocument(ctx, rawId, rawNoteId) {
    const po = await (0, po_common_1.loadVisible)(ctx, rawId, 'creditNoteDocument');
    const noteId = (0, validate_1.normalizeId)(rawNoteId);
    const note = noteId ? await ctx.db.creditNote.findFirst({ where: { id: noteId, purchaseOrderId: po.id }, include: { lines: true } }) : null;
    if (!note)
        throw (0, errors_1.notFound)('Credit note');
    return creditNoteDocumentOf(ctx, po, note);
}
//# sourceMappingURL=reads.js.map