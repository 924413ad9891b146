/**
 * A statement of account: the opening balance (every entry before `from`), the lines dated
 * `from` to `to` (both included, UTC days) each with the running balance, the closing balance, and what was
 * overdue at the statement's end (its last day, or today when it ends later) with whole days past due.
 * Built only from ledger.ts' entries; opening + debits - credits = closing by construction.
 */
import { MAX_STATEMENT_LINES, daysOverdue, isoDay, statementRangeSchema } from '@gluegun/common';
import { ValidationError } from 'yup';
import { badInput } from '../../errors';
import { outstandingThrough, type LedgerEntry, type LedgerInvoice } from './ledger';

export interface StatementLine extends Omit<LedgerEntry, 'rank' | 'at'> {
  /** What the customer owed after this line. */
  balanceCents: number;
}

export interface OverdueInvoice {
  purchaseOrderId: string;
  invoiceNumber: string;
  dueOn: string;
  daysOverdue: number;
  balanceCents: number;
}

export interface StatementFigures {
  from: string;
  to: string;
  /** The day overdue is reckoned on: `to`, or today when `to` is later. */
  asOf: string;
  openingBalanceCents: number;
  totalDebitCents: number;
  totalCreditCents: number;
  closingBalanceCents: number;
  lines: StatementLine[];
  overdue: OverdueInvoice[];
  overdueCents: number;
}

/** The range as given, checked (real days, from <= to); a refusal names the field. */
export function statementRange(raw: { from?: unknown; to?: unknown }): { from: string; to: string } {
  try {
    return statementRangeSchema.validateSync(
      { from: raw.from, to: raw.to },
      { abortEarly: true, strict: false },
    );
  } catch (e) {
    if (e instanceof ValidationError) throw badInput(e.message, e.path ?? 'from');
    throw e;
  }
}

/** The statement of `entries` (ledgerEntries of `invoices`) for the range, at `now` (the request's clock). */
export function statementOf(
  entries: LedgerEntry[],
  invoices: Map<string, LedgerInvoice>,
  range: { from: string; to: string },
  now: Date,
): StatementFigures {
  const { from, to } = range;
  let opening = 0;
  let debit = 0;
  let credit = 0;
  const lines: StatementLine[] = [];
  for (const e of entries) {
    if (e.internal) continue;
    if (e.on < from) opening += e.debitCents - e.creditCents;
    else if (e.on <= to) {
      debit += e.debitCents;
      credit += e.creditCents;
      const { rank: _rank, at: _at, internal: _internal, ...shown } = e;
      lines.push({ ...shown, balanceCents: opening + debit - credit });
    }
  }
  if (lines.length > MAX_STATEMENT_LINES) {
    throw badInput(
      `This range holds ${lines.length} lines; a statement shows at most ${MAX_STATEMENT_LINES}. Choose a shorter range.`,
      'from',
    );
  }
  const today = isoDay(now);
  const asOf = to < today ? to : today;
  const asOfDate = to < today ? new Date(`${to}T12:00:00Z`) : now;
  const overdue: OverdueInvoice[] = [];
  for (const [id, owed] of outstandingThrough(entries, to)) {
    const inv = invoices.get(id)!;
    const days = daysOverdue(inv.dueAt, asOfDate);
    if (owed > 0 && days > 0)
      overdue.push({
        purchaseOrderId: id,
        invoiceNumber: inv.invoiceNumber,
        dueOn: isoDay(inv.dueAt),
        daysOverdue: days,
        balanceCents: owed,
      });
  }
  overdue.sort((a, b) => b.daysOverdue - a.daysOverdue || a.invoiceNumber.localeCompare(b.invoiceNumber));
  return {
    from,
    to,
    asOf,
    openingBalanceCents: opening,
    totalDebitCents: debit,
    totalCreditCents: credit,
    closingBalanceCents: opening + debit - credit,
    lines,
    overdue,
    overdueCents: overdue.reduce((sum, o) => sum + o.balanceCents, 0),
  };
}
