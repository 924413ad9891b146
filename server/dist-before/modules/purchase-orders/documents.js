"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_EXPORT_ORDERS = void 0;
exports.invoiceDocumentOf = invoiceDocumentOf;
exports.invoiceDocument = invoiceDocument;
exports.ordersForExport = ordersForExport;
exports.purchaseOrderView = purchaseOrderView;
/** What an invoice shows (web, PDF, CSV, REST): built once from the frozen lines and the recorded payments. */
const common_1 = require("@gluegun/common");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const remittance_1 = require("./remittance");
const po_common_1 = require("./po-common");
const presenter_1 = require("./presenter");
const reads_1 = require("./reads");
const compute_1 = require("../tax/compute");
function addressLines(po) {
    if (!po.addressLine1)
        return ['To be confirmed'];
    const cityLine = [po.city, po.region, po.postalCode].filter(Boolean).join(', ');
    return [po.companyName, po.addressLine1, po.addressLine2, cityLine, po.country].filter((l) => Boolean(l));
}
/** What the invoice of an order shows (PDF, CSV), from the frozen lines and recorded payments. */
async function invoiceDocumentOf(ctx, po) {
    const [lines, payments] = await Promise.all([
        ctx.db.invoiceLine.findMany({ where: { purchaseOrderId: po.id }, orderBy: { position: 'asc' } }),
        ctx.db.payment.findMany({ where: { purchaseOrderId: po.id }, orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }] }),
    ]);
    return documentFrom(ctx, po, lines, payments);
}
function documentFrom(ctx, po, lines, payments) {
    const figures = (0, presenter_1.figuresOf)(po, (0, context_1.nowOf)(ctx));
    return {
        invoiceNumber: po.invoiceNumber,
        orderNumber: figures.orderNumber,
        poNumber: po.poNumber,
        issuedOn: figures.issuedOn,
        dueOn: figures.dueOn,
        termsDays: po.termsDays,
        paymentStatusLabel: figures.paymentStatusLabel,
        isVoid: po.paymentStatus === 'VOID',
        seller: (0, remittance_1.invoiceSellerOf)(ctx.config),
        remittance: (0, remittance_1.invoiceRemittanceOf)(ctx.config, po.invoiceNumber),
        buyer: {
            name: figures.billToName, lines: (0, common_1.billToLines)(figures), taxId: figures.billToTaxId, orderedBy: figures.orderedBy,
            email: po.buyerEmail, phone: po.contactPhone,
        },
        deliverTo: addressLines(po),
        lines: lines.map((l) => ({ position: l.position, sku: l.sku, productName: l.productName, quantity: l.quantity, unitPriceCents: l.unitPriceCents, lineTotalCents: l.lineTotalCents, taxCents: l.taxCents })),
        subtotalCents: po.subtotalCents,
        taxCents: po.taxCents,
        taxLabel: (0, compute_1.taxLineOf)(po).label,
        taxExemptCertificate: po.taxExemptCertificate,
        totalCents: po.totalCents,
        creditedCents: po.creditedCents,
        paidCents: po.paidCents,
        balanceCents: figures.balanceCents,
        payments: payments.map((p) => ({ receivedOn: (0, common_1.isoDay)(p.receivedOn), reference: p.reference, amountCents: p.amountCents })),
        notes: po.notes,
        currency: 'USD',
    };
}
/** The invoice document of an order the caller may see (owner or admin). */
async function invoiceDocument(ctx, id) {
    const po = await (0, po_common_1.loadVisible)(ctx, id, 'invoiceDocument');
    return invoiceDocumentOf(ctx, po);
}
/** Most rows one export holds (a clear message above it: filter first). */
exports.MAX_EXPORT_ORDERS = 10_000;
/** Admins: the filtered orders with their lines and payments, for the CSV exports. */
async function ordersForExport(ctx, op, filter) {
    (0, access_1.allowUser)(ctx, op);
    const where = (0, reads_1.whereFor)(ctx, filter);
    const count = await ctx.db.purchaseOrder.count({ where });
    if (count > exports.MAX_EXPORT_ORDERS)
        throw (0, errors_1.badInput)(`At most ${exports.MAX_EXPORT_ORDERS} orders in one export; these filters match ${count}. Narrow them first.`, 'paymentStatus');
    const rows = await ctx.db.purchaseOrder.findMany({
        where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        include: { lines: { orderBy: { position: 'asc' } }, payments: { orderBy: [{ receivedOn: 'asc' }, { createdAt: 'asc' }] } },
    });
    const now = (0, context_1.nowOf)(ctx);
    return rows.map((po) => ({ po, figures: (0, presenter_1.figuresOf)(po, now), document: documentFrom(ctx, po, po.lines, po.payments) }));
}
/** A purchase order with its lines, payments and events as plain data (REST answers). */
async function purchaseOrderView(ctx, po) {
    const [lines, payments, events, creditNotes] = await Promise.all([
        ctx.loaders.invoiceLines.load(po.id),
        ctx.loaders.payments.load(po.id),
        ctx.loaders.purchaseOrderEvents.load(po.id),
        ctx.loaders.creditNotes.load(po.id),
    ]);
    const admin = (0, access_1.isAdmin)(ctx);
    const { orderNumber, balanceCents, paymentStatus, daysOverdue, billToName, billToTaxId, orderedBy } = (0, presenter_1.figuresOf)(po, (0, context_1.nowOf)(ctx));
    return {
        ...po,
        billToName,
        billToTaxId,
        orderedBy,
        orderNumber,
        balanceCents,
        paymentStatus,
        daysOverdue,
        lines,
        payments: payments.map((p) => (0, presenter_1.visiblePayment)(p, admin)),
        events: events.map((e) => (0, presenter_1.visibleEvent)(e, admin)),
        creditNotes,
        tax: (0, compute_1.taxLineOf)(po),
    };
}
//# sourceMappingURL=documents.js.map