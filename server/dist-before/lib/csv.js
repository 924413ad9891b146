"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.own = exports.text = void 0;
exports.defuseFormula = defuseFormula;
exports.csvDocument = csvDocument;
exports.csvCell = csvCell;
/**
 * The shop's one way to write CSV (exports, quick-order failures): csv-stringify (a maintained RFC 4180 writer,
 * docs/decisions/032) with CRLF rows, plus what the library does not do for us:
 * - text that came from a person (names, e-mails, company, PO number, SKU, product name) is defused against formula
 *   injection: a cell starting with = + - @ (after any spaces), a tab or a carriage return gets a leading apostrophe
 *   (OWASP's advice), so a spreadsheet shows it as text;
 * - a cell holding a semicolon, tab, carriage return or line break, or starting or ending with a space, is quoted,
 *   so spreadsheets set to another list separator still read one cell (csv-stringify alone leaves a bare CR).
 * Values we write ourselves (numbers, dates, order numbers, labels) are never prefixed: -12.50 stays a number.
 */
const sync_1 = require("csv-stringify/sync");
const text = (value) => ({ text: value });
exports.text = text;
const own = (value) => ({ own: value });
exports.own = own;
/** A person's text as a spreadsheet must show it: formulas defused with a leading apostrophe. */
function defuseFormula(value) {
    return /^[\t\r]|^\s*[=+\-@]/.test(value) ? `'${value}` : value;
}
const OPTIONS = { record_delimiter: 'windows', quoted_match: [/[;\t\r\n]/, /^\s/, /\s$/] };
/** A CSV document: the header row (ours), then the rows; CRLF after every row. */
function csvDocument(header, rows) {
    const cells = rows.map((row) => row.map((c) => ('text' in c ? defuseFormula(c.text ?? '') : c.own)));
    return (0, sync_1.stringify)([header, ...cells], OPTIONS);
}
/** One person's text as it appears in the file (defused and quoted as needed). */
function csvCell(value) {
    return (0, sync_1.stringify)([[defuseFormula(value)]], OPTIONS).replace(/\r\n$/, '');
}
//# sourceMappingURL=csv.js.map