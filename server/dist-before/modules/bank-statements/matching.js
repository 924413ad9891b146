"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Matcher = exports.NameIndex = void 0;
exports.nameKey = nameKey;
exports.referencesIn = referencesIn;
/**
 * Proposals for statement lines (issue #29 item 2, docs/decisions/036), in this order:
 * 1. REFERENCE: every ISO 11649 reference the line carries whose check digits pass and that names an open invoice
 *    (RF42 INV000002, with or without the space). Several references = one transfer paying several invoices: the
 *    money goes to them in the order written, each up to its balance; less money = the last ones are paid in part.
 *    A reference whose check digits fail is never matched by reference (the note says so).
 * 2. AMOUNT_AND_NAME: no usable reference, and exactly the balance of an open invoice whose buyer or company name
 *    the counterparty names (the oldest such invoice when several).
 * 3. NAME: the counterparty names one buyer with open invoices: the money goes to the oldest first (partial payments).
 * Money left over after the invoices' balances is an overpayment: unapplied, kept on the line (the shop has no
 * customer credit balance yet). Nothing is written here: the caller stores the proposals.
 */
const common_1 = require("@gluegun/common");
/** Lower-case words of letters and digits, legal suffixes dropped: "Petra Crafts Ltd." -> "petra crafts". */
function nameKey(name) {
    return (name ?? '').toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ')
        .replace(/\b(ltd|llc|inc|gmbh|ag|co|corp|plc|sa|sas|bv|srl|limited|company)\b/g, ' ').replace(/\s+/g, ' ').trim();
}
/** Every RF reference written in `text`, compact and upper case, in the order written. */
function referencesIn(text) {
    const found = text.toUpperCase().match(/RF\s?\d{2}\s?[A-Z]{0,4}\s?\d{1,17}/g) ?? [];
    return found.map((r) => r.replace(/\s+/g, ''));
}
/** The invoice number an RF reference of ours names (RF42INV000002 -> INV-000002), or null. */
const invoiceNumberOf = (reference) => {
    const m = reference.slice(4).match(/^INV(\d+)$/);
    return m ? `INV-${m[1]}` : null;
};
const MIN_KEY = 3;
const trigrams = (text) => { const out = new Set(); for (let i = 0; i + MIN_KEY <= text.length; i++)
    out.add(text.slice(i, i + MIN_KEY)); return out; };
/**
 * The open invoices by the name keys of their buyer and company, so a payer's name finds its invoices without
 * reading every open invoice (a 10,000-line statement against 50,000 invoices: bench/import.mjs). Same rule as
 * a name matches: equal, or one contains the other, both at least 3 characters.
 */
class NameIndex {
    byKey = new Map();
    keysByTrigram = new Map();
    add(key, inv) {
        if (key.length < MIN_KEY)
            return;
        let list = this.byKey.get(key);
        if (!list) {
            list = [];
            this.byKey.set(key, list);
            for (const t of trigrams(key)) {
                const keys = this.keysByTrigram.get(t);
                if (keys)
                    keys.push(key);
                else
                    this.keysByTrigram.set(t, [key]);
            }
        }
        if (!list.includes(inv))
            list.push(inv);
    }
    /** Every invoice one of whose keys equals `who`, is contained in it, or contains it. */
    find(who) {
        if (who.length < MIN_KEY)
            return [];
        const keys = new Set();
        // Keys inside `who` (equal included): each is one of its substrings.
        for (let i = 0; i < who.length; i++) {
            for (let j = i + MIN_KEY; j <= who.length; j++)
                if (this.byKey.has(who.slice(i, j)))
                    keys.add(who.slice(i, j));
        }
        // Keys containing `who`: they hold every trigram of it; check those sharing its rarest one.
        let rarest;
        for (const t of trigrams(who)) {
            const list = this.keysByTrigram.get(t) ?? [];
            if (!rarest || list.length < rarest.length)
                rarest = list;
        }
        for (const k of rarest ?? [])
            if (k.includes(who))
                keys.add(k);
        const found = new Set();
        for (const k of keys)
            for (const inv of this.byKey.get(k) ?? [])
                found.add(inv);
        return [...found];
    }
}
exports.NameIndex = NameIndex;
class Matcher {
    currency;
    byNumber = new Map();
    remaining = new Map();
    names = new NameIndex();
    constructor(open, currency) {
        this.currency = currency;
        for (const inv of open) {
            this.byNumber.set(inv.invoiceNumber, inv);
            this.remaining.set(inv.id, inv.balanceCents);
            this.names.add(nameKey(inv.buyerName), inv);
            this.names.add(nameKey(inv.companyName), inv);
        }
    }
    /** What is still unproposed on an invoice: a later line of the same import does not propose the same money again. */
    left(inv) { return this.remaining.get(inv.id) ?? 0; }
    allocate(line, invoices, rule, note) {
        let money = line.amountCents;
        const allocations = [];
        for (const inv of invoices) {
            const take = Math.min(money, this.left(inv));
            if (take <= 0)
                continue;
            allocations.push({ purchaseOrderId: inv.id, invoiceNumber: inv.invoiceNumber, amountCents: take });
            this.remaining.set(inv.id, this.left(inv) - take);
            money -= take;
        }
        if (allocations.length === 0)
            return { status: 'UNMATCHED', matchRule: null, allocations: [], unappliedCents: 0, note: note ?? 'The invoices it names have nothing left to pay' };
        const over = money > 0 ? `Overpaid by ${(0, common_1.formatCents)(money)}: kept on the line as unapplied` : null;
        return { status: 'PROPOSED', matchRule: rule, allocations, unappliedCents: money, note: [note, over].filter(Boolean).join('. ') || null };
    }
    propose(line) {
        if (line.currency !== this.currency) {
            return { status: 'UNMATCHED', matchRule: null, allocations: [], unappliedCents: 0, note: `In ${line.currency}, not the shop's ${this.currency}: match it by hand` };
        }
        const refs = referencesIn(line.reference);
        const bad = refs.filter((r) => !(0, common_1.isValidCreditorReference)(r));
        const badNote = bad.length ? `Reference ${bad.join(', ')} has wrong check digits: not matched by reference` : null;
        const named = refs.filter((r) => (0, common_1.isValidCreditorReference)(r)).map(invoiceNumberOf)
            .map((n) => (n ? this.byNumber.get(n) : undefined)).filter((inv) => Boolean(inv));
        const invoices = [...new Set(named)];
        if (invoices.length > 0)
            return this.allocate(line, invoices, 'REFERENCE', badNote);
        const who = nameKey(line.counterparty);
        const theirs = this.names.find(who).filter((inv) => this.left(inv) > 0)
            .sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime() || a.invoiceNumber.localeCompare(b.invoiceNumber));
        const exact = theirs.find((inv) => this.left(inv) === line.amountCents);
        if (exact)
            return this.allocate(line, [exact], 'AMOUNT_AND_NAME', badNote);
        const buyers = new Set(theirs.map((inv) => inv.userId ?? inv.buyerName));
        if (theirs.length > 0 && buyers.size === 1)
            return this.allocate(line, theirs, 'NAME', badNote);
        const why = buyers.size > 1 ? `The payer's name fits ${buyers.size} customers: match it by hand` : 'No reference, amount or payer name fits an open invoice';
        return { status: 'UNMATCHED', matchRule: null, allocations: [], unappliedCents: 0, note: [badNote, why].filter(Boolean).join('. ') };
    }
}
exports.Matcher = Matcher;
//# sourceMappingURL=matching.js.map