"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.centsToDecimal = centsToDecimal;
exports.purchaseOrdersCsv = purchaseOrdersCsv;
exports.invoicesCsv = invoicesCsv;
/**
 * CSV exports of purchase orders and invoices for the accounting tool. RFC 4180: a header row first, CRLF after
 * every row, fields with a comma, quote or line break quoted (inner quotes doubled). UTF-8 without a BOM: the
 * route that serves the file adds one for Excel.
 *
 * Written with the shop's one CSV writer (server/src/lib/csv.ts): text that came from users (names, e-mails, company,
 * PO number, SKU, product name) is defused against formula injection; numbers and dates we write ourselves are
 * written bare, so a spreadsheet reads them as numbers (-12.50 stays a number and is never prefixed).
 */
const csv_1 = require("../../lib/csv");
/** Integer cents as plain decimal dollars: 123450 -> 1234.50, -5 -> -0.05. No currency sign, no separators. */
function centsToDecimal(cents) {
    const whole = Math.trunc(cents);
    const abs = Math.abs(whole);
    return `${whole < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
const money = (cents) => (0, csv_1.own)(centsToDecimal(cents));
const integer = (n) => (0, csv_1.own)(String(Math.trunc(n)));
const PURCHASE_ORDER_HEADER = [
    'Order number', 'Invoice number', 'PO number', 'Created on', 'Buyer name', 'Buyer e-mail', 'Company', 'Lines',
    'Total', 'Credited', 'Paid', 'Balance', 'Payment status', 'Fulfilment status', 'Due on', 'Company tax ID',
    'Subtotal', 'Tax', 'Tax rate',
];
/** One row per purchase order. */
function purchaseOrdersCsv(rows) {
    return (0, csv_1.csvDocument)(PURCHASE_ORDER_HEADER, rows.map((r) => [
        (0, csv_1.own)(r.orderNumber), (0, csv_1.own)(r.invoiceNumber), (0, csv_1.text)(r.poNumber), (0, csv_1.own)(r.createdOn), (0, csv_1.text)(r.buyerName), (0, csv_1.text)(r.buyerEmail),
        (0, csv_1.text)(r.companyName), integer(r.lineCount), money(r.totalCents), money(r.creditedCents), money(r.paidCents), money(r.balanceCents),
        (0, csv_1.own)(r.paymentStatusLabel), (0, csv_1.own)(r.fulfilmentStatusLabel), (0, csv_1.own)(r.dueOn), (0, csv_1.text)(r.companyTaxId),
        money(r.subtotalCents), money(r.taxCents), (0, csv_1.text)(r.taxLabel),
    ]));
}
const INVOICE_HEADER = [
    'Invoice number', 'Order number', 'PO number', 'Issue date', 'Due date', 'Buyer name', 'Buyer e-mail', 'Company',
    'SKU', 'Product', 'Quantity', 'Unit price', 'Line total', 'Invoice total', 'Credited', 'Paid', 'Balance', 'Payment status', 'Company tax ID',
    'Line tax', 'Invoice subtotal', 'Invoice tax', 'Tax rate', 'Tax exemption certificate',
];
/**
 * One row per invoice line; the invoice's own columns repeat on each of its lines. An invoice without lines still
 * gets one row (empty line columns) so its totals reach the accounting tool. "Buyer name" is the person who
 * ordered; "Company" and "Company tax ID" (last, so existing imports keep their columns) are the company billed
 * (issue #28).
 */
function invoicesCsv(rows) {
    const out = [];
    for (const inv of rows) {
        const head = [
            (0, csv_1.own)(inv.invoiceNumber), (0, csv_1.own)(inv.orderNumber), (0, csv_1.text)(inv.poNumber), (0, csv_1.own)(inv.issuedOn), (0, csv_1.own)(inv.dueOn),
            (0, csv_1.text)(inv.buyer.orderedBy), (0, csv_1.text)(inv.buyer.email), (0, csv_1.text)(inv.buyer.name),
        ];
        const tail = [money(inv.totalCents), money(inv.creditedCents), money(inv.paidCents), money(inv.balanceCents), (0, csv_1.own)(inv.paymentStatusLabel), (0, csv_1.text)(inv.buyer.taxId)];
        const taxTail = [money(inv.subtotalCents), money(inv.taxCents), (0, csv_1.text)(inv.taxLabel), (0, csv_1.text)(inv.taxExemptCertificate)];
        const lines = inv.lines.length > 0 ? inv.lines : [null];
        for (const line of lines) {
            const middle = line
                ? [(0, csv_1.text)(line.sku), (0, csv_1.text)(line.productName), integer(line.quantity), money(line.unitPriceCents), money(line.lineTotalCents)]
                : [(0, csv_1.text)(''), (0, csv_1.text)(''), (0, csv_1.own)(''), (0, csv_1.own)(''), (0, csv_1.own)('')];
            out.push([...head, ...middle, ...tail, line ? money(line.taxCents) : (0, csv_1.own)(''), ...taxTail]);
        }
    }
    return (0, csv_1.csvDocument)(INVOICE_HEADER, out);
}
//# sourceMappingURL=exports.js.map