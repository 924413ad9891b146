/**
 * A bank's CSV export: a header row naming the columns, then one row per transaction. Comma,
 * semicolon or tab separated (the most common of them in the header row), with or without a byte-order mark.
 * Columns are found by their usual names (date, amount or credit/debit, currency, reference/description,
 * counterparty); debits (negative amounts, or a debit column) are skipped and counted.
 */
import { parse } from 'csv-parse/sync';
import { badInput } from '../../errors';
import {
  MAX_LINE_CENTS,
  MAX_STATEMENT_LINES,
  accountKey,
  cleanText,
  endToEndOf,
  parseAmountCents,
  parseDay,
  refuseLine,
  type ParsedStatement,
} from './statement-line';

/**
 * Header names, lower case, "_" and "-" as spaces, a bracketed note dropped ("Betrag (EUR)" is "betrag"), and "/"
 * between two names kept: "Auftraggeber/Empfänger" (German banks' payer-or-payee column) is one column. English
 * and German (Sparkasse, Deutsche Bank, Commerzbank, DKB, ING exports) names.
 */
const COLUMNS = {
  date: /^(booking ?date|booked( on)?|date|transaction ?date|posting ?date|buchungstag|buchungsdatum|datum)$/,
  valueDate: /^(value ?date|valuta|valutadatum|wertstellung|wert)$/,
  amount: /^(amount|betrag|umsatz|value|transaction ?amount)$/,
  credit: /^(credit|credit ?amount|paid ?in|money ?in|haben|gutschrift)$/,
  debit: /^(debit|debit ?amount|paid ?out|money ?out|soll|lastschrift)$/,
  currency: /^(currency|ccy|währung|waehrung)$/,
  reference:
    /^(reference|description|details|memo|remittance( information)?|purpose|payment ?reference|verwendungszweck|narrative)$/,
  counterparty:
    /^(counterparty|counterparty ?name|payer|payer ?name|name|from|debtor|originator|auftraggeber|zahlungspflichtiger|name zahlungsbeteiligter|(auftraggeber|empfänger|empfaenger|begünstigter|beguenstigter|zahlungspflichtiger|zahlungsempfänger|zahlungsempfaenger)( ?\/ ?(auftraggeber|empfänger|empfaenger|begünstigter|beguenstigter|zahlungspflichtiger|zahlungsempfänger|zahlungsempfaenger))?)$/,
  endToEnd: /^(end ?to ?end ?(id|reference)?|e2e ?id|kundenreferenz|end ?to ?end ?referenz)$/,
  bankReference: /^(transaction ?id|bank ?reference|id)$/,
  account: /^(account|account ?(number|iban)|own ?account|auftragskonto|iban auftragskonto)$/,
} as const;
type Column = keyof typeof COLUMNS;

function delimiterOf(headerLine: string): string {
  const counts = [',', ';', '\t'].map((d) => [d, headerLine.split(d).length - 1] as const);
  return counts.sort((a, b) => b[1] - a[1])[0][0];
}

function columnsOf(header: string[]): Partial<Record<Column, number[]>> {
  const found: Partial<Record<Column, number[]>> = {};
  header.forEach((name, i) => {
    const key = name
      .replace(/^\uFEFF/, '')
      .replace(/\(.*?\)/g, ' ')
      .toLowerCase()
      .replace(/[_-]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    for (const [col, re] of Object.entries(COLUMNS) as Array<[Column, RegExp]>) {
      if (re.test(key)) {
        (found[col] ??= []).push(i);
        break;
      }
    }
  });
  return found;
}

export function parseStatementCsv(content: string, defaultCurrency: string): ParsedStatement {
  const text = content.replace(/^\uFEFF/, '');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  let rows: string[][];
  try {
    rows = parse(text, {
      delimiter: delimiterOf(firstLine),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 10_000,
    });
  } catch (e) {
    throw badInput(`The CSV file could not be read: ${cleanText((e as Error).message, 200)}`, 'content');
  }
  if (rows.length < 2)
    throw badInput(
      'The CSV file has no transactions (a header row and at least one row are needed)',
      'content',
    );
  if (rows.length - 1 > MAX_STATEMENT_LINES)
    throw badInput(`The file has more than ${MAX_STATEMENT_LINES} lines: split it`, 'content');
  const cols = columnsOf(rows[0]);
  if (!cols.date && !cols.valueDate)
    throw badInput(
      'The CSV file has no date column (expected a header such as "Date" or "Booking date")',
      'content',
    );
  if (!cols.amount && !cols.credit)
    throw badInput(
      'The CSV file has no amount column (expected "Amount", or "Credit" and "Debit")',
      'content',
    );
  const cell = (row: string[], col: Column) =>
    (cols[col] ?? []).map((i) => row[i] ?? '').filter((v) => v.trim() !== '');

  const credits: ParsedStatement['credits'] = [];
  let debitsSkipped = 0;
  rows.slice(1).forEach((row, index) => {
    const lineNo = index + 2;
    // The booking day; the value day (Valuta) only when the file has no booking day.
    const dayText = (cols.date ? cell(row, 'date') : cell(row, 'valueDate'))[0] ?? '';
    const day = parseDay(dayText);
    if (!day) throw refuseLine(lineNo, `"${cleanText(dayText, 40)}" is not a date`);
    const amountText = cols.amount ? cell(row, 'amount')[0] : cell(row, 'credit')[0];
    const debitText = cols.debit ? cell(row, 'debit')[0] : undefined;
    if (!amountText && debitText) {
      debitsSkipped += 1;
      return;
    }
    const cents = parseAmountCents(amountText ?? '');
    if (cents === null) throw refuseLine(lineNo, `"${cleanText(amountText ?? '', 40)}" is not an amount`);
    if (cents <= 0) {
      debitsSkipped += 1;
      return;
    }
    if (cents > MAX_LINE_CENTS) throw refuseLine(lineNo, 'the amount is larger than any invoice can be');
    credits.push({
      lineNo,
      bookedOn: day,
      amountCents: cents,
      currency: cleanText(cell(row, 'currency')[0] ?? defaultCurrency, 3).toUpperCase() || defaultCurrency,
      reference: cleanText(cell(row, 'reference').join(' ')),
      counterparty: cleanText(cell(row, 'counterparty')[0] ?? '', 200),
      bankReference: cleanText(cell(row, 'bankReference')[0] ?? cell(row, 'endToEnd')[0] ?? '', 100) || null,
      account: accountKey(cell(row, 'account')[0] ?? ''),
      endToEndId: endToEndOf(cell(row, 'endToEnd')[0]),
    });
  });
  return { format: 'CSV', credits, debitsSkipped };
}
