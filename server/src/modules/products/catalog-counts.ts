/**
 * A category page's counts kept per catalog version (docs/decisions/121). The facet value counts and the list's count
 * of a filter of categories, specification values and in stock depend on which products exist, their catalog keys
 * and which are in stock; the database counts those changes in "CatalogVersion". Prices, and stock changes that leave
 * a product on the same side, which happen all day, do not move them, so the counts are read once per version and
 * instance instead of on every page.
 */
import { LRUCache } from 'lru-cache';
import type { Context } from '../../context';
import { fastQuery } from '../../db/fast-sql';
import type { ResolvedFilter } from './catalog-filter';

/** An entry's bytes: its rows as JSON and its key, with a fixed overhead (as the answer cache counts them). */
const ENTRY_OVERHEAD = 200;

let kept = newCache(1024 * 1024);
/** The catalog version `kept` holds counts of. */
let keptVersion: bigint | null = null;

function newCache(maxBytes: number) {
  return new LRUCache<string, { rows: unknown[] }>({
    max: 10_000,
    maxSize: maxBytes,
    sizeCalculation: (v, key) => JSON.stringify(v.rows).length + key.length * 2 + ENTRY_OVERHEAD,
  });
}

/** This instance's share of CACHE_MAX_BYTES for the counts (app.ts cacheBudget). */
export function setCatalogCountsBytes(maxBytes: number): void {
  kept = newCache(maxBytes);
  keptVersion = null;
}

/**
 * Whether a list's counts depend on the catalog's shape alone: no search (names and descriptions change without the
 * version), no price range (nor do prices). In stock is part of the shape: taking a product into or out of stock
 * counts the version up.
 */
export const countsByShape = (search: string | null | undefined, filter: ResolvedFilter): boolean =>
  !search?.trim() &&
  filter.minPriceCents === null &&
  filter.maxPriceCents === null &&
  // A company's price lists may limit what it sees (docs/decisions/129), and they change without the version.
  filter.viewer === null;

/** The version this request reads its counts at: read once per request (a page asks for its facets and its list). */
const versionIn = new WeakMap<object, Promise<bigint | null>>();
function versionOf(ctx: Context): Promise<bigint | null> {
  let version = versionIn.get(ctx);
  if (!version) {
    version = fastQuery<{ n: string }>(
      ctx.db,
      'SELECT "n"::text AS n FROM "CatalogVersion" WHERE "id" = 1',
      [],
    ).then((rows) => (rows[0] ? BigInt(rows[0].n) : null));
    versionIn.set(ctx, version);
  }
  return version;
}

/**
 * The rows of a counting statement whose answer depends on the catalog's shape alone, kept per catalog version. The
 * version is read before the statement runs, so counts kept under a version were read at it or later: a change
 * committed in between is in them, and the next request reads the new version and counts again.
 */
export async function rowsByShape<T>(ctx: Context, sql: string, params: unknown[]): Promise<T[]> {
  if (!ctx.config.catalogCountsCache) return fastQuery<T>(ctx.db, sql, params);
  const version = await versionOf(ctx);
  // A request that read an older version than one already seen counts for itself and keeps nothing.
  if (version === null || (keptVersion !== null && version < keptVersion))
    return fastQuery<T>(ctx.db, sql, params);
  if (version !== keptVersion) {
    kept.clear();
    keptVersion = version;
  }
  const key = `${sql}\u0000${JSON.stringify(params)}`;
  const hit = kept.get(key);
  if (hit) return hit.rows as T[];
  const rows = await fastQuery<T>(ctx.db, sql, params);
  if (keptVersion === version) kept.set(key, { rows });
  return rows;
}
