/**
 * Quick-order files: `sku,quantity` rows (the first cell may also be a product id or exact name) pasted or uploaded
 * as text. Parsed here, on the server, so every client gets the same verdict per line. Comma, semicolon (European
 * Excel) or tab separated, decided by the whole file (a line written with another separator is named as such);
 * quoted cells; an optional header row; blank lines ignored. A record is one line. Quantities may carry the
 * thousands separators spreadsheets write ("1,000", "1 000"; "1.000" in a semicolon file) where that cannot be
 * read as a decimal.
 */
import {
  MAX_ORDER_QUANTITY,
  MAX_QUICK_ORDER_LINES,
  MAX_QUICK_ORDER_LINE_LENGTH,
  formatUnits,
} from '@gluegun/common';
import { badInput } from '../../errors';
import { csvDocument, own, text } from '../../lib/csv';
import { SEPARATORS, separatorOf, splitCsvLine, splitsInTwo } from '../../lib/csv-read';

export { separatorOf, splitCsvLine };

export interface ParsedLine {
  /** 1-based line of the text (blank lines counted), so the buyer finds it in their file. */
  lineNumber: number;
  /** The first cell as written (SKU, product id or exact name). */
  reference: string;
  /** The second cell as written. */
  quantityText: string;
  quantity: number | null;
  /** Why the line cannot be read, or null. */
  problem: string | null;
}

const HEADER_REFERENCE = /^(sku|product|product ?id|id|name|product name|item|reference)$/i;
const HEADER_QUANTITY = /^(qty|quantity|units|amount|count)$/i;
const MAX_REFERENCE_LENGTH = 200;
/** Echoed cell text in messages is cut short: a message stays readable whatever the file held. */
const short = (text: string) => (text.length > 24 ? `${text.slice(0, 24)}…` : text);

const SEPARATOR_NAMES: Record<string, string> = { '\t': 'tabs', ';': 'semicolons (;)', ',': 'commas (,)' };

/**
 * Thousands separators a spreadsheet writes that cannot be a decimal point in this file: spaces (also no-break and
 * thin spaces) anywhere; commas unless the file is semicolon separated (there the comma is the decimal point); dots
 * only in a semicolon file (European Excel writes 1.000 for a thousand).
 */
function thousandsPattern(separator: string): RegExp {
  return separator === ';' ? /^\d{1,3}([. \u00a0\u202f]\d{3})+$/ : /^\d{1,3}([, \u00a0\u202f]\d{3})+$/;
}

/** A quantity cell -> a whole number of units, or the reason it is not one. `separator`: the file's separator. */
export function parseQuantityCell(text: string, separator = ','): { quantity: number } | { problem: string } {
  const raw = text.trim();
  if (raw === '') return { problem: 'Quantity is missing: write sku,quantity' };
  const t = thousandsPattern(separator).test(raw) ? raw.replace(/[,. \u00a0\u202f]/g, '') : raw;
  if (/^\+?\d+$/.test(t)) {
    const digits = t.replace(/^\+/, '').replace(/^0+(?=\d)/, '');
    if (digits.length > 7 || Number(digits) > MAX_ORDER_QUANTITY) {
      return {
        problem: `Quantity ${short(raw)} is too large: at most ${formatUnits(MAX_ORDER_QUANTITY)} units a line`,
      };
    }
    return { quantity: Number(digits) };
  }
  if (/^-\s*\d/.test(t)) return { problem: 'Quantity must be a positive whole number' };
  if (/^\d{1,3}([,. ]\d{3})+$/.test(t))
    return { problem: `Write the quantity without separators: ${t.replace(/[,. ]/g, '')}` };
  if (/^\d*[.,]\d+$/.test(t)) return { problem: `Quantity must be a whole number of units, not ${t}` };
  return { problem: `Quantity must be a whole number of units, not "${short(t)}"` };
}

/** Why a line that did not split in two did not: it was written with another separator than the file's. */
function otherSeparatorProblem(raw: string, separator: string): string | null {
  const used = SEPARATORS.find((other) => other !== separator && splitsInTwo(raw, other));
  return used
    ? `This line is separated by ${SEPARATOR_NAMES[used]}, the rest of the file by ${SEPARATOR_NAMES[separator]}: use ${SEPARATOR_NAMES[separator]} here too`
    : null;
}

function parseLine(raw: string, lineNumber: number, separator: string): ParsedLine {
  const line: ParsedLine = { lineNumber, reference: '', quantityText: '', quantity: null, problem: null };
  if (raw.length > MAX_QUICK_ORDER_LINE_LENGTH)
    return {
      ...line,
      reference: short(raw),
      problem: `Line is too long (more than ${MAX_QUICK_ORDER_LINE_LENGTH} characters)`,
    };
  const cells = splitCsvLine(raw, separator);
  if (!cells) return { ...line, reference: short(raw), problem: 'A quote (") is never closed on this line' };
  const [reference = '', quantityText = '', ...rest] = cells.map((c) => c.trim());
  Object.assign(line, { reference, quantityText });
  // Replacement characters are what a decoder leaves of bytes that were not UTF-8 (a Latin-1 line in a UTF-8 file).
  if (raw.includes('\uFFFD'))
    return {
      ...line,
      problem: 'This line is not UTF-8 text: save the file as "CSV UTF-8" and upload it again',
    };
  const extra = rest.filter((c) => c !== '').length;
  if (extra > 0) {
    // "sku,1,000" unquoted in a comma file: the thousands separator split the quantity. Say so, not "3 columns".
    const joined = [quantityText, ...rest].join(separator);
    if (separator === ',' && /^\d{1,3}(,\d{3})+$/.test(joined)) {
      return {
        ...line,
        quantityText: joined,
        problem: `The comma in ${short(joined)} splits the quantity: write ${joined.replace(/,/g, '')} or put it in quotes, "${short(joined)}"`,
      };
    }
    return { ...line, problem: `Expected two columns, sku,quantity; this line has ${2 + extra}` };
  }
  if (cells.length === 1) {
    const other = otherSeparatorProblem(raw, separator);
    if (other) return { ...line, problem: other };
  }
  if (reference === '')
    return { ...line, problem: 'Product is missing: start the line with its SKU, id or exact name' };
  if (reference.length > MAX_REFERENCE_LENGTH)
    return { ...line, reference: short(reference), problem: 'Product reference is too long' };
  const q = parseQuantityCell(quantityText, separator);
  return 'quantity' in q ? { ...line, quantity: q.quantity } : { ...line, problem: q.problem };
}

const isHeader = (raw: string, separator: string) => {
  const [reference = '', quantity = ''] = (splitCsvLine(raw, separator) ?? []).map((c) => c.trim());
  return HEADER_REFERENCE.test(reference) && HEADER_QUANTITY.test(quantity);
};

/** Every non-blank line of `text`, parsed. Refuses an empty text or more than MAX_QUICK_ORDER_LINES lines as a whole. */
export function parseQuickOrderText(text: string): ParsedLine[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .map((raw, i) => ({ raw, lineNumber: i + 1 }))
    .filter((r) => r.raw.trim() !== '');
  if (rows.length === 0) throw badInput('Paste or upload at least one line: sku,quantity', 'text');
  const separator = separatorOf(rows.map((r) => r.raw));
  const body = isHeader(rows[0].raw, separator) ? rows.slice(1) : rows;
  if (body.length === 0)
    throw badInput('The file has a header but no lines: add rows of sku,quantity', 'text');
  if (body.length > MAX_QUICK_ORDER_LINES) {
    throw badInput(
      `At most ${MAX_QUICK_ORDER_LINES} lines per quick order; this one has ${formatUnits(body.length)}. Split it into smaller files.`,
      'text',
    );
  }
  return body.map((r) => parseLine(r.raw, r.lineNumber, separator));
}

export { csvCell } from '../../lib/csv';

/** A CSV (CRLF lines, header first) of the lines that cannot be ordered, with the reason on each. */
export function failedLinesCsv(
  lines: Array<{ lineNumber: number; reference: string; quantityText: string; reasons: string[] }>,
): string {
  if (lines.length === 0) return '';
  return csvDocument(
    ['line', 'sku', 'quantity', 'reason'],
    lines.map((l) => [
      own(String(l.lineNumber)),
      text(l.reference),
      text(l.quantityText),
      text(l.reasons.join('; ')),
    ]),
  );
}
