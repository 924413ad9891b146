"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.renderStatementPdf = renderStatementPdf;
/**
 * A statement of account as a PDF (A4), drawn like the invoice (purchase-orders/pdf-page.ts: embedded Noto fonts,
 * hand-positioned lines, page breaks only through ensureSpace, which repeats the table header). Figures are the
 * statement's own (statement.ts), formatted only here.
 */
const pdfkit_1 = __importDefault(require("pdfkit"));
const common_1 = require("@gluegun/common");
const pdf_page_1 = require("../purchase-orders/pdf-page");
const pdf_text_1 = require("../purchase-orders/pdf-text");
const MONEY_WIDTH = 72;
const COLUMNS = [
    { title: 'Date', width: 70, align: 'left' },
    { title: 'Type', width: 78, align: 'left' },
    { title: 'Reference', width: pdf_page_1.CONTENT_WIDTH - 70 - 78 - 80 - 3 * MONEY_WIDTH, align: 'left' },
    { title: 'Invoice', width: 80, align: 'left' },
    { title: 'Debit', width: MONEY_WIDTH, align: 'right' },
    { title: 'Credit', width: MONEY_WIDTH, align: 'right' },
    { title: 'Balance', width: MONEY_WIDTH, align: 'right' },
];
const PAD = 4;
class StatementLayout extends pdf_page_1.PdfPage {
    s;
    seller;
    y = pdf_page_1.MARGIN;
    tableOpen = false;
    constructor(doc, s, seller) {
        super(doc);
        this.s = s;
        this.seller = seller;
    }
    ensureSpace(height) {
        if (this.y + height <= pdf_page_1.BOTTOM)
            return;
        this.doc.addPage();
        this.y = pdf_page_1.MARGIN;
        this.cell(`Statement: ${this.s.companyName}`, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH * 0.6, { weight: 'bold', size: 10 });
        this.cell(`${(0, common_1.formatDay)(this.s.from)} to ${(0, common_1.formatDay)(this.s.to)}`, pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH * 0.6, this.y, pdf_page_1.CONTENT_WIDTH * 0.4, { size: 9, color: pdf_page_1.MUTED, align: 'right' });
        this.y += 24;
        if (this.tableOpen)
            this.tableHeader();
    }
    heading() {
        const { s, seller } = this;
        const half = pdf_page_1.CONTENT_WIDTH / 2;
        let left = this.y + this.wrapped(seller.name, pdf_page_1.MARGIN, this.y, half, { weight: 'bold', size: 14 }, 3) + 2;
        for (const line of [...seller.addressLines, seller.email].filter((l) => l.trim() !== ''))
            left += this.wrapped(line, pdf_page_1.MARGIN, left, half, { size: 9, color: pdf_page_1.MUTED });
        this.cell('STATEMENT', pdf_page_1.MARGIN + half, this.y - 2, half, { weight: 'bold', size: 22, align: 'right' });
        const facts = [
            ['Customer', s.companyName],
            ...(s.buyerEmail ? [['Orders placed by', s.buyerEmail]] : []),
            ['From', (0, common_1.formatDay)(s.from)],
            ['To', (0, common_1.formatDay)(s.to)],
            ['Overdue as of', (0, common_1.formatDay)(s.asOf)],
        ];
        let right = this.y + 32;
        for (const [label, value] of facts) {
            this.cell(label, pdf_page_1.MARGIN + half, right, half * 0.45, { size: 9, color: pdf_page_1.MUTED });
            right += this.wrapped(value, pdf_page_1.MARGIN + half + half * 0.45, right, half * 0.55, { size: 9, align: 'right' }, 3);
        }
        this.y = Math.max(left, right) + 16;
    }
    summary() {
        const { s } = this;
        const rows = [
            ['Opening balance', s.openingBalanceCents], ['Invoiced and other debits', s.totalDebitCents], ['Paid and other credits', s.totalCreditCents],
            ['Closing balance', s.closingBalanceCents], ['Overdue', s.overdueCents],
        ];
        const x = pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH / 2;
        for (const [label, cents] of rows) {
            const bold = label === 'Closing balance';
            this.cell(label, x, this.y, pdf_page_1.CONTENT_WIDTH / 4, { size: 9, weight: bold ? 'bold' : 'regular' });
            this.cell((0, common_1.formatCents)(cents), x + pdf_page_1.CONTENT_WIDTH / 4, this.y, pdf_page_1.CONTENT_WIDTH / 4, { size: 9, weight: bold ? 'bold' : 'regular', align: 'right' });
            this.y += 14;
        }
        this.y += 12;
    }
    tableHeader() {
        this.doc.rect(pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, pdf_page_1.ROW_HEIGHT).fill(pdf_page_1.SHADE);
        this.row(COLUMNS.map((c) => c.title), { weight: 'bold' });
    }
    row(cells, style = {}) {
        let x = pdf_page_1.MARGIN;
        COLUMNS.forEach((c, i) => {
            this.cell(cells[i] ?? '', x + PAD, this.y + 4, c.width - 2 * PAD, { size: 8.5, align: c.align, weight: style.weight });
            x += c.width;
        });
        this.y += pdf_page_1.ROW_HEIGHT;
        this.doc.moveTo(pdf_page_1.MARGIN, this.y).lineTo(pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH, this.y).lineWidth(0.5).strokeColor(pdf_page_1.RULE).stroke();
    }
    entries() {
        const { s } = this;
        this.ensureSpace(3 * pdf_page_1.ROW_HEIGHT);
        this.tableOpen = true;
        this.tableHeader();
        this.row([(0, common_1.formatDay)(s.from), 'Opening balance', '', '', '', '', (0, common_1.formatCents)(s.openingBalanceCents)], { weight: 'bold' });
        for (const l of s.lines) {
            this.ensureSpace(pdf_page_1.ROW_HEIGHT);
            this.row([(0, common_1.formatDay)(l.on), l.kindLabel, l.reference, l.invoiceNumber, l.debitCents ? (0, common_1.formatCents)(l.debitCents) : '', l.creditCents ? (0, common_1.formatCents)(l.creditCents) : '', (0, common_1.formatCents)(l.balanceCents)]);
        }
        this.ensureSpace(pdf_page_1.ROW_HEIGHT);
        this.row([(0, common_1.formatDay)(s.to), 'Closing balance', '', '', (0, common_1.formatCents)(s.totalDebitCents), (0, common_1.formatCents)(s.totalCreditCents), (0, common_1.formatCents)(s.closingBalanceCents)], { weight: 'bold' });
        this.tableOpen = false;
        this.y += 16;
        const tax = (0, common_1.statementTaxSummary)(s.lines);
        if (tax) {
            this.ensureSpace(14);
            this.cell(tax, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { size: 9 });
            this.y += 18;
        }
    }
    overdue() {
        const { s } = this;
        this.ensureSpace(14 + pdf_page_1.ROW_HEIGHT);
        this.cell(s.overdue.length === 0 ? `Nothing was overdue on ${(0, common_1.formatDay)(s.asOf)}.` : `OVERDUE ON ${(0, common_1.formatDay)(s.asOf).toUpperCase()}`, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { weight: 'bold', size: 8, color: pdf_page_1.MUTED });
        this.y += 14;
        for (const o of s.overdue) {
            this.ensureSpace(14);
            this.cell(o.invoiceNumber, pdf_page_1.MARGIN, this.y, 100, { size: 9 });
            this.cell(`Due ${(0, common_1.formatDay)(o.dueOn)}`, pdf_page_1.MARGIN + 100, this.y, 160, { size: 9 });
            this.cell(`${o.daysOverdue} day${o.daysOverdue === 1 ? '' : 's'} overdue`, pdf_page_1.MARGIN + 260, this.y, 120, { size: 9 });
            this.cell((0, common_1.formatCents)(o.balanceCents), pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH - 120, this.y, 120, { size: 9, align: 'right' });
            this.y += 14;
        }
    }
    footers() {
        const range = this.doc.bufferedPageRange();
        for (let i = 0; i < range.count; i++) {
            this.doc.switchToPage(range.start + i);
            this.doc.page.margins.bottom = 0;
            const top = pdf_page_1.A4.height - pdf_page_1.MARGIN - pdf_page_1.FOOTER_HEIGHT + 12;
            this.doc.moveTo(pdf_page_1.MARGIN, top).lineTo(pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH, top).lineWidth(0.5).strokeColor(pdf_page_1.RULE).stroke();
            if (this.seller.email.trim() !== '')
                this.cell(`Questions: ${this.seller.email}`, pdf_page_1.MARGIN, top + 7, pdf_page_1.CONTENT_WIDTH - 110, { size: 8, color: pdf_page_1.MUTED });
            this.cell(`Page ${i + 1} of ${range.count}`, pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH - 100, top + 7, 100, { size: 8, color: pdf_page_1.MUTED, align: 'right' });
        }
    }
}
/** The statement as a PDF file. */
async function renderStatementPdf(s, seller) {
    const pdf = new pdfkit_1.default({
        size: 'A4', margin: pdf_page_1.MARGIN, bufferPages: true, autoFirstPage: true,
        info: { Title: (0, pdf_text_1.pdfSafeText)(`Statement ${s.companyName} ${s.from} to ${s.to}`).slice(0, pdf_page_1.MAX_FIELD_CHARS), Author: (0, pdf_text_1.pdfSafeText)(seller.name).slice(0, pdf_page_1.MAX_FIELD_CHARS), CreationDate: new Date(`${s.to}T00:00:00Z`) },
    });
    const chunks = [];
    const done = new Promise((resolve, reject) => {
        pdf.on('data', (chunk) => chunks.push(chunk));
        pdf.on('end', () => resolve(Buffer.concat(chunks)));
        pdf.on('error', reject);
    });
    try {
        const layout = new StatementLayout(pdf, s, seller);
        layout.heading();
        layout.summary();
        layout.entries();
        layout.overdue();
        layout.footers();
    }
    finally {
        pdf.end();
    }
    return done;
}
//# sourceMappingURL=statement-pdf.js.map