/**
 * Acting as a buyer (docs/decisions/084): a sales rep, for a company assigned to them, or a shop admin opens a
 * time-limited session as one of its members and gets a token of their own that names it. Every request with that
 * token re-reads the session (auth/act-as.ts); the audit trail names the actor and the buyer.
 */
import { ACT_AS_MINUTES, actingBanner } from '@gluegun/common';
import { allowUser } from '../../auth/access';
import {
  LIMITED_REP_ACTS_AS,
  LIMITED_REP_WHOLE_COMPANY,
  OUTSIDE_REP_LOCATIONS,
  reaches,
  repReach,
} from '../../auth/act-as';
import { signSession } from '../../auth/session';
import { nowOf, type Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { AppError, forbidden } from '../../errors';
import { normalizeId } from '../../lib/validate';

const nameOf = (u: { displayName: string | null; email: string }) => u.displayName?.trim() || u.email;

/** Starts acting as `buyerId`: the caller's earlier act-as sessions end. */
export async function startActingAs(ctx: Context, rawBuyerId: string) {
  const caller = allowUser(ctx, 'startActingAs');
  const actor = await ctx.db.user.findUnique({
    where: { id: caller.id },
    select: { id: true, role: true, salesRep: true, tokenVersion: true },
  });
  const isShopAdmin = actor?.role === 'ADMIN';
  if (!actor || (!isShopAdmin && !actor.salesRep))
    throw forbidden('Only sales reps and shop admins may act as a buyer');
  const buyerId = normalizeId(rawBuyerId);
  const buyer = buyerId
    ? await ctx.db.user.findUnique({
        where: { id: buyerId },
        select: {
          id: true,
          email: true,
          displayName: true,
          role: true,
          salesRep: true,
          companyId: true,
          shipToLocationId: true,
          companyRole: true,
        },
      })
    : null;
  // A rep learns nothing of people outside their companies: unknown and not theirs answer alike.
  const reach = buyer && !isShopAdmin ? await repReach(ctx, actor.id, buyer.companyId) : null;
  if (!buyer || (!isShopAdmin && !reach)) {
    if (isShopAdmin) throw new AppError('NOT_FOUND', 'User not found', { field: 'buyerId' });
    throw forbidden('You can act only as a member of a company you serve');
  }
  // A rep limited to locations acts only as a buyer who ships to one of them (docs/decisions/117).
  if (reach && !reaches(reach, buyer.shipToLocationId)) throw forbidden(OUTSIDE_REP_LOCATIONS);
  if (reach?.locationIds && !(buyer.companyRole && LIMITED_REP_ACTS_AS.includes(buyer.companyRole)))
    throw forbidden(LIMITED_REP_WHOLE_COMPANY);
  if (buyer.role === 'ADMIN' || buyer.salesRep || buyer.id === actor.id)
    throw forbidden("You can act only as a company's buyer, never as shop staff");
  const now = nowOf(ctx);
  const expiresAt = new Date(now.getTime() + ACT_AS_MINUTES * 60_000);
  const session = await inTransaction(ctx.db, async (tx) => {
    await tx.actAsSession.updateMany({ where: { actorId: actor.id, endedAt: null }, data: { endedAt: now } });
    return tx.actAsSession.create({
      data: { actorId: actor.id, buyerId: buyer.id, companyId: buyer.companyId, startedAt: now, expiresAt },
    });
  });
  const company = await ctx.db.company.findUniqueOrThrow({
    where: { id: buyer.companyId },
    select: { id: true, name: true },
  });
  const token = signSession(ctx.config.sessionSecret, ACT_AS_MINUTES * 60, {
    sub: actor.id,
    v: actor.tokenVersion,
    act: session.id,
  });
  return {
    token,
    expiresAt,
    buyerId: buyer.id,
    buyerName: nameOf(buyer),
    companyId: company.id,
    companyName: company.name,
    banner: actingBanner(nameOf(buyer), company.name),
  };
}

/** Ends the act-as session the caller's token stands for; false when they are not acting. */
export async function stopActingAs(ctx: Context) {
  const user = allowUser(ctx, 'stopActingAs');
  if (!user.actingAs) return false;
  await ctx.db.actAsSession.updateMany({
    where: { id: user.actingAs.sessionId, endedAt: null },
    data: { endedAt: nowOf(ctx) },
  });
  return true;
}

/** What the storefront's banner shows while the caller acts as a buyer; null otherwise. */
export async function myActAsSession(ctx: Context) {
  const user = allowUser(ctx, 'myActAsSession');
  const acting = user.actingAs;
  if (!acting) return null;
  const company = await ctx.db.company.findUniqueOrThrow({
    where: { id: user.companyId },
    select: { id: true, name: true },
  });
  const buyerName = nameOf(user);
  return {
    buyerId: user.id,
    buyerName,
    companyId: company.id,
    companyName: company.name,
    actorName: acting.actorName,
    expiresAt: acting.expiresAt,
    banner: actingBanner(buyerName, company.name),
  };
}
