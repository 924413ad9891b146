/** The aging report's rows as GraphQL and REST answer them: one field per bucket. */
import type { AgingFigures, AgingRow } from './aging';

export function presentAgingRow(row: AgingRow) {
  const b = row.buckets;
  return {
    companyId: row.companyId,
    companyName: row.companyName,
    currentCents: b.CURRENT,
    days1To30Cents: b.DAYS_1_30,
    days31To60Cents: b.DAYS_31_60,
    days61To90Cents: b.DAYS_61_90,
    over90Cents: b.OVER_90,
    totalCents: row.totalCents,
    invoiceCount: row.invoiceCount,
  };
}

export function presentAging(report: AgingFigures) {
  return { asOf: report.asOf, rows: report.rows.map(presentAgingRow), total: presentAgingRow(report.total) };
}
