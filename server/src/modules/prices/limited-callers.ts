/**
 * Which callers' price lists limit the products they see (docs/decisions/129), for the public read caches of GraphQL
 * and REST: such a caller never reads nor fills a public entry.
 */
import type { Request } from 'express';
import type { AppDeps } from '../../context';
import { callerOf } from '../../auth/request-caller';
import type { PublicCache } from '../../lib/public-cache';
import { isoDay } from '@gluegun/common';
import { nowOf } from '../../lib/clock';
import { catalogLimited, catalogViewerOf } from './contract-entries';

/**
 * Whether the caller's price lists limit what it sees, memoised per company, buyer and day until the public cache
 * is next cleared: every write clears it on every instance (shared.sync), price-list writes among them, so a change
 * of a list is seen by the next request.
 */
const memos = new WeakMap<PublicCache, { version: number; seen: Map<string, boolean> }>();
export async function limitedCaller(deps: AppDeps, req: Request, cache: PublicCache): Promise<boolean> {
  const caller = await callerOf(deps, req);
  const viewer = catalogViewerOf({ user: caller.user, apiKey: caller.apiKey, clock: deps.clock });
  if (!viewer) return false;
  const version = cache.current();
  const limitedMemo = memos.get(cache) ?? { version, seen: new Map<string, boolean>() };
  memos.set(cache, limitedMemo);
  if (limitedMemo.version !== version) {
    limitedMemo.version = version;
    limitedMemo.seen.clear();
  }
  const key = `${viewer.companyId}\u0000${viewer.buyerId ?? ''}\u0000${viewer.day}`;
  const known = limitedMemo.seen.get(key);
  if (known !== undefined) return known;
  const limited = await catalogLimited(deps.db, viewer);
  // Kept only if no write cleared the cache meanwhile; a bounded map: the entries of one version are its callers'.
  if (cache.current() === version && limitedMemo.seen.size < 10_000) limitedMemo.seen.set(key, limited);
  return limited;
}

/**
 * The shop's day as a request passes a public cache's gate. Read before limitedCaller and again before an answer is
 * kept: the same day both times means the request's resolvers saw the lists as the gate did, so an answer computed
 * for a caller whose list starts at midnight is never kept for everyone.
 */
export const gateDay = (deps: Pick<AppDeps, 'clock'>): string => isoDay(nowOf(deps));
