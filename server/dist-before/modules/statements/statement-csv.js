"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.statementCsv = statementCsv;
exports.agingCsv = agingCsv;
exports.statementFileName = statementFileName;
/**
 * Statement and aging CSVs (issue #29 item 4), written with the shop's one CSV writer (lib/csv.ts): a payment's
 * reference and a company's name came from people and are defused against formula injection; amounts, days and
 * labels are ours and written bare (decimal dollars, -12.50 stays a number).
 *
 * The statement is one table: an "Opening balance" row, one row per line, a "Closing balance" row, then one
 * "Overdue" row per invoice overdue at the statement's end (its due day, days overdue and what it still owes).
 */
const common_1 = require("@gluegun/common");
const csv_1 = require("../../lib/csv");
const exports_1 = require("../purchase-orders/exports");
const money = (cents) => (0, csv_1.own)((0, exports_1.centsToDecimal)(cents));
const blank = (0, csv_1.own)('');
// 'Tax' last (issue #29 item 5), so existing imports keep their columns.
const STATEMENT_HEADER = ['Date', 'Type', 'Reference', 'Invoice number', 'Debit', 'Credit', 'Balance', 'Days overdue', 'Tax'];
function statementCsv(s) {
    const rows = [
        [(0, csv_1.own)(s.from), (0, csv_1.own)('Opening balance'), blank, blank, blank, blank, money(s.openingBalanceCents), blank, blank],
        ...s.lines.map((l) => [
            (0, csv_1.own)(l.on), (0, csv_1.own)(l.kindLabel), (0, csv_1.text)(l.reference), (0, csv_1.own)(l.invoiceNumber),
            l.debitCents ? money(l.debitCents) : blank, l.creditCents ? money(l.creditCents) : blank, money(l.balanceCents), blank,
            l.taxCents ? money(l.taxCents) : blank,
        ]),
        [(0, csv_1.own)(s.to), (0, csv_1.own)('Closing balance'), blank, blank, money(s.totalDebitCents), money(s.totalCreditCents), money(s.closingBalanceCents), blank, blank],
        ...s.overdue.map((o) => [(0, csv_1.own)(o.dueOn), (0, csv_1.own)('Overdue'), blank, (0, csv_1.own)(o.invoiceNumber), blank, blank, money(o.balanceCents), (0, csv_1.own)(String(o.daysOverdue)), blank]),
    ];
    return (0, csv_1.csvDocument)(STATEMENT_HEADER, rows);
}
const AGING_HEADER = ['Company', ...common_1.AGING_BUCKETS.map((b) => common_1.AGING_BUCKET_LABELS[b]), 'Total', 'Invoices'];
const agingCells = (row, name) => [
    name, ...common_1.AGING_BUCKETS.map((b) => money(row.buckets[b])), money(row.totalCents), (0, csv_1.own)(String(row.invoiceCount)),
];
/** One row per company (the most owed first), then the total. */
function agingCsv(report) {
    return (0, csv_1.csvDocument)(AGING_HEADER, [...report.rows.map((r) => agingCells(r, (0, csv_1.text)(r.companyName))), agingCells(report.total, (0, csv_1.own)('Total'))]);
}
/** statement-<company>-<from>-to-<to>.csv: the name a download is saved as (letters and digits of the name only). */
function statementFileName(s, ext) {
    const slug = s.companyName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).toLowerCase();
    return `statement-${slug ? `${slug}-` : ''}${s.from}-to-${s.to}.${ext}`;
}
//# sourceMappingURL=statement-csv.js.map