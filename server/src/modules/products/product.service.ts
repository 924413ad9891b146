import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SUGGESTIONS,
  MAX_PAGE_SIZE,
  MAX_SUGGESTIONS,
  productInputSchema,
  utcToday,
} from '@gluegun/common';
import { allow, allowUser } from '../../auth/access';
import { nowOf, type Context } from '../../context';
import { AppError, badInput, notFound } from '../../errors';
import { normalizeId, validate } from '../../lib/validate';
import { Prisma } from '../../generated/prisma/client';
import { fastQuery } from '../../db/fast-sql';
import { listStatements, sqlList } from '../../db/sql-list';
import { countsByShape, rowsByShape } from './catalog-counts';
import { WHOLESALE_FIELDS, priceBreaksOf, quantityRuleOf, wholesaleData } from './product.wholesale';
import { CARD_COLUMNS, CARD_FIELDS, productListSource } from './product-columns';
import { inTransaction } from '../../db/retry';
import { setTotal } from '../stock/stock';
import { repromiseTerms, termsBefore } from '../shop-calendar/promises';
import { emitProductChanges, emitProductDeleted } from './product-events';
import {
  productListSql,
  productSearchSql,
  partNumberCompany,
  resolveFilter,
  NO_FILTER,
  type CatalogFilterInput,
  type ProductSearchSql,
} from './catalog-filter';
import {
  catalogViewerOf,
  limitingViewer,
  productVisibleSql,
  visibleCondition,
  type CatalogViewer,
} from '../../db/catalog-visibility';

const MAX_INT32 = 2_147_483_647;

export interface ListProductsArgs {
  search?: string | null;
  page?: number;
  pageSize?: number;
}

export { CARD_FIELDS };

/**
 * The product reads (one product, a page of the shop, the REST catalog) run through `pg`
 * (db/fast-sql.ts), as the session read and placeOrder do: through Prisma's query compiler they cost about 4x the
 * CPU, the largest share of the spread product-detail path (docs/performance.md).
 */
export type ProductCard = Prisma.ProductGetPayload<{ select: typeof CARD_FIELDS }>;

export async function listProducts(
  ctx: Context,
  args: ListProductsArgs & { filter?: CatalogFilterInput | null } = {},
) {
  allow(ctx, 'products');
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1 || page > 1_000_000)
    throw badInput('page must be a whole number from 1', 'page');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    throw badInput(`pageSize must be from 1 to ${MAX_PAGE_SIZE}`, 'pageSize');
  }
  const filter = await resolveFilter(ctx, args.filter);
  const list = productListSql(args.search, filter, null, partNumberCompany(ctx));
  const where = list ? `WHERE ${list.where}` : '';
  const params = list?.params ?? [];
  const n = params.length;
  // A searched list puts the part number typed first (exact, then starting with it), the rest in the shop's order.
  // Ranking reads every match before the first row, so it is asked for only when a part number matches (one index
  // probe): a word or a part of a name keeps the shop's order, read from its index until the page is full.
  const search = list?.search;
  const ranked =
    search && (await fastQuery<{ any: boolean }>(ctx.db, search.anyPartNumber, search.probeParams))[0]?.any;
  const source = productListSource(list);
  const catalog = sqlList(ctx.db, source, (row: ProductCard) => row);
  const skip = (page - 1) * pageSize;
  // A filter of categories, specifications and in stock alone: its count is kept per catalog version (decision 121).
  const count = () =>
    list && countsByShape(args.search, filter)
      ? rowsByShape<{ n: number }>(ctx, listStatements(source).count, source.params).then((r) => r[0].n)
      : catalog.count();
  const [items, total] = await Promise.all([
    ranked
      ? fastQuery<ProductCard>(
          ctx.db,
          `SELECT ${CARD_COLUMNS} FROM "Product" ${where} ORDER BY ${search.rank}, "createdAt" DESC, "id" DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
          [...params, pageSize, skip],
        )
      : catalog.offset(pageSize, skip),
    count(),
  ]);
  return { items, total, page, pageSize };
}

export {
  productListSql,
  productSearchSql,
  type ProductListSql,
  type ProductSearchSql,
} from './catalog-filter';

/** A suggestion's row: what the box shows, read in the search's own order. */
export interface SuggestionRow {
  id: string;
  name: string;
  sku: string;
  imageUrl: string;
  optionValues: unknown;
  familyName: string | null;
  partNumber: string | null;
}

/** How many of the newest items are read first for matches that are not part numbers. */
const NEWEST_WINDOW = 2000;
/** How many matches that are not part numbers count as few, for a part number typed (read from the indexes, then sorted). */
const FEW_OTHERS = 100;

/**
 * The suggestions' statement for a search (the bench's baseline sends this text too): the catalog search's WHERE
 * and, when `ranked`, its part-number ranking before the shop's order; the family's name and the company's own
 * number are read for the rows returned only. Parameters: the search's, then the company (or null), then the limit.
 */
export function suggestionsSql(
  search: ProductSearchSql,
  ranked: boolean,
  viewer: CatalogViewer | null = null,
) {
  const n = search.params.length;
  // A search given a company carries it as its last parameter; without one, null stands in (no number is read).
  const withCompany = search.probeParams.length > 1;
  const company = withCompany ? `$${n}` : `$${n + 1}`;
  const limit = withCompany ? `$${n + 1}` : `$${n + 2}`;
  const columns = 'id, name, sku, "imageUrl", "optionValues", "familyId"';
  // Only what the caller's price lists let it see (docs/decisions/129), its values after the limit.
  const more: unknown[] = [];
  const visible = visibleCondition(viewer, (v) => `$${(withCompany ? n + 1 : n + 2) + more.push(v)}`);
  const inView = (where: string) => (visible ? `${where} AND ${visible}` : where);
  // The groups read in turn up to the limit, then the family's name and the company's own number of the rows returned.
  const statement = (before: string, groups: string[]) => ({
    text: `${before}SELECT id, name, sku, "imageUrl", "optionValues",
  (SELECT f.name FROM "ProductFamily" f WHERE f.id = "Product"."familyId") AS "familyName",
  (SELECT c."partNumber" FROM "CustomerPartNumber" c WHERE c."productId" = "Product".id AND c."companyId" = ${company}::uuid) AS "partNumber"
FROM (${groups.join('\n  UNION ALL\n  ')}) AS "Product" LIMIT ${limit}`,
    /** The statement's parameters for this many suggestions. */
    params: (first: number) => [...search.params, ...(withCompany ? [] : [null]), first, ...more],
  });
  const picked = (where: string) =>
    `(SELECT ${columns} FROM "Product" WHERE ${inView(where)} ORDER BY "createdAt" DESC, id DESC LIMIT ${limit})`;
  // Matches that are not part numbers, newest first, in two reads of which the second runs only when the first falls
  // short: among the newest items (a short walk of the order's index when matches are many), then among the older
  // ones from the search's own indexes (the expressions keep PostgreSQL off the order's index, which it would walk
  // whole when matches are few or none). The newest items come before every older one, so the two in turn keep the
  // order.
  const others = (where: string) => [
    `(SELECT ${columns} FROM (SELECT * FROM "Product" ORDER BY "createdAt" DESC, id DESC LIMIT ${NEWEST_WINDOW}) AS "Product"
    WHERE ${inView(where)} ORDER BY "createdAt" DESC, id DESC LIMIT ${limit})`,
    `(SELECT ${columns} FROM "Product" WHERE ${inView(where)}
    AND ("createdAt" + interval '0 s', id) < (SELECT "createdAt", id FROM "Product" ORDER BY "createdAt" DESC, id DESC OFFSET ${NEWEST_WINDOW - 1} LIMIT 1)
    ORDER BY "createdAt" + interval '0 s' DESC, id DESC LIMIT ${limit})`,
  ];
  // Unranked, no part number starts with what was typed (the probe), so neither do the company's own numbers nor the
  // numbers of items replaced by others: only a part of the name and words can match. The text typed is still the
  // statement's first parameter, which nothing else then reads: an unread CTE gives it its type.
  if (!ranked) return statement(`WITH "typed" AS (SELECT $1::text)\n`, others(search.textMatch));
  // Ranked, the rank's groups are read one after another and the reading stops once the limit is met: a part number
  // typed that starts thousands of items never sorts every match (the rank's order, group by group). Each branch ends
  // in its own LIMIT, so PostgreSQL has no partial (parallel) plan for it and its Append reads them in written order.
  // A part number (or the company's own) that is or starts with what was typed matches the search by itself, and a
  // product whose number does not start with it matches by the other branches alone: each group reads only its own
  // indexes. The arrays the groups share are read once each, when a group first needs them (planned once, too).
  const arrays = Object.entries(search.arrays).filter((e): e is [string, string] => e[1] !== null);
  const shared = search.matchesOver({
    replaced: `(SELECT a FROM "replaced")::uuid[]`,
    minePrefix: search.arrays.minePrefix && `(SELECT a FROM "minePrefix")::uuid[]`,
    mineExact: search.arrays.mineExact && `(SELECT a FROM "mineExact")::uuid[]`,
  });
  // The groups are read past the part numbers only when those fall short, that is when what was typed is most of a
  // part number, whose other matches are few or none: those are read from the search's indexes, at most FEW_OTHERS of
  // them, and only when there are that many does the newest-first reading (which would walk its whole window to find
  // none) run instead.
  const otherWhere = `${shared.otherMatch} AND ${shared.prefixMatch} IS NOT TRUE`;
  const ctes = [
    ...arrays.map(([name, array]) => `"${name}" AS MATERIALIZED (SELECT ${array} AS a)`),
    `"few" AS MATERIALIZED (SELECT ${columns}, "createdAt" FROM "Product" WHERE ${inView(otherWhere)} LIMIT ${FEW_OTHERS})`,
  ];
  const allFew = `(SELECT count(*) FROM "few") < ${FEW_OTHERS}`;
  return statement(`WITH ${ctes.join(',\n')}\n`, [
    picked(shared.exactMatch),
    picked(`${shared.prefixMatch} AND ${shared.exactMatch} IS NOT TRUE`),
    `(SELECT ${columns} FROM "few" WHERE ${allFew} ORDER BY "createdAt" DESC, id DESC LIMIT ${limit})`,
    ...others(`${otherWhere} AND NOT ${allFew}`),
  ]);
}

/** A variant's label is its family's name and its options ("Hot melt glue sticks 11 mm, White"); another item's, its name. */
export function suggestionLabel(row: Pick<SuggestionRow, 'name' | 'familyName' | 'optionValues'>): string {
  const options = Array.isArray(row.optionValues)
    ? row.optionValues.filter((v): v is string => typeof v === 'string' && v !== '')
    : [];
  return row.familyName && options.length ? `${row.familyName} ${options.join(', ')}` : row.name;
}

/**
 * Suggestions as a buyer types (docs/decisions/116): the catalog search itself (the same WHERE, the part number typed
 * first), the caller's company's own numbers counting as part numbers, at most MAX_SUGGESTIONS items.
 */
export async function catalogSuggestions(ctx: Context, rawSearch: string, rawFirst?: number | null) {
  allow(ctx, 'catalogSuggestions');
  const first = rawFirst ?? DEFAULT_SUGGESTIONS;
  if (!Number.isInteger(first) || first < 1 || first > MAX_SUGGESTIONS)
    throw badInput(`first must be from 1 to ${MAX_SUGGESTIONS}`, 'first');
  const search = productSearchSql(rawSearch, 1, partNumberCompany(ctx));
  if (!search) return [];
  const ranked = (await fastQuery<{ any: boolean }>(ctx.db, search.anyPartNumber, search.probeParams))[0]
    ?.any;
  const sql = suggestionsSql(search, ranked === true, catalogViewerOf(ctx));
  const rows = await fastQuery<SuggestionRow>(ctx.db, sql.text, sql.params(first));
  return rows.map((r) => ({
    productId: r.id,
    label: suggestionLabel(r),
    sku: r.sku,
    partNumber: r.partNumber,
    imageUrl: r.imageUrl,
  }));
}

/** Most products one REST `GET /products` answer holds (about 480 bytes each: at most about 0.5 MB). */
export const REST_CATALOG_LIMIT = 1000;

/**
 * The REST `GET /products` list, newest first: the whole catalog while it has at most REST_CATALOG_LIMIT products
 * (the spec's "list of products"), else that many per answer, from `offset` (docs/decisions/023).
 */
export async function listCatalog(ctx: Context, args: { offset?: number; limit?: number } = {}) {
  allow(ctx, 'products');
  const offset = args.offset ?? 0;
  const limit = args.limit ?? REST_CATALOG_LIMIT;
  if (!Number.isInteger(offset) || offset < 0 || offset > 1_000_000)
    throw badInput('offset must be a whole number from 0 to 1000000', 'offset');
  if (!Number.isInteger(limit) || limit < 1 || limit > REST_CATALOG_LIMIT)
    throw badInput(`limit must be a whole number from 1 to ${REST_CATALOG_LIMIT}`, 'limit');
  const list = productListSql(null, { ...NO_FILTER, viewer: await limitingViewer(ctx) });
  const catalog = sqlList(ctx.db, productListSource(list), (row: ProductCard) => row);
  const [items, total] = await Promise.all([catalog.offset(limit, offset), catalog.count()]);
  return { items, total, offset, limit };
}

/** Escapes LIKE's wildcards (lib/text.ts: the company search uses it too). */
export { escapeLike } from '../../lib/text';

/** One product as its card shows it (the bench's baseline sends this text too). */
export const PRODUCT_CARD_SQL = `SELECT ${CARD_COLUMNS} FROM "Product" WHERE id = $1::uuid`;
/** The same for a viewer whose price lists may limit what it sees: $2 company, $3 day, $4 buyer (docs/decisions/129). */
export const VISIBLE_PRODUCT_CARD_SQL = `${PRODUCT_CARD_SQL} AND ${productVisibleSql('id', '$2', '$3', '$4')}`;

export async function getProduct(ctx: Context, rawId: string) {
  allow(ctx, 'product');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Product');
  // A product the caller's price lists do not let it see is not found, as if it did not exist (docs/decisions/129).
  const viewer = catalogViewerOf(ctx);
  const [product] = viewer
    ? await fastQuery<ProductCard>(ctx.db, VISIBLE_PRODUCT_CARD_SQL, [
        id,
        viewer.companyId,
        viewer.day,
        viewer.buyerId ?? null,
      ])
    : await fastQuery<ProductCard>(ctx.db, PRODUCT_CARD_SQL, [id]);
  if (!product) throw notFound('Product');
  return product;
}

/** A product form's input as the columns it writes, checked by the shared schema (the catalog import reads it too). */
export async function productData(input: unknown) {
  const { quantityRule, priceBreaks, sku, restockOn, backordersAllowed, ...fields } = await validate(
    productInputSchema,
    input,
  );
  // Backorder terms left out stay as stored (docs/decisions/088); the restock day is a UTC calendar day.
  const backorders = {
    ...(backordersAllowed == null ? {} : { backordersAllowed }),
    ...(restockOn === undefined ? {} : { restockOn: restockOn && new Date(`${restockOn}T00:00:00Z`) }),
  };
  return {
    sku,
    data: {
      ...fields,
      ...(sku ? { sku } : {}),
      ...wholesaleData({ quantityRule, priceBreaks }),
      ...backorders,
    },
  };
}

export async function createProduct(ctx: Context, input: unknown) {
  allowUser(ctx, 'createProduct');
  const { sku, data } = await productData(input);
  return withSkuConflict(sku, () =>
    inTransaction(ctx.db, async (tx) => {
      const made = await tx.product.create({ data, select: CARD_FIELDS });
      await emitProductChanges(tx, 'product.created', [made.id]);
      return made;
    }),
  );
}

/** A SKU taken by another product is a CONFLICT naming the field, not a crash. */
async function withSkuConflict<T>(sku: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      const message = sku
        ? `SKU ${sku} is already used by another product`
        : 'The generated SKU clashed with another product; try again';
      throw new AppError('CONFLICT', message, { field: 'sku', reason: 'SKU_TAKEN' });
    }
    throw e;
  }
}

/**
 * An update that leaves out sku, quantityRule or priceBreaks keeps the stored ones (the spec's form and older REST
 * clients send only name, price, quantity, img, des); the whole result is validated together (breaks vs. price).
 */
async function withStoredWholesale(ctx: Context, id: string, input: unknown) {
  const given = (input ?? {}) as Record<string, unknown>;
  if (typeof given !== 'object' || Array.isArray(given)) return input;
  const stored = await ctx.db.product.findUnique({ where: { id }, select: WHOLESALE_FIELDS });
  if (!stored) throw notFound('Product');
  return {
    ...given,
    sku: given.sku ?? stored.sku,
    quantityRule: given.quantityRule ?? quantityRuleOf(stored),
    priceBreaks: given.priceBreaks ?? priceBreaksOf(stored),
  };
}

/**
 * Replaces a product's fields if nobody changed it since the caller loaded `version` (an admin's edit, or stock
 * moved by a payment or cancellation): a stale form never silently undoes a stock change.
 */
export async function updateProduct(ctx: Context, rawId: string, input: unknown) {
  allowUser(ctx, 'updateProduct');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Product');
  const version = (input as { version?: unknown } | null)?.version;
  if (version === undefined || version === null)
    throw badInput('version is required: send the version of the product you loaded', 'version');
  // The column is a 32-bit integer: a larger number is bad input naming the field, never a database error.
  if (!Number.isInteger(version) || (version as number) < 0 || (version as number) > MAX_INT32) {
    throw badInput(`version must be a whole number from 0 to ${MAX_INT32}`, 'version');
  }
  const { sku, data } = await productData(await withStoredWholesale(ctx, id, input));
  const found = await withSkuConflict(sku, () =>
    inTransaction(ctx.db, async (tx) => {
      // Stock moves through the stock module (docs/decisions/082): the form's total lands in the warehouses there.
      const { quantity, ...fields } = data;
      // A new restock day moves the promises of the lines waiting for it (docs/decisions/114).
      const terms = 'restockOn' in fields ? await termsBefore(tx, [id]) : [];
      const written = await tx.product.updateMany({
        where: { id, version: version as number },
        data: { ...fields, version: { increment: 1 } },
      });
      if (written.count === 0) return written;
      await repromiseTerms(tx, utcToday(nowOf(ctx)), terms);
      await setTotal(tx, id, quantity);
      // Warehouse moves bump the version too; an edit is one change, so it ends one past the version it was made on.
      await tx.product.update({ where: { id }, data: { version: (version as number) + 1 } });
      await emitProductChanges(tx, 'product.updated', [id]);
      return written;
    }),
  );
  if (found.count === 0) {
    const current = await ctx.db.product.findUnique({ where: { id }, select: { quantity: true } });
    if (!current) throw notFound('Product');
    throw new AppError(
      'CONFLICT',
      `This product was changed while you were editing it (stock is now ${current.quantity}). Load the current values and make your change again.`,
      { reason: 'PRODUCT_CHANGED', field: 'version' },
    );
  }
  return getProduct(ctx, id);
}

/** Deleting a product keeps its order items (they hold a snapshot of name, image and price). */
export async function deleteProduct(ctx: Context, rawId: string) {
  allowUser(ctx, 'deleteProduct');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Product');
  const gone = await inTransaction(ctx.db, async (tx) => {
    const product = await tx.product.findUnique({
      where: { id },
      select: { id: true, sku: true, name: true },
    });
    if (!product) return 0;
    const { count } = await tx.product.deleteMany({ where: { id } });
    if (count > 0) await emitProductDeleted(tx, product);
    return count;
  });
  if (gone === 0) throw notFound('Product');
  return true;
}

/**
 * The id of the product with exactly this name (REST `POST /user-orderd-data` from the spec's form sends
 * only the name). None -> NOT_FOUND; more than one -> BAD_USER_INPUT asking for productId.
 */
export async function findProductIdByName(ctx: Context, name: string) {
  const wanted = String(name ?? '').trim();
  if (!wanted) throw badInput('productId or name is required', 'productId');
  const rows = await ctx.db.product.findMany({ where: { name: wanted }, select: { id: true }, take: 2 });
  if (rows.length === 0) throw notFound('Product');
  if (rows.length > 1) throw badInput('Several products have this name; send productId', 'productId');
  return rows[0].id;
}
