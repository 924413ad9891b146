/**
 * An invoice as a PDF (A4), drawn with pdfkit in embedded Noto Sans / Noto Sans JP (pdf-fonts.ts, pdf-text.ts), so
 * a Japanese company name or a Czech street prints as typed, like the web invoice (docs/decisions/021).
 *
 * Layout is positioned by hand (explicit x/y, one line per `draw`) so pdfkit never adds a page on its own: every page
 * break goes through `ensureSpace`, which repeats the continuation heading and, inside the lines table, the table
 * header. Names, addresses, product names and references wrap onto more lines instead of being cut (only beyond
 * several lines, or in one-line cells such as the SKU, does '…' end a text). The page frame (lib/pdf/pdf-frame.ts)
 * writes the payment line, the seller's e-mail and "Page X of Y" on every page once all pages exist.
 */
import { formatDay, invoiceTotalRows, sellerLines, termsLabel } from '@gluegun/common';
import { questionsLine, renderFramedPdf, type FooterLine } from '../../lib/pdf/pdf-frame';
import { REMITTANCE_HEADING, formatCents, remittanceRows, remittanceSummary } from '@gluegun/common';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';
import { pdfSafeText, type Align, type Weight } from '../../lib/pdf/pdf-text';
import {
  BOTTOM,
  CONTENT_WIDTH,
  MARGIN,
  MAX_NOTE_CHARS,
  MAX_PARTY_LINES,
  MUTED,
  NOTE_LINE,
  PdfPage,
  ROW_HEIGHT,
  RULE,
  SHADE,
  type Doc,
} from '../../lib/pdf/pdf-page';

export { pdfSafeText } from '../../lib/pdf/pdf-text';

interface Column {
  title: string;
  width: number;
  align: Align;
}
const COLUMNS: Column[] = [
  { title: 'SKU', width: 92, align: 'left' },
  { title: 'Product', width: CONTENT_WIDTH - 92 - 58 - 80 - 86, align: 'left' },
  { title: 'Quantity', width: 58, align: 'right' },
  { title: 'Unit price', width: 80, align: 'right' },
  { title: 'Line total', width: 86, align: 'right' },
];
const CELL_PAD = 5;
const PRODUCT_COLUMN = 1;

/** What a void invoice says where the others say where to pay (the web invoice says the same). */
export const VOID_NOTE = 'This invoice is void: the order was cancelled and nothing is owed.';

/** What a settled invoice says where an open one asks to be paid. */
export const PAID_NOTE = 'Nothing is owed on this invoice: it is settled.';

/** The line an invoice prints instead of asking to be paid, or null while a balance is owed. */
function settledNote(inv: InvoiceDocument): string | null {
  if (inv.isVoid) return VOID_NOTE;
  return inv.balanceCents <= 0 ? PAID_NOTE : null;
}

/** Draws the invoice onto `doc`, page by page. */
class InvoiceLayout extends PdfPage {
  y = MARGIN;
  private tableOpen = false;

  constructor(
    doc: Doc,
    private readonly inv: InvoiceDocument,
  ) {
    super(doc);
  }

  /** Starts a new page when `height` more points do not fit above the footer. */
  ensureSpace(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.cell(`Invoice ${this.inv.invoiceNumber}`, MARGIN, this.y, CONTENT_WIDTH / 2, {
      weight: 'bold',
      size: 10,
    });
    this.cell(`Order ${this.inv.orderNumber}`, MARGIN + CONTENT_WIDTH / 2, this.y, CONTENT_WIDTH / 2, {
      size: 9,
      color: MUTED,
      align: 'right',
    });
    this.y += 24;
    if (this.tableOpen) this.tableHeader();
  }

  /** Seller (name, address lines, e-mail: the web invoice's order) on the left, the invoice's facts on the right. */
  heading() {
    const { inv } = this;
    const leftWidth = CONTENT_WIDTH * 0.5;
    let left =
      this.y + this.wrapped(inv.seller.name, MARGIN, this.y, leftWidth, { weight: 'bold', size: 14 }, 3) + 2;
    for (const line of [...sellerLines(inv.seller).slice(0, MAX_PARTY_LINES + 1), inv.seller.email].filter(
      (l) => l.trim() !== '',
    )) {
      left += this.wrapped(line, MARGIN, left, leftWidth, { size: 9, color: MUTED });
    }

    const rightX = MARGIN + CONTENT_WIDTH * 0.55;
    const rightWidth = CONTENT_WIDTH * 0.45;
    this.cell('INVOICE', rightX, this.y - 2, rightWidth, { weight: 'bold', size: 24, align: 'right' });
    const facts: Array<[string, string]> = [
      ['Invoice number', inv.invoiceNumber],
      ['Order number', inv.orderNumber],
      ...(inv.poNumber ? [['PO number', inv.poNumber] as [string, string]] : []),
      ...(inv.buyerReference ? [['Buyer reference', inv.buyerReference] as [string, string]] : []),
      ['Issue date', formatDay(inv.issuedOn)],
      ['Due date', formatDay(inv.dueOn)],
      ['Terms', termsLabel(inv.termsDays)],
      ['Status', inv.paymentStatusLabel],
      ...(inv.requestedDeliveryOn
        ? [['Requested date', formatDay(inv.requestedDeliveryOn)] as [string, string]]
        : []),
      ...(inv.promisedDeliveryOn
        ? [
            [
              'Promised date',
              `${formatDay(inv.promisedDeliveryOn)}${inv.promisedLate ? ' (later than requested)' : ''}`,
            ] as [string, string],
          ]
        : []),
    ];
    let right = this.y + 34;
    const labelWidth = 82;
    for (const [label, value] of facts) {
      this.cell(label, rightX, right, labelWidth, { size: 9, color: MUTED });
      // The buyer's PO number may be long (64 characters): it wraps onto up to three lines rather than being cut.
      const used = this.wrapped(
        value,
        rightX + labelWidth,
        right,
        rightWidth - labelWidth,
        { weight: 'bold', size: 9, align: 'right' },
        3,
      );
      right += Math.max(13, used + 1);
    }
    this.y = Math.max(left, right) + 18;
  }

  parties() {
    const { doc, inv } = this;
    const width = CONTENT_WIDTH / 2 - 12;
    const block = (title: string, party: InvoiceParty & { email?: string; phone?: string }, x: number) => {
      let y = this.y;
      this.cell(title, x, y, width, { weight: 'bold', size: 8, color: MUTED });
      y += 13;
      if (party.name.trim() !== '')
        y += this.wrapped(party.name, x, y, width, { weight: 'bold', size: 10 }, 3) + 1;
      const extra = [...party.lines.slice(0, MAX_PARTY_LINES), party.email ?? '', party.phone ?? ''];
      for (const line of extra.filter((l) => l.trim() !== ''))
        y += this.wrapped(line, x, y, width, { size: 9 });
      return y;
    };
    doc
      .moveTo(MARGIN, this.y - 8)
      .lineTo(MARGIN + CONTENT_WIDTH, this.y - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    const billEnd = block('BILL TO', inv.buyer, MARGIN);
    const deliverTo = inv.deliverTo.length > 0 ? inv.deliverTo : ['To be confirmed'];
    const shipEnd = block('DELIVER TO', { name: '', lines: deliverTo }, MARGIN + CONTENT_WIDTH / 2 + 12);
    this.y = Math.max(billEnd, shipEnd) + 18;
  }

  private tableHeader() {
    const { doc } = this;
    doc.rect(MARGIN, this.y, CONTENT_WIDTH, ROW_HEIGHT).fill(SHADE);
    let x = MARGIN;
    for (const c of COLUMNS) {
      this.cell(c.title, x + CELL_PAD, this.y + 4, c.width - 2 * CELL_PAD, {
        weight: 'bold',
        size: 8,
        color: MUTED,
        align: c.align,
      });
      x += c.width;
    }
    this.y += ROW_HEIGHT;
  }

  /** The lines table; a long product name wraps inside its row, and the row grows with it. */
  itemLines() {
    const { doc, inv } = this;
    this.ensureSpace(3 * ROW_HEIGHT); // the header never sits alone at the foot of a page
    this.tableOpen = true;
    this.tableHeader();
    const step = this.t.lineHeight(9);
    const productWidth = COLUMNS[PRODUCT_COLUMN].width - 2 * CELL_PAD;
    for (const line of inv.lines) {
      const names = [
        line.productName,
        ...(line.customerPartNumber ? [`Your part no. ${line.customerPartNumber}`] : []),
        ...(line.deliveryText ? [line.deliveryText] : []),
      ].flatMap((t) => this.lines(t, productWidth, { size: 9 }));
      const height = Math.max(ROW_HEIGHT, names.length * step + 5);
      this.ensureSpace(height);
      const values = [
        line.sku,
        '',
        line.quantity.toLocaleString('en-US'),
        formatCents(line.unitPriceCents),
        formatCents(line.lineTotalCents),
      ];
      let x = MARGIN;
      COLUMNS.forEach((c, i) => {
        if (i === PRODUCT_COLUMN)
          names.forEach((name, n) =>
            this.t.draw(name, x + CELL_PAD, this.y + 4 + n * step, productWidth, { size: 9 }),
          );
        else
          this.cell(values[i], x + CELL_PAD, this.y + 4, c.width - 2 * CELL_PAD, { size: 9, align: c.align });
        x += c.width;
      });
      this.y += height;
      doc
        .moveTo(MARGIN, this.y)
        .lineTo(MARGIN + CONTENT_WIDTH, this.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
    if (inv.lines.length === 0) {
      this.ensureSpace(ROW_HEIGHT);
      this.cell('No lines', MARGIN + CELL_PAD, this.y + 4, CONTENT_WIDTH, { size: 9, color: MUTED });
      this.y += ROW_HEIGHT;
    }
    this.tableOpen = false;
    this.y += 10;
  }

  totals() {
    const { doc, inv } = this;
    const rows = invoiceTotalRows(inv).map((r) => [r.label, r.cents, r.strong] as [string, number, boolean]);
    this.ensureSpace(rows.length * 16 + 4);
    const labelX = MARGIN + CONTENT_WIDTH - 250;
    for (const [label, cents, strong] of rows) {
      const weight: Weight = strong ? 'bold' : 'regular';
      if (label === 'Balance') {
        doc.rect(labelX - CELL_PAD, this.y - 3, 250 + CELL_PAD, 18).fill(SHADE);
      }
      this.cell(label, labelX, this.y, 130, { weight, size: strong ? 10 : 9 });
      this.cell(formatCents(cents), labelX + 130, this.y, 120 - CELL_PAD, {
        weight,
        size: strong ? 10 : 9,
        align: 'right',
      });
      this.y += 16;
    }
    this.y += 14;
  }

  /** "Pay to": the instructions, the seller's bank details and this invoice's reference (same rows as the web). */
  remittance() {
    const { doc, inv } = this;
    const settled = settledNote(inv);
    if (settled) {
      this.ensureSpace(30);
      this.cell(settled, MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 10 });
      this.y += 28;
      return;
    }
    const labelWidth = 100;
    const valueWidth = CONTENT_WIDTH - 2 * CELL_PAD - labelWidth;
    const rows = remittanceRows(inv.remittance).map((row) => ({
      ...row,
      lines: this.lines(row.value, valueWidth, { weight: 'bold', size: 9 }, 3),
    }));
    const instructions = this.lines(
      inv.remittance.instructions,
      CONTENT_WIDTH - 2 * CELL_PAD,
      { size: 9 },
      4,
    );
    const step = this.t.lineHeight(9);
    const height =
      16 +
      instructions.length * step +
      4 +
      rows.reduce((sum, row) => sum + row.lines.length * step + 1, 0) +
      8;
    this.ensureSpace(height);
    doc.rect(MARGIN, this.y, CONTENT_WIDTH, height).lineWidth(0.75).strokeColor(RULE).stroke();
    let y = this.y + 6;
    this.cell(REMITTANCE_HEADING.toUpperCase(), MARGIN + CELL_PAD, y, CONTENT_WIDTH, {
      weight: 'bold',
      size: 8,
      color: MUTED,
    });
    y += 12;
    instructions.forEach((line) => {
      this.t.draw(line, MARGIN + CELL_PAD, y, CONTENT_WIDTH - 2 * CELL_PAD, { size: 9 });
      y += step;
    });
    y += 4;
    for (const row of rows) {
      this.cell(row.label, MARGIN + CELL_PAD, y, labelWidth - CELL_PAD, { size: 9, color: MUTED });
      row.lines.forEach((line, i) =>
        this.t.draw(line, MARGIN + CELL_PAD + labelWidth, y + i * step, valueWidth, {
          weight: 'bold',
          size: 9,
        }),
      );
      y += row.lines.length * step + 1;
    }
    this.y += height + 14;
  }

  /** A titled list of dated amounts (payments received, credit notes issued); a long text wraps in its row. */
  moneyList(title: string, rows: Array<{ on: string; text: string; cents: number }>) {
    if (rows.length === 0) return;
    this.ensureSpace(14 + 2 * 13);
    this.cell(title, MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 8, color: MUTED });
    this.y += 14;
    // A date column wide enough for "September 30, 2026" at 9 pt: a day is never cut.
    const textWidth = CONTENT_WIDTH - 100 - 110;
    for (const row of rows) {
      const texts = this.lines(row.text, textWidth, { size: 9 }, 3);
      const height = Math.max(13, texts.length * this.t.lineHeight(9));
      this.ensureSpace(height);
      this.cell(formatDay(row.on), MARGIN, this.y, 95, { size: 9 });
      texts.forEach((text, i) =>
        this.t.draw(text, MARGIN + 100, this.y + i * this.t.lineHeight(9), textWidth, { size: 9 }),
      );
      this.cell(formatCents(row.cents), MARGIN + CONTENT_WIDTH - 110, this.y, 110 - CELL_PAD, {
        size: 9,
        align: 'right',
      });
      this.y += height;
    }
    this.y += 12;
  }

  notes() {
    const { inv } = this;
    const raw = (inv.notes ?? '').trim();
    if (raw === '') return;
    const cut = raw.length > MAX_NOTE_CHARS ? `${raw.slice(0, MAX_NOTE_CHARS).trimEnd()}…` : raw;
    // At most two blank lines in a row: a note of line breaks must not run over pages.
    const text = pdfSafeText(cut, true).replace(/\n{4,}/g, '\n\n\n');
    this.ensureSpace(14 + 2 * NOTE_LINE);
    this.cell('NOTES', MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 8, color: MUTED });
    this.y += 14;
    // Wrapped here, line by line, so a long note continues on the next page like the lines table does.
    for (const line of text.split('\n').flatMap((p) => this.t.wrap(p, CONTENT_WIDTH, { size: 9 }))) {
      this.ensureSpace(NOTE_LINE);
      if (line !== '') this.t.draw(line, MARGIN, this.y, CONTENT_WIDTH, { size: 9 });
      this.y += NOTE_LINE;
    }
  }
}

/** The invoice as a PDF file. Same document in, same bytes out (the creation date is the issue date). */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const footer: FooterLine[] = [
    { text: settledNote(doc) ?? remittanceSummary(doc.remittance), weight: 'bold' },
    ...questionsLine(doc.seller.email),
  ];
  return renderFramedPdf(
    { title: `Invoice ${doc.invoiceNumber}`, author: doc.seller.name, createdOn: doc.issuedOn, footer },
    (pdf) => {
      const layout = new InvoiceLayout(pdf, doc);
      layout.heading();
      layout.parties();
      layout.itemLines();
      layout.totals();
      layout.remittance();
      layout.moneyList(
        'PAYMENTS RECEIVED',
        doc.payments.map((p) => ({ on: p.receivedOn, text: p.reference, cents: p.amountCents })),
      );
      layout.moneyList(
        'CREDIT NOTES',
        doc.creditNotes.map((n) => ({ on: n.issuedOn, text: n.creditNoteNumber, cents: n.amountCents })),
      );
      layout.notes();
      return layout;
    },
  );
}
