/**
 * A company's own part numbers for the shop's items (docs/decisions/054). Each company keeps at most one number per
 * item and one item per number; numbers are compared by their key (gg_part_key: no case, spaces, hyphens, dots,
 * slashes or underscores), so "AC 11-CLR" and "ac11clr" are the same number. Every member reads them (search, quick
 * order, order lines, invoices); company admins and buyers keep them, one by one or by CSV.
 */
import { MAX_PART_NUMBER_LENGTH, MAX_PART_NUMBER_LINES } from '@gluegun/common';
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { AppError, badInput, notFound } from '../../errors';
import { Prisma, type CustomerPartNumber, type Product } from '../../generated/prisma/client';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { csvDocument, own, text } from '../../lib/csv';
import { normalizeId } from '../../lib/validate';
import { inTransaction } from '../../db/retry';
import { splitCsvLine, separatorOf } from '../wholesale/quick-order-csv';

export { MAX_PART_NUMBER_LINES };

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'>;

/** The key a part number is compared by, as the database computes it (migration 20261207000000_catalog_search). */
export const partKeyOf = (t: string) => t.toLowerCase().replace(/[\s._/-]+/g, '');

/** A part number as a person typed it -> the text kept (trimmed, inner spaces single), or why it cannot be one. */
export function partNumberProblem(raw: unknown): { partNumber: string } | { problem: string } {
  if (typeof raw !== 'string') return { problem: 'Write your part number' };
  const partNumber = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (partNumber === '') return { problem: 'Write your part number' };
  if (partNumber.length > MAX_PART_NUMBER_LENGTH) return { problem: `Your part number is too long: at most ${MAX_PART_NUMBER_LENGTH} characters` };
  // Control and format characters (right-to-left marks, zero-width joiners) would make two numbers look alike.
  if (/[\p{Cc}\p{Cf}]/u.test(partNumber)) return { problem: 'Your part number has an invisible or control character: type it again' };
  if (!/[\p{L}\p{N}]/u.test(partKeyOf(partNumber))) return { problem: 'Your part number needs at least one letter or digit' };
  return { partNumber };
}

function partNumberOf(raw: unknown): string {
  const checked = partNumberProblem(raw);
  if ('problem' in checked) throw badInput(checked.problem, 'partNumber');
  return checked.partNumber;
}

/** productId -> the company's number, for these products (order lines, invoice lines, the product page). */
export async function partNumbersFor(db: Pick<Prisma.TransactionClient, 'customerPartNumber'>, companyId: string, productIds: string[]): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.customerPartNumber.findMany({ where: { companyId, productId: { in: [...new Set(productIds)] } }, select: { productId: true, partNumber: true } });
  return new Map(rows.map((r) => [r.productId, r.partNumber]));
}

/** The item's buyer's company's number for its product now, or null (the item's reader is checked by its query). */
export async function partNumberOfItem(ctx: Context, item: { userId: string | null; productId: string | null }): Promise<string | null> {
  if (!item.userId || !item.productId) return null;
  const owner = await ctx.loaders.user.load(item.userId);
  return owner ? ctx.loaders.partNumber.load(`${owner.companyId}:${item.productId}`) : null;
}

/** key -> productId for the company's numbers whose key is one of these (quick order's references). */
export async function productsByPartKey(db: Reader, companyId: string, references: string[]): Promise<Map<string, string>> {
  const keys = [...new Set(references.map(partKeyOf).filter((k) => k !== ''))];
  if (keys.length === 0) return new Map();
  const rows = await db.$queryRaw<Array<{ partKey: string; productId: string }>>`
    SELECT "partKey", "productId"::text AS "productId" FROM "CustomerPartNumber" WHERE "companyId" = ${companyId}::uuid AND "partKey" = ANY(${keys}::text[])`;
  return new Map(rows.map((r) => [r.partKey, r.productId]));
}

/** Another item of the shop whose own SKU has this key: a company's number must not read as the shop's part number. */
async function shopSkuWithKey(db: Reader, key: string, productId: string) {
  const rows = await db.$queryRaw<Array<{ sku: string; name: string }>>`
    SELECT "sku", "name" FROM "Product" WHERE "partKey" = ${key} AND "id" <> ${productId}::uuid LIMIT 1`;
  return rows[0] ?? null;
}

export type PartNumberRow = CustomerPartNumber;

/** The signed-in member's company's numbers, newest first; `search` finds a number, or the item's SKU or name. */
export async function myPartNumberConnection(ctx: Context, args: PageArgs & { search?: string | null }) {
  const user = allowUser(ctx, 'myPartNumberConnection');
  const where = await searchWhere(ctx, user.companyId, args.search);
  const page = await keysetPage(args, 'partNumbers', {
    rows: (past, orderBy, take) => ctx.db.customerPartNumber.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) => (await ctx.db.customerPartNumber.findFirst({ where: withKey(where, past), select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.customerPartNumber.count({ where }) };
}

async function searchWhere(ctx: Context, companyId: string, raw: string | null | undefined): Promise<Prisma.CustomerPartNumberWhereInput> {
  const search = typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
  if (search === '') return { companyId };
  const key = partKeyOf(search);
  // Numbers whose key starts with what was typed (the company's unique key index), or items named or numbered so.
  const byKey = key === '' ? [] : await ctx.db.$queryRaw<Array<{ id: string }>>`
    SELECT "id"::text AS "id" FROM "CustomerPartNumber" WHERE "companyId" = ${companyId}::uuid
      AND "partKey" LIKE replace(replace(replace(${key}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' LIMIT 1000`;
  return {
    companyId,
    OR: [
      { id: { in: byKey.map((r) => r.id) } },
      { product: { sku: { startsWith: search, mode: 'insensitive' } } },
      { product: { name: { contains: search, mode: 'insensitive' } } },
    ],
  };
}

/** The signed-in member's company's number for one item, or null. */
export async function myPartNumber(ctx: Context, rawProductId: string) {
  const user = allowUser(ctx, 'myPartNumber');
  const productId = normalizeId(rawProductId);
  if (!productId) return null;
  return ctx.db.customerPartNumber.findUnique({ where: { companyId_productId: { companyId: user.companyId, productId } } });
}

async function productByReference(db: Prisma.TransactionClient, reference: unknown): Promise<Product | null> {
  if (typeof reference !== 'string' || reference.trim() === '') return null;
  const id = normalizeId(reference.trim());
  if (id) return db.product.findUnique({ where: { id } });
  const rows = await db.$queryRaw<Array<{ id: string }>>`SELECT "id"::text AS "id" FROM "Product" WHERE "partKey" = ${partKeyOf(reference)} LIMIT 2`;
  return rows.length === 1 ? db.product.findUnique({ where: { id: rows[0].id } }) : null;
}

/** Why this number cannot go on this item in this company (another item has it, or it is another item's SKU), or null. */
async function clashOf(db: Prisma.TransactionClient, companyId: string, product: Product, partNumber: string): Promise<string | null> {
  const key = partKeyOf(partNumber);
  const taken = await db.$queryRaw<Array<{ sku: string; name: string }>>`
    SELECT p."sku", p."name" FROM "CustomerPartNumber" c JOIN "Product" p ON p."id" = c."productId"
    WHERE c."companyId" = ${companyId}::uuid AND c."partKey" = ${key} AND c."productId" <> ${product.id}::uuid LIMIT 1`;
  if (taken[0]) return `Your part number ${partNumber} is already on ${taken[0].name} (${taken[0].sku}): remove it there first`;
  const sku = await shopSkuWithKey(db, key, product.id);
  if (sku) return `${partNumber} is the shop's part number for ${sku.name}: choose another number`;
  return null;
}

/**
 * Sets the company's number for one item (a new one, or a changed one). `product` is a product id or the shop's SKU
 * (written any way: case, spaces, hyphens and dots do not count).
 */
export async function setMyPartNumber(ctx: Context, input: { product?: unknown; partNumber?: unknown }) {
  const user = allowUser(ctx, 'setMyPartNumber');
  const partNumber = partNumberOf(input?.partNumber);
  return inTransaction(ctx.db, async (tx) => {
    const product = await productByReference(tx, input?.product);
    if (!product) throw new AppError('NOT_FOUND', 'No item has this SKU or id: check the shop\'s part number', { field: 'product' });
    // Held until commit: the item deleted at the same moment waits, rather than failing the write midway.
    const held = await tx.$queryRaw<Array<{ id: string }>>`SELECT id::text AS id FROM "Product" WHERE id = ${product.id}::uuid FOR KEY SHARE`;
    if (held.length === 0) throw new AppError('NOT_FOUND', 'No item has this SKU or id: check the shop\'s part number', { field: 'product' });
    // One writer per company at a time: two tabs giving one number to two items cannot both pass the check below.
    await tx.$queryRaw`SELECT 1 FROM "Company" WHERE "id" = ${user.companyId}::uuid FOR NO KEY UPDATE`;
    const clash = await clashOf(tx, user.companyId, product, partNumber);
    if (clash) throw new AppError('CONFLICT', clash, { field: 'partNumber', reason: 'PART_NUMBER_TAKEN' });
    return tx.customerPartNumber.upsert({
      where: { companyId_productId: { companyId: user.companyId, productId: product.id } },
      create: { companyId: user.companyId, productId: product.id, partNumber },
      update: { partNumber },
    });
  });
}

/** Removes the company's number for one item; NOT_FOUND when it has none. */
export async function removeMyPartNumber(ctx: Context, rawProductId: string) {
  const user = allowUser(ctx, 'removeMyPartNumber');
  const productId = normalizeId(rawProductId);
  const removed = productId
    ? await ctx.db.customerPartNumber.deleteMany({ where: { companyId: user.companyId, productId } })
    : { count: 0 };
  if (removed.count === 0) throw notFound('Your part number for this item');
  return true;
}

export interface ImportLine {
  lineNumber: number;
  sku: string;
  partNumber: string;
  /** CREATE, UPDATE, UNCHANGED, or ERROR with the reason in `problem`. */
  outcome: 'CREATE' | 'UPDATE' | 'UNCHANGED' | 'ERROR';
  problem: string | null;
  productId: string | null;
}

const HEADER = /^(sku|item|our sku|shop sku|product|product id)$/i;

/** Rows `sku,partNumber` (comma, semicolon or tab; optional header; quoted cells) -> lines with what each would do. */
async function planImport(db: Prisma.TransactionClient, companyId: string, raw: string): Promise<ImportLine[]> {
  const rows = raw.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).map((line, i) => ({ line, lineNumber: i + 1 })).filter((r) => r.line.trim() !== '');
  if (rows.length === 0) throw badInput('The file is empty: write one line per item, sku,your part number', 'text');
  const separator = separatorOf(rows.map((r) => r.line));
  const first = splitCsvLine(rows[0].line, separator);
  const body = first && HEADER.test((first[0] ?? '').trim()) ? rows.slice(1) : rows;
  if (body.length === 0) throw badInput('The file has a header but no lines: add rows of sku,your part number', 'text');
  if (body.length > MAX_PART_NUMBER_LINES) throw badInput(`At most ${MAX_PART_NUMBER_LINES} lines per file; this one has ${body.length}. Split it.`, 'text');

  const lines: ImportLine[] = body.map(({ line, lineNumber }) => {
    const cells = splitCsvLine(line, separator)?.map((c) => c.trim());
    const base = { lineNumber, sku: (cells?.[0] ?? line).slice(0, 60), partNumber: (cells?.[1] ?? '').slice(0, 60), productId: null };
    if (line.includes('\uFFFD')) return { ...base, outcome: 'ERROR', problem: 'This line is not UTF-8 text: save the file as "CSV UTF-8" and upload it again' };
    if (!cells) return { ...base, outcome: 'ERROR', problem: 'A quote (") is never closed on this line' };
    if (cells.filter((c, i) => i >= 2 && c !== '').length > 0) return { ...base, outcome: 'ERROR', problem: `Expected two columns, sku,your part number; this line has ${cells.length}` };
    if (!cells[0]) return { ...base, outcome: 'ERROR', problem: 'The shop\'s SKU is missing' };
    const checked = partNumberProblem(cells[1] ?? '');
    if ('problem' in checked) return { ...base, outcome: 'ERROR', problem: checked.problem };
    return { ...base, partNumber: checked.partNumber, outcome: 'CREATE', problem: null };
  });

  // Items by the key of their SKU (or their id), in one statement.
  const readable = lines.filter((l) => l.outcome !== 'ERROR');
  const keys = [...new Set(readable.map((l) => partKeyOf(l.sku)))];
  const ids = readable.map((l) => normalizeId(l.sku)).filter((id): id is string => id !== null);
  const products = await db.$queryRaw<Array<{ id: string; sku: string; name: string; partKey: string }>>`
    SELECT "id"::text AS "id", "sku", "name", "partKey" FROM "Product" WHERE "partKey" = ANY(${keys}::text[]) OR "id" = ANY(${ids}::uuid[]) FOR KEY SHARE`;
  const byKey = new Map(products.map((p) => [p.partKey, p]));
  const byId = new Map(products.map((p) => [p.id, p]));
  const existing = await db.customerPartNumber.findMany({ where: { companyId }, select: { productId: true, partNumber: true } });
  const numberOfProduct = new Map(existing.map((e) => [e.productId, e.partNumber]));

  for (const l of readable) {
    const id = normalizeId(l.sku);
    const p = (id ? byId.get(id) : undefined) ?? byKey.get(partKeyOf(l.sku));
    if (!p) Object.assign(l, { outcome: 'ERROR', problem: `No item has the SKU ${l.sku}` });
    else {
      const had = numberOfProduct.get(p.id);
      Object.assign(l, { productId: p.id, outcome: had === undefined ? 'CREATE' : had === l.partNumber ? 'UNCHANGED' : 'UPDATE' });
    }
  }

  // After the file: one number per item and one item per number, counting what the file leaves alone.
  const ok = () => lines.filter((l) => l.outcome !== 'ERROR');
  const fail = (l: ImportLine, problem: string) => Object.assign(l, { outcome: 'ERROR', problem });
  const byProduct = new Map<string, ImportLine[]>();
  for (const l of ok()) byProduct.set(l.productId!, [...(byProduct.get(l.productId!) ?? []), l]);
  for (const group of byProduct.values()) {
    if (group.length > 1) for (const l of group) fail(l, `This item is also on line ${group.filter((o) => o !== l).map((o) => o.lineNumber).join(', ')}: give it one number`);
  }
  const finalKeyOwner = new Map<string, string>();
  for (const e of existing) if (!byProduct.has(e.productId)) finalKeyOwner.set(partKeyOf(e.partNumber), e.productId);
  const byNumber = new Map<string, ImportLine[]>();
  for (const l of ok()) byNumber.set(partKeyOf(l.partNumber), [...(byNumber.get(partKeyOf(l.partNumber)) ?? []), l]);
  for (const [key, group] of byNumber) {
    if (group.length > 1) {
      for (const l of group) fail(l, `Your part number ${l.partNumber} is also on line ${group.filter((o) => o !== l).map((o) => o.lineNumber).join(', ')}`);
      continue;
    }
    const [l] = group;
    const owner = finalKeyOwner.get(key);
    if (owner && owner !== l.productId) {
      const other = (await db.product.findUnique({ where: { id: owner }, select: { sku: true } }))?.sku ?? 'another item';
      fail(l, `Your part number ${l.partNumber} is already on ${other}: change or remove it there`);
    }
  }
  // A company's number that is another item's SKU would read as the shop's part number.
  const numberKeys = ok().map((l) => partKeyOf(l.partNumber));
  const skuClashes = numberKeys.length === 0 ? [] : await db.$queryRaw<Array<{ id: string; sku: string; partKey: string }>>`
    SELECT "id"::text AS "id", "sku", "partKey" FROM "Product" WHERE "partKey" = ANY(${numberKeys}::text[])`;
  for (const l of ok()) {
    const sku = skuClashes.find((p) => p.partKey === partKeyOf(l.partNumber));
    if (sku && sku.id !== l.productId) fail(l, `${l.partNumber} is the shop's part number ${sku.sku}: choose another number`);
  }
  return lines;
}

/** The lines that cannot be imported, with the reason on each (the error file). */
function errorCsv(lines: ImportLine[]): string {
  const bad = lines.filter((l) => l.outcome === 'ERROR');
  return bad.length === 0 ? '' : csvDocument(['line', 'sku', 'part number', 'reason'], bad.map((l) => [own(String(l.lineNumber)), text(l.sku), text(l.partNumber), text(l.problem)]));
}

/**
 * A file of `sku,your part number` lines: all or nothing. A dry run (or a file with any bad line) changes nothing and
 * says what each line would do; otherwise every line is written in one transaction.
 */
export async function importMyPartNumbers(ctx: Context, input: { text?: unknown; dryRun?: unknown }) {
  const user = allowUser(ctx, 'importMyPartNumbers');
  if (typeof input?.text !== 'string') throw badInput('text must be the file as text', 'text');
  const dryRun = input.dryRun === true;
  const raw = input.text;
  return inTransaction(ctx.db, async (tx) => {
    await tx.$queryRaw`SELECT 1 FROM "Company" WHERE "id" = ${user.companyId}::uuid FOR NO KEY UPDATE`;
    const lines = await planImport(tx, user.companyId, raw);
    const count = (o: ImportLine['outcome']) => lines.filter((l) => l.outcome === o).length;
    const failed = count('ERROR');
    const applied = !dryRun && failed === 0;
    if (applied) {
      const changes = lines.filter((l) => l.outcome === 'CREATE' || l.outcome === 'UPDATE');
      // Changed numbers are cleared first, so a file that swaps two numbers never meets the unique key half-way.
      await tx.customerPartNumber.deleteMany({ where: { companyId: user.companyId, productId: { in: changes.map((l) => l.productId!) } } });
      await tx.customerPartNumber.createMany({ data: changes.map((l) => ({ companyId: user.companyId, productId: l.productId!, partNumber: l.partNumber })) });
    }
    return {
      applied, dryRun, created: count('CREATE'), updated: count('UPDATE'), unchanged: count('UNCHANGED'), failed,
      lines: lines.map((l) => ({ ...l, problem: l.problem ?? null })), errorCsv: errorCsv(lines),
    };
  });
}

/** The company's numbers as a CSV file the import reads back: sku, your part number, item name. */
export async function myPartNumbersCsv(ctx: Context) {
  const user = allowUser(ctx, 'myPartNumbersCsv');
  const rows = await ctx.db.customerPartNumber.findMany({
    where: { companyId: user.companyId }, include: { product: { select: { sku: true, name: true } } }, orderBy: { product: { sku: 'asc' } },
  });
  return csvDocument(['sku', 'part number', 'item'], rows.map((r) => [text(r.product.sku), text(r.partNumber), text(r.product.name)]));
}
