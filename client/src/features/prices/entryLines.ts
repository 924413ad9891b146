/**
 * The lines an admin pastes into a price list: `SKU,price` (dollars), `SKU,12.5%` (a percentage off), a percentage with
 * its own breaks `SKU,10%,1000=15%,5000=20%` (docs/decisions/133) or `SKU,` (remove the product), one a line, as the
 * entries setPriceListEntries takes (cents, basis points). The server checks the breaks' order and sizes.
 */
import { typedDollarsToCents } from '../../lib/money';

export interface EntryLine {
  sku: string;
  unitPriceCents: number | null;
  percentOffBp: number | null;
  percentBreaks?: Array<{ minQuantity: number; percentOffBp: number }>;
}
export type ParsedLines = { entries: EntryLine[]; error: null } | { entries: null; error: string };

const PERCENT = /^(\d{1,2}(?:\.\d{1,2})?)\s*%$/;
const PERCENT_BREAK = /^(\d{1,9})\s*=\s*(\d{1,2}(?:\.\d{1,2})?)\s*%$/;
const bp = (percent: string) => Math.round(Number(percent) * 100);

/** One line's entry, or what is wrong with it. */
function parseLine(line: string, n: number): EntryLine | string {
  const comma = line.indexOf(',');
  if (comma < 0)
    return `Line ${n}: write the SKU, a comma, then a price or a percentage, e.g. GG-STICK-11,8.80`;
  const sku = line.slice(0, comma).trim().toUpperCase();
  const value = line.slice(comma + 1).trim();
  if (sku === '') return `Line ${n}: the SKU is missing before the comma`;
  if (value === '') return { sku, unitPriceCents: null, percentOffBp: null };
  const [first, ...more] = value.split(',').map((v) => v.trim());
  const percent = PERCENT.exec(first);
  if (percent && more.length > 0) {
    const percentBreaks = [];
    for (const part of more) {
      const b = PERCENT_BREAK.exec(part);
      if (!b)
        return `Line ${n}: "${part.slice(0, 20)}" is not a percentage break: write quantity=percentage, e.g. 1000=15%`;
      percentBreaks.push({ minQuantity: Number(b[1]), percentOffBp: bp(b[2]) });
    }
    return { sku, unitPriceCents: null, percentOffBp: bp(percent[1]), percentBreaks };
  }
  if (percent) return { sku, unitPriceCents: null, percentOffBp: bp(percent[1]) };
  if (value.endsWith('%')) return `Line ${n}: a percentage off must be from 0.01 % to 99.99 %, e.g. 12.5%`;
  const cents = typedDollarsToCents(value);
  if (cents === null || !Number.isSafeInteger(cents))
    return `Line ${n}: "${value.slice(0, 20)}" is not a price in dollars, e.g. 8.80`;
  return { sku, unitPriceCents: cents, percentOffBp: null };
}

/** Every non-empty line as an entry, or the first line's problem (numbered as pasted, blank lines skipped). */
export function parseEntryLines(text: string): ParsedLines {
  const entries: EntryLine[] = [];
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length === 0) return { entries: null, error: 'Paste at least one line, e.g. GG-STICK-11,8.80' };
  for (const [i, line] of lines.entries()) {
    const parsed = parseLine(line, i + 1);
    if (typeof parsed === 'string') return { entries: null, error: parsed };
    entries.push(parsed);
  }
  return { entries, error: null };
}
