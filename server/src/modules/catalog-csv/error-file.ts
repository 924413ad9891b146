/**
 * The import's error file (docs/decisions/085): the refused rows as they were sent, each with a last column saying
 * in words what is wrong (its row number in the file sent, the column and the reason). The import reads a file with
 * that column and leaves it aside, so the rows can be fixed in it and pasted back.
 */
import { stringify } from 'csv-stringify/sync';
import { defuseFormula } from '../../lib/csv';

export const ERROR_COLUMN = 'problem';
const CSV_OPTIONS = { record_delimiter: 'windows' as const, quoted_match: [/[;\t\r\n]/, /^\s/, /\s$/] };

interface Refused {
  row: number;
  outcome: string;
  column: string | null;
  reason: string | null;
}

/** A cell as sent, a formula defused (a cell the sender marked with an apostrophe keeps its mark). */
const safe = (cell: string) => (cell.startsWith("'") ? cell : defuseFormula(cell));

/** The error file's text (UTF-8 with a byte-order mark, so a spreadsheet reads names in any script). */
export function errorFileOf(records: string[][], results: Refused[]): string {
  const header = records[0];
  const kept = header.map((h, i) => (h.trim().toLowerCase() === ERROR_COLUMN ? -1 : i)).filter((i) => i >= 0);
  const rows = results
    .filter((r) => r.outcome === 'refused')
    .map((r) => {
      const record = records[r.row - 1] ?? [];
      const where = r.column ? `Row ${r.row}, column ${r.column}` : `Row ${r.row}`;
      return [...kept.map((i) => safe(record[i] ?? '')), safe(`${where}: ${r.reason ?? 'refused'}`)];
    });
  return `\uFEFF${stringify([[...kept.map((i) => header[i]), ERROR_COLUMN], ...rows], CSV_OPTIONS)}`;
}
