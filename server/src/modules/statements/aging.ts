/**
 * The aging report: what every customer company owes now, by how long it is past due. Each open
 * invoice's outstanding balance (from the ledger, so it is the statement's figure) goes into one bucket by whole
 * days past its due day at the request's clock (daysOverdue: 0 on the due day = Current; 1-30; 31-60; 61-90; over
 * 90). One row per company with anything owed, then the total. Integer cents only.
 */
import { AGING_BUCKETS, agingBucketOf, daysOverdue, isoDay, type AgingBucketName } from '@gluegun/common';
import type { LedgerEntry, LedgerInvoice } from './ledger';
import { outstandingThrough } from './ledger';

export type Buckets = Record<AgingBucketName, number>;

export interface AgingRow {
  companyId: string | null;
  companyName: string;
  buckets: Buckets;
  totalCents: number;
  invoiceCount: number;
}

export interface AgingFigures {
  asOf: string;
  rows: AgingRow[];
  total: AgingRow;
}

const emptyBuckets = (): Buckets => Object.fromEntries(AGING_BUCKETS.map((b) => [b, 0])) as Buckets;
const emptyRow = (companyId: string | null, companyName: string): AgingRow => ({
  companyId,
  companyName,
  buckets: emptyBuckets(),
  totalCents: 0,
  invoiceCount: 0,
});

function add(row: AgingRow, bucket: AgingBucketName, cents: number) {
  row.buckets[bucket] += cents;
  row.totalCents += cents;
  row.invoiceCount += 1;
}

/** The report of `entries` (ledgerEntries of `invoices`) at `now`; `names` gives each company's name. */
export function agingOf(
  entries: LedgerEntry[],
  invoices: Map<string, LedgerInvoice>,
  names: Map<string, string>,
  now: Date,
): AgingFigures {
  const today = isoDay(now);
  const byCompany = new Map<string, AgingRow>();
  const total = emptyRow(null, 'Total');
  for (const [id, owed] of outstandingThrough(entries, today)) {
    if (owed <= 0) continue;
    const inv = invoices.get(id)!;
    const key = inv.companyId ?? '';
    let row = byCompany.get(key);
    if (!row) {
      row = emptyRow(inv.companyId, names.get(key) ?? 'No company');
      byCompany.set(key, row);
    }
    const bucket = agingBucketOf(daysOverdue(inv.dueAt, now));
    add(row, bucket, owed);
    add(total, bucket, owed);
  }
  const rows = [...byCompany.values()].sort(
    (a, b) => b.totalCents - a.totalCents || a.companyName.localeCompare(b.companyName),
  );
  return { asOf: today, rows, total };
}
