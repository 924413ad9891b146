/**
 * A statement of account as a PDF (A4), drawn like the invoice (lib/pdf/pdf-page.ts: embedded Noto fonts,
 * hand-positioned lines, page breaks only through ensureSpace, which repeats the table header). Figures are the
 * statement's own (statement.ts), formatted only here.
 */
import { questionsLine, renderFramedPdf } from '../../lib/pdf/pdf-frame';
import {
  formatCents,
  formatDay,
  sellerLines,
  statementFreightSummary,
  statementTaxSummary,
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
import type { Align } from '../../lib/pdf/pdf-text';
import type { StatementDocument } from './statement.service';

export type StatementSeller = InvoiceSeller;

interface Column {
  title: string;
  width: number;
  align: Align;
}
// Money fits "$1,234,567.89" at 8.5 pt; the rest goes to the reference. Cells wrap (statement rows grow) rather than cut.
const MONEY_WIDTH = 66;
const COLUMNS: Column[] = [
  { title: 'Date', width: 76, align: 'left' },
  { title: 'Type', width: 72, align: 'left' },
  { title: 'Reference', width: CONTENT_WIDTH - 76 - 72 - 84 - 3 * MONEY_WIDTH, align: 'left' },
  { title: 'Invoice', width: 84, align: 'left' },
  { title: 'Debit', width: MONEY_WIDTH, align: 'right' },
  { title: 'Credit', width: MONEY_WIDTH, align: 'right' },
  { title: 'Balance', width: MONEY_WIDTH, align: 'right' },
];
const PAD = 4;

class StatementLayout extends PdfPage {
  y = MARGIN;
  private tableOpen = false;

  constructor(
    doc: Doc,
    private readonly s: StatementDocument,
    private readonly seller: StatementSeller,
  ) {
    super(doc);
  }

  ensureSpace(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.doc.addPage();
    this.y = MARGIN;
    this.cell(`Statement: ${this.s.companyName}`, MARGIN, this.y, CONTENT_WIDTH * 0.6, {
      weight: 'bold',
      size: 10,
    });
    this.cell(
      `${formatDay(this.s.from)} to ${formatDay(this.s.to)}`,
      MARGIN + CONTENT_WIDTH * 0.6,
      this.y,
      CONTENT_WIDTH * 0.4,
      { size: 9, color: MUTED, align: 'right' },
    );
    this.y += 24;
    if (this.tableOpen) this.tableHeader();
  }

  heading() {
    const { s, seller } = this;
    const half = CONTENT_WIDTH / 2;
    let left = this.y + this.wrapped(seller.name, MARGIN, this.y, half, { weight: 'bold', size: 14 }, 3) + 2;
    for (const line of [...sellerLines(seller), seller.email].filter((l) => l.trim() !== ''))
      left += this.wrapped(line, MARGIN, left, half, { size: 9, color: MUTED });
    this.cell('STATEMENT', MARGIN + half, this.y - 2, half, { weight: 'bold', size: 22, align: 'right' });
    const facts: Array<[string, string]> = [
      ['Customer', s.companyName],
      ...(s.buyerEmail ? [['Orders placed by', s.buyerEmail] as [string, string]] : []),
      ['From', formatDay(s.from)],
      ['To', formatDay(s.to)],
      ['Overdue as of', formatDay(s.asOf)],
    ];
    let right = this.y + 32;
    for (const [label, value] of facts) {
      this.cell(label, MARGIN + half, right, half * 0.45, { size: 9, color: MUTED });
      right += this.wrapped(
        value,
        MARGIN + half + half * 0.45,
        right,
        half * 0.55,
        { size: 9, align: 'right' },
        3,
      );
    }
    this.y = Math.max(left, right) + 16;
  }

  summary() {
    const { s } = this;
    const rows: Array<[string, number]> = [
      ['Opening balance', s.openingBalanceCents],
      ['Invoiced and other debits', s.totalDebitCents],
      ['Paid and other credits', s.totalCreditCents],
      ['Closing balance', s.closingBalanceCents],
      ['Overdue', s.overdueCents],
    ];
    const x = MARGIN + CONTENT_WIDTH / 2;
    for (const [label, cents] of rows) {
      const bold = label === 'Closing balance';
      this.cell(label, x, this.y, CONTENT_WIDTH / 4, { size: 9, weight: bold ? 'bold' : 'regular' });
      this.cell(formatCents(cents), x + CONTENT_WIDTH / 4, this.y, CONTENT_WIDTH / 4, {
        size: 9,
        weight: bold ? 'bold' : 'regular',
        align: 'right',
      });
      this.y += 14;
    }
    this.y += 12;
  }

  tableHeader() {
    this.doc.rect(MARGIN, this.y, CONTENT_WIDTH, ROW_HEIGHT).fill(SHADE);
    this.row(
      COLUMNS.map((c) => c.title),
      { weight: 'bold' },
    );
  }

  /** The printed lines of each cell: a long day ("September 30, 2026"), kind or reference wraps, never cut. */
  private cellLines(cells: string[], weight?: 'bold' | 'regular'): string[][] {
    return COLUMNS.map((c, i) => this.lines(cells[i] ?? '', c.width - 2 * PAD, { size: 8.5, weight }, 6));
  }

  /** A row's height once its cells are wrapped. */
  rowHeight(cells: string[], weight?: 'bold' | 'regular'): number {
    const most = Math.max(1, ...this.cellLines(cells, weight).map((l) => l.length));
    return Math.max(ROW_HEIGHT, most * this.t.lineHeight(8.5) + 6);
  }

  row(cells: string[], style: { weight?: 'bold' | 'regular' } = {}) {
    const step = this.t.lineHeight(8.5);
    const height = this.rowHeight(cells, style.weight);
    let x = MARGIN;
    this.cellLines(cells, style.weight).forEach((lines, i) => {
      const c = COLUMNS[i];
      lines.forEach((line, n) =>
        this.t.draw(line, x + PAD, this.y + 4 + n * step, c.width - 2 * PAD, {
          size: 8.5,
          align: c.align,
          weight: style.weight,
        }),
      );
      x += c.width;
    });
    this.y += height;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(MARGIN + CONTENT_WIDTH, this.y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }

  entries() {
    const { s } = this;
    this.ensureSpace(3 * ROW_HEIGHT);
    this.tableOpen = true;
    this.tableHeader();
    this.row([formatDay(s.from), 'Opening balance', '', '', '', '', formatCents(s.openingBalanceCents)], {
      weight: 'bold',
    });
    for (const l of s.lines) {
      const cells = [
        formatDay(l.on),
        l.kindLabel,
        l.reference,
        l.invoiceNumber,
        l.debitCents ? formatCents(l.debitCents) : '',
        l.creditCents ? formatCents(l.creditCents) : '',
        formatCents(l.balanceCents),
      ];
      this.ensureSpace(this.rowHeight(cells));
      this.row(cells);
    }
    const closing = [
      formatDay(s.to),
      'Closing balance',
      '',
      '',
      formatCents(s.totalDebitCents),
      formatCents(s.totalCreditCents),
      formatCents(s.closingBalanceCents),
    ];
    this.ensureSpace(this.rowHeight(closing, 'bold'));
    this.row(closing, { weight: 'bold' });
    this.tableOpen = false;
    this.y += 16;
    for (const note of [statementTaxSummary(s.lines), statementFreightSummary(s.lines)]) {
      if (!note) continue;
      this.ensureSpace(14);
      this.cell(note, MARGIN, this.y, CONTENT_WIDTH, { size: 9 });
      this.y += 18;
    }
  }

  overdue() {
    const { s } = this;
    this.ensureSpace(14 + ROW_HEIGHT);
    this.cell(
      s.overdue.length === 0
        ? `Nothing was overdue on ${formatDay(s.asOf)}.`
        : `OVERDUE ON ${formatDay(s.asOf).toUpperCase()}`,
      MARGIN,
      this.y,
      CONTENT_WIDTH,
      { weight: 'bold', size: 8, color: MUTED },
    );
    this.y += 14;
    for (const o of s.overdue) {
      this.ensureSpace(14);
      this.cell(o.invoiceNumber, MARGIN, this.y, 100, { size: 9 });
      this.cell(`Due ${formatDay(o.dueOn)}`, MARGIN + 100, this.y, 160, { size: 9 });
      this.cell(`${o.daysOverdue} day${o.daysOverdue === 1 ? '' : 's'} overdue`, MARGIN + 260, this.y, 120, {
        size: 9,
      });
      this.cell(formatCents(o.balanceCents), MARGIN + CONTENT_WIDTH - 120, this.y, 120, {
        size: 9,
        align: 'right',
      });
      this.y += 14;
    }
  }
}

/** The statement as a PDF file (the creation date is its last day). */
export async function renderStatementPdf(s: StatementDocument, seller: StatementSeller): Promise<Buffer> {
  const frame = {
    title: `Statement ${s.companyName} ${s.from} to ${s.to}`,
    author: seller.name,
    createdOn: s.to,
    footer: questionsLine(seller.email),
  };
  return renderFramedPdf(frame, (pdf) => {
    const layout = new StatementLayout(pdf, s, seller);
    layout.heading();
    layout.summary();
    layout.entries();
    layout.overdue();
    return layout;
  });
}
