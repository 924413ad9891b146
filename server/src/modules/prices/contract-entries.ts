/**
 * Which contract entries apply to a company's order lines today (docs/decisions/057), read with the product so that
 * pricing a line never costs another round trip: CONTRACT_ENTRIES is a column expression every product read that
 * prices lines adds, and contractPriced turns a row into the price the one line check (quoteLine) reads.
 */
import {
  contractAsListPrice,
  isoDay,
  percentBreaksOf,
  resolveContractPrice,
  type ContractEntry,
  type ContractTier,
  type PricedProduct,
} from '@gluegun/common';
import DataLoader from 'dataloader';
import type { Context } from '../../context';
import { nowOf } from '../../lib/clock';
import { prismaSql } from '../../db/sql';
import { fastQuery } from '../../db/fast-sql';
import type { Prisma } from '../../generated/prisma/client';
import { priceBreaksOf, pricedProduct, type WholesaleColumns } from '../products/product.wholesale';
import { COMPANY_LISTS, validOn } from '../../db/catalog-visibility';

export {
  COMPANY_LISTS,
  CATALOG_LIMITED_SQL,
  VISIBLE_IDS_SQL,
  catalogLimited,
  catalogViewerOf,
  companyListsAt,
  productVisibleSql,
  visibleCondition,
  visibleIdsFor,
  visibleIdsRead,
  visibleParams,
} from '../../db/catalog-visibility';

/**
 * The entries of the company's lists valid on the day for the product `p`, as JSON. $2 is the company id, $3 the day,
 * $4 the buyer whose ship-to location counts (or null); every statement that prices lines passes them in those places.
 */
export const CONTRACT_ENTRIES = `(
  SELECT coalesce(json_agg(json_build_object('priceListId', l."id", 'priceListName', l."name", 'priority', l."priority",
    'unitPriceCents', e."unitPriceCents", 'percentOffBp', e."percentOffBp", 'priceBreaks', e."priceBreaks") ORDER BY l."id"), '[]'::json)
  FROM "PriceListEntry" e
  JOIN "PriceList" l ON l."id" = e."priceListId"
  WHERE e."productId" = p."id" AND ${validOn('$3')}
    AND l."id" IN (${COMPANY_LISTS})
) AS "contractEntries"`;

/** The shop's day (UTC) for a request: a list's first and last days are whole days of that calendar. */
export const pricingDay = (deps: { clock?: () => Date }): string => isoDay(nowOf(deps));

interface RawEntry {
  priceListId: string;
  priceListName: string;
  priority: number;
  unitPriceCents: number | null;
  percentOffBp: number | null;
  priceBreaks: unknown;
}

/** The JSON column as entries; a row the database's checks let through always reads, anything else is skipped. */
export function contractEntriesOf(raw: unknown): ContractEntry[] {
  const rows = (typeof raw === 'string' ? JSON.parse(raw) : raw) as RawEntry[] | null;
  return (rows ?? []).flatMap((r): ContractEntry[] => {
    const base = { priceListId: r.priceListId, priceListName: r.priceListName, priority: r.priority };
    if (r.percentOffBp !== null)
      return [
        {
          ...base,
          terms: { kind: 'PERCENT', percentOffBp: r.percentOffBp, breaks: percentBreaksOf(r.priceBreaks) },
        },
      ];
    if (r.unitPriceCents === null) return [];
    return [
      {
        ...base,
        terms: {
          kind: 'FIXED',
          unitPriceCents: r.unitPriceCents,
          breaks: priceBreaksOf({ priceBreaks: r.priceBreaks as Prisma.JsonValue }),
        },
      },
    ];
  });
}

type RawReader = Pick<Prisma.TransactionClient, '$queryRawUnsafe' | '$executeRawUnsafe'>;

/** Each product's contract entries for a company, day and buyer ($2, $3, $4): one statement for a page. */
export const CONTRACT_ENTRIES_SQL = `SELECT p."id"::text AS "id", ${CONTRACT_ENTRIES} FROM "Product" p WHERE p."id" = ANY($1::uuid[])`;

type EntryRow = { id: string; contractEntries: unknown };
const entriesParams = (
  companyId: string,
  productIds: readonly string[],
  day: string,
  buyerId: string | null,
) => [[...new Set(productIds)], companyId, day, buyerId];
const entriesById = (rows: EntryRow[]) =>
  new Map(rows.map((r) => [r.id, contractEntriesOf(r.contractEntries)]));

/** The entries for several products at once (a file of lines, a reorder, a quote), in the caller's transaction. */
export async function contractEntriesFor(
  db: RawReader,
  companyId: string,
  productIds: readonly string[],
  day: string,
  buyerId: string | null = null,
): Promise<Map<string, ContractEntry[]>> {
  if (productIds.length === 0) return new Map();
  return entriesById(
    await prismaSql(db).rows<EntryRow>(
      CONTRACT_ENTRIES_SQL,
      entriesParams(companyId, productIds, day, buyerId),
    ),
  );
}

/**
 * The same entries for a page of products read outside a transaction (the product pages' prices), on `pg`: through
 * Prisma's raw query the statement cost each contract-priced product page about 0.66 ms more (docs/performance.md,
 * prices bench).
 */
export async function contractEntriesRead(
  db: object,
  companyId: string,
  productIds: readonly string[],
  day: string,
  buyerId: string | null = null,
): Promise<Map<string, ContractEntry[]>> {
  if (productIds.length === 0) return new Map();
  return entriesById(
    await fastQuery<EntryRow>(db, CONTRACT_ENTRIES_SQL, entriesParams(companyId, productIds, day, buyerId)),
  );
}

export interface ContractPricedProduct extends PricedProduct {
  /** The contract's steps with where each comes from; null: the list price applies. */
  contract: ContractTier[] | null;
}

/** A product row priced for a company: its list price, or the contract price its entries resolve to. */
export function contractPriced(
  row: WholesaleColumns & { name: string; priceCents: number; quantity: number },
  entries: readonly ContractEntry[],
): ContractPricedProduct {
  const listed = pricedProduct(row);
  const contract = resolveContractPrice(
    { priceCents: listed.priceCents, priceBreaks: listed.priceBreaks, minimum: listed.quantityRule.minimum },
    entries,
  );
  return contract ? { ...listed, ...contractAsListPrice(contract), contract } : { ...listed, contract: null };
}

/** Whose contract prices a request's lines get: the signed-in caller's company's and ship-to location's (an API key acts as its creator); none for a visitor. */
export function pricingOf(ctx: {
  user: { id: string; companyId: string } | null;
  clock?: () => Date;
}): Pricing | undefined {
  return ctx.user ? { companyId: ctx.user.companyId, day: pricingDay(ctx), buyerId: ctx.user.id } : undefined;
}

/** A company's pricing on a day; `buyerId` adds the lists of the location that buyer ships to now. */
export interface Pricing {
  companyId: string;
  day: string;
  buyerId?: string | null;
}

/** Per request: the entries of every product a response prices, read in one statement. */
const requestLoaders = new WeakMap<object, DataLoader<string, ContractEntry[]>>();

/** The contract price the caller's company pays for a product row today, or null (a visitor, or no list names it). */
export async function contractPriceFor(
  ctx: Context,
  row: WholesaleColumns & { id: string; name: string; priceCents: number; quantity: number },
): Promise<ContractTier[] | null> {
  const pricing = pricingOf(ctx);
  if (!pricing) return null;
  let loader = requestLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const found = await contractEntriesRead(ctx.db, pricing.companyId, ids, pricing.day, pricing.buyerId);
      return ids.map((id) => found.get(id) ?? []);
    });
    requestLoaders.set(ctx.loaders, loader);
  }
  return contractPriced(row, await loader.load(row.id)).contract;
}
