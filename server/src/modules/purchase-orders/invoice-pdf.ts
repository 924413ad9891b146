/**
 * An invoice as a PDF (A4), drawn with pdfkit and its built-in Helvetica: no font files, nothing downloaded.
 *
 * Layout is positioned by hand (explicit x/y, `lineBreak: false` for one-line cells) so pdfkit never adds a page
 * on its own: every page break goes through `ensureSpace`, which repeats the continuation heading and, inside the
 * lines table, the table header. "Page X of Y" and the payment instructions are written last on every buffered page.
 *
 * The standard fonts encode WinAnsi only: every text that comes from data passes through `pdfSafeText`, which turns
 * what they cannot encode (emoji, Arabic, CJK, control characters) into '?'. Long values are cut with '…' to fit.
 */
import PDFDocument from 'pdfkit';
import { formatCents } from '@gluegun/common';
import type { InvoiceDocument, InvoiceParty } from './invoice-document';

/** Unicode code points outside Latin-1 that WinAnsi (and so pdfkit's standard fonts) can print. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'.split('').map((c) => c.codePointAt(0)));
/** Longer texts are cut before measuring: nothing printed needs more, and measuring 10 kB per cell is slow. */
const MAX_FIELD_CHARS = 300;
const MAX_NOTE_CHARS = 3000;
const MAX_PARTY_LINES = 8;

/**
 * `text` made printable by the standard fonts: characters WinAnsi lacks become '?' (one per code point, so an
 * emoji is one '?'), control characters too. Tabs, line breaks and other Unicode spaces become a plain space,
 * except that `multiline` keeps line breaks (as '\n').
 */
export function pdfSafeText(text: string, multiline = false): string {
  let out = '';
  for (const ch of String(text ?? '').normalize('NFC').replace(/\r\n?/g, '\n')) {
    const cp = ch.codePointAt(0)!;
    if (ch === '\n' || ch === '\u2028' || ch === '\u2029') out += multiline ? '\n' : ' ';
    else if (ch === '\t' || (cp !== 0xa0 && /\p{Zs}/u.test(ch))) out += ' ';
    else if ((cp >= 0x20 && cp < 0x7f) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp)) out += ch;
    else out += '?';
  }
  return out;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_HEIGHT = 40;
const BOTTOM = A4.height - MARGIN - FOOTER_HEIGHT; // nothing but the footer below this line
const ROW_HEIGHT = 17;
const NOTE_LINE = 11;
const INK = '#1a1a1a';
const MUTED = '#666666';
const RULE = '#d0d0d0';
const SHADE = '#f1f1f1';

type Align = 'left' | 'right';
interface Column { title: string; width: number; align: Align }
const COLUMNS: Column[] = [
  { title: 'SKU', width: 92, align: 'left' },
  { title: 'Product', width: CONTENT_WIDTH - 92 - 58 - 80 - 86, align: 'left' },
  { title: 'Quantity', width: 58, align: 'right' },
  { title: 'Unit price', width: 80, align: 'right' },
  { title: 'Line total', width: 86, align: 'right' },
];
const CELL_PAD = 5;

type Doc = PDFKit.PDFDocument;
type Font = 'Helvetica' | 'Helvetica-Bold';

/** `text` (already safe) cut with '…' so that it is at most `width` wide in the current font. */
function fitWidth(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) lo = mid; else hi = mid - 1;
  }
  return `${text.slice(0, lo).trimEnd()}…`;
}

/** One line of data text at (x, y): made safe, cut to `width`, never wrapped. */
function cell(doc: Doc, raw: string, x: number, y: number, width: number, opts: { font?: Font; size?: number; color?: string; align?: Align } = {}) {
  doc.font(opts.font ?? 'Helvetica').fontSize(opts.size ?? 9).fillColor(opts.color ?? INK);
  const text = fitWidth(doc, pdfSafeText(raw.slice(0, MAX_FIELD_CHARS)), width);
  doc.text(text, x, y, { width, align: opts.align ?? 'left', lineBreak: false });
}

/** Data text wrapped into at most `maxLines` lines of `width` (cut with '…' after that); returns the height used. */
function wrapped(doc: Doc, raw: string, x: number, y: number, width: number, maxLines: number, opts: { font?: Font; size?: number; align?: Align } = {}): number {
  doc.font(opts.font ?? 'Helvetica').fontSize(opts.size ?? 9).fillColor(INK);
  const text = pdfSafeText(raw.slice(0, MAX_FIELD_CHARS));
  const options = { width, align: opts.align ?? 'left' };
  const height = Math.min(doc.heightOfString(text, options), doc.currentLineHeight(true) * maxLines);
  // `height` bounds the text box, so pdfkit stops (with '…') instead of adding a page.
  doc.text(text, x, y, { ...options, height, ellipsis: true });
  return height;
}

/** `text` (already safe) broken into lines at most `width` wide in the current font; words too long for a line are cut. */
function wrapLines(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (doc.widthOfString(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    current = word;
    while (doc.widthOfString(current) > width) {
      let n = current.length - 1;
      while (n > 1 && doc.widthOfString(current.slice(0, n)) > width) n = Math.floor(n * 0.9);
      while (doc.widthOfString(current.slice(0, n + 1)) <= width) n++;
      lines.push(current.slice(0, n));
      current = current.slice(n);
    }
  }
  lines.push(current);
  return lines;
}

const formatDate = (iso: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][Number(m[2]) - 1];
  return month ? `${Number(m[3])} ${month} ${m[1]}` : iso;
};
export const termsLabel = (termsDays: number) => (termsDays > 0 ? `Net ${termsDays}` : 'Due on receipt');

/** Draws the invoice onto `doc`, page by page. */
class InvoiceLayout {
  y = MARGIN;
  private tableOpen = false;

  constructor(private readonly doc: Doc, private readonly inv: InvoiceDocument) {}

  /** Starts a new page when `height` more points do not fit above the footer. */
  ensureSpace(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    cell(this.doc, `Invoice ${this.inv.invoiceNumber}`, MARGIN, this.y, CONTENT_WIDTH / 2, { font: 'Helvetica-Bold', size: 10 });
    cell(this.doc, `Order ${this.inv.orderNumber}`, MARGIN + CONTENT_WIDTH / 2, this.y, CONTENT_WIDTH / 2, { size: 9, color: MUTED, align: 'right' });
    this.y += 24;
    if (this.tableOpen) this.tableHeader();
  }

  heading() {
    const { doc, inv } = this;
    const leftWidth = CONTENT_WIDTH * 0.5;
    cell(doc, inv.seller.name, MARGIN, this.y, leftWidth, { font: 'Helvetica-Bold', size: 14 });
    let left = this.y + 20;
    for (const line of [...inv.seller.lines.slice(0, MAX_PARTY_LINES), inv.seller.email].filter((l) => l.trim() !== '')) {
      cell(doc, line, MARGIN, left, leftWidth, { size: 9, color: MUTED });
      left += 12;
    }

    const rightX = MARGIN + CONTENT_WIDTH * 0.55;
    const rightWidth = CONTENT_WIDTH * 0.45;
    cell(doc, 'INVOICE', rightX, this.y - 2, rightWidth, { font: 'Helvetica-Bold', size: 24, align: 'right' });
    const facts: Array<[string, string]> = [
      ['Invoice number', inv.invoiceNumber],
      ['Order number', inv.orderNumber],
      ...(inv.poNumber ? [['PO number', inv.poNumber] as [string, string]] : []),
      ['Issue date', formatDate(inv.issuedOn)],
      ['Due date', formatDate(inv.dueOn)],
      ['Terms', termsLabel(inv.termsDays)],
      ['Status', inv.paymentStatusLabel],
    ];
    let right = this.y + 34;
    const labelWidth = 82;
    for (const [label, value] of facts) {
      cell(doc, label, rightX, right, labelWidth, { size: 9, color: MUTED });
      // The buyer's PO number may be long (64 characters): it wraps onto up to three lines rather than being cut.
      const used = wrapped(doc, value, rightX + labelWidth, right, rightWidth - labelWidth, 3, { font: 'Helvetica-Bold', size: 9, align: 'right' });
      right += Math.max(13, used + 2);
    }
    this.y = Math.max(left, right) + 18;
  }

  parties() {
    const { doc, inv } = this;
    const width = CONTENT_WIDTH / 2 - 12;
    const block = (title: string, party: InvoiceParty & { email?: string; phone?: string }, x: number) => {
      let y = this.y;
      cell(doc, title, x, y, width, { font: 'Helvetica-Bold', size: 8, color: MUTED });
      y += 13;
      if (party.name.trim() !== '') {
        cell(doc, party.name, x, y, width, { font: 'Helvetica-Bold', size: 10 });
        y += 14;
      }
      const extra = [...party.lines.slice(0, MAX_PARTY_LINES), party.email ?? '', party.phone ?? ''];
      for (const line of extra.filter((l) => l.trim() !== '')) {
        cell(doc, line, x, y, width, { size: 9 });
        y += 12;
      }
      return y;
    };
    doc.moveTo(MARGIN, this.y - 8).lineTo(MARGIN + CONTENT_WIDTH, this.y - 8).lineWidth(0.5).strokeColor(RULE).stroke();
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
      cell(doc, c.title, x + CELL_PAD, this.y + 5, c.width - 2 * CELL_PAD, { font: 'Helvetica-Bold', size: 8, color: MUTED, align: c.align });
      x += c.width;
    }
    this.y += ROW_HEIGHT;
  }

  lines() {
    const { doc, inv } = this;
    this.ensureSpace(3 * ROW_HEIGHT); // the header never sits alone at the foot of a page
    this.tableOpen = true;
    this.tableHeader();
    for (const line of inv.lines) {
      this.ensureSpace(ROW_HEIGHT);
      const values = [line.sku, line.productName, line.quantity.toLocaleString('en-US'), formatCents(line.unitPriceCents), formatCents(line.lineTotalCents)];
      let x = MARGIN;
      COLUMNS.forEach((c, i) => {
        cell(doc, values[i], x + CELL_PAD, this.y + 5, c.width - 2 * CELL_PAD, { size: 9, align: c.align });
        x += c.width;
      });
      this.y += ROW_HEIGHT;
      doc.moveTo(MARGIN, this.y).lineTo(MARGIN + CONTENT_WIDTH, this.y).lineWidth(0.5).strokeColor(RULE).stroke();
    }
    if (inv.lines.length === 0) {
      this.ensureSpace(ROW_HEIGHT);
      cell(doc, 'No lines', MARGIN + CELL_PAD, this.y + 5, CONTENT_WIDTH, { size: 9, color: MUTED });
      this.y += ROW_HEIGHT;
    }
    this.tableOpen = false;
    this.y += 10;
  }

  totals() {
    const { doc, inv } = this;
    const rows: Array<[string, number, boolean]> = [
      ['Subtotal', inv.subtotalCents, false],
      ['Total', inv.totalCents, true],
      ['Paid', inv.paidCents, false],
      ['Balance due', inv.balanceCents, true],
    ];
    this.ensureSpace(rows.length * 16 + 4);
    const labelX = MARGIN + CONTENT_WIDTH - 250;
    for (const [label, cents, strong] of rows) {
      const font: Font = strong ? 'Helvetica-Bold' : 'Helvetica';
      if (label === 'Balance due') {
        doc.rect(labelX - CELL_PAD, this.y - 4, 250 + CELL_PAD, 18).fill(SHADE);
      }
      cell(doc, label, labelX, this.y, 130, { font, size: strong ? 10 : 9 });
      cell(doc, formatCents(cents), labelX + 130, this.y, 120 - CELL_PAD, { font, size: strong ? 10 : 9, align: 'right' });
      this.y += 16;
    }
    this.y += 14;
  }

  payments() {
    const { doc, inv } = this;
    if (inv.payments.length === 0) return;
    this.ensureSpace(14 + 2 * 13);
    cell(doc, 'PAYMENTS RECEIVED', MARGIN, this.y, CONTENT_WIDTH, { font: 'Helvetica-Bold', size: 8, color: MUTED });
    this.y += 14;
    for (const p of inv.payments) {
      this.ensureSpace(13);
      cell(doc, formatDate(p.receivedOn), MARGIN, this.y, 80, { size: 9 });
      cell(doc, p.reference, MARGIN + 85, this.y, CONTENT_WIDTH - 85 - 110, { size: 9 });
      cell(doc, formatCents(p.amountCents), MARGIN + CONTENT_WIDTH - 110, this.y, 110 - CELL_PAD, { size: 9, align: 'right' });
      this.y += 13;
    }
    this.y += 12;
  }

  notes() {
    const { doc, inv } = this;
    const raw = (inv.notes ?? '').trim();
    if (raw === '') return;
    const cut = raw.length > MAX_NOTE_CHARS ? `${raw.slice(0, MAX_NOTE_CHARS).trimEnd()}…` : raw;
    // At most two blank lines in a row: a note of line breaks must not run over pages.
    const text = pdfSafeText(cut, true).replace(/\n{4,}/g, '\n\n\n');
    this.ensureSpace(14 + 2 * NOTE_LINE);
    cell(doc, 'NOTES', MARGIN, this.y, CONTENT_WIDTH, { font: 'Helvetica-Bold', size: 8, color: MUTED });
    this.y += 14;
    // Wrapped here, line by line, so a long note continues on the next page like the lines table does.
    doc.font('Helvetica').fontSize(9);
    for (const line of text.split('\n').flatMap((p) => wrapLines(doc, p, CONTENT_WIDTH))) {
      this.ensureSpace(NOTE_LINE);
      if (line !== '') cell(doc, line, MARGIN, this.y, CONTENT_WIDTH, { size: 9 });
      this.y += NOTE_LINE;
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
      const top = A4.height - MARGIN - FOOTER_HEIGHT + 12;
      doc.moveTo(MARGIN, top).lineTo(MARGIN + CONTENT_WIDTH, top).lineWidth(0.5).strokeColor(RULE).stroke();
      cell(doc, `Pay by bank transfer quoting ${inv.invoiceNumber}`, MARGIN, top + 8, CONTENT_WIDTH - 110, { font: 'Helvetica-Bold', size: 8 });
      if (inv.seller.email.trim() !== '') cell(doc, `Questions: ${inv.seller.email}`, MARGIN, top + 20, CONTENT_WIDTH - 110, { size: 8, color: MUTED });
      cell(doc, `Page ${i + 1} of ${range.count}`, MARGIN + CONTENT_WIDTH - 100, top + 8, 100, { size: 8, color: MUTED, align: 'right' });
    }
  }
}

/** The invoice as a PDF file. Same document in, same bytes out (the creation date is the issue date). */
export async function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const issued = /^\d{4}-\d{2}-\d{2}$/.test(doc.issuedOn) ? new Date(`${doc.issuedOn}T00:00:00Z`) : new Date(0);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: pdfSafeText(`Invoice ${doc.invoiceNumber}`).slice(0, MAX_FIELD_CHARS),
      Author: pdfSafeText(doc.seller.name).slice(0, MAX_FIELD_CHARS),
      CreationDate: Number.isNaN(issued.getTime()) ? new Date(0) : issued,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  try {
    const layout = new InvoiceLayout(pdf, doc);
    layout.heading();
    layout.parties();
    layout.lines();
    layout.totals();
    layout.payments();
    layout.notes();
    layout.footers();
  } finally {
    pdf.end();
  }
  return done;
}
