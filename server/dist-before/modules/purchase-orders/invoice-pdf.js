"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.VOID_NOTE = exports.pdfSafeText = void 0;
exports.renderInvoicePdf = renderInvoicePdf;
/**
 * An invoice as a PDF (A4), drawn with pdfkit in embedded Noto Sans / Noto Sans JP (pdf-fonts.ts, pdf-text.ts), so
 * a Japanese company name or a Czech street prints as typed, like the web invoice (docs/decisions/021).
 *
 * Layout is positioned by hand (explicit x/y, one line per `draw`) so pdfkit never adds a page on its own: every page
 * break goes through `ensureSpace`, which repeats the continuation heading and, inside the lines table, the table
 * header. Names, addresses, product names and references wrap onto more lines instead of being cut (only beyond
 * several lines, or in one-line cells such as the SKU, does '…' end a text). "Page X of Y" and the payment line are
 * written last on every buffered page.
 */
const common_1 = require("@gluegun/common");
const pdfkit_1 = __importDefault(require("pdfkit"));
const common_2 = require("@gluegun/common");
const pdf_text_1 = require("./pdf-text");
const pdf_page_1 = require("./pdf-page");
var pdf_text_2 = require("./pdf-text");
Object.defineProperty(exports, "pdfSafeText", { enumerable: true, get: function () { return pdf_text_2.pdfSafeText; } });
const COLUMNS = [
    { title: 'SKU', width: 92, align: 'left' },
    { title: 'Product', width: pdf_page_1.CONTENT_WIDTH - 92 - 58 - 80 - 86, align: 'left' },
    { title: 'Quantity', width: 58, align: 'right' },
    { title: 'Unit price', width: 80, align: 'right' },
    { title: 'Line total', width: 86, align: 'right' },
];
const CELL_PAD = 5;
const PRODUCT_COLUMN = 1;
/** What a void invoice says where the others say where to pay (the web invoice says the same). */
exports.VOID_NOTE = 'This invoice is void: the order was cancelled and nothing is owed.';
/** Draws the invoice onto `doc`, page by page. */
class InvoiceLayout extends pdf_page_1.PdfPage {
    inv;
    y = pdf_page_1.MARGIN;
    tableOpen = false;
    constructor(doc, inv) {
        super(doc);
        this.inv = inv;
    }
    /** Starts a new page when `height` more points do not fit above the footer. */
    ensureSpace(height) {
        if (this.y + height <= pdf_page_1.BOTTOM)
            return;
        this.doc.addPage();
        this.y = pdf_page_1.MARGIN;
        this.cell(`Invoice ${this.inv.invoiceNumber}`, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH / 2, { weight: 'bold', size: 10 });
        this.cell(`Order ${this.inv.orderNumber}`, pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH / 2, this.y, pdf_page_1.CONTENT_WIDTH / 2, { size: 9, color: pdf_page_1.MUTED, align: 'right' });
        this.y += 24;
        if (this.tableOpen)
            this.tableHeader();
    }
    /** Seller (name, address lines, e-mail: the web invoice's order) on the left, the invoice's facts on the right. */
    heading() {
        const { inv } = this;
        const leftWidth = pdf_page_1.CONTENT_WIDTH * 0.5;
        let left = this.y + this.wrapped(inv.seller.name, pdf_page_1.MARGIN, this.y, leftWidth, { weight: 'bold', size: 14 }, 3) + 2;
        for (const line of [...inv.seller.addressLines.slice(0, pdf_page_1.MAX_PARTY_LINES), inv.seller.email].filter((l) => l.trim() !== '')) {
            left += this.wrapped(line, pdf_page_1.MARGIN, left, leftWidth, { size: 9, color: pdf_page_1.MUTED });
        }
        const rightX = pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH * 0.55;
        const rightWidth = pdf_page_1.CONTENT_WIDTH * 0.45;
        this.cell('INVOICE', rightX, this.y - 2, rightWidth, { weight: 'bold', size: 24, align: 'right' });
        const facts = [
            ['Invoice number', inv.invoiceNumber],
            ['Order number', inv.orderNumber],
            ...(inv.poNumber ? [['PO number', inv.poNumber]] : []),
            ['Issue date', (0, common_1.formatDay)(inv.issuedOn)],
            ['Due date', (0, common_1.formatDay)(inv.dueOn)],
            ['Terms', (0, common_1.termsLabel)(inv.termsDays)],
            ['Status', inv.paymentStatusLabel],
        ];
        let right = this.y + 34;
        const labelWidth = 82;
        for (const [label, value] of facts) {
            this.cell(label, rightX, right, labelWidth, { size: 9, color: pdf_page_1.MUTED });
            // The buyer's PO number may be long (64 characters): it wraps onto up to three lines rather than being cut.
            const used = this.wrapped(value, rightX + labelWidth, right, rightWidth - labelWidth, { weight: 'bold', size: 9, align: 'right' }, 3);
            right += Math.max(13, used + 1);
        }
        this.y = Math.max(left, right) + 18;
    }
    parties() {
        const { doc, inv } = this;
        const width = pdf_page_1.CONTENT_WIDTH / 2 - 12;
        const block = (title, party, x) => {
            let y = this.y;
            this.cell(title, x, y, width, { weight: 'bold', size: 8, color: pdf_page_1.MUTED });
            y += 13;
            if (party.name.trim() !== '')
                y += this.wrapped(party.name, x, y, width, { weight: 'bold', size: 10 }, 3) + 1;
            const extra = [...party.lines.slice(0, pdf_page_1.MAX_PARTY_LINES), party.email ?? '', party.phone ?? ''];
            for (const line of extra.filter((l) => l.trim() !== ''))
                y += this.wrapped(line, x, y, width, { size: 9 });
            return y;
        };
        doc.moveTo(pdf_page_1.MARGIN, this.y - 8).lineTo(pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH, this.y - 8).lineWidth(0.5).strokeColor(pdf_page_1.RULE).stroke();
        const billEnd = block('BILL TO', inv.buyer, pdf_page_1.MARGIN);
        const deliverTo = inv.deliverTo.length > 0 ? inv.deliverTo : ['To be confirmed'];
        const shipEnd = block('DELIVER TO', { name: '', lines: deliverTo }, pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH / 2 + 12);
        this.y = Math.max(billEnd, shipEnd) + 18;
    }
    tableHeader() {
        const { doc } = this;
        doc.rect(pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, pdf_page_1.ROW_HEIGHT).fill(pdf_page_1.SHADE);
        let x = pdf_page_1.MARGIN;
        for (const c of COLUMNS) {
            this.cell(c.title, x + CELL_PAD, this.y + 4, c.width - 2 * CELL_PAD, { weight: 'bold', size: 8, color: pdf_page_1.MUTED, align: c.align });
            x += c.width;
        }
        this.y += pdf_page_1.ROW_HEIGHT;
    }
    /** The lines table; a long product name wraps inside its row, and the row grows with it. */
    itemLines() {
        const { doc, inv } = this;
        this.ensureSpace(3 * pdf_page_1.ROW_HEIGHT); // the header never sits alone at the foot of a page
        this.tableOpen = true;
        this.tableHeader();
        const step = this.t.lineHeight(9);
        const productWidth = COLUMNS[PRODUCT_COLUMN].width - 2 * CELL_PAD;
        for (const line of inv.lines) {
            const names = this.lines(line.productName, productWidth, { size: 9 });
            const height = Math.max(pdf_page_1.ROW_HEIGHT, names.length * step + 5);
            this.ensureSpace(height);
            const values = [line.sku, '', line.quantity.toLocaleString('en-US'), (0, common_2.formatCents)(line.unitPriceCents), (0, common_2.formatCents)(line.lineTotalCents)];
            let x = pdf_page_1.MARGIN;
            COLUMNS.forEach((c, i) => {
                if (i === PRODUCT_COLUMN)
                    names.forEach((name, n) => this.t.draw(name, x + CELL_PAD, this.y + 4 + n * step, productWidth, { size: 9 }));
                else
                    this.cell(values[i], x + CELL_PAD, this.y + 4, c.width - 2 * CELL_PAD, { size: 9, align: c.align });
                x += c.width;
            });
            this.y += height;
            doc.moveTo(pdf_page_1.MARGIN, this.y).lineTo(pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH, this.y).lineWidth(0.5).strokeColor(pdf_page_1.RULE).stroke();
        }
        if (inv.lines.length === 0) {
            this.ensureSpace(pdf_page_1.ROW_HEIGHT);
            this.cell('No lines', pdf_page_1.MARGIN + CELL_PAD, this.y + 4, pdf_page_1.CONTENT_WIDTH, { size: 9, color: pdf_page_1.MUTED });
            this.y += pdf_page_1.ROW_HEIGHT;
        }
        this.tableOpen = false;
        this.y += 10;
    }
    totals() {
        const { doc, inv } = this;
        const rows = [
            ['Subtotal', inv.subtotalCents, false],
            ...(inv.taxLabel ? [[`Tax (${inv.taxLabel})`, inv.taxCents, false]] : []),
            ['Total', inv.totalCents, true],
            ...(inv.creditedCents > 0 ? [['Credited', -inv.creditedCents, false]] : []),
            ['Paid', inv.paidCents, false],
            ['Balance due', inv.balanceCents, true],
        ];
        this.ensureSpace(rows.length * 16 + 4);
        const labelX = pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH - 250;
        for (const [label, cents, strong] of rows) {
            const weight = strong ? 'bold' : 'regular';
            if (label === 'Balance due') {
                doc.rect(labelX - CELL_PAD, this.y - 3, 250 + CELL_PAD, 18).fill(pdf_page_1.SHADE);
            }
            this.cell(label, labelX, this.y, 130, { weight, size: strong ? 10 : 9 });
            this.cell((0, common_2.formatCents)(cents), labelX + 130, this.y, 120 - CELL_PAD, { weight, size: strong ? 10 : 9, align: 'right' });
            this.y += 16;
        }
        this.y += 14;
    }
    /** "Pay to": the instructions, the seller's bank details and this invoice's reference (same rows as the web). */
    remittance() {
        const { doc, inv } = this;
        if (inv.isVoid) {
            this.ensureSpace(30);
            this.cell(exports.VOID_NOTE, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { weight: 'bold', size: 10 });
            this.y += 28;
            return;
        }
        const labelWidth = 100;
        const valueWidth = pdf_page_1.CONTENT_WIDTH - 2 * CELL_PAD - labelWidth;
        const rows = (0, common_2.remittanceRows)(inv.remittance).map((row) => ({ ...row, lines: this.lines(row.value, valueWidth, { weight: 'bold', size: 9 }, 3) }));
        const instructions = this.lines(inv.remittance.instructions, pdf_page_1.CONTENT_WIDTH - 2 * CELL_PAD, { size: 9 }, 4);
        const step = this.t.lineHeight(9);
        const height = 16 + instructions.length * step + 4 + rows.reduce((sum, row) => sum + row.lines.length * step + 1, 0) + 8;
        this.ensureSpace(height);
        doc.rect(pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, height).lineWidth(0.75).strokeColor(pdf_page_1.RULE).stroke();
        let y = this.y + 6;
        this.cell(common_2.REMITTANCE_HEADING.toUpperCase(), pdf_page_1.MARGIN + CELL_PAD, y, pdf_page_1.CONTENT_WIDTH, { weight: 'bold', size: 8, color: pdf_page_1.MUTED });
        y += 12;
        instructions.forEach((line) => { this.t.draw(line, pdf_page_1.MARGIN + CELL_PAD, y, pdf_page_1.CONTENT_WIDTH - 2 * CELL_PAD, { size: 9 }); y += step; });
        y += 4;
        for (const row of rows) {
            this.cell(row.label, pdf_page_1.MARGIN + CELL_PAD, y, labelWidth - CELL_PAD, { size: 9, color: pdf_page_1.MUTED });
            row.lines.forEach((line, i) => this.t.draw(line, pdf_page_1.MARGIN + CELL_PAD + labelWidth, y + i * step, valueWidth, { weight: 'bold', size: 9 }));
            y += row.lines.length * step + 1;
        }
        this.y += height + 14;
    }
    payments() {
        const { inv } = this;
        if (inv.payments.length === 0)
            return;
        this.ensureSpace(14 + 2 * 13);
        this.cell('PAYMENTS RECEIVED', pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { weight: 'bold', size: 8, color: pdf_page_1.MUTED });
        this.y += 14;
        const refWidth = pdf_page_1.CONTENT_WIDTH - 85 - 110;
        for (const p of inv.payments) {
            const refs = this.lines(p.reference, refWidth, { size: 9 }, 3);
            const height = Math.max(13, refs.length * this.t.lineHeight(9));
            this.ensureSpace(height);
            this.cell((0, common_1.formatDay)(p.receivedOn), pdf_page_1.MARGIN, this.y, 80, { size: 9 });
            refs.forEach((ref, i) => this.t.draw(ref, pdf_page_1.MARGIN + 85, this.y + i * this.t.lineHeight(9), refWidth, { size: 9 }));
            this.cell((0, common_2.formatCents)(p.amountCents), pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH - 110, this.y, 110 - CELL_PAD, { size: 9, align: 'right' });
            this.y += height;
        }
        this.y += 12;
    }
    notes() {
        const { inv } = this;
        const raw = (inv.notes ?? '').trim();
        if (raw === '')
            return;
        const cut = raw.length > pdf_page_1.MAX_NOTE_CHARS ? `${raw.slice(0, pdf_page_1.MAX_NOTE_CHARS).trimEnd()}…` : raw;
        // At most two blank lines in a row: a note of line breaks must not run over pages.
        const text = (0, pdf_text_1.pdfSafeText)(cut, true).replace(/\n{4,}/g, '\n\n\n');
        this.ensureSpace(14 + 2 * pdf_page_1.NOTE_LINE);
        this.cell('NOTES', pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { weight: 'bold', size: 8, color: pdf_page_1.MUTED });
        this.y += 14;
        // Wrapped here, line by line, so a long note continues on the next page like the lines table does.
        for (const line of text.split('\n').flatMap((p) => this.t.wrap(p, pdf_page_1.CONTENT_WIDTH, { size: 9 }))) {
            this.ensureSpace(pdf_page_1.NOTE_LINE);
            if (line !== '')
                this.t.draw(line, pdf_page_1.MARGIN, this.y, pdf_page_1.CONTENT_WIDTH, { size: 9 });
            this.y += pdf_page_1.NOTE_LINE;
        }
    }
    /** Written on every page once all pages exist. */
    footers() {
        const { doc, inv } = this;
        const range = doc.bufferedPageRange();
        for (let i = 0; i < range.count; i++) {
            doc.switchToPage(range.start + i);
            // Writing below the bottom margin would make pdfkit add a page: the footer sits inside a zero margin.
            doc.page.margins.bottom = 0;
            const top = pdf_page_1.A4.height - pdf_page_1.MARGIN - pdf_page_1.FOOTER_HEIGHT + 12;
            doc.moveTo(pdf_page_1.MARGIN, top).lineTo(pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH, top).lineWidth(0.5).strokeColor(pdf_page_1.RULE).stroke();
            this.cell(inv.isVoid ? exports.VOID_NOTE : (0, common_2.remittanceSummary)(inv.remittance), pdf_page_1.MARGIN, top + 7, pdf_page_1.CONTENT_WIDTH - 110, { weight: 'bold', size: 8 });
            if (inv.seller.email.trim() !== '')
                this.cell(`Questions: ${inv.seller.email}`, pdf_page_1.MARGIN, top + 19, pdf_page_1.CONTENT_WIDTH - 110, { size: 8, color: pdf_page_1.MUTED });
            this.cell(`Page ${i + 1} of ${range.count}`, pdf_page_1.MARGIN + pdf_page_1.CONTENT_WIDTH - 100, top + 7, 100, { size: 8, color: pdf_page_1.MUTED, align: 'right' });
        }
    }
}
/** The invoice as a PDF file. Same document in, same bytes out (the creation date is the issue date). */
async function renderInvoicePdf(doc) {
    const issued = /^\d{4}-\d{2}-\d{2}$/.test(doc.issuedOn) ? new Date(`${doc.issuedOn}T00:00:00Z`) : new Date(0);
    const pdf = new pdfkit_1.default({
        size: 'A4',
        margin: pdf_page_1.MARGIN,
        bufferPages: true,
        autoFirstPage: true,
        info: {
            // pdfkit writes non-ASCII metadata as UTF-16: the title and author keep their own characters.
            Title: (0, pdf_text_1.pdfSafeText)(`Invoice ${doc.invoiceNumber}`).slice(0, pdf_page_1.MAX_FIELD_CHARS),
            Author: (0, pdf_text_1.pdfSafeText)(doc.seller.name).slice(0, pdf_page_1.MAX_FIELD_CHARS),
            CreationDate: Number.isNaN(issued.getTime()) ? new Date(0) : issued,
        },
    });
    const chunks = [];
    const done = new Promise((resolve, reject) => {
        pdf.on('data', (chunk) => chunks.push(chunk));
        pdf.on('end', () => resolve(Buffer.concat(chunks)));
        pdf.on('error', reject);
    });
    try {
        const layout = new InvoiceLayout(pdf, doc);
        layout.heading();
        layout.parties();
        layout.itemLines();
        layout.totals();
        layout.remittance();
        layout.payments();
        layout.notes();
        layout.footers();
    }
    finally {
        pdf.end();
    }
    return done;
}
//# sourceMappingURL=invoice-pdf.js.map