/**
 * Which products a company sees (docs/decisions/129), beside the lists it reaches (COMPANY_LISTS, which prices read
 * too): one SQL rule every read and order of products applies, kept here under db/ so that the catalog's modules
 * and the price lists' can both use it without importing each other.
 */
import { isoDay } from '@gluegun/common';
import type { Prisma } from '../generated/prisma/client';
import { nowOf } from '../lib/clock';
import { fastQuery } from './fast-sql';
import { prismaSql } from './sql';

/** The company, the shop's day (UTC) and the buyer whose ship-to location counts (or null), as pricing reads them. */
export interface CatalogViewer {
  companyId: string;
  day: string;
  buyerId?: string | null;
}

type RawReader = Pick<Prisma.TransactionClient, '$queryRawUnsafe' | '$executeRawUnsafe'>;

/**
 * The lists of company `company` (a placeholder): given to it, to a customer group it is in (docs/decisions/081), or
 * to the location buyer `buyer` ships to now (docs/decisions/100; null: none). The rule is the database function
 * `gg_company_price_lists` (docs/decisions/138): a list reached several ways counts once, a company in two groups
 * gets both groups' lists, and a location counts only while it is the company's own.
 */
export const companyListsAt = (company: string, buyer: string) =>
  `SELECT unnest("gg_company_price_lists"(${company}::uuid, ${buyer}::uuid))`;
export const COMPANY_LISTS = companyListsAt('$2', '$4');

/** A list `l` applies on day `day` (a placeholder): its first and last days are whole days, either may be open. */
export const validOn = (day: string) =>
  `(l."validFrom" IS NULL OR l."validFrom" <= ${day}::date) AND (l."validTo" IS NULL OR l."validTo" >= ${day}::date)`;

/**
 * The one rule of which products a company sees (docs/decisions/129), as a condition on the product id `idColumn`:
 * none of its lists (COMPANY_LISTS, with the buyer's ship-to location) that apply on the day limits products, or an
 * entry of one that does names it. Placeholders: the company, the day, the buyer (or null). The limiting lists are the
 * database function `gg_limiting_lists` (docs/decisions/138, 140), read once per statement (a subquery that does not
 * depend on the row), and a product is looked up among their entries by the entries' primary key.
 */
export function productVisibleSql(idColumn: string, company: string, day: string, buyer: string): string {
  const limiting = `(SELECT "gg_limiting_lists"(${company}::uuid, ${day}::date, ${buyer}::uuid))`;
  return `(${limiting} IS NULL OR EXISTS (SELECT 1 FROM "PriceListEntry" e
    WHERE e."productId" = ${idColumn} AND e."priceListId" = ANY(${limiting}::uuid[])))`;
}

/**
 * Whose view of the catalog a request reads: null sees every product (a visitor, whom no list names; a shop admin,
 * who keeps the whole catalog in the dashboard); otherwise the company and buyer whose lists may limit it (a rep or
 * admin acting as a buyer, or a company's API key, sees what that buyer sees).
 */
export function catalogViewerOf(ctx: {
  user: { id: string; companyId: string; role: string; actingAs?: unknown } | null;
  apiKey?: { companyId: string | null } | null;
  clock?: () => Date;
}): CatalogViewer | null {
  if (!ctx.user) return null;
  if (ctx.user.role === 'ADMIN' && !ctx.user.actingAs && !ctx.apiKey?.companyId) return null;
  return { companyId: ctx.user.companyId, day: isoDay(nowOf(ctx)), buyerId: ctx.user.id };
}

/** The rule as a condition with its values in the caller's placeholders (`add` hands one out per value), or null. */
export function visibleCondition(
  viewer: CatalogViewer | null,
  add: (value: unknown) => string,
  idColumn = '"id"',
): string | null {
  if (!viewer) return null;
  return productVisibleSql(idColumn, add(viewer.companyId), add(viewer.day), add(viewer.buyerId ?? null));
}

/** Of products `$1`, those the viewer ($2 company, $3 day, $4 buyer) may see (docs/decisions/129). */
export const VISIBLE_IDS_SQL = `SELECT p."id"::text AS "id" FROM "Product" p WHERE p."id" = ANY($1::uuid[]) AND ${productVisibleSql('p."id"', '$2', '$3', '$4')}`;
export const visibleParams = (viewer: CatalogViewer, ids: readonly string[]) => [
  [...new Set(ids)],
  viewer.companyId,
  viewer.day,
  viewer.buyerId ?? null,
];

/** The ids among `ids` the viewer may see, read outside a transaction (null viewer: all of them). */
export async function visibleIdsRead(
  db: object,
  viewer: CatalogViewer | null,
  ids: readonly string[],
): Promise<Set<string>> {
  if (!viewer || ids.length === 0) return new Set(ids);
  const rows = await fastQuery<{ id: string }>(db, VISIBLE_IDS_SQL, visibleParams(viewer, ids));
  return new Set(rows.map((r) => r.id));
}

/** The same in the caller's transaction (a line check, a checkout), so the rule is read with what it guards. */
export async function visibleIdsFor(
  db: RawReader,
  viewer: CatalogViewer | null,
  ids: readonly string[],
): Promise<Set<string>> {
  if (!viewer || ids.length === 0) return new Set(ids);
  const rows = await prismaSql(db).rows<{ id: string }>(VISIBLE_IDS_SQL, visibleParams(viewer, ids));
  return new Set(rows.map((r) => r.id));
}

/** Whether any list of the viewer ($1 company, $2 day, $3 buyer) limits the products it sees (docs/decisions/129). */
export const CATALOG_LIMITED_SQL = `SELECT "gg_limiting_lists"($1::uuid, $2::date, $3::uuid) IS NOT NULL AS "limited"`;

/** Whether the viewer's catalog is limited at all: a null viewer (a visitor, a shop admin) never is. */
export async function catalogLimited(db: object, viewer: CatalogViewer | null): Promise<boolean> {
  if (!viewer) return false;
  const [row] = await fastQuery<{ limited: boolean }>(db, CATALOG_LIMITED_SQL, [
    viewer.companyId,
    viewer.day,
    viewer.buyerId ?? null,
  ]);
  return row?.limited === true;
}

/** The products the viewer's limiting lists name, or null while none limits what it sees (docs/decisions/129). */
export async function offeredProducts(db: object, viewer: CatalogViewer): Promise<Set<string> | null> {
  const [row] = await fastQuery<{ ids: string[] | null }>(
    db,
    `SELECT CASE WHEN l IS NOT NULL THEN ARRAY(SELECT DISTINCT e."productId"::text FROM "PriceListEntry" e
      WHERE e."priceListId" = ANY(l)) END AS "ids" FROM (SELECT "gg_limiting_lists"($1::uuid, $2::date, $3::uuid) AS l) x`,
    [viewer.companyId, viewer.day, viewer.buyerId ?? null],
  );
  return row?.ids ? new Set(row.ids) : null;
}

/**
 * The viewer whose lists limit what this request may list, or null when they limit nothing (read once per request):
 * a list, its count and its facets then read the whole catalog with the statements everyone shares, and their counts
 * are kept with everyone's (catalog-counts.ts). Reads outside a transaction only: each statement has its own snapshot.
 */
const limitingIn = new WeakMap<object, Promise<CatalogViewer | null>>();
export function limitingViewer(
  ctx: Parameters<typeof catalogViewerOf>[0] & { db: object },
): Promise<CatalogViewer | null> {
  let found = limitingIn.get(ctx);
  if (!found) {
    const viewer = catalogViewerOf(ctx);
    found = catalogLimited(ctx.db, viewer).then((limited) => (limited ? viewer : null));
    limitingIn.set(ctx, found);
  }
  return found;
}
