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
import { stringify } from 'csv-stringify/sync';

/** A cell: `text` came from a person (defused), `own` is ours (written as is). */
export type CsvCell = { text: string | null | undefined } | { own: string };

export const text = (value: string | null | undefined): CsvCell => ({ text: value });
export const own = (value: string): CsvCell => ({ own: value });

/** A person's text as a spreadsheet must show it: formulas defused with a leading apostrophe. */
export function defuseFormula(value: string): string {
  return /^[\t\r]|^\s*[=+\-@]/.test(value) ? `'${value}` : value;
}

const OPTIONS = { record_delimiter: 'windows' as const, quoted_match: [/[;\t\r\n]/, /^\s/, /\s$/] };

/** A CSV document: the header row (ours), then the rows; CRLF after every row. */
export function csvDocument(header: string[], rows: CsvCell[][]): string {
  const cells = rows.map((row) => row.map((c) => ('text' in c ? defuseFormula(c.text ?? '') : c.own)));
  return stringify([header, ...cells], OPTIONS);
}

/** One person's text as it appears in the file (defused and quoted as needed). */
export function csvCell(value: string): string {
  return stringify([[defuseFormula(value)]], OPTIONS).replace(/\r\n$/, '');
}
