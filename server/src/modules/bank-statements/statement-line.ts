/**
 * What both statement formats read into (docs/decisions/036): one credit line per transfer, money
 * as integer cents parsed from the text (never through a float), dates as ISO days. A line the parser cannot read
 * refuses the whole file with its line number, so an admin never confirms half a file silently.
 */
import { badInput } from '../../errors';

export interface StatementLine {
  /** 1-based: the CSV row (header = 1) or the camt.053 transaction's position. */
  lineNo: number;
  bookedOn: string;
  amountCents: number;
  currency: string;
  reference: string;
  counterparty: string;
  bankReference: string | null;
  /** The shop's own account the money came into (IBAN or number, spaces removed), '' when the file does not say. */
  account: string;
  /** The payer's end-to-end id, when the bank passes one on (never "NOTPROVIDED"). */
  endToEndId: string | null;
}

export interface ParsedStatement {
  format: 'CSV' | 'CAMT053';
  credits: StatementLine[];
  debitsSkipped: number;
}

/** Most cents one line may carry: the largest amount an invoice can have (PostgreSQL integer, and MAX_ORDER_TOTAL_CENTS). */
export const MAX_LINE_CENTS = 2_000_000_000;
/** The most lines one file may carry. */
export const MAX_STATEMENT_LINES = 20_000;

export const refuseLine = (lineNo: number, problem: string) =>
  badInput(`Line ${lineNo}: ${problem}`, 'content');

/**
 * Cents from a bank's amount text: "1234.56", "1,234.56", "1.234,56", "1 234,56", "-12.00", "(12.00)", "12.00-",
 * "+5", "USD 10.00". The last "," or "." followed by one or two digits at the end is the decimal mark; other
 * separators group thousands. Returns null when the text is no amount.
 */
export function parseAmountCents(raw: string): number | null {
  let text = raw
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^[A-Z]{3}|[A-Z]{3}$/gi, '')
    .replace(/[$€£]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (/^[-+]/.test(text)) {
    negative = text[0] === '-';
    text = text.slice(1);
  } else if (/[-+]$/.test(text)) {
    negative = text.endsWith('-');
    text = text.slice(0, -1);
  }
  if (!/^\d[\d.,]*$/.test(text)) return null;
  const decimal = text.match(/[.,](\d{1,2})$/);
  const whole = decimal ? text.slice(0, -decimal[0].length) : text;
  if (!/^\d{1,3}([.,]?\d{3})*$|^\d+$/.test(whole)) return null;
  const wholeDigits = whole.replace(/[.,]/g, '');
  if (wholeDigits.length > 10) return null;
  const cents = Number(wholeDigits) * 100 + (decimal ? Number(decimal[1].padEnd(2, '0')) : 0);
  if (!Number.isSafeInteger(cents)) return null;
  return negative ? -cents : cents;
}

const real = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y &&
    date.getUTCMonth() === m - 1 &&
    date.getUTCDate() === d &&
    y >= 2000 &&
    y <= 2100
    ? date.toISOString().slice(0, 10)
    : null;
};

/**
 * An ISO day from "2026-11-24", "2026-11-24T10:00:00", "24.11.2026", "24.11.26" (German exports), "24/11/2026" (day first when the first number
 * is over 12) or "11/24/2026" (month first otherwise, as US banks export), "20261124". Null when no real date.
 */
export function parseDay(raw: string): string | null {
  const text = raw.trim();
  let m = text.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/);
  if (m) return real(Number(m[1]), Number(m[2]), Number(m[3]));
  m = text.match(/^(\d{4})(\d{2})(\d{2})$/);
  if (m) return real(Number(m[1]), Number(m[2]), Number(m[3]));
  m = text.match(/^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/);
  if (m) return real(Number(m[3].length === 2 ? `20${m[3]}` : m[3]), Number(m[2]), Number(m[1]));
  m = text.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return a > 12 ? real(Number(m[3]), b, a) : real(Number(m[3]), a, b);
  }
  return null;
}

/** An account number or IBAN as one token: "DE02 1203 0000" and "de0212030000" are one account. */
export const accountKey = (raw: unknown): string => cleanText(raw, 60).replace(/[\s-]/g, '').toUpperCase();

/** An end-to-end id, or null when the bank gave none ("NOTPROVIDED" is ISO 20022's word for none). */
export const endToEndOf = (raw: unknown): string | null => {
  const id = cleanText(raw, 100);
  return id && id.toUpperCase() !== 'NOTPROVIDED' ? id : null;
};

/** Text as stored: control characters out, spaces collapsed, at most `max` characters. */
export const cleanText = (raw: unknown, max = 500): string =>
  Array.from(String(raw ?? ''), (c) => (c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127 ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
