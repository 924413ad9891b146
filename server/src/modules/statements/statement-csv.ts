/**
 * Statement and aging CSVs, written with the shop's one CSV writer (lib/csv.ts): a payment's
 * reference and a company's name came from people and are defused against formula injection; amounts, days and
 * labels are ours and written bare (decimal dollars, -12.50 stays a number).
 *
 * The statement is one table: an "Opening balance" row, one row per line, a "Closing balance" row, then one
 * "Overdue" row per invoice overdue at the statement's end (its due day, days overdue and what it still owes).
 */
import { AGING_BUCKETS, AGING_BUCKET_LABELS } from '@gluegun/common';
import { csvDocument, own, text, type CsvCell } from '../../lib/csv';
import { centsToDecimal } from '../invoices/exports';
import type { StatementDocument } from './statement.service';
import type { AgingFigures, AgingRow } from './aging';

const money = (cents: number): CsvCell => own(centsToDecimal(cents));
const blank = own('');

// 'Tax' last, so existing imports keep their columns.
const STATEMENT_HEADER = [
  'Date',
  'Type',
  'Reference',
  'Invoice number',
  'Debit',
  'Credit',
  'Balance',
  'Days overdue',
  'Tax',
  'Freight',
];

export function statementCsv(s: StatementDocument): string {
  const rows: CsvCell[][] = [
    [
      own(s.from),
      own('Opening balance'),
      blank,
      blank,
      blank,
      blank,
      money(s.openingBalanceCents),
      blank,
      blank,
      blank,
    ],
    ...s.lines.map((l) => [
      own(l.on),
      own(l.kindLabel),
      text(l.reference),
      own(l.invoiceNumber),
      l.debitCents ? money(l.debitCents) : blank,
      l.creditCents ? money(l.creditCents) : blank,
      money(l.balanceCents),
      blank,
      l.taxCents ? money(l.taxCents) : blank,
      l.freightCents ? money(l.freightCents) : blank,
    ]),
    [
      own(s.to),
      own('Closing balance'),
      blank,
      blank,
      money(s.totalDebitCents),
      money(s.totalCreditCents),
      money(s.closingBalanceCents),
      blank,
      blank,
      blank,
    ],
    ...s.overdue.map((o) => [
      own(o.dueOn),
      own('Overdue'),
      blank,
      own(o.invoiceNumber),
      blank,
      blank,
      money(o.balanceCents),
      own(String(o.daysOverdue)),
      blank,
      blank,
    ]),
  ];
  return csvDocument(STATEMENT_HEADER, rows);
}

const AGING_HEADER = ['Company', ...AGING_BUCKETS.map((b) => AGING_BUCKET_LABELS[b]), 'Total', 'Invoices'];

const agingCells = (row: AgingRow, name: CsvCell): CsvCell[] => [
  name,
  ...AGING_BUCKETS.map((b) => money(row.buckets[b])),
  money(row.totalCents),
  own(String(row.invoiceCount)),
];

/** One row per company (the most owed first), then the total. */
export function agingCsv(report: AgingFigures): string {
  return csvDocument(AGING_HEADER, [
    ...report.rows.map((r) => agingCells(r, text(r.companyName))),
    agingCells(report.total, own('Total')),
  ]);
}

/** statement-<company>-<from>-to-<to>.csv: the name a download is saved as (letters and digits of the name only). */
export function statementFileName(s: StatementDocument, ext: 'csv' | 'pdf'): string {
  const slug = s.companyName
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .toLowerCase();
  return `statement-${slug ? `${slug}-` : ''}${s.from}-to-${s.to}.${ext}`;
}
