/**
 * A price list's entries as a CSV file (docs/decisions/094): the export writes one row per entry by SKU, the import
 * reads a file in the same columns and makes it the list's entries, all or nothing. Every row is checked by the rule
 * setting entries by SKU uses (readEntryTerms); a file with any wrong row changes nothing and answers an error file.
 * A file exported and imported again changes nothing: only entries whose terms differ are written.
 */
import {
  MAX_PRICE_LIST_ENTRIES,
  percentBreaksOf,
  sortedBreaks,
  sortedPercentBreaks,
  type ContractTerms,
  type PercentBreak,
} from '@gluegun/common';
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { badInput, notFound } from '../../errors';
import { csvDocument, own, text } from '../../lib/csv';
import { normalizeId } from '../../lib/validate';
import { BREAK_SEPARATOR, FORMATS, cellText, numberCell, parseBreaks } from '../catalog-csv/columns';
import { ERROR_COLUMN, errorFileOf } from '../catalog-csv/error-file';
import { MAX_IMPORT_BYTES, readFile } from '../catalog-csv/import';
import { priceBreaksOf } from '../products/product.wholesale';
import { entrySku, readEntryTerms, writeEntries } from './price-lists.service';

/** The file's columns; `name` is written for the reader and left aside by the import, like the error file's `problem`. */
export const PRICE_LIST_COLUMNS = [
  'sku',
  'name',
  'unit_price_cents',
  'percent_off_bp',
  'price_breaks',
  'percent_breaks',
] as const;
type Column = (typeof PRICE_LIST_COLUMNS)[number];
// percent_breaks is optional: a file written before percentages had breaks of their own still imports.
const REQUIRED: readonly Column[] = ['sku', 'unit_price_cents', 'percent_off_bp'];
const PERCENT_BREAKS_FORMAT =
  'Percentage breaks are written as quantity=basis points off, separated by semicolons: 1000=1500; 5000=2000';
/** Rows written or looked up per statement: ten statements for a full list, never one a row. */
const CHUNK = 1_000;

async function listOf(ctx: Pick<Context, 'db'>, rawId: string) {
  const id = normalizeId(rawId);
  const list = id
    ? await ctx.db.priceList.findUnique({ where: { id }, select: { id: true, name: true } })
    : null;
  if (!list) throw notFound('Price list');
  return list;
}

const breaksCell = (breaks: ReadonlyArray<{ minQuantity: number; unitPriceCents: number }>) =>
  sortedBreaks(breaks)
    .map((b) => `${b.minQuantity}=${b.unitPriceCents}`)
    .join(BREAK_SEPARATOR);

const percentBreaksCell = (breaks: readonly PercentBreak[]) =>
  sortedPercentBreaks(breaks)
    .map((b) => `${b.minQuantity}=${b.percentOffBp}`)
    .join(BREAK_SEPARATOR);

/** The list's entries as a CSV document by SKU, and the file's name (the list's). */
export async function priceListCsv(ctx: Context, rawId: string): Promise<{ fileName: string; csv: string }> {
  allowUser(ctx, 'exportPriceListCsv');
  const list = await listOf(ctx, rawId);
  const rows = await ctx.db.priceListEntry.findMany({
    where: { priceListId: list.id },
    select: {
      unitPriceCents: true,
      percentOffBp: true,
      priceBreaks: true,
      product: { select: { sku: true, name: true } },
    },
    orderBy: { product: { sku: 'asc' } },
    take: MAX_PRICE_LIST_ENTRIES,
  });
  const csv = csvDocument(
    [...PRICE_LIST_COLUMNS],
    rows.map((e) => [
      text(e.product.sku),
      text(e.product.name),
      own(e.unitPriceCents === null ? '' : String(e.unitPriceCents)),
      own(e.percentOffBp === null ? '' : String(e.percentOffBp)),
      own(e.percentOffBp === null ? breaksCell(priceBreaksOf(e)) : ''),
      own(e.percentOffBp === null ? '' : percentBreaksCell(percentBreaksOf(e.priceBreaks))),
    ]),
  );
  const fileName = `${
    list.name
      .replace(/[^\w .-]+/g, '')
      .trim()
      .slice(0, 60) || 'price-list'
  }.csv`;
  return { fileName, csv };
}

export interface RowProblem {
  row: number;
  sku: string;
  column: string | null;
  reason: string;
}
export interface PriceListImportReport {
  applied: boolean;
  rows: number;
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  refused: number;
  /** The first wrong rows, to show on the screen; every one is in the error file. */
  problems: RowProblem[];
  /** The wrong rows as sent, each with what is wrong in a last column; null when no row is wrong. */
  errorFile: string | null;
}

/** Where each column is; the header names each needed column once and nothing the file does not have. */
function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.find(
    (n) => !(PRICE_LIST_COLUMNS as readonly string[]).includes(n) && n !== ERROR_COLUMN,
  );
  if (unknown !== undefined)
    throw badInput(
      `The header names a column "${unknown.slice(0, 40)}" a price list does not have. The columns are: ${PRICE_LIST_COLUMNS.join(', ')}`,
      'content',
    );
  const at: Partial<Record<Column, number>> = {};
  for (const column of PRICE_LIST_COLUMNS) {
    const i = names.indexOf(column);
    if (i >= 0 && names.lastIndexOf(column) !== i)
      throw badInput(`The header names the "${column}" column twice`, 'content');
    if (i >= 0) at[column] = i;
    else if (REQUIRED.includes(column))
      throw badInput(
        `The header has no "${column}" column. The columns are: ${PRICE_LIST_COLUMNS.join(', ')}`,
        'content',
      );
  }
  return at;
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A whole-number cell: undefined when empty, or what is wrong in words. */
function wholeCell(
  cell: string | undefined,
  what: string,
  example: string,
): number | undefined | { problem: string } {
  const n = numberCell(cell ?? '');
  if (n === undefined || Number.isSafeInteger(n)) return n;
  return { problem: `${what} must be a whole number, like ${example}` };
}

type Read = { row: number; sku: string; terms: ContractTerms } | RowProblem;

/** One row read by the entry rule; a problem names the column it is in where there is one. */
function readRow(record: string[], row: number, at: Partial<Record<Column, number>>, width: number): Read {
  const cell = (c: Column) => (at[c] === undefined ? '' : (record[at[c]!] ?? ''));
  const sku = entrySku(cellText(cell('sku')));
  const refuse = (column: string | null, reason: string): RowProblem => ({ row, sku, column, reason });
  if (record.length !== width)
    return refuse(null, `The row has ${record.length} cells; the header has ${width}`);
  if (sku === '') return refuse('sku', 'The SKU is empty: each row names the product it prices');
  if (sku.length > 100) return refuse('sku', 'The SKU is longer than 100 characters');
  const unitPriceCents = wholeCell(cell('unit_price_cents'), 'The fixed price (in cents)', '880');
  if (typeof unitPriceCents === 'object') return refuse('unit_price_cents', unitPriceCents.problem);
  const percentOffBp = wholeCell(
    cell('percent_off_bp'),
    'The percentage off (in hundredths of a percent)',
    '1250 for 12.5 %',
  );
  if (typeof percentOffBp === 'object') return refuse('percent_off_bp', percentOffBp.problem);
  const priceBreaks = parseBreaks(cellText(cell('price_breaks')));
  if (!priceBreaks) return refuse('price_breaks', FORMATS.price_breaks);
  const percentParsed = parseBreaks(cellText(cell('percent_breaks')));
  if (!percentParsed) return refuse('percent_breaks', PERCENT_BREAKS_FORMAT);
  const percentBreaks = percentParsed.map((b) => ({
    minQuantity: b.minQuantity,
    percentOffBp: b.unitPriceCents,
  }));
  if (unitPriceCents === undefined && percentOffBp === undefined) {
    return refuse(null, 'Give a fixed price (unit_price_cents) or a percentage off (percent_off_bp)');
  }
  const terms = readEntryTerms({
    unitPriceCents: unitPriceCents ?? null,
    percentOffBp: percentOffBp ?? null,
    priceBreaks,
    percentBreaks,
  });
  if (terms === null)
    return refuse(null, 'Give a fixed price (unit_price_cents) or a percentage off (percent_off_bp)');
  if ('problem' in terms)
    return refuse(
      percentBreaks.length > 0 && /percentage break|not percentages/i.test(terms.problem)
        ? 'percent_breaks'
        : priceBreaks.length > 0 && /break/i.test(terms.problem)
          ? 'price_breaks'
          : null,
      capital(terms.problem),
    );
  return { row, sku, terms };
}

/** Terms as stored, in one order, to tell an unchanged entry from a changed one. */
const termsKey = (t: {
  unitPriceCents: number | null;
  percentOffBp: number | null;
  breaks: ReadonlyArray<{ minQuantity: number; unitPriceCents: number }>;
  percentBreaks: readonly PercentBreak[];
}) =>
  JSON.stringify([
    t.unitPriceCents,
    t.percentOffBp,
    sortedBreaks(t.breaks).map((b) => [b.minQuantity, b.unitPriceCents]),
    sortedPercentBreaks(t.percentBreaks).map((b) => [b.minQuantity, b.percentOffBp]),
  ]);
const keyOfTerms = (t: ContractTerms) =>
  t.kind === 'FIXED'
    ? termsKey({ unitPriceCents: t.unitPriceCents, percentOffBp: null, breaks: t.breaks, percentBreaks: [] })
    : termsKey({
        unitPriceCents: null,
        percentOffBp: t.percentOffBp,
        breaks: [],
        percentBreaks: t.breaks ?? [],
      });

const report = (rows: number, problems: RowProblem[], records: string[][]): PriceListImportReport => ({
  applied: false,
  rows,
  added: 0,
  changed: 0,
  removed: 0,
  unchanged: 0,
  refused: problems.length,
  problems: problems.slice(0, 50),
  errorFile: errorFileOf(
    records,
    problems.map((p) => ({ ...p, outcome: 'refused' })),
  ),
});

/**
 * Makes the file the list's entries: the products it names get its terms, the list's other products leave it. Any
 * wrong row (or a SKU no product has) and nothing changes; the answer then carries the error file.
 */
export async function importPriceListCsv(
  ctx: Context,
  rawId: string,
  content: unknown,
): Promise<PriceListImportReport> {
  allowUser(ctx, 'importPriceListCsv');
  const list = await listOf(ctx, rawId);
  const records = readFile(content, { bytes: MAX_IMPORT_BYTES, rows: MAX_PRICE_LIST_ENTRIES });
  const at = columnsOf(records[0]);
  const width = records[0].length;
  const seen = new Map<string, number>();
  const problems: RowProblem[] = [];
  const good: Array<{ row: number; sku: string; terms: ContractTerms }> = [];
  for (let i = 1; i < records.length; i += 1) {
    const read = readRow(records[i], i + 1, at, width);
    if ('reason' in read) {
      problems.push(read);
      continue;
    }
    const earlier = seen.get(read.sku);
    if (earlier !== undefined) {
      problems.push({
        row: read.row,
        sku: read.sku,
        column: 'sku',
        reason: `SKU ${read.sku} is also on row ${earlier}: a product appears once`,
      });
      continue;
    }
    seen.set(read.sku, read.row);
    good.push(read);
  }
  const rows = records.length - 1;
  return inTransaction(
    ctx.db,
    async (tx) => {
      // The list's row is held while its entries are compared and written: two imports of one list never interleave.
      const locked = await tx.$queryRaw<
        Array<{ id: string }>
      >`SELECT "id"::text FROM "PriceList" WHERE "id" = ${list.id}::uuid FOR UPDATE`;
      if (locked.length === 0) throw notFound('Price list');
      const listId = locked[0].id;
      const idOf = new Map<string, string>();
      const skus = [...seen.keys()];
      for (let i = 0; i < skus.length; i += CHUNK * 5) {
        for (const p of await tx.product.findMany({
          where: { sku: { in: skus.slice(i, i + CHUNK * 5) } },
          select: { id: true, sku: true },
        }))
          idOf.set(p.sku, p.id);
      }
      for (const g of good) {
        if (!idOf.has(g.sku))
          problems.push({
            row: g.row,
            sku: g.sku,
            column: 'sku',
            reason: `No product has the SKU "${g.sku.slice(0, 40)}"`,
          });
      }
      if (problems.length > 0)
        return report(
          rows,
          problems.sort((a, b) => a.row - b.row),
          records,
        );
      const stored = new Map(
        (
          await tx.priceListEntry.findMany({
            where: { priceListId: listId },
            select: { productId: true, unitPriceCents: true, percentOffBp: true, priceBreaks: true },
          })
        ).map((e) => [
          e.productId,
          termsKey({
            unitPriceCents: e.unitPriceCents,
            percentOffBp: e.percentOffBp,
            breaks: e.percentOffBp === null ? priceBreaksOf(e) : [],
            percentBreaks: e.percentOffBp === null ? [] : percentBreaksOf(e.priceBreaks),
          }),
        ]),
      );
      const writes = good.map((g) => ({ productId: idOf.get(g.sku)!, terms: g.terms }));
      const changed = writes.filter(
        (w) => stored.has(w.productId) && stored.get(w.productId) !== keyOfTerms(w.terms),
      );
      const added = writes.filter((w) => !stored.has(w.productId));
      const named = new Set(writes.map((w) => w.productId));
      const removed = [...stored.keys()].filter((id) => !named.has(id));
      for (let i = 0; i < removed.length; i += CHUNK * 5) {
        await tx.priceListEntry.deleteMany({
          where: { priceListId: listId, productId: { in: removed.slice(i, i + CHUNK * 5) } },
        });
      }
      const toWrite = [...changed, ...added];
      for (let i = 0; i < toWrite.length; i += CHUNK)
        await writeEntries(tx, listId, toWrite.slice(i, i + CHUNK));
      return {
        applied: true,
        rows,
        added: added.length,
        changed: changed.length,
        removed: removed.length,
        unchanged: writes.length - changed.length - added.length,
        refused: 0,
        problems: [],
        errorFile: null,
      };
    },
    { timeoutMs: 120_000 },
  );
}
