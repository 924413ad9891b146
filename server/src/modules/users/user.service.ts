import { nowOf, type Context } from '../../context';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../../errors';
import { allowUser, isAdmin } from '../../auth/access';
import { normalizeEmail, normalizeId } from '../../lib/validate';
import { sessionsChanged } from '../../auth/sessions-changed';
import { inTransaction } from '../../db/retry';
import type { Prisma } from '../../generated/prisma/client';
import { assertKeepsAdmin, revokeInvitationsSentBy } from '../companies/members';
import { lockCompanies } from '../../db/locks';

export async function me(ctx: Context) {
  const user = allowUser(ctx, 'me');
  const row = await ctx.db.user.findUnique({ where: { id: user.id } });
  if (!row) throw unauthenticated();
  return row;
}

/** Whether a user read for an answer is a sales rep; a row read with fewer columns is asked for it. */
export async function salesRepOf(ctx: Context, user: { id: string; salesRep?: boolean }): Promise<boolean> {
  if (typeof user.salesRep === 'boolean') return user.salesRep;
  return (
    (await ctx.db.user.findUnique({ where: { id: user.id }, select: { salesRep: true } }))?.salesRep ?? false
  );
}

export async function listUsers(ctx: Context) {
  allowUser(ctx, 'users');
  return ctx.db.user.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}

/** Whether the user with this e-mail is an admin. Asked about yourself, or by an admin (no role probing). */
export async function isAdminEmail(ctx: Context, email: string) {
  const user = allowUser(ctx, 'isAdmin');
  const wanted = normalizeEmail(email);
  if (!wanted) throw badInput('email is required', 'email');
  if (wanted !== user.email && !isAdmin(ctx)) throw forbidden('You can only ask about yourself');
  const row = await ctx.db.user.findUnique({ where: { email: wanted }, select: { role: true } });
  return row?.role === 'ADMIN';
}

export async function makeAdmin(ctx: Context, email: string) {
  allowUser(ctx, 'makeAdmin');
  const wanted = normalizeEmail(email);
  if (!wanted) throw badInput('email is required', 'email');
  // Admin rights need a verified e-mail, as from ADMIN_EMAILS (docs/decisions/009): an unverified holder of the
  // address may not be its owner.
  const result = await ctx.db.user.updateMany({
    where: { email: wanted, role: 'CUSTOMER', emailVerified: true },
    data: { role: 'ADMIN' },
  });
  if (result.count > 0) await sessionsChanged(ctx);
  const user = await ctx.db.user.findUnique({ where: { email: wanted } });
  if (!user) throw notFound('User');
  if (!user.emailVerified)
    throw conflict(`${wanted} has not verified their e-mail address yet: an admin needs a verified one`);
  return { modifiedCount: result.count, user };
}

/**
 * Admin-role changes and deletions serialise on one advisory lock, so "at least one admin remains" holds when two
 * admins act on each other at once. Returns the target row after checking the actor is still an admin.
 */
async function lockAdminsFor(tx: Prisma.TransactionClient, actorId: string, targetId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`;
  const actor = await tx.user.findUnique({ where: { id: actorId }, select: { role: true } });
  if (actor?.role !== 'ADMIN') throw forbidden('Admins only');
  const target = await tx.user.findUnique({ where: { id: targetId } });
  if (!target) throw notFound('User');
  return target;
}

/**
 * Takes the admin role back: the user becomes a customer and their current session loses admin
 * rights at once. Refused for yourself, for the last admin (checked under the same lock as deletions, so two admins
 * demoting each other cannot leave none), and for an admin named in ADMIN_EMAILS (the next sign-in would restore it).
 */
export async function revokeAdmin(ctx: Context, rawId: string) {
  const admin = allowUser(ctx, 'revokeAdmin');
  const id = normalizeId(rawId);
  if (!id) throw notFound('User');
  if (id === admin.id) throw forbidden('You cannot take back your own admin role; ask another admin');
  const user = await inTransaction(ctx.db, async (tx) => {
    const target = await lockAdminsFor(tx, admin.id, id);
    if (target.role !== 'ADMIN') throw conflict(`${target.email} is not an admin`);
    if (ctx.config.adminEmails.includes(target.email)) {
      throw conflict(
        `${target.email} is an admin by the shop's own settings and would be an admin again at the next sign-in: remove them from those settings first`,
      );
    }
    const others = await tx.user.count({ where: { role: 'ADMIN', id: { not: id } } });
    if (others === 0) throw conflict('The shop needs at least one admin; make someone else admin first');
    // What they made as a shop admin stops with the role, for good (made admin again, an old key stays dead): their
    // shop keys, and invitations sent to a company they do not run.
    const now = nowOf(ctx);
    await tx.apiKey.updateMany({
      where: { userId: id, companyId: null, revokedAt: null },
      data: { revokedAt: now },
    });
    if (target.companyRole !== 'COMPANY_ADMIN') await revokeInvitationsSentBy(tx, id, now);
    return tx.user.update({ where: { id }, data: { role: 'CUSTOMER' } });
  });
  await sessionsChanged(ctx);
  return user;
}

/**
 * Deletes an account: their session stops working at once (tokens are checked against the row) and the
 * sign-in account is removed. Their order items stay for the books, with the e-mail snapshot.
 */
export async function deleteUser(ctx: Context, rawId: string) {
  const admin = allowUser(ctx, 'deleteUser');
  const id = normalizeId(rawId);
  if (!id) throw notFound('User');
  if (id === admin.id) throw forbidden('You cannot delete your own account');
  // "At least one admin remains" holds inside the transaction: deletions serialise on one advisory lock, the
  // acting admin must still be an admin, and the last admin cannot be removed (two admins deleting each other).
  const user = await inTransaction(ctx.db, async (tx) => {
    const found = await lockAdminsFor(tx, admin.id, id);
    if (found.role === 'ADMIN') {
      const others = await tx.user.count({ where: { role: 'ADMIN', id: { not: id } } });
      if (others === 0) throw conflict('The shop needs at least one admin; make someone else admin first');
    }
    // Their company keeps a company admin (under its lock, as every member change): refused clearly otherwise.
    await lockCompanies(tx, [found.companyId]);
    const target = await tx.user.findUniqueOrThrow({ where: { id } });
    if (target.companyId !== found.companyId)
      throw conflict('This person was just moved to another company; try again');
    // Invitations they sent that are still open close: nobody joins through a deleted person's invitation.
    await revokeInvitationsSentBy(tx, id, nowOf(ctx));
    await tx.user.delete({ where: { id } });
    await assertKeepsAdmin(tx, target.companyId);
    return target;
  });
  await sessionsChanged(ctx);
  if (user.firebaseUid) {
    try {
      await ctx.verifier.deleteAccount(user.firebaseUid);
    } catch (e) {
      // The shop account is gone, so their old tokens no longer work; a new sign-in would create a fresh customer.
      ctx.log.error({ err: e, userId: id }, 'deleted user but could not remove their sign-in account');
    }
  }
  return true;
}

/** pg_advisory_xact_lock key for changes to the set of admins. */
const ADMIN_LOCK = 0x61646d6e; // 'admn'
