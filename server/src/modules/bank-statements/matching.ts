/**
 * Proposals for statement lines (docs/decisions/036, amended by 047), in this order:
 * 1. REFERENCE: every ISO 11649 reference the line carries whose check digits pass and that names an open invoice
 *    (RF42 INV000002, with or without the space). Several references = one transfer paying several invoices: the
 *    money goes to them in the order written, each up to its balance; less money = the last ones are paid in part.
 *    A reference whose check digits fail is never matched by reference (the note says so).
 * 2. AMOUNT_AND_NAME: no usable reference, the payer's whole name is the legal name of exactly one company
 *    (normalised: case, accents, punctuation, legal suffixes), and the amount is exactly the balance of one of its
 *    open invoices (the oldest due when several).
 * 3. NAME: the payer's whole name is one company's legal name, and no amount fits: oldest due first (partial
 *    payments); the note says it rests on the name only.
 * Names are never matched on text a buyer typed at checkout, nor on a part of the payer's name: a company called
 * "ion" is not "PRECISION TOOLS". Money already proposed on another line, or already paid, is never proposed again.
 * Money left over after the invoices' balances is an overpayment: unapplied, kept on the line. Nothing is written
 * here: the caller stores the proposals.
 */
import { formatCents, isValidCreditorReference } from '@gluegun/common';
import type { StatementLine } from './statement-line';

export interface OpenInvoice {
  id: string;
  invoiceNumber: string;
  companyId: string;
  /** The company's legal name; null for a one-person company, which no one has named (matched by reference only). */
  legalName: string | null;
  balanceCents: number;
  issuedOn: string;
  dueAt: Date;
}

export interface Allocation {
  purchaseOrderId: string;
  invoiceNumber: string;
  amountCents: number;
}
export type MatchRule = 'REFERENCE' | 'AMOUNT_AND_NAME' | 'NAME';
export interface Proposal {
  status: 'PROPOSED' | 'UNMATCHED';
  matchRule: MatchRule | null;
  allocations: Allocation[];
  unappliedCents: number;
  note: string | null;
}

/** Words that say what kind of company it is, dropped from the end of a name: "Petra Crafts Ltd." is "petra crafts". */
const LEGAL_SUFFIXES = new Set([
  'ltd',
  'limited',
  'llc',
  'llp',
  'lp',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'kgaa',
  'ug',
  'ohg',
  'ev',
  'sa',
  'sas',
  'sarl',
  'srl',
  'spa',
  'bv',
  'nv',
  'oy',
  'ab',
  'aps',
  'pty',
  'pte',
  'kk',
  'haftungsbeschrankt',
]);

/** A name as whole lower-case words of letters and digits, legal suffixes dropped from its end: "Müller & Söhne GmbH" -> "muller sohne". */
export function nameKey(name: string | null | undefined): string {
  const words = (name ?? '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}

/** Fewer characters than this never name anyone. */
const MIN_KEY = 3;

/** Every RF reference written in `text`, compact and upper case, in the order written. */
export function referencesIn(text: string): string[] {
  const found = text.toUpperCase().match(/RF\s?\d{2}\s?[A-Z]{0,4}\s?\d{1,17}/g) ?? [];
  return found.map((r) => r.replace(/\s+/g, ''));
}

/** The invoice number an RF reference of ours names (RF42INV000002 -> INV-000002), or null. */
const invoiceNumberOf = (reference: string) => {
  const m = reference.slice(4).match(/^INV(\d+)$/);
  return m ? `INV-${m[1]}` : null;
};

/** The open invoices by their company's normalised legal name: a payer finds them only by the whole name. */
export class NameIndex {
  private readonly byKey = new Map<string, OpenInvoice[]>();

  add(legalName: string | null, inv: OpenInvoice) {
    const key = nameKey(legalName);
    if (key.length < MIN_KEY) return;
    const list = this.byKey.get(key);
    if (!list) this.byKey.set(key, [inv]);
    else if (!list.includes(inv)) list.push(inv);
  }

  /** The invoices of every company whose legal name, normalised, is the payer's whole name, normalised. */
  find(payer: string): OpenInvoice[] {
    const key = nameKey(payer);
    return key.length < MIN_KEY ? [] : [...(this.byKey.get(key) ?? [])];
  }
}

export class Matcher {
  private readonly byNumber = new Map<string, OpenInvoice>();
  private readonly remaining = new Map<string, number>();
  private readonly names = new NameIndex();

  /** `proposedElsewhere`: money per invoice id already proposed on lines of earlier imports, not proposed again. */
  constructor(
    open: OpenInvoice[],
    private readonly currency: string,
    proposedElsewhere: ReadonlyMap<string, number> = new Map(),
  ) {
    for (const inv of open) {
      this.byNumber.set(inv.invoiceNumber, inv);
      this.remaining.set(inv.id, Math.max(0, inv.balanceCents - (proposedElsewhere.get(inv.id) ?? 0)));
      this.names.add(inv.legalName, inv);
    }
  }

  /** What is still unproposed on an invoice: a later line does not propose the same money again. */
  private left(inv: OpenInvoice) {
    return this.remaining.get(inv.id) ?? 0;
  }

  private allocate(
    line: StatementLine,
    invoices: OpenInvoice[],
    rule: MatchRule,
    note: string | null,
  ): Proposal {
    let money = line.amountCents;
    const allocations: Allocation[] = [];
    const open: string[] = [];
    for (const inv of invoices) {
      const take = Math.min(money, this.left(inv));
      if (take <= 0) continue;
      allocations.push({ purchaseOrderId: inv.id, invoiceNumber: inv.invoiceNumber, amountCents: take });
      this.remaining.set(inv.id, this.left(inv) - take);
      money -= take;
      if (this.left(inv) > 0) open.push(`${formatCents(this.left(inv))} stays open on ${inv.invoiceNumber}`);
    }
    if (allocations.length === 0) {
      return {
        status: 'UNMATCHED',
        matchRule: null,
        allocations: [],
        unappliedCents: 0,
        note: note ?? 'The invoices it names are paid, or their money is proposed on another line',
      };
    }
    const sure =
      rule === 'NAME' ? "Matched on the payer's name only: check the invoices before confirming" : null;
    const over = money > 0 ? `Overpaid by ${formatCents(money)}: kept on the line as unapplied` : null;
    const short = open.length > 0 ? `Paid in part: ${open.join(', ')}` : null;
    return {
      status: 'PROPOSED',
      matchRule: rule,
      allocations,
      unappliedCents: money,
      note: [sure, note, short, over].filter(Boolean).join('. ') || null,
    };
  }

  propose(line: StatementLine): Proposal {
    if (line.currency !== this.currency) {
      return {
        status: 'UNMATCHED',
        matchRule: null,
        allocations: [],
        unappliedCents: 0,
        note: `In ${line.currency}, not the shop's ${this.currency}: match it by hand`,
      };
    }
    const refs = referencesIn(line.reference);
    const bad = refs.filter((r) => !isValidCreditorReference(r));
    const badNote = bad.length
      ? `Reference ${bad.join(', ')} has wrong check digits: not matched by reference`
      : null;
    const named = refs
      .filter((r) => isValidCreditorReference(r))
      .map(invoiceNumberOf)
      .map((n) => (n ? this.byNumber.get(n) : undefined))
      .filter((inv): inv is OpenInvoice => Boolean(inv));
    const invoices = [...new Set(named)];
    if (invoices.length > 0) return this.allocate(line, invoices, 'REFERENCE', badNote);

    const theirs = this.names
      .find(line.counterparty)
      .filter((inv) => this.left(inv) > 0)
      .sort(
        (a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.invoiceNumber.localeCompare(b.invoiceNumber),
      );
    const companies = new Set(theirs.map((inv) => inv.companyId));
    if (companies.size === 1) {
      const exact = theirs.find((inv) => this.left(inv) === line.amountCents);
      return exact
        ? this.allocate(line, [exact], 'AMOUNT_AND_NAME', badNote)
        : this.allocate(line, theirs, 'NAME', badNote);
    }
    const why =
      companies.size > 1
        ? `The payer's name fits ${companies.size} customers: match it by hand`
        : 'No reference, amount or payer name fits an open invoice';
    return {
      status: 'UNMATCHED',
      matchRule: null,
      allocations: [],
      unappliedCents: 0,
      note: [badNote, why].filter(Boolean).join('. '),
    };
  }
}
