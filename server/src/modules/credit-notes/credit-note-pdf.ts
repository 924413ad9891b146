/**
 * A credit note as a PDF (A4), drawn like the invoice (invoice-pdf.ts): the same fonts, page and safe text
 * (pdf-page.ts) and page frame (pdf-frame.ts), positioned by hand so every page break goes through ensureSpace.
 * It names the invoice it credits, the reason, the credited lines and what became of the money.
 */
import { renderFramedPdf, type FooterLine } from '../../lib/pdf/pdf-frame';
import {
  CREDIT_SETTLEMENT_LABELS,
  formatCents,
  sellerLines,
  type CreditSettlement,
  type InvoiceSeller,
} from '@gluegun/common';
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

export interface CreditNoteDocument {
  creditNoteNumber: string;
  invoiceNumber: string;
  issuedOn: string;
  issuedOnText: string;
  reason: string;
  returnStock: boolean;
  seller: InvoiceSeller;
  buyer: { name: string; lines: string[]; email: string };
  lines: Array<{
    position: number;
    sku: string;
    productName: string;
    quantity: number;
    unitPriceCents: number;
    lineTotalCents: number;
  }>;
  amountCents: number;
  /** Of amountCents: the tax taken back, and the invoice's tax label ("VAT 20%"; null: the invoice had no tax line). */
  taxCents: number;
  taxLabel: string | null;
  /** A return's restocking fee kept back, net (0: none); its tax is already out of taxCents. */
  restockingFeeCents: number;
  /** The invoice's freight credited, net (0: none); its tax is in taxCents. */
  freightCents: number;
  appliedToInvoiceCents: number;
  releasedCents: number;
  settlement: string;
}

const COLUMNS = [
  { title: 'SKU', width: 92, align: 'left' as const },
  { title: 'Product', width: CONTENT_WIDTH - 92 - 58 - 80 - 86, align: 'left' as const },
  { title: 'Quantity', width: 58, align: 'right' as const },
  { title: 'Unit price', width: 80, align: 'right' as const },
  { title: 'Credited', width: 86, align: 'right' as const },
];
const PAD = 5;

class CreditNoteLayout extends PdfPage {
  y = MARGIN;

  constructor(
    doc: Doc,
    private readonly cn: CreditNoteDocument,
  ) {
    super(doc);
  }

  ensureSpace(height: number, tableHeader = false) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.cell(`Credit note ${this.cn.creditNoteNumber}`, MARGIN, this.y, CONTENT_WIDTH, {
      weight: 'bold',
      size: 10,
    });
    this.y += 24;
    if (tableHeader) this.header();
  }

  heading() {
    const { cn } = this;
    let left =
      this.y +
      this.wrapped(cn.seller.name, MARGIN, this.y, CONTENT_WIDTH / 2, { weight: 'bold', size: 14 }, 3) +
      2;
    for (const line of [...sellerLines(cn.seller), cn.seller.email].filter((l) => l.trim() !== ''))
      left += this.wrapped(line, MARGIN, left, CONTENT_WIDTH / 2, { size: 9, color: MUTED });
    const rightX = MARGIN + CONTENT_WIDTH * 0.55;
    const rightWidth = CONTENT_WIDTH * 0.45;
    this.cell('CREDIT NOTE', rightX, this.y - 2, rightWidth, { weight: 'bold', size: 22, align: 'right' });
    let right = this.y + 34;
    for (const [label, value] of [
      ['Credit note number', cn.creditNoteNumber],
      ['Credits invoice', cn.invoiceNumber],
      ['Issue date', cn.issuedOnText],
    ]) {
      this.cell(label, rightX, right, 100, { size: 9, color: MUTED });
      this.cell(value, rightX + 100, right, rightWidth - 100, { weight: 'bold', size: 9, align: 'right' });
      right += 13;
    }
    this.y = Math.max(left, right) + 18;
    this.cell('CREDIT TO', MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 8, color: MUTED });
    this.y += 13;
    this.y += this.wrapped(cn.buyer.name, MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 10 }, 3);
    for (const line of [...cn.buyer.lines, cn.buyer.email].filter((l) => l.trim() !== ''))
      this.y += this.wrapped(line, MARGIN, this.y, CONTENT_WIDTH, { size: 9 });
    this.y += 12;
    this.cell('REASON', MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 8, color: MUTED });
    this.y += 13;
    this.y +=
      this.wrapped(
        `${cn.reason}${cn.returnStock ? ' (goods returned to stock)' : ''}`,
        MARGIN,
        this.y,
        CONTENT_WIDTH,
        { size: 9 },
        6,
      ) + 12;
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
    for (const line of this.cn.lines) {
      this.ensureSpace(ROW_HEIGHT, true);
      const values = [
        line.sku,
        line.productName,
        line.quantity.toLocaleString('en-US'),
        formatCents(line.unitPriceCents),
        formatCents(line.lineTotalCents),
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
    const { cn } = this;
    const label = CREDIT_SETTLEMENT_LABELS[cn.settlement as CreditSettlement] ?? cn.settlement;
    const fee = cn.restockingFeeCents;
    const freight = cn.freightCents;
    const net = cn.amountCents - cn.taxCents;
    const rows: Array<[string, number, boolean]> = [
      ...(fee > 0 || freight > 0
        ? ([['Goods credited', net + fee - freight, false]] as Array<[string, number, boolean]>)
        : []),
      ...(fee > 0 ? ([['Restocking fee kept', -fee, false]] as Array<[string, number, boolean]>) : []),
      ...(freight > 0 ? ([['Freight credited', freight, false]] as Array<[string, number, boolean]>) : []),
      ...(cn.taxLabel || fee > 0 || freight > 0
        ? ([['Net credited', net, false]] as Array<[string, number, boolean]>)
        : []),
      ...(cn.taxLabel
        ? ([[`Tax (${cn.taxLabel})`, cn.taxCents, false]] as Array<[string, number, boolean]>)
        : []),
      ['Credit total', cn.amountCents, true],
      [`Off the balance of ${cn.invoiceNumber}`, cn.appliedToInvoiceCents, false],
      [`Paid money given back: ${label.toLowerCase()}`, cn.releasedCents, false],
    ];
    this.ensureSpace(rows.length * 16 + 4);
    const labelX = MARGIN + CONTENT_WIDTH - 330;
    for (const [text, cents, strong] of rows) {
      this.cell(text, labelX, this.y, 210, { weight: strong ? 'bold' : 'regular', size: strong ? 10 : 9 });
      this.cell(formatCents(cents), labelX + 210, this.y, 120 - PAD, {
        weight: strong ? 'bold' : 'regular',
        size: strong ? 10 : 9,
        align: 'right',
      });
      this.y += 16;
    }
  }
}

/** The credit note as a PDF file. Same document in, same bytes out (the creation date is the issue date). */
export async function renderCreditNotePdf(cn: CreditNoteDocument): Promise<Buffer> {
  const footer: FooterLine[] = [
    { text: `Credit note ${cn.creditNoteNumber} for invoice ${cn.invoiceNumber}`, weight: 'bold' },
  ];
  return renderFramedPdf(
    { title: `Credit note ${cn.creditNoteNumber}`, author: cn.seller.name, createdOn: cn.issuedOn, footer },
    (pdf) => {
      const layout = new CreditNoteLayout(pdf, cn);
      layout.heading();
      layout.table();
      layout.totals();
      return layout;
    },
  );
}
