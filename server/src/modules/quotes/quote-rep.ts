/**
 * A sales rep's quotes (docs/decisions/084): the quotes of the companies assigned to them, which they read, price and
 * send like staff; a discount deeper than the threshold still waits for a shop admin's approval (approveQuote).
 */
import { MAX_QUOTES_PAGE } from '@gluegun/common';
import type { Context, SessionUser } from '../../context';
import { allowUser } from '../../auth/access';
import { OUTSIDE_REP_LOCATIONS, reaches, repReach, type RepReach } from '../../auth/act-as';
import { lockQuote } from '../../db/locks';
import { badInput, forbidden, notFound } from '../../errors';
import { normalizeId } from '../../lib/validate';
import { WITH_VERSIONS, presentQuote, type FullQuote, type Tx } from './quote-common';
import { priceAndSend } from './quote-moves';

const NOT_YOURS = 'This quote is not of a company you serve';

/**
 * What the caller reaches of a company: shop admins every location, a sales rep their assignment's, read fresh; null
 * when they do not serve it.
 */
const reachOf = async (ctx: Context, user: SessionUser, companyId: string): Promise<RepReach | null> =>
  user.role === 'ADMIN' ? { locationIds: null } : repReach(ctx, user.id, companyId);

/** The quotes of one assigned company (shop admins: any), newest first. */
export async function repQuotes(ctx: Context, rawCompanyId: string, take = MAX_QUOTES_PAGE) {
  const user = allowUser(ctx, 'repQuotes');
  if (!Number.isInteger(take) || take < 1 || take > MAX_QUOTES_PAGE)
    throw badInput(`take must be from 1 to ${MAX_QUOTES_PAGE}`, 'take');
  const companyId = normalizeId(rawCompanyId);
  const reach = companyId ? await reachOf(ctx, user, companyId) : null;
  if (!companyId || !reach) throw forbidden("You are not this company's sales rep");
  // A rep limited to locations sees the quotes of buyers who ship to one of them (a quote is priced for its buyer's).
  const rows = await ctx.db.quote.findMany({
    where: {
      companyId,
      ...(reach.locationIds ? { buyer: { shipToLocationId: { in: reach.locationIds } } } : {}),
    },
    include: WITH_VERSIONS,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
  });
  return Promise.all(rows.map((q) => presentQuote(ctx, q)));
}

/** Locks and reads a quote of a company the rep serves; another company's is refused like a stranger's. */
async function loadServed(ctx: Context, user: SessionUser, rawId: string, tx: Tx): Promise<FullQuote> {
  const id = normalizeId(rawId);
  if (!id || !(await lockQuote(tx, id))) throw notFound('Quote');
  const q = await tx.quote.findUnique({ where: { id }, include: WITH_VERSIONS });
  if (!q) throw notFound('Quote');
  const reach = await reachOf(ctx, user, q.companyId);
  if (!reach) throw forbidden(NOT_YOURS);
  if (reach.locationIds) {
    const buyer = q.buyerId
      ? await tx.user.findUnique({ where: { id: q.buyerId }, select: { shipToLocationId: true } })
      : null;
    if (!reaches(reach, buyer?.shipToLocationId)) throw forbidden(OUTSIDE_REP_LOCATIONS);
  }
  return q;
}

/** A rep prices and sends a quote of a company they serve (shop admins: any), under the same moves and threshold as staff. */
export async function repSendQuote(ctx: Context, rawId: string, raw: unknown, version?: number | null) {
  const user = allowUser(ctx, 'repSendQuote');
  return priceAndSend(ctx, user.id, raw, version, (tx) => loadServed(ctx, user, rawId, tx));
}
