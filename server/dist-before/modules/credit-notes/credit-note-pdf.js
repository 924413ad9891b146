"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderCreditNotePdf = renderCreditNotePdf;
/**
 * A credit note as a PDF (A4), drawn like the invoice (invoice-pdf.ts): the same fonts, page and safe text
 * (pdf-page.ts), positioned by hand so every page break goes through ensureSpace. It names the invoice it credits,
 * the reason, the credited lines and what became of the money.
 */
const pdfkit_1 = __importDefault(require("pdfkit"));
const common_1 = require("@gluegun/common");
const pdf_text_1 = require("../purchase-orders/pdf-text");
const pdf_page_1 = require("../purchase-orders/pdf-page");
const COLUMNS = [
    { title: 'SKU', width: 92, align: 'left' },
    { title: 'Product', width: pdf_page_1.CONTENT_WIDTH - 92 - 58 - 80 - 86, align: 'left' },
    { title: 'Quantity', width: 58, align: 'right' },
    { title: 'Unit price', width: 80, align: 'right' },
    { title: 'Credited', width: 86, align: 'right' },
];
const PAD = 5;
class CreditNoteLayout extends pdf_page_1.PdfPage {
    cn;
    y = pdf_page_1.MARGIN;
    constructor(doc, cn) {
        super(doc);
        this.cn = cn;
    }
    ensureSpace(height, tableHeader = false) {
        if (this.y + height <= pdf_page_1.BOTTOM)
            return;
        this.doc.addPage();
        this.y = pdf_page_1.MARGIN;
        this.cell(`Credit note ${this.cn.creditNoteNumber}`, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { weight: 'bold', size: 10 });
        this.y += 24;
        if (tableHeader)
            this.header();
    }
    heading() {
        const { cn } = this;
        let left = this.y + this.wrapped(cn.seller.name, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH / 2, { weight: 'bold', size: 14 }, 3) + 2;
        for (const line of [...cn.seller.addressLines, cn.seller.email].filter((l) => l.trim() !== ''))
            left += this.wrapped(line, pdf_page_1.MARGIN, left, pdf_page_1.CONTENT_WIDTH / 2, { size: 9, color: pdf_page_1.MUTED });
        const rightX = pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH * 0.55;
        const rightWidth = pdf_page_1.CONTENT_WIDTH * 0.45;
        this.cell('CREDIT NOTE', rightX, this.y - 2, rightWidth, { weight: 'bold', size: 22, align: 'right' });
        let right = this.y + 34;
        for (const [label, value] of [['Credit note number', cn.creditNoteNumber], ['Credits invoice', cn.invoiceNumber], ['Issue date', cn.issuedOnText]]) {
            this.cell(label, rightX, right, 100, { size: 9, color: pdf_page_1.MUTED });
            this.cell(value, rightX + 100, right, rightWidth - 100, { weight: 'bold', size: 9, align: 'right' });
            right += 13;
        }
        this.y = Math.max(left, right) + 18;
        this.cell('CREDIT TO', pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { weight: 'bold', size: 8, color: pdf_page_1.MUTED });
        this.y += 13;
        this.y += this.wrapped(cn.buyer.name, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { weight: 'bold', size: 10 }, 3);
        for (const line of [...cn.buyer.lines, cn.buyer.email].filter((l) => l.trim() !== ''))
            this.y += this.wrapped(line, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { size: 9 });
        this.y += 12;
        this.cell('REASON', pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { weight: 'bold', size: 8, color: pdf_page_1.MUTED });
        this.y += 13;
        this.y += this.wrapped(`${cn.reason}${cn.returnStock ? ' (goods returned to stock)' : ''}`, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { size: 9 }, 6) + 12;
    }
    header() {
        this.doc.rect(pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, pdf_page_1.ROW_HEIGHT).fill(pdf_page_1.SHADE);
        let x = pdf_page_1.MARGIN;
        for (const c of COLUMNS) {
            this.cell(c.title, x + PAD, this.y + 4, c.width - 2 * PAD, { weight: 'bold', size: 8, color: pdf_page_1.MUTED, align: c.align });
            x += c.width;
        }
        this.y += pdf_page_1.ROW_HEIGHT;
    }
    table() {
        this.ensureSpace(3 * pdf_page_1.ROW_HEIGHT);
        this.header();
        for (const line of this.cn.lines) {
            this.ensureSpace(pdf_page_1.ROW_HEIGHT, true);
            const values = [line.sku, line.productName, line.quantity.toLocaleString('en-US'), (0, common_1.formatCents)(line.unitPriceCents), (0, common_1.formatCents)(line.lineTotalCents)];
            let x = pdf_page_1.MARGIN;
            COLUMNS.forEach((c, i) => {
                this.cell(values[i], x + PAD, this.y + 4, c.width - 2 * PAD, { size: 9, align: c.align });
                x += c.width;
            });
            this.y += pdf_page_1.ROW_HEIGHT;
            this.doc.moveTo(pdf_page_1.MARGIN, this.y).lineTo(pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH, this.y).lineWidth(0.5).strokeColor(pdf_page_1.RULE).stroke();
        }
        this.y += 10;
    }
    totals() {
        const { cn } = this;
        const label = common_1.CREDIT_SETTLEMENT_LABELS[cn.settlement] ?? cn.settlement;
        const rows = [
            ...(cn.taxLabel ? [['Net credited', cn.amountCents - cn.taxCents, false], [`Tax (${cn.taxLabel})`, cn.taxCents, false]] : []),
            ['Credit total', cn.amountCents, true],
            [`Off the balance of ${cn.invoiceNumber}`, cn.appliedToInvoiceCents, false],
            [`Paid money given back: ${label.toLowerCase()}`, cn.releasedCents, false],
        ];
        this.ensureSpace(rows.length * 16 + 4);
        const labelX = pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH - 330;
        for (const [text, cents, strong] of rows) {
            this.cell(text, labelX, this.y, 210, { weight: strong ? 'bold' : 'regular', size: strong ? 10 : 9 });
            this.cell((0, common_1.formatCents)(cents), labelX + 210, this.y, 120 - PAD, { weight: strong ? 'bold' : 'regular', size: strong ? 10 : 9, align: 'right' });
            this.y += 16;
        }
    }
    footers() {
        const range = this.doc.bufferedPageRange();
        for (let i = 0; i < range.count; i++) {
            this.doc.switchToPage(range.start + i);
            this.doc.page.margins.bottom = 0;
            const top = pdf_page_1.A4.height - pdf_page_1.MARGIN - pdf_page_1.FOOTER_HEIGHT + 12;
            this.doc.moveTo(pdf_page_1.MARGIN, top).lineTo(pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH, top).lineWidth(0.5).strokeColor(pdf_page_1.RULE).stroke();
            this.cell(`Credit note ${this.cn.creditNoteNumber} for invoice ${this.cn.invoiceNumber}`, pdf_page_1.MARGIN, top + 7, pdf_page_1.CONTENT_WIDTH - 110, { weight: 'bold', size: 8 });
            this.cell(`Page ${i + 1} of ${range.count}`, pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH - 100, top + 7, 100, { size: 8, color: pdf_page_1.MUTED, align: 'right' });
        }
    }
}
/** The credit note as a PDF file. Same document in, same bytes out (the creation date is the issue date). */
async function renderCreditNotePdf(cn) {
    const issued = new Date(`${cn.issuedOn}T00:00:00Z`);
    const pdf = new pdfkit_1.default({
        size: 'A4', margin: pdf_page_1.MARGIN, bufferPages: true, autoFirstPage: true,
        info: { Title: (0, pdf_text_1.pdfSafeText)(`Credit note ${cn.creditNoteNumber}`).slice(0, pdf_page_1.MAX_FIELD_CHARS), Author: (0, pdf_text_1.pdfSafeText)(cn.seller.name).slice(0, pdf_page_1.MAX_FIELD_CHARS), CreationDate: Number.isNaN(issued.getTime()) ? new Date(0) : issued },
    });
    const chunks = [];
    const done = new Promise((resolve, reject) => {
        pdf.on('data', (c) => chunks.push(c));
        pdf.on('end', () => resolve(Buffer.concat(chunks)));
        pdf.on('error', reject);
    });
    try {
        const layout = new CreditNoteLayout(pdf, cn);
        layout.heading();
        layout.table();
        layout.totals();
        layout.footers();
    }
    finally {
        pdf.end();
    }
    return done;
}
//# sourceMappingURL=credit-note-pdf.js.map