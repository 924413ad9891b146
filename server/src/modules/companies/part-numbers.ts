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
import { csvDocument, text } from '../../lib/csv';
import { normalizeId } from '../../lib/validate';
import { inTransaction } from '../../db/retry';
import { lockCompany } from '../../db/locks';

export { MAX_PART_NUMBER_LINES };

type Reader = Pick<Prisma.TransactionClient, '$queryRaw'>;

/**
 * A first look at a part number's key, for checking what a person typed before anything is read: the same rule as
 * the database's `gg_part_key` for the letters of most scripts. What is compared and stored is always the database's
 * key (keysOf), so letters whose lower case differs between them (a dotted capital I, a final sigma) change nothing.
 */
export const partKeyOf = (t: string) => t.toLowerCase().replace(/[\s._/-]+/g, '');

/** Each text's part-number key as the database computes it (migration 20261207000000_catalog_search), in one statement. */
export async function keysOf(db: Reader, texts: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(texts)];
  if (unique.length === 0) return new Map();
  const rows = await db.$queryRaw<
    Array<{ t: string; k: string }>
  >`SELECT t, "gg_part_key"(t) AS k FROM unnest(${unique}::text[]) t`;
  return new Map(rows.map((r) => [r.t, r.k]));
}

/** A part number as a person typed it -> the text kept (trimmed, inner spaces single), or why it cannot be one. */
export function partNumberProblem(raw: unknown): { partNumber: string } | { problem: string } {
  if (typeof raw !== 'string') return { problem: 'Write your part number' };
  const partNumber = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (partNumber === '') return { problem: 'Write your part number' };
  if (partNumber.length > MAX_PART_NUMBER_LENGTH)
    return { problem: `Your part number is too long: at most ${MAX_PART_NUMBER_LENGTH} characters` };
  // Control and format characters (right-to-left marks, zero-width joiners) would make two numbers look alike.
  if (/[\p{Cc}\p{Cf}]/u.test(partNumber))
    return { problem: 'Your part number has an invisible or control character: type it again' };
  if (!/[\p{L}\p{N}]/u.test(partKeyOf(partNumber)))
    return { problem: 'Your part number needs at least one letter or digit' };
  return { partNumber };
}

function partNumberOf(raw: unknown): string {
  const checked = partNumberProblem(raw);
  if ('problem' in checked) throw badInput(checked.problem, 'partNumber');
  return checked.partNumber;
}

/** productId -> the company's number, for these products (order lines, invoice lines, the product page). */
export async function partNumbersFor(
  db: Pick<Prisma.TransactionClient, 'customerPartNumber'>,
  companyId: string,
  productIds: string[],
): Promise<Map<string, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db.customerPartNumber.findMany({
    where: { companyId, productId: { in: [...new Set(productIds)] } },
    select: { productId: true, partNumber: true },
  });
  return new Map(rows.map((r) => [r.productId, r.partNumber]));
}

/**
 * An order item's part number: once checked out, the one its invoice line froze (the company it was ordered for);
 * while open, its owner's company's number now, shown only to readers in that company (and the shop's admins), since
 * the owner may have moved to another company since.
 */
export async function partNumberOfItem(
  ctx: Context,
  item: { id: string; userId: string | null; productId: string | null; purchaseOrderId?: string | null },
): Promise<string | null> {
  if (item.purchaseOrderId) {
    const lines = await ctx.loaders.invoiceLines.load(item.purchaseOrderId);
    return lines.find((l) => l.orderItemId === item.id)?.customerPartNumber ?? null;
  }
  if (!item.userId || !item.productId) return null;
  const owner = await ctx.loaders.user.load(item.userId);
  if (!owner || (ctx.user?.role !== 'ADMIN' && ctx.user?.companyId !== owner.companyId)) return null;
  return ctx.loaders.partNumber.load(`${owner.companyId}:${item.productId}`);
}

/** A write the database refused for its unique key or its check, as the person's words, never a server error. */
export function refusedWrite(e: unknown, partNumber: string): never {
  if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
    throw new AppError('CONFLICT', `Your part number ${partNumber} is already on another item`, {
      field: 'partNumber',
      reason: 'PART_NUMBER_TAKEN',
    });
  }
  if (e instanceof Error && e.message.includes('CustomerPartNumber_partNumber_check'))
    throw badInput('Your part number needs at least one letter or digit', 'partNumber');
  throw e;
}

/** reference -> productId for the references that are one of the company's numbers, written any way (quick order). */
export async function productsByPartNumber(
  db: Reader,
  companyId: string,
  references: string[],
): Promise<Map<string, string>> {
  const refs = [...new Set(references)];
  if (refs.length === 0) return new Map();
  const rows = await db.$queryRaw<Array<{ ref: string; productId: string }>>`
    SELECT r AS ref, c."productId"::text AS "productId" FROM unnest(${refs}::text[]) r
    JOIN "CustomerPartNumber" c ON c."companyId" = ${companyId}::uuid AND c."partKey" = "gg_part_key"(r)`;
  return new Map(rows.map((r) => [r.ref, r.productId]));
}

/** Another item of the shop whose own SKU has this number's key: a company's number must not read as the shop's part number. */
async function shopSkuLike(db: Reader, partNumber: string, productId: string) {
  const rows = await db.$queryRaw<Array<{ sku: string; name: string }>>`
    SELECT "sku", "name" FROM "Product" WHERE "partKey" = "gg_part_key"(${partNumber}) AND "id" <> ${productId}::uuid LIMIT 1`;
  return rows[0] ?? null;
}

export type PartNumberRow = CustomerPartNumber;

/** The signed-in member's company's numbers, newest first; `search` finds a number, or the item's SKU or name. */
export async function myPartNumberConnection(ctx: Context, args: PageArgs & { search?: string | null }) {
  const user = allowUser(ctx, 'myPartNumberConnection');
  const where = await searchWhere(ctx, user.companyId, args.search);
  const page = await keysetPage(args, 'partNumbers', {
    rows: (past, orderBy, take) =>
      ctx.db.customerPartNumber.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) =>
      (await ctx.db.customerPartNumber.findFirst({ where: withKey(where, past), select: { id: true } })) !==
      null,
  });
  return { ...page, count: () => ctx.db.customerPartNumber.count({ where }) };
}

async function searchWhere(
  ctx: Context,
  companyId: string,
  raw: string | null | undefined,
): Promise<Prisma.CustomerPartNumberWhereInput> {
  const search = typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
  if (search === '') return { companyId };
  // Numbers whose key starts with what was typed (the company's unique key index), or items named or numbered so.
  const byKey = await ctx.db.$queryRaw<Array<{ id: string }>>`
    SELECT "id"::text AS "id" FROM "CustomerPartNumber" WHERE "companyId" = ${companyId}::uuid AND length("gg_part_key"(${search})) > 0
      AND "partKey" LIKE replace(replace(replace("gg_part_key"(${search}), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' LIMIT 1000`;
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
  return ctx.db.customerPartNumber.findUnique({
    where: { companyId_productId: { companyId: user.companyId, productId } },
  });
}

async function productByReference(db: Prisma.TransactionClient, reference: unknown): Promise<Product | null> {
  if (typeof reference !== 'string' || reference.trim() === '') return null;
  const id = normalizeId(reference.trim());
  if (id) return db.product.findUnique({ where: { id } });
  const rows = await db.$queryRaw<
    Array<{ id: string }>
  >`SELECT "id"::text AS "id" FROM "Product" WHERE "partKey" = "gg_part_key"(${reference}) LIMIT 2`;
  return rows.length === 1 ? db.product.findUnique({ where: { id: rows[0].id } }) : null;
}

/** Why this number cannot go on this item in this company (another item has it, or it is another item's SKU), or null. */
async function clashOf(
  db: Prisma.TransactionClient,
  companyId: string,
  product: Product,
  partNumber: string,
): Promise<string | null> {
  const taken = await db.$queryRaw<Array<{ sku: string; name: string }>>`
    SELECT p."sku", p."name" FROM "CustomerPartNumber" c JOIN "Product" p ON p."id" = c."productId"
    WHERE c."companyId" = ${companyId}::uuid AND c."partKey" = "gg_part_key"(${partNumber}) AND c."productId" <> ${product.id}::uuid LIMIT 1`;
  if (taken[0])
    return `Your part number ${partNumber} is already on ${taken[0].name} (${taken[0].sku}): remove it there first`;
  const sku = await shopSkuLike(db, partNumber, product.id);
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
    if (!product)
      throw new AppError('NOT_FOUND', "No item has this SKU or id: check the shop's part number", {
        field: 'product',
      });
    // Held until commit: the item deleted at the same moment waits, rather than failing the write midway.
    const held = await tx.$queryRaw<
      Array<{ id: string }>
    >`SELECT id::text AS id FROM "Product" WHERE id = ${product.id}::uuid FOR KEY SHARE`;
    if (held.length === 0)
      throw new AppError('NOT_FOUND', "No item has this SKU or id: check the shop's part number", {
        field: 'product',
      });
    // One writer per company at a time: two tabs giving one number to two items cannot both pass the check below.
    await lockCompany(tx, user.companyId, 'FOR NO KEY UPDATE');
    const clash = await clashOf(tx, user.companyId, product, partNumber);
    if (clash) throw new AppError('CONFLICT', clash, { field: 'partNumber', reason: 'PART_NUMBER_TAKEN' });
    return tx.customerPartNumber
      .upsert({
        where: { companyId_productId: { companyId: user.companyId, productId: product.id } },
        create: { companyId: user.companyId, productId: product.id, partNumber },
        update: { partNumber },
      })
      .catch((e: unknown) => refusedWrite(e, partNumber));
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

/** The company's numbers as a CSV file the import reads back: sku, your part number, item name. */
export async function myPartNumbersCsv(ctx: Context) {
  const user = allowUser(ctx, 'myPartNumbersCsv');
  const rows = await ctx.db.customerPartNumber.findMany({
    where: { companyId: user.companyId },
    include: { product: { select: { sku: true, name: true } } },
    orderBy: { product: { sku: 'asc' } },
  });
  return csvDocument(
    ['sku', 'part number', 'item'],
    rows.map((r) => [text(r.product.sku), text(r.partNumber), text(r.product.name)]),
  );
}
