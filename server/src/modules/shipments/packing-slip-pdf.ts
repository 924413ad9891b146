/**
 * A shipment's packing slip as a PDF (A4), drawn like the invoice and the credit note: the same fonts, page and safe
 * text (lib/pdf/pdf-page.ts) and page frame (pdf-frame.ts), positioned by hand so every page break goes through
 * ensureSpace. It names the order and shipment, where it goes, how it travels, and each line's quantity in the box
 * beside what was ordered; no prices (the goods' receiver checks quantities, the invoice is the money).
 */
import { formatDay, sellerLines, type InvoiceSeller } from '@gluegun/common';
import { questionsLine, renderFramedPdf, type FooterLine } from '../../lib/pdf/pdf-frame';
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

export interface PackingSlipDocument {
  shipmentNumber: string;
  orderNumber: string;
  poNumber: string | null;
  shippedOn: string;
  carrier: string;
  service: string;
  trackingNumber: string | null;
  /** The warehouse it left from, when one was named. */
  shipsFrom: string | null;
  seller: InvoiceSeller;
  deliverTo: string[];
  contactPhone: string;
  lines: Array<{
    position: number;
    sku: string;
    customerPartNumber: string | null;
    productName: string;
    ordered: number;
    quantity: number;
  }>;
}

const COLUMNS = [
  { title: 'SKU', width: 92, align: 'left' as const },
  { title: 'Your part no.', width: 86, align: 'left' as const },
  { title: 'Product', width: CONTENT_WIDTH - 92 - 86 - 64 - 80, align: 'left' as const },
  { title: 'Ordered', width: 64, align: 'right' as const },
  { title: 'In this box', width: 80, align: 'right' as const },
];
const PAD = 5;

class PackingSlipLayout extends PdfPage {
  y = MARGIN;

  constructor(
    doc: Doc,
    private readonly slip: PackingSlipDocument,
  ) {
    super(doc);
  }

  ensureSpace(height: number, tableHeader = false) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.cell(`Packing slip ${this.slip.shipmentNumber}`, MARGIN, this.y, CONTENT_WIDTH, {
      weight: 'bold',
      size: 10,
    });
    this.y += 24;
    if (tableHeader) this.header();
  }

  heading() {
    const { slip } = this;
    let left =
      this.y +
      this.wrapped(slip.seller.name, MARGIN, this.y, CONTENT_WIDTH / 2, { weight: 'bold', size: 14 }, 3) +
      2;
    for (const line of sellerLines(slip.seller).filter((l) => l.trim() !== ''))
      left += this.wrapped(line, MARGIN, left, CONTENT_WIDTH / 2, { size: 9, color: MUTED });
    const rightX = MARGIN + CONTENT_WIDTH * 0.5;
    const rightWidth = CONTENT_WIDTH * 0.5;
    this.cell('PACKING SLIP', rightX, this.y - 2, rightWidth, { weight: 'bold', size: 22, align: 'right' });
    let right = this.y + 34;
    const facts: Array<[string, string]> = [
      ['Shipment', slip.shipmentNumber],
      ['Order', slip.orderNumber],
      ...(slip.poNumber ? [['Your PO', slip.poNumber] as [string, string]] : []),
      ['Shipped', formatDay(slip.shippedOn)],
      ['Carrier', [slip.carrier, slip.service].filter(Boolean).join(' ')],
      ...(slip.trackingNumber ? [['Tracking', slip.trackingNumber] as [string, string]] : []),
      ...(slip.shipsFrom ? [['Ships from', slip.shipsFrom] as [string, string]] : []),
    ];
    for (const [label, value] of facts) {
      this.cell(label, rightX, right, 90, { size: 9, color: MUTED });
      this.cell(value, rightX + 90, right, rightWidth - 90, { weight: 'bold', size: 9, align: 'right' });
      right += 13;
    }
    this.y = Math.max(left, right) + 18;
    this.cell('DELIVER TO', MARGIN, this.y, CONTENT_WIDTH, { weight: 'bold', size: 8, color: MUTED });
    this.y += 13;
    for (const line of [...slip.deliverTo, slip.contactPhone].filter((l) => l.trim() !== ''))
      this.y += this.wrapped(line, MARGIN, this.y, CONTENT_WIDTH, { size: 9 });
    this.y += 14;
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
    for (const line of this.slip.lines) {
      this.ensureSpace(ROW_HEIGHT, true);
      const values = [
        line.sku,
        line.customerPartNumber ?? '',
        line.productName,
        line.ordered.toLocaleString('en-US'),
        line.quantity.toLocaleString('en-US'),
      ];
      let x = MARGIN;
      COLUMNS.forEach((c, i) => {
        this.cell(values[i], x + PAD, this.y + 4, c.width - 2 * PAD, {
          size: 9,
          align: c.align,
          weight: i === 4 ? 'bold' : 'regular',
        });
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
    const units = this.slip.lines.reduce((sum, l) => sum + l.quantity, 0);
    this.ensureSpace(ROW_HEIGHT + 10);
    this.y += 8;
    this.cell(
      `${units.toLocaleString('en-US')} units in ${this.slip.lines.length} line${this.slip.lines.length === 1 ? '' : 's'}`,
      MARGIN,
      this.y,
      CONTENT_WIDTH,
      { weight: 'bold', size: 10, align: 'right' },
    );
    this.y += ROW_HEIGHT;
  }
}

/** The packing slip as a PDF file. Same document in, same bytes out (the creation date is the ship date). */
export async function renderPackingSlipPdf(slip: PackingSlipDocument): Promise<Buffer> {
  const footer: FooterLine[] = [
    { text: `Packing slip ${slip.shipmentNumber} for order ${slip.orderNumber}`, weight: 'bold' },
    ...questionsLine(slip.seller.email),
  ];
  return renderFramedPdf(
    {
      title: `Packing slip ${slip.shipmentNumber}`,
      author: slip.seller.name,
      createdOn: slip.shippedOn,
      footer,
    },
    (pdf) => {
      const layout = new PackingSlipLayout(pdf, slip);
      layout.heading();
      layout.table();
      return layout;
    },
  );
}
