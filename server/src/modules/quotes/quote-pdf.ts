/**
 * A quote as a PDF (A4), drawn like the credit note (credit-note-pdf.ts): the same fonts, page, safe text and frame.
 * It prints the shop's newest priced version (or the buyer's request while nothing is priced yet) with the seller,
 * the buyer company, the lines and the money rows Net, Tax, Freight and Total.
 */
import { renderFramedPdf, questionsLine, type FooterLine } from '../../lib/pdf/pdf-frame';
import { formatCents, sellerLines, type InvoiceSeller } from '@gluegun/common';
import type { QuoteFreightView } from './quote-freight';
import {
  BOTTOM,
  CONTENT_WIDTH,
  MARGIN,
  MUTED,
  PdfPage,
  ROW_HEIGHT,
  RULE,
  SHADE,
  type Doc,
} from '../../lib/pdf/pdf-page';

export interface QuoteDocument {
  quoteNumber: string;
  version: number;
  statusLabel: string;
  /** The day the printed version was written (YYYY-MM-DD) and as read ("November 23, 2026"). */
  writtenOn: string;
  writtenOnText: string;
  /** The last day it can be accepted, as read; null while nothing is priced. */
  validUntilText: string | null;
  seller: InvoiceSeller;
  buyer: { name: string; lines: string[] };
  note: string;
  freightNote: string;
  /** Null unit prices: a request the shop has not priced yet. */
  lines: Array<{
    sku: string;
    productName: string;
    quantity: number;
    unitPriceCents: number | null;
    lineTotalCents: number | null;
  }>;
  netCents: number;
  /** The offer's freight by the company's method (null: not priced yet). */
  freight: QuoteFreightView | null;
  priced: boolean;
}

const COLUMNS = [
  { title: 'SKU', width: 92, align: 'left' as const },
  { title: 'Product', width: CONTENT_WIDTH - 92 - 58 - 80 - 86, align: 'left' as const },
  { title: 'Quantity', width: 58, align: 'right' as const },
  { title: 'Unit price', width: 80, align: 'right' as const },
  { title: 'Line net', width: 86, align: 'right' as const },
];
const PAD = 5;
const NOT_PRICED = 'To be quoted';

class QuoteLayout extends PdfPage {
  y = MARGIN;

  constructor(
    doc: Doc,
    private readonly q: QuoteDocument,
  ) {
    super(doc);
  }

  ensureSpace(height: number, tableHeader = false) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.cell(`Quote ${this.q.quoteNumber}, version ${this.q.version}`, MARGIN, this.y, CONTENT_WIDTH, {
      weight: 'bold',
      size: 10,
    });
    this.y += 24;
    if (tableHeader) this.header();
  }

  heading() {
    const { q } = this;
    let left =
      this.y +
      this.wrapped(q.seller.name, MARGIN, this.y, CONTENT_WIDTH / 2, { weight: 'bold', size: 14 }, 3) +
      2;
    for (const line of [...sellerLines(q.seller), q.seller.email].filter((l) => l.trim() !== ''))
      left += this.wrapped(line, MARGIN, left, CONTENT_WIDTH / 2, { size: 9, color: MUTED });
    const rightX = MARGIN + CONTENT_WIDTH * 0.55;
    const rightWidth = CONTENT_WIDTH * 0.45;
    this.cell('QUOTE', rightX, this.y - 2, rightWidth, { weight: 'bold', size: 22, align: 'right' });
    let right = this.y + 34;
    const facts: Array<[string, string]> = [
      ['Quote number', q.quoteNumber],
      ['Version', String(q.version)],
      ['Date', q.writtenOnText],
      ['Valid until', q.validUntilText ?? 'Not priced yet'],
      ['Status', q.statusLabel],
    ];
    for (const [label, value] of facts) {
      this.cell(label, rightX, right, 100, { size: 9, color: MUTED });
      this.cell(value, rightX + 100, right, rightWidth - 100, { weight: 'bold', size: 9, align: 'right' });
      right += 13;
    }
    this.y = Math.max(left, right) + 18;
    this.cell('QUOTED TO', MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 8, color: MUTED });
    this.y += 13;
    this.y += this.wrapped(q.buyer.name, MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 10 }, 3);
    for (const line of q.buyer.lines.filter((l) => l.trim() !== ''))
      this.y += this.wrapped(line, MARGIN, this.y, CONTENT_WIDTH, { size: 9 });
    this.y += 12;
    if (q.note.trim() !== '') {
      this.cell('NOTE', MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 8, color: MUTED });
      this.y += 13;
      this.y += this.wrapped(q.note, MARGIN, this.y, CONTENT_WIDTH, { size: 9 }, 6) + 12;
    }
  }

  header() {
    this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, ROW_HEIGHT).fill(SHADE);
    let x = MARGIN;
    for (const c of COLUMNS) {
      this.cell(c.title, x + PAD, this.y + 4, c.width - 2 * PAD, {
        weight: 'bold',
        size: 8,
        color: MUTED,
        align: c.align,
      });
      x += c.width;
    }
    this.y += ROW_HEIGHT;
  }

  table() {
    this.ensureSpace(3 * ROW_HEIGHT);
    this.header();
    for (const line of this.q.lines) {
      this.ensureSpace(ROW_HEIGHT, true);
      const money = (c: number | null) => (c === null ? NOT_PRICED : formatCents(c));
      const values = [
        line.sku,
        line.productName,
        line.quantity.toLocaleString('en-US'),
        money(line.unitPriceCents),
        money(line.lineTotalCents),
      ];
      let x = MARGIN;
      COLUMNS.forEach((c, i) => {
        this.cell(values[i], x + PAD, this.y + 4, c.width - 2 * PAD, { size: 9, align: c.align });
        x += c.width;
      });
      this.y += ROW_HEIGHT;
      this.doc
        .moveTo(MARGIN, this.y)
        .lineTo(MARGIN + CONTENT_WIDTH, this.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
    this.y += 10;
  }

  totals() {
    const { q } = this;
    const net = q.priced ? formatCents(q.netCents) : NOT_PRICED;
    const f = q.priced ? q.freight : null;
    const rows: Array<[string, string, boolean]> = [
      ['Net', net, false],
      ['Freight', freightText(f), false],
      ...(q.freightNote.trim() === ''
        ? []
        : [['Freight terms', q.freightNote, false] as [string, string, boolean]]),
      ['Tax', 'Not included: added at checkout', false],
      ['Total (before tax)', q.priced ? formatCents(q.netCents + (f?.freightCents ?? 0)) : NOT_PRICED, true],
    ];
    this.ensureSpace(rows.length * 16 + 4);
    const labelX = MARGIN + CONTENT_WIDTH - 330;
    for (const [text, value, strong] of rows) {
      this.cell(text, labelX, this.y, 120, { weight: strong ? 'bold' : 'regular', size: strong ? 10 : 9 });
      this.cell(value, labelX + 120, this.y, 210 - PAD, {
        weight: strong ? 'bold' : 'regular',
        size: strong ? 10 : 9,
        align: 'right',
      });
      this.y += 16;
    }
  }
}

/** The quote as a PDF file. Same document in, same bytes out (the creation date is the version's day). */
export async function renderQuotePdf(q: QuoteDocument): Promise<Buffer> {
  const footer: FooterLine[] = [
    { text: `Quote ${q.quoteNumber}, version ${q.version}`, weight: 'bold' },
    ...questionsLine(q.seller.email),
  ];
  return renderFramedPdf(
    { title: `Quote ${q.quoteNumber}`, author: q.seller.name, createdOn: q.writtenOn, footer },
    (pdf) => {
      const layout = new QuoteLayout(pdf, q);
      layout.heading();
      layout.table();
      layout.totals();
      return layout;
    },
  );
}

/** The freight row: the charge by the method, or why there is none yet. */
function freightText(f: QuoteFreightView | null): string {
  if (!f) return NOT_PRICED;
  if (f.chosenAtCheckout) return 'By the method chosen at checkout';
  if (f.pending) return `Quoted by us once ordered (${f.shippingMethodName})`;
  if (!f.shippingMethodName) return 'None';
  return `${formatCents(f.freightCents)} (${f.shippingMethodName})`;
}
