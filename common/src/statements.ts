/**
 * Statements of account and the aging report (docs/decisions/040): the rules the server applies
 * and the client shows early (the date range form, the bucket names).
 *
 * A statement covers whole days of the shop's calendar (UTC, see dates.ts) from `from` to `to`, both included: an
 * entry dated `from` is a line, one dated the day before is in the opening balance, one dated the day after `to`
 * is on no line and in no balance.
 */
import * as yup from 'yup';
import { isCalendarDay } from './dates';
import { isoDay, trimmedString } from './purchase-orders';
import { formatCents } from './rules';

/** Most lines one statement holds: a longer range is refused with a plain message (choose a shorter range). */
export const MAX_STATEMENT_LINES = 5000;

/** What a ledger entry is. A new kind (credit notes, refunds) is one more name here and one more source on the server. */
export const LEDGER_KINDS = [
  'INVOICE',
  'PAYMENT',
  'VOID',
  'CREDIT_NOTE',
  'CREDIT_APPLIED',
  'CREDIT_RELEASED',
  'OVERPAYMENT',
  'REFUND',
] as const;
export type LedgerKindName = (typeof LEDGER_KINDS)[number];
export const LEDGER_KIND_LABELS: Record<LedgerKindName, string> = {
  INVOICE: 'Invoice',
  PAYMENT: 'Payment',
  VOID: 'Invoice voided',
  CREDIT_NOTE: 'Credit note',
  CREDIT_APPLIED: 'Account credit applied',
  CREDIT_RELEASED: 'Credit moved to account',
  OVERPAYMENT: 'Payment held as credit',
  REFUND: 'Refund',
};

/** Aging buckets by whole days past the due day (daysOverdue): 0 = not yet past due ("Current"). */
export const AGING_BUCKETS = ['CURRENT', 'DAYS_1_30', 'DAYS_31_60', 'DAYS_61_90', 'OVER_90'] as const;
export type AgingBucketName = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Record<AgingBucketName, string> = {
  CURRENT: 'Current',
  DAYS_1_30: '1-30 days',
  DAYS_31_60: '31-60 days',
  DAYS_61_90: '61-90 days',
  OVER_90: 'Over 90 days',
};

/** The bucket of an invoice `days` whole days past its due day. */
export function agingBucketOf(days: number): AgingBucketName {
  if (days <= 0) return 'CURRENT';
  if (days <= 30) return 'DAYS_1_30';
  if (days <= 60) return 'DAYS_31_60';
  if (days <= 90) return 'DAYS_61_90';
  return 'OVER_90';
}

/** The range a statement opens with: from the first day of the current month to today (UTC). */
export function defaultStatementRange(now: Date): { from: string; to: string } {
  return { from: isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))), to: isoDay(now) };
}

const isRealDay = (v: string | undefined | null) => v == null || isCalendarDay(v);

const day = (label: string) =>
  trimmedString(label)
    .required(`${label} is required`)
    .test('real-date', `${label} must be a real date (YYYY-MM-DD)`, isRealDay);

/** The date range of a statement: two real days, `from` on or before `to`. */
export const statementRangeSchema = yup.object({
  from: day('From'),
  to: day('To').test('after-from', 'To must be on or after From', function after(v) {
    const from = this.parent.from as string | undefined;
    return !v || !from || !isRealDay(from) || !isRealDay(v) || from <= v;
  }),
});
export type StatementRange = yup.InferType<typeof statementRangeSchema>;

/** The freight within a statement's invoices (docs/decisions/076), printed under the lines; null when there is none. */
export function statementFreightSummary(
  lines: ReadonlyArray<{ kind: string; freightCents?: number | null }>,
): string | null {
  const freight = lines.reduce((sum, l) => sum + (l.kind === 'INVOICE' ? (l.freightCents ?? 0) : 0), 0);
  return freight > 0 ? `Freight included in the invoices above: ${formatCents(freight)} before tax.` : null;
}

/**
 * The tax within a statement's lines (docs/decisions/041), as the web page and the PDF print it
 * under the lines: the tax invoiced in the range and the tax credit notes gave back; null when there is none.
 */
export function statementTaxSummary(lines: ReadonlyArray<{ kind: string; taxCents: number }>): string | null {
  let invoiced = 0;
  let returned = 0;
  for (const l of lines) {
    if (l.kind === 'INVOICE') invoiced += l.taxCents;
    else if (l.kind === 'CREDIT_NOTE') returned += l.taxCents;
  }
  if (invoiced === 0 && returned === 0) return null;
  const parts = [`${formatCents(invoiced)} on invoices`];
  if (returned > 0) parts.push(`${formatCents(returned)} given back by credit notes`);
  return `Tax included in the lines above: ${parts.join('; ')}.`;
}
