/**
 * Price lists given to one location of a company, and the location a buyer ships to now (docs/decisions/100): a
 * buyer's lines are priced by their company's lists and the lists of that location, resolved by COMPANY_LISTS in
 * the one pricing statement, so the rule among lists (priority, then the lowest price) is 057's and nothing else.
 */
import { MAX_PRICE_LIST_LOCATIONS } from '@gluegun/common';
import DataLoader from 'dataloader';
import { allowUser } from '../../auth/access';
import { refuseOutsideActorReach } from '../../auth/act-as';
import type { Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { AppError, notFound } from '../../errors';
import { normalizeId } from '../../lib/validate';
import { existingIds, lockPricing } from './customer-groups.service';
import { checkListsReached } from './list-limit';
import { pricingDay } from './contract-entries';
import { readList } from './price-lists.service';
import { repriceOpenItems, type RepricedItem } from './reprice-open-items';
import { lockUser } from '../../db/locks';

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
    await checkListsReached(tx, 'locationIds');
  });
  return readList(ctx, id);
}

/** A buyer's choice of location and the open lines it priced again. */
export interface ShipToChoice {
  locationId: string | null;
  repricedItems: RepricedItem[];
}

/**
 * The location the caller's orders ship to now, one of their company's (null: none, the company's lists only); their
 * prices follow it from then on, and when it changes their open lines are priced again for it (docs/decisions/109),
 * the buyer's row locked first as checkout locks it. The same location again changes nothing.
 */
export async function chooseShipToLocation(ctx: Context, rawLocationId: unknown): Promise<ShipToChoice> {
  const user = allowUser(ctx, 'chooseShipToLocation');
  const locationId = rawLocationId == null ? null : normalizeId(rawLocationId);
  if (rawLocationId != null && !locationId)
    throw new AppError('NOT_FOUND', 'Location not found', { field: 'locationId' });
  // A rep acting as the buyer keeps them within the locations the rep serves (docs/decisions/117).
  await refuseOutsideActorReach(ctx, user, locationId);
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
    await lockUser(tx, user.id);
    const before = await tx.user.findUnique({ where: { id: user.id }, select: { shipToLocationId: true } });
    await tx.user.update({ where: { id: user.id }, data: { shipToLocationId: locationId } });
    if ((before?.shipToLocationId ?? null) === locationId) return { locationId, repricedItems: [] };
    return { locationId, repricedItems: await repriceOpenItems(tx, user, pricingDay(ctx)) };
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
