/**
 * The catalog import (docs/decisions/073): a CSV in the export's columns, each row matched to a product by SKU
 * (updated, or created when no product has it), every row checked by the product form's rules first. A dry run
 * reports every row; applying writes all rows in one transaction, or none when any row is refused.
 */
import { parse } from 'csv-parse/sync';
import { MAX_FAMILY_VARIANTS, sameCombination, utcToday } from '@gluegun/common';
import { allowUser } from '../../auth/access';
import { nowOf, type Context } from '../../context';
import { badInput, conflict } from '../../errors';
import { Prisma } from '../../generated/prisma/client';
import { inTransaction } from '../../db/retry';
import { LOOKUP_BATCH, textsOf } from './columns';
import { priceBreaksOf } from '../products/product.wholesale';
import { CATALOG_COLUMNS, type CatalogColumn } from './columns';
import { storedPacks } from './export';
import { UPDATE_CHUNK, createChunk, updateChunk } from './write';
import {
  isRefusal,
  readRow,
  type FamilyIndex,
  type PlannedRow,
  type ProductWrite,
  type Refusal,
} from './import-row';
import { emitProductChanges } from '../products/product-events';
import { LINK_COLUMNS, linksKey, type LinkColumn, type LinkIndex, type RowLinks } from './links';
import { linkIndex, storedLinks, writeLinks } from './links-store';
import { linkRefusals } from './links-plan';
import { ERROR_COLUMN, errorFileOf } from './error-file';
import {
  BACKORDER_COLUMNS,
  WAREHOUSE_PREFIX,
  stockLayout,
  warehousesOf,
  type StockLayout,
} from './stock-columns';
import { stockChecks } from './stock-plan';

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_CELL = 20_000;
const IMPORT_LIMITS = { bytes: MAX_IMPORT_BYTES, rows: MAX_IMPORT_ROWS };

/** A whole file's refusals, in words, whether it came as JSON text or as its own bytes. */
export const fileRefusal = {
  tooManyRows: (rows: number) =>
    `The file has more than ${rows.toLocaleString('en-US')} products: split it into smaller files`,
  unreadable: (e: unknown) => `The CSV file could not be read: ${String((e as Error).message).slice(0, 200)}`,
  noRows: 'The file has no products: a header row and at least one row are needed',
};

export type Outcome = 'created' | 'updated' | 'unchanged' | 'refused';
export interface RowResult {
  row: number;
  sku: string;
  outcome: Outcome;
  column: string | null;
  reason: string | null;
}
export interface ImportReport {
  applied: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  results: RowResult[];
  /** The refused rows as a CSV, each with what is wrong in its last column; null when no row is refused. */
  errorFile: string | null;
}

/** The file's records (header first), or a refusal of the whole file in words. */
export function readFile(
  content: unknown,
  limits: { bytes: number; rows: number } = IMPORT_LIMITS,
): string[][] {
  if (typeof content !== 'string') throw badInput("content must be the CSV file's text", 'content');
  if (Buffer.byteLength(content, 'utf8') > limits.bytes) {
    throw badInput(
      `The file is larger than ${limits.bytes / 1024 / 1024} MB: split it into smaller files`,
      'content',
    );
  }
  if (content.includes('\uFFFD'))
    throw badInput('The file is not UTF-8 text: save it as "CSV UTF-8" and upload it again', 'content');
  let records: string[][];
  try {
    records = parse(content, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: MAX_CELL * 4,
      to: limits.rows + 2,
    });
  } catch (e) {
    throw badInput(fileRefusal.unreadable(e), 'content');
  }
  if (records.length > limits.rows + 1) throw badInput(fileRefusal.tooManyRows(limits.rows), 'content');
  if (records.length < 2) throw badInput(fileRefusal.noRows, 'content');
  return records;
}

/** Where each column is in the file; the header must name every column once and nothing else. */
export function columnsOf(header: string[]): Record<CatalogColumn, number> {
  const names = header.map((h) => h.trim().toLowerCase());
  const known: readonly string[] = [...CATALOG_COLUMNS, ...LINK_COLUMNS, ...BACKORDER_COLUMNS, ERROR_COLUMN];
  // Warehouse columns are checked against the warehouses (stockLayout).
  const unknown = names.find((n) => !known.includes(n) && !n.startsWith(WAREHOUSE_PREFIX));
  if (unknown !== undefined)
    throw badInput(
      `The header names a column "${unknown.slice(0, 40)}" the catalog does not have. The columns are: ${CATALOG_COLUMNS.join(', ')}`,
      'content',
    );
  const at = {} as Record<CatalogColumn, number>;
  for (const column of CATALOG_COLUMNS) {
    const i = names.indexOf(column);
    if (i < 0)
      throw badInput(
        `The header has no "${column}" column. The columns are: ${CATALOG_COLUMNS.join(', ')}`,
        'content',
      );
    if (names.lastIndexOf(column) !== i)
      throw badInput(`The header names the "${column}" column twice`, 'content');
    at[column] = i;
  }
  return at;
}

/** Where each link column the file has is: a column left out leaves those links as they are. */
export function linkColumnsOf(header: string[]): Partial<Record<LinkColumn, number>> {
  const names = header.map((h) => h.trim().toLowerCase());
  const at: Partial<Record<LinkColumn, number>> = {};
  for (const column of LINK_COLUMNS) {
    const i = names.indexOf(column);
    if (i >= 0 && names.lastIndexOf(column) !== i)
      throw badInput(`The header names the "${column}" column twice`, 'content');
    if (i >= 0) at[column] = i;
  }
  return at;
}

async function familyIndex(ctx: Context): Promise<FamilyIndex> {
  const index: FamilyIndex = new Map();
  for (const f of await ctx.db.productFamily.findMany({
    select: { id: true, name: true, optionNames: true },
  })) {
    const key = f.name.trim().toLowerCase();
    index.set(key, [
      ...(index.get(key) ?? []),
      { id: f.id, name: f.name, optionNames: textsOf(f.optionNames) },
    ]);
  }
  return index;
}

/** Every row read; a SKU a row above already has is refused. */
/** Told the rows done so far, every PROGRESS_EVERY rows, by a job that shows its progress. */
export type Progress = (rowsDone: number) => Promise<void>;
export const PROGRESS_EVERY = 1000;

async function readRows(
  records: string[][],
  families: FamilyIndex,
  index: LinkIndex,
  layout: StockLayout,
  progress?: Progress,
): Promise<Array<PlannedRow | Refusal>> {
  const at = columnsOf(records[0]);
  const linkAt = Object.entries(linkColumnsOf(records[0])) as Array<[LinkColumn, number]>;
  const width = records[0].length;
  const seen = new Map<string, number>();
  const out: Array<PlannedRow | Refusal> = [];
  for (let i = 1; i < records.length; i += 1) {
    const row = i + 1;
    const record = records[i];
    if (record.length !== width) {
      out.push({
        row,
        sku: '',
        column: null,
        reason: `The row has ${record.length} cells; the header has ${width}`,
      });
      continue;
    }
    if (record.some((c) => c.length > MAX_CELL)) {
      out.push({
        row,
        sku: '',
        column: null,
        reason: `A cell is longer than ${MAX_CELL.toLocaleString('en-US')} characters`,
      });
      continue;
    }
    const cells = Object.fromEntries(CATALOG_COLUMNS.map((c) => [c, record[at[c]]])) as Record<
      CatalogColumn,
      string
    >;
    const read = await readRow(
      cells,
      row,
      families,
      Object.fromEntries(linkAt.map(([c, j]) => [c, record[j]])),
      index,
      { record, layout },
    );
    const earlier = read.sku ? seen.get(read.sku) : undefined;
    if (earlier !== undefined) {
      out.push({
        row,
        sku: read.sku,
        column: 'sku',
        reason: `SKU ${read.sku} is also on row ${earlier}: a product appears once`,
      });
      continue;
    }
    if (read.sku) seen.set(read.sku, row);
    out.push(read);
    if (progress && i % PROGRESS_EVERY === 0) await progress(i);
  }
  return out;
}

const STORED = {
  id: true,
  version: true,
  sku: true,
  name: true,
  description: true,
  imageUrl: true,
  priceCents: true,
  quantity: true,
  minOrderQuantity: true,
  orderIncrement: true,
  maxOrderQuantity: true,
  priceBreaks: true,
  familyId: true,
  optionValues: true,
  packSizes: true,
  weightGrams: true,
  lengthMm: true,
  widthMm: true,
  heightMm: true,
  backordersAllowed: true,
  restockOn: true,
} as const;
type Stored = Prisma.ProductGetPayload<{ select: typeof STORED }>;

/** The fields a row writes, in one order, to tell an unchanged row from an update. */
function comparable(
  p: Omit<ProductWrite, 'priceBreaks'> & { priceBreaks?: unknown },
  links: RowLinks,
  present: readonly LinkColumn[],
): string {
  return JSON.stringify([
    linksKey(links, present),
    p.name,
    p.description,
    p.imageUrl,
    p.priceCents,
    p.quantity,
    p.minOrderQuantity,
    p.orderIncrement,
    p.maxOrderQuantity ?? null,
    priceBreaksOf({ priceBreaks: (p.priceBreaks ?? []) as never }),
    p.familyId,
    textsOf(p.optionValues),
    storedPacks(p.packSizes),
    p.weightGrams,
    p.lengthMm,
    p.widthMm,
    p.heightMm,
  ]);
}

/**
 * Two variants of a family never share a combination, and a family holds at most MAX_FAMILY_VARIANTS: checked on
 * the catalog as it would be after the file (its rows, and the variants it leaves as they are).
 */
async function familyRefusals(
  ctx: Context,
  planned: PlannedRow[],
  families: FamilyIndex,
): Promise<Refusal[]> {
  const ids = [...new Set(planned.map((p) => p.data.familyId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return [];
  const inFile = new Set(planned.map((p) => p.sku));
  const kept = (
    await ctx.db.product.findMany({
      where: { familyId: { in: ids } },
      select: { sku: true, name: true, familyId: true, optionValues: true },
    })
  )
    .filter((v) => !inFile.has(v.sku))
    .map((v) => ({
      familyId: v.familyId,
      name: v.name,
      values: textsOf(v.optionValues),
      row: null as number | null,
    }));
  const familyName = new Map([...families.values()].flat().map((f) => [f.id, f]));
  const members = [...kept];
  const refusals: Refusal[] = [];
  for (const p of planned.filter((r) => r.data.familyId !== null)) {
    const family = familyName.get(p.data.familyId as string)!;
    const same = members.filter((m) => m.familyId === family.id);
    const twin = same.find((m) => sameCombination(m.values, p.data.optionValues));
    if (twin) {
      const combination = family.optionNames.map((n, i) => `${n} ${p.data.optionValues[i]}`).join(', ');
      const holder = twin.row === null ? twin.name : `row ${twin.row}`;
      refusals.push({
        row: p.row,
        sku: p.sku,
        column: 'option_values',
        reason: `${holder} is already the ${family.name} variant with ${combination}`,
      });
    } else if (same.length >= MAX_FAMILY_VARIANTS) {
      refusals.push({
        row: p.row,
        sku: p.sku,
        column: 'family',
        reason: `${family.name} would have more than ${MAX_FAMILY_VARIANTS} variants, the most a family holds`,
      });
    } else {
      members.push({ familyId: family.id, name: p.data.name, values: p.data.optionValues, row: p.row });
    }
  }
  return refusals;
}

export interface Plan {
  results: RowResult[];
  creates: PlannedRow[];
  updates: Array<PlannedRow & { id: string; version: number }>;
  /** The link columns the file has, and the ids of the catalog's products its related items name. */
  present: LinkColumn[];
  idOf: Map<string, string>;
}

/** Every row's outcome, and the writes it would make (nothing is written). */
export async function plan(ctx: Context, records: string[][], progress?: Progress): Promise<Plan> {
  const families = await familyIndex(ctx);
  const present = Object.keys(linkColumnsOf(records[0])) as LinkColumn[];
  const layout = stockLayout(records[0], await warehousesOf(ctx.db));
  const read = await readRows(records, families, await linkIndex(ctx.db), layout, progress);
  const refused = new Map<number, Refusal>(read.filter(isRefusal).map((r) => [r.row, r]));
  const planned = read.filter((r): r is PlannedRow => !isRefusal(r));
  for (const r of await familyRefusals(ctx, planned, families)) refused.set(r.row, r);
  const { refusals, idOf } = await linkRefusals(ctx, planned, present);
  for (const r of refusals) if (!refused.has(r.row)) refused.set(r.row, r);
  const stored = new Map<string, Stored>();
  for (let i = 0; i < planned.length; i += LOOKUP_BATCH) {
    const skus = planned.slice(i, i + LOOKUP_BATCH).map((p) => p.sku);
    for (const s of await ctx.db.product.findMany({ where: { sku: { in: skus } }, select: STORED }))
      stored.set(s.sku, s);
  }
  const links = new Map<string, Required<RowLinks>>();
  const storedIds = [...stored.values()].map((s) => s.id);
  for (let i = 0; present.length > 0 && i < storedIds.length; i += LOOKUP_BATCH) {
    for (const [id, l] of await storedLinks(ctx.db, storedIds.slice(i, i + LOOKUP_BATCH))) links.set(id, l);
  }
  const stock = await stockChecks(ctx, planned, stored, layout);
  for (const r of stock.refusals) if (!refused.has(r.row)) refused.set(r.row, r);
  const out: Plan = { results: [], creates: [], updates: [], present, idOf };
  for (const r of read) {
    const refusal = refused.get(r.row);
    if (refusal) {
      out.results.push({
        row: r.row,
        sku: r.sku,
        outcome: 'refused',
        column: refusal.column,
        reason: refusal.reason,
      });
      continue;
    }
    const p = r as PlannedRow;
    const s = stored.get(p.sku);
    const same =
      s &&
      stock.same(p, s) &&
      comparable(s as never, links.get(s.id) ?? {}, present) === comparable(p.data, p.links, present);
    const outcome: Outcome = !s ? 'created' : same ? 'unchanged' : 'updated';
    out.results.push({ row: p.row, sku: p.sku, outcome, column: null, reason: null });
    if (outcome === 'created') out.creates.push(stock.written(p, null));
    if (outcome === 'updated') out.updates.push({ ...stock.written(p, s!), id: s!.id, version: s!.version });
  }
  return out;
}

/**
 * Writes every create and update in one transaction: a product changed since the check undoes them all. The plan's
 * rows are taken out of it as they are written.
 */
export async function applyPlan(ctx: Context, p: Plan, progress?: Progress): Promise<void> {
  let done = 0;
  const wrote = async (n: number) => {
    done += n;
    if (progress) await progress(done);
  };
  try {
    await inTransaction(
      ctx.db,
      async (tx) => {
        // Imports write one at a time: two files naming the same products cannot interleave their rows.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('catalog-import'))`;
        // Each chunk leaves the plan once written (its SKU and links stay while the file has link columns, for the
        // links written last), so the write holds one chunk's rows, not the file's.
        const idOf = new Map(p.idOf);
        const linked: Array<{ sku: string; links: RowLinks }> = [];
        const keep = (rows: Array<{ sku: string; links: RowLinks }>) =>
          p.present.length > 0 && linked.push(...rows.map((r) => ({ sku: r.sku, links: r.links })));
        while (p.updates.length > 0) {
          const chunk = p.updates.splice(0, UPDATE_CHUNK);
          const written = await updateChunk(tx, chunk, utcToday(nowOf(ctx)));
          const stale = chunk.find((u) => !written.has(u.id));
          if (stale)
            throw conflict(
              `${stale.sku} (row ${stale.row}) changed while the file was checked: nothing was imported; upload the file again`,
            );
          await emitProductChanges(tx, 'product.updated', [...written]);
          for (const u of chunk) idOf.set(u.sku, u.id);
          keep(chunk);
          await wrote(chunk.length);
        }
        while (p.creates.length > 0) {
          const chunk = p.creates.splice(0, UPDATE_CHUNK);
          const made = await createChunk(tx, chunk);
          for (const m of made) idOf.set(m.sku, m.id);
          await emitProductChanges(
            tx,
            'product.created',
            made.map((m) => m.id),
          );
          keep(chunk);
          await wrote(made.length);
        }
        // Links after every product exists: a related item may be created further down the same file.
        for (let i = 0; i < linked.length; i += UPDATE_CHUNK) {
          await writeLinks(
            tx,
            linked.slice(i, i + UPDATE_CHUNK).map((w) => ({ id: idOf.get(w.sku)!, links: w.links })),
            p.present,
            idOf,
          );
        }
      },
      { timeoutMs: 600_000, attempts: 1 },
    );
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      throw conflict(
        'Another change took a SKU or a variant combination of this file while it was imported: nothing was imported; upload the file again',
      );
    }
    throw e;
  }
}

/** Checks a catalog file (its text, or its records read from a stream) and, with `apply` and no refused row, imports it whole. */
export async function importCatalogCsv(
  ctx: Context,
  content: unknown,
  apply: boolean,
  read?: (limits: typeof IMPORT_LIMITS) => Promise<string[][]>,
): Promise<ImportReport> {
  allowUser(ctx, 'importCatalogCsv');
  const records = read ? await read(IMPORT_LIMITS) : readFile(content);
  const p = await plan(ctx, records);
  const count = (o: Outcome) => p.results.filter((r) => r.outcome === o).length;
  const refused = count('refused');
  const applied = apply && refused === 0;
  if (applied) await applyPlan(ctx, p);
  const errorFile = refused === 0 ? null : errorFileOf(records, p.results);
  return {
    applied,
    rows: p.results.length,
    created: count('created'),
    updated: count('updated'),
    unchanged: count('unchanged'),
    refused,
    results: p.results,
    errorFile,
  };
}
