/**
 * The one list of what a customer owes and paid: ledger entries, each dated on a day of the
 * shop's calendar (UTC), with a debit (raises what is owed) or a credit (lowers it). Statements (web, PDF, CSV,
 * REST) and the aging report are all built from `ledgerEntries`, so they cannot disagree.
 *
 * A new kind of entry (a credit note, a refund) is one more source in SOURCES below (and its name and label in
 * common/src/statements.ts LEDGER_KINDS): it reads its rows for the orders `where` selects and returns entries.
 */
import {
  LEDGER_KIND_LABELS,
  balanceOf,
  creditNoteNumberText,
  isoDay,
  type LedgerKindName,
} from '@gluegun/common';
import type { Context } from '../../context';
import type { Prisma } from '../../generated/prisma/client';

type Db = Context['db'];

export interface LedgerEntry {
  /** The day it counts on, YYYY-MM-DD (UTC). */
  on: string;
  kind: LedgerKindName;
  kindLabel: string;
  /** What the customer recognises it by: the invoice number, the payment's reference. */
  reference: string;
  /** The invoice it belongs to ('' for the company's account: money held as credit, refunds). */
  purchaseOrderId: string;
  invoiceNumber: string;
  debitCents: number;
  creditCents: number;
  /** Of the debit (an invoice) or the credit (a credit note): the tax it carries (docs/decisions/041); 0 otherwise. */
  taxCents: number;
  /** Of an invoice's debit: its freight before tax (docs/decisions/076); absent when none. */
  freightCents?: number;
  /** Orders entries on one day: invoices before what settles them; then by when each was written. */
  rank: number;
  at: number;
  /**
   * Counts toward its invoice's outstanding balance but is no line of a company statement: customer credit moving
   * between an invoice and the company's account (applied to it, released from it) changes what the invoice owes,
   * not what the company owes.
   */
  internal?: boolean;
}

/** The invoice facts every source may need (the orders `where` selected). */
export interface LedgerInvoice {
  id: string;
  invoiceNumber: string;
  issuedAt: Date;
  dueAt: Date;
  totalCents: number;
  taxCents: number;
  freightCents: number;
  paidCents: number;
  creditedCents: number;
  paymentStatus: string;
  companyId: string | null;
  updatedAt: Date;
}

/** `account`: the company whose account (held credit, refunds) the statement includes; null = invoices only. */
type Source = (
  db: Db,
  invoices: Map<string, LedgerInvoice>,
  account: string | null,
) => Promise<LedgerEntry[]>;

const entry = (
  kind: LedgerKindName,
  rank: number,
  inv: LedgerInvoice,
  fields: Pick<LedgerEntry, 'on' | 'reference' | 'debitCents' | 'creditCents' | 'at'> & {
    taxCents?: number;
    freightCents?: number;
  },
): LedgerEntry => ({
  kind,
  kindLabel: LEDGER_KIND_LABELS[kind],
  purchaseOrderId: inv.id,
  invoiceNumber: inv.invoiceNumber,
  rank,
  taxCents: 0,
  ...fields,
});

/** Every invoice: its total, on its issue day. */
const invoiceEntries: Source = async (_db, invoices) =>
  [...invoices.values()].map((inv) =>
    entry('INVOICE', 0, inv, {
      on: isoDay(inv.issuedAt),
      reference: inv.invoiceNumber,
      debitCents: inv.totalCents,
      creditCents: 0,
      taxCents: inv.taxCents,
      ...(inv.freightCents > 0 ? { freightCents: inv.freightCents } : {}),
      at: inv.issuedAt.getTime(),
    }),
  );

/** Every payment recorded against them, on the day the money arrived. */
const paymentEntries: Source = async (db, invoices) => {
  const rows = await db.payment.findMany({
    where: { purchaseOrderId: { in: [...invoices.keys()] } },
    select: { purchaseOrderId: true, amountCents: true, receivedOn: true, reference: true, createdAt: true },
  });
  return rows.map((p) =>
    entry('PAYMENT', 1, invoices.get(p.purchaseOrderId)!, {
      on: isoDay(p.receivedOn),
      reference: p.reference,
      debitCents: 0,
      creditCents: p.amountCents,
      at: p.createdAt.getTime(),
    }),
  );
};

/**
 * What a voided invoice still asked for just before it was voided: its balance as an open invoice (balanceOf of the
 * void one is 0). Cancelling refuses an order with payments or credit notes, so today this is the invoice's total.
 */
const owedWhenVoided = (inv: LedgerInvoice) => balanceOf({ ...inv, paymentStatus: 'AWAITING_PAYMENT' });

/** A voided invoice (its order was cancelled): what was still owed is taken back, on the day it was cancelled. */
const voidEntries: Source = async (db, invoices) => {
  const voided = [...invoices.values()].filter((inv) => inv.paymentStatus === 'VOID');
  if (voided.length === 0) return [];
  const events = await db.purchaseOrderEvent.findMany({
    where: { purchaseOrderId: { in: voided.map((v) => v.id) }, kind: 'CANCELLED' },
    select: { purchaseOrderId: true, createdAt: true },
    orderBy: { createdAt: 'asc' },
  });
  const cancelledAt = new Map<string, Date>();
  for (const e of events)
    if (!cancelledAt.has(e.purchaseOrderId)) cancelledAt.set(e.purchaseOrderId, e.createdAt);
  return voided
    .filter((inv) => owedWhenVoided(inv) !== 0)
    .map((inv) => {
      const at = cancelledAt.get(inv.id) ?? inv.updatedAt;
      return entry('VOID', 2, inv, {
        on: isoDay(at),
        reference: inv.invoiceNumber,
        debitCents: 0,
        creditCents: owedWhenVoided(inv),
        at: at.getTime(),
      });
    });
};

/** Every credit note (docs/decisions/038) credits its invoice by its whole amount, on the day it was issued. */
const creditNoteEntries: Source = async (db, invoices) => {
  const rows = await db.creditNote.findMany({
    where: { purchaseOrderId: { in: [...invoices.keys()] } },
    select: { purchaseOrderId: true, number: true, amountCents: true, taxCents: true, issuedAt: true },
  });
  return rows.map((n) =>
    entry('CREDIT_NOTE', 1, invoices.get(n.purchaseOrderId)!, {
      on: isoDay(n.issuedAt),
      reference: creditNoteNumberText(n.number),
      debitCents: 0,
      creditCents: n.amountCents,
      taxCents: n.taxCents,
      at: n.issuedAt.getTime(),
    }),
  );
};

/**
 * Customer credit moving between an invoice and the company's account: applied to an invoice (it owes less),
 * released from a credited invoice that had been paid past its new balance (it owes that back to the account).
 * On a company statement they are internal (the account holds the other side); on a buyer's own-orders statement
 * they are lines, since that statement has no account.
 */
const creditMoveEntries: Source = async (db, invoices, account) => {
  const rows = await db.customerCreditEntry.findMany({
    where: { purchaseOrderId: { in: [...invoices.keys()] }, kind: { in: ['APPLIED', 'CREDIT_NOTE'] } },
    select: { purchaseOrderId: true, kind: true, amountCents: true, detail: true, createdAt: true },
  });
  return rows.map((c) => {
    const applied = c.kind === 'APPLIED';
    const cents = Math.abs(c.amountCents);
    return {
      ...entry(applied ? 'CREDIT_APPLIED' : 'CREDIT_RELEASED', 1, invoices.get(c.purchaseOrderId!)!, {
        on: isoDay(c.createdAt),
        reference: c.detail,
        debitCents: applied ? 0 : cents,
        creditCents: applied ? cents : 0,
        at: c.createdAt.getTime(),
      }),
      internal: account !== null,
    };
  });
};

/** The company's account: transfers beyond its invoices held as credit, and refunds paid out of held credit. */
const accountEntries: Source = async (db, _invoices, account) => {
  if (account === null) return [];
  const rows = await db.customerCreditEntry.findMany({
    where: { companyId: account, kind: { in: ['OVERPAYMENT', 'REFUNDED'] } },
    select: {
      kind: true,
      amountCents: true,
      detail: true,
      createdAt: true,
      refund: { select: { paidOn: true, reference: true } },
    },
  });
  return rows.map((c) => {
    const refund = c.kind === 'REFUNDED';
    const cents = Math.abs(c.amountCents);
    return {
      kind: refund ? 'REFUND' : 'OVERPAYMENT',
      kindLabel: LEDGER_KIND_LABELS[refund ? 'REFUND' : 'OVERPAYMENT'],
      purchaseOrderId: '',
      invoiceNumber: '',
      rank: 1,
      on: isoDay(refund && c.refund ? c.refund.paidOn : c.createdAt),
      reference: refund && c.refund ? c.refund.reference : c.detail,
      debitCents: refund ? cents : 0,
      creditCents: refund ? 0 : cents,
      taxCents: 0,
      at: c.createdAt.getTime(),
    };
  });
};

/** Where every ledger entry comes from: add a source here for a new kind. */
const SOURCES: Source[] = [
  invoiceEntries,
  paymentEntries,
  voidEntries,
  creditNoteEntries,
  creditMoveEntries,
  accountEntries,
];

/** In date order: by day, then invoices before what settles them, then by when written, then by reference. */
export function compareEntries(a: LedgerEntry, b: LedgerEntry): number {
  return (
    a.on.localeCompare(b.on) ||
    a.rank - b.rank ||
    a.at - b.at ||
    a.reference.localeCompare(b.reference) ||
    a.purchaseOrderId.localeCompare(b.purchaseOrderId)
  );
}

/** The invoices `where` selects, as the sources read them. */
export async function ledgerInvoices(
  db: Db,
  where: Prisma.PurchaseOrderWhereInput,
): Promise<Map<string, LedgerInvoice>> {
  const rows = await db.purchaseOrder.findMany({
    where,
    select: {
      id: true,
      invoiceNumber: true,
      issuedAt: true,
      dueAt: true,
      totalCents: true,
      taxCents: true,
      freightCents: true,
      paidCents: true,
      creditedCents: true,
      paymentStatus: true,
      companyId: true,
      updatedAt: true,
    },
  });
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Every ledger entry of the given invoices, in date order; with `account` (a company statement) also that company's
 * account (money held as credit, refunds), so the closing balance is what the company owes less the credit it holds.
 */
export async function ledgerEntries(
  db: Db,
  invoices: Map<string, LedgerInvoice>,
  account: string | null = null,
): Promise<LedgerEntry[]> {
  if (invoices.size === 0) return [];
  const all = (await Promise.all(SOURCES.map((source) => source(db, invoices, account)))).flat();
  return all.sort(compareEntries);
}

/** What each invoice still owes after the entries dated on or before `through` (YYYY-MM-DD). */
export function outstandingThrough(entries: LedgerEntry[], through: string): Map<string, number> {
  const owed = new Map<string, number>();
  for (const e of entries) {
    if (e.on > through || e.purchaseOrderId === '') continue;
    owed.set(e.purchaseOrderId, (owed.get(e.purchaseOrderId) ?? 0) + e.debitCents - e.creditCents);
  }
  return owed;
}
