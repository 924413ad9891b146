/**
 * A warehouse's pick list as a PDF (A4), in the shop's document frame (pdf-frame.ts) and page helpers (pdf-page.ts)
 * like the packing slip: one block per SKU with the units to pick over every order, then the orders they go to, each
 * with its line's promised day.
 */
import { formatDay, sellerLines } from '@gluegun/common';
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
import type { PickListDocument } from './queue';

const COLUMNS = [
  { title: 'SKU / order', width: 100, align: 'left' as const },
  { title: 'Product / company', width: CONTENT_WIDTH - 100 - 95 - 95 - 60, align: 'left' as const },
  { title: 'Your PO', width: 95, align: 'left' as const },
  { title: 'Promised', width: 95, align: 'left' as const },
  { title: 'Pick', width: 60, align: 'right' as const },
];
const PAD = 5;

class PickListLayout extends PdfPage {
  y = MARGIN;

  constructor(
    doc: Doc,
    private readonly list: PickListDocument,
  ) {
    super(doc);
  }

  ensureSpace(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.cell(
      `Pick list ${this.list.warehouseCode}, ${formatDay(this.list.printedOn)}`,
      MARGIN,
      this.y,
      CONTENT_WIDTH,
      { weight: 'bold', size: 10 },
    );
    this.y += 24;
    this.header();
  }

  heading() {
    const { list } = this;
    let left =
      this.y +
      this.wrapped(list.seller.name, MARGIN, this.y, CONTENT_WIDTH / 2, { weight: 'bold', size: 14 }, 3) +
      2;
    for (const line of sellerLines(list.seller).filter((l) => l.trim() !== ''))
      left += this.wrapped(line, MARGIN, left, CONTENT_WIDTH / 2, { size: 9, color: MUTED });
    const rightX = MARGIN + CONTENT_WIDTH * 0.5;
    const rightWidth = CONTENT_WIDTH * 0.5;
    this.cell('PICK LIST', rightX, this.y - 2, rightWidth, { weight: 'bold', size: 22, align: 'right' });
    let right = this.y + 34;
    const units = list.groups.reduce((n, g) => n + g.total, 0);
    const facts: Array<[string, string]> = [
      ['Warehouse', `${list.warehouseCode} ${list.warehouseName}`],
      ['Printed', formatDay(list.printedOn)],
      ['SKUs', list.groups.length.toLocaleString('en-US')],
      ['Units', units.toLocaleString('en-US')],
    ];
    for (const [label, value] of facts) {
      this.cell(label, rightX, right, 90, { size: 9, color: MUTED });
      this.cell(value, rightX + 90, right, rightWidth - 90, { weight: 'bold', size: 9, align: 'right' });
      right += 13;
    }
    this.y = Math.max(left, right) + 18;
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

  row(values: string[], bold: boolean) {
    this.ensureSpace(ROW_HEIGHT);
    let x = MARGIN;
    COLUMNS.forEach((c, i) => {
      this.cell(
        values[i],
        x + PAD + (!bold && i < 2 ? 10 : 0),
        this.y + 4,
        c.width - 2 * PAD - (!bold && i < 2 ? 10 : 0),
        { size: 9, align: c.align, weight: bold ? 'bold' : 'regular', color: bold ? undefined : MUTED },
      );
      x += c.width;
    });
    this.y += ROW_HEIGHT;
  }

  table() {
    if (this.list.groups.length === 0) {
      this.cell(
        'Nothing to pick: no open order lines are allocated to this warehouse.',
        MARGIN,
        this.y,
        CONTENT_WIDTH,
        { size: 10 },
      );
      this.y += ROW_HEIGHT;
      return;
    }
    this.ensureSpace(3 * ROW_HEIGHT);
    this.header();
    for (const g of this.list.groups) {
      this.ensureSpace(2 * ROW_HEIGHT);
      this.row([g.sku, g.productName, '', '', g.total.toLocaleString('en-US')], true);
      for (const o of g.orders)
        this.row(
          [
            o.orderNumber,
            o.companyName,
            o.poNumber ?? '',
            // A line with no day yet (units waiting with no restock day) says so rather than leaving a gap.
            o.promisedOn ? formatDay(o.promisedOn) : 'Not known yet',
            o.quantity.toLocaleString('en-US'),
          ],
          false,
        );
      this.doc
        .moveTo(MARGIN, this.y)
        .lineTo(MARGIN + CONTENT_WIDTH, this.y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
  }
}

/** The pick list as a PDF file. Same document in, same bytes out (the creation date is the day it was printed). */
export async function renderPickListPdf(list: PickListDocument): Promise<Buffer> {
  const footer: FooterLine[] = [
    { text: `Pick list for warehouse ${list.warehouseCode}, ${formatDay(list.printedOn)}`, weight: 'bold' },
    ...questionsLine(list.seller.email),
  ];
  return renderFramedPdf(
    {
      title: `Pick list ${list.warehouseCode} ${list.printedOn}`,
      author: list.seller.name,
      createdOn: list.printedOn,
      footer,
    },
    (pdf) => {
      const layout = new PickListLayout(pdf, list);
      layout.heading();
      layout.table();
      return layout;
    },
  );
}
