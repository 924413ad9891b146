/**
 * Price lists given to one location of a company, and the location a buyer ships to now (docs/decisions/100): a
 * buyer's lines are priced by their company's lists and the lists of that location, resolved by COMPANY_LISTS in
 * the one pricing statement, so the rule among lists (priority, then the lowest price) is 057's and nothing else.
 */
import { MAX_LISTS_PER_COMPANY, MAX_PRICE_LIST_LOCATIONS } from '@gluegun/common';
import DataLoader from 'dataloader';
import { allowUser } from '../../auth/access';
import type { Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { AppError, badInput, notFound } from '../../errors';
import type { Prisma } from '../../generated/prisma/client';
import { normalizeId } from '../../lib/validate';
import { existingIds, lockPricing } from './customer-groups.service';
import { readList } from './price-lists.service';

/**
 * A location reaches its company's lists too: together they stay within what a price can be explained with, checked
 * after the write under the pricing lock so two admins saving at once cannot pass it together.
 */
async function checkListsPerLocation(tx: Prisma.TransactionClient): Promise<void> {
  const over = await tx.$queryRaw<Array<{ label: string; name: string; lists: number }>>`
    SELECT cl."label", co."name", count(*)::int AS "lists" FROM (
      SELECT "locationId", "priceListId" FROM "PriceListLocation"
      UNION SELECT cl2."id", c."priceListId" FROM "PriceListCompany" c JOIN "CompanyLocation" cl2 ON cl2."companyId" = c."companyId"
        WHERE cl2."id" IN (SELECT "locationId" FROM "PriceListLocation")
      UNION SELECT cl3."id", g."priceListId" FROM "PriceListGroup" g JOIN "CustomerGroupCompany" m ON m."groupId" = g."groupId"
        JOIN "CompanyLocation" cl3 ON cl3."companyId" = m."companyId" WHERE cl3."id" IN (SELECT "locationId" FROM "PriceListLocation")
    ) x JOIN "CompanyLocation" cl ON cl."id" = x."locationId" JOIN "Company" co ON co."id" = cl."companyId"
    GROUP BY cl."id", cl."label", co."name" HAVING count(*) > ${MAX_LISTS_PER_COMPANY} ORDER BY co."name", cl."label" LIMIT 1`;
  if (over.length > 0) {
    const { label, name, lists } = over[0];
    throw badInput(
      `A location can have at most ${MAX_LISTS_PER_COMPANY} price lists, its company's and its own together: ${name}, ${label} would have ${lists}`,
      'locationIds',
    );
  }
}

/** Gives a list to exactly these company locations (the whole set; an empty list takes it from every location). */
export async function setPriceListLocations(ctx: Context, rawId: string, rawLocationIds: unknown) {
  allowUser(ctx, 'setPriceListLocations');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Price list');
  await inTransaction(ctx.db, async (tx) => {
    await lockPricing(tx);
    if (!(await tx.priceList.findUnique({ where: { id }, select: { id: true } })))
      throw notFound('Price list');
    const locationIds = await existingIds(
      rawLocationIds,
      'locationIds',
      MAX_PRICE_LIST_LOCATIONS,
      'Location',
      (ids) => tx.companyLocation.findMany({ where: { id: { in: ids } }, select: { id: true } }),
    );
    await tx.priceListLocation.deleteMany({ where: { priceListId: id, locationId: { notIn: locationIds } } });
    await tx.priceListLocation.createMany({
      data: locationIds.map((locationId) => ({ priceListId: id, locationId })),
      skipDuplicates: true,
    });
    await checkListsPerLocation(tx);
  });
  return readList(ctx, id);
}

/**
 * The location the caller's orders ship to now, one of their company's (null: none, the company's lists only); their
 * prices follow it from then on. Lines already in the cart keep the price they were added at, as with a list change.
 */
export async function chooseShipToLocation(ctx: Context, rawLocationId: unknown): Promise<string | null> {
  const user = allowUser(ctx, 'chooseShipToLocation');
  const locationId = rawLocationId == null ? null : normalizeId(rawLocationId);
  if (rawLocationId != null && !locationId)
    throw new AppError('NOT_FOUND', 'Location not found', { field: 'locationId' });
  return inTransaction(ctx.db, async (tx) => {
    // Another company's location reads as no location at all: its existence is not the caller's to learn.
    if (
      locationId &&
      !(await tx.companyLocation.findFirst({
        where: { id: locationId, companyId: user.companyId },
        select: { id: true },
      }))
    ) {
      throw new AppError('NOT_FOUND', 'Location not found', { field: 'locationId' });
    }
    await tx.user.update({ where: { id: user.id }, data: { shipToLocationId: locationId } });
    return locationId;
  });
}

/**
 * The location the caller's orders ship to now, with its address, as GraphQL's `me { shipToLocationId }` reads it; one
 * left pointing at another company's location (a person moved) reads as none, as COMPANY_LISTS prices it. After a
 * choice it is read under the choice's own operation, so a key that may choose need not also read the profile.
 */
export async function myShipToLocation(ctx: Context, op: 'me' | 'chooseShipToLocation' = 'me') {
  const user = allowUser(ctx, op);
  const locationId = await shipToLocationOf(ctx, user.id);
  const location = locationId
    ? await ctx.db.companyLocation.findFirst({ where: { id: locationId, companyId: user.companyId } })
    : null;
  return { locationId: location?.id ?? null, location };
}

/** Per request: the ship-to locations of every user an answer shows, read in one statement. */
const shipToLoaders = new WeakMap<object, DataLoader<string, string | null>>();

/** The location a user's orders ship to now, or null. */
export async function shipToLocationOf(ctx: Context, userId: string): Promise<string | null> {
  let loader = shipToLoaders.get(ctx.loaders);
  if (!loader) {
    loader = new DataLoader(async (ids: readonly string[]) => {
      const rows = await ctx.db.user.findMany({
        where: { id: { in: [...ids] } },
        select: { id: true, shipToLocationId: true },
      });
      return ids.map((id) => rows.find((r) => r.id === id)?.shipToLocationId ?? null);
    });
    shipToLoaders.set(ctx.loaders, loader);
  }
  return loader.load(userId);
}
