"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.parseStatementCsv = parseStatementCsv;
/**
 * A bank's CSV export (issue #29 item 2): a header row naming the columns, then one row per transaction. Comma,
 * semicolon or tab separated (the most common of them in the header row), with or without a byte-order mark.
 * Columns are found by their usual names (date, amount or credit/debit, currency, reference/description,
 * counterparty); debits (negative amounts, or a debit column) are skipped and counted.
 */
const sync_1 = require("csv-parse/sync");
const errors_1 = require("../../errors");
const statement_line_1 = require("./statement-line");
const COLUMNS = {
    date: /^(booking ?date|booked( on)?|date|transaction ?date|value ?date|posting ?date|buchungstag|datum)$/,
    amount: /^(amount|betrag|value|transaction ?amount)$/,
    credit: /^(credit|credit ?amount|paid ?in|money ?in)$/,
    debit: /^(debit|debit ?amount|paid ?out|money ?out)$/,
    currency: /^(currency|ccy|währung|waehrung)$/,
    reference: /^(reference|description|details|memo|remittance( information)?|purpose|payment ?reference|verwendungszweck|narrative)$/,
    counterparty: /^(counterparty|counterparty ?name|payer|payer ?name|name|from|debtor|originator|auftraggeber)$/,
    bankReference: /^(transaction ?id|bank ?reference|id|end ?to ?end ?id)$/,
};
function delimiterOf(headerLine) {
    const counts = [',', ';', '\t'].map((d) => [d, headerLine.split(d).length - 1]);
    return counts.sort((a, b) => b[1] - a[1])[0][0];
}
function columnsOf(header) {
    const found = {};
    header.forEach((name, i) => {
        const key = name.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/[_-]+/g, ' ');
        for (const [col, re] of Object.entries(COLUMNS)) {
            if (re.test(key)) {
                (found[col] ??= []).push(i);
                break;
            }
        }
    });
    return found;
}
function parseStatementCsv(content, defaultCurrency) {
    const text = content.replace(/^\uFEFF/, '');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    let rows;
    try {
        rows = (0, sync_1.parse)(text, { delimiter: delimiterOf(firstLine), relax_column_count: true, skip_empty_lines: true, trim: true, max_record_size: 10_000 });
    }
    catch (e) {
        throw (0, errors_1.badInput)(`The CSV file could not be read: ${(0, statement_line_1.cleanText)(e.message, 200)}`, 'content');
    }
    if (rows.length < 2)
        throw (0, errors_1.badInput)('The CSV file has no transactions (a header row and at least one row are needed)', 'content');
    if (rows.length - 1 > statement_line_1.MAX_STATEMENT_LINES)
        throw (0, errors_1.badInput)(`The file has more than ${statement_line_1.MAX_STATEMENT_LINES} lines: split it`, 'content');
    const cols = columnsOf(rows[0]);
    if (!cols.date)
        throw (0, errors_1.badInput)('The CSV file has no date column (expected a header such as "Date" or "Booking date")', 'content');
    if (!cols.amount && !cols.credit)
        throw (0, errors_1.badInput)('The CSV file has no amount column (expected "Amount", or "Credit" and "Debit")', 'content');
    const cell = (row, col) => (cols[col] ?? []).map((i) => row[i] ?? '').filter((v) => v.trim() !== '');
    const credits = [];
    let debitsSkipped = 0;
    rows.slice(1).forEach((row, index) => {
        const lineNo = index + 2;
        const day = (0, statement_line_1.parseDay)(cell(row, 'date')[0] ?? '');
        if (!day)
            throw (0, statement_line_1.refuseLine)(lineNo, `"${(0, statement_line_1.cleanText)(cell(row, 'date')[0] ?? '', 40)}" is not a date`);
        const amountText = cols.amount ? cell(row, 'amount')[0] : cell(row, 'credit')[0];
        const debitText = cols.debit ? cell(row, 'debit')[0] : undefined;
        if (!amountText && debitText) {
            debitsSkipped += 1;
            return;
        }
        const cents = (0, statement_line_1.parseAmountCents)(amountText ?? '');
        if (cents === null)
            throw (0, statement_line_1.refuseLine)(lineNo, `"${(0, statement_line_1.cleanText)(amountText ?? '', 40)}" is not an amount`);
        if (cents <= 0) {
            debitsSkipped += 1;
            return;
        }
        if (cents > statement_line_1.MAX_LINE_CENTS)
            throw (0, statement_line_1.refuseLine)(lineNo, 'the amount is larger than any invoice can be');
        credits.push({
            lineNo, bookedOn: day, amountCents: cents,
            currency: (0, statement_line_1.cleanText)(cell(row, 'currency')[0] ?? defaultCurrency, 3).toUpperCase() || defaultCurrency,
            reference: (0, statement_line_1.cleanText)(cell(row, 'reference').join(' ')),
            counterparty: (0, statement_line_1.cleanText)(cell(row, 'counterparty')[0] ?? '', 200),
            bankReference: (0, statement_line_1.cleanText)(cell(row, 'bankReference')[0] ?? '', 100) || null,
        });
    });
    return { format: 'CSV', credits, debitsSkipped };
}
//# sourceMappingURL=parse-csv.js.map