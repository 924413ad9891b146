"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.statementRange = statementRange;
exports.statementOf = statementOf;
/**
 * A statement of account (issue #29 item 4): the opening balance (every entry before `from`), the lines dated
 * `from` to `to` (both included, UTC days) each with the running balance, the closing balance, and what was
 * overdue at the statement's end (its last day, or today when it ends later) with whole days past due.
 * Built only from ledger.ts' entries; opening + debits - credits = closing by construction.
 */
const common_1 = require("@gluegun/common");
const yup_1 = require("yup");
const errors_1 = require("../../errors");
const ledger_1 = require("./ledger");
/** The range as given, checked (real days, from <= to); a refusal names the field. */
function statementRange(raw) {
    try {
        return common_1.statementRangeSchema.validateSync({ from: raw.from, to: raw.to }, { abortEarly: true, strict: false });
    }
    catch (e) {
        if (e instanceof yup_1.ValidationError)
            throw (0, errors_1.badInput)(e.message, e.path ?? 'from');
        throw e;
    }
}
/** The statement of `entries` (ledgerEntries of `invoices`) for the range, at `now` (the request's clock). */
function statementOf(entries, invoices, range, now) {
    const { from, to } = range;
    let opening = 0;
    let debit = 0;
    let credit = 0;
    const lines = [];
    for (const e of entries) {
        if (e.internal)
            continue;
        if (e.on < from)
            opening += e.debitCents - e.creditCents;
        else if (e.on <= to) {
            debit += e.debitCents;
            credit += e.creditCents;
            const { rank: _rank, at: _at, internal: _internal, ...shown } = e;
            lines.push({ ...shown, balanceCents: opening + debit - credit });
        }
    }
    if (lines.length > common_1.MAX_STATEMENT_LINES) {
        throw (0, errors_1.badInput)(`This range holds ${lines.length} lines; a statement shows at most ${common_1.MAX_STATEMENT_LINES}. Choose a shorter range.`, 'from');
    }
    const today = (0, common_1.isoDay)(now);
    const asOf = to < today ? to : today;
    const asOfDate = to < today ? new Date(`${to}T12:00:00Z`) : now;
    const overdue = [];
    for (const [id, owed] of (0, ledger_1.outstandingThrough)(entries, to)) {
        const inv = invoices.get(id);
        const days = (0, common_1.daysOverdue)(inv.dueAt, asOfDate);
        if (owed > 0 && days > 0)
            overdue.push({ purchaseOrderId: id, invoiceNumber: inv.invoiceNumber, dueOn: (0, common_1.isoDay)(inv.dueAt), daysOverdue: days, balanceCents: owed });
    }
    overdue.sort((a, b) => b.daysOverdue - a.daysOverdue || a.invoiceNumber.localeCompare(b.invoiceNumber));
    return {
        from, to, asOf,
        openingBalanceCents: opening,
        totalDebitCents: debit,
        totalCreditCents: credit,
        closingBalanceCents: opening + debit - credit,
        lines,
        overdue,
        overdueCents: overdue.reduce((sum, o) => sum + o.balanceCents, 0),
    };
}
//# sourceMappingURL=statement.js.map