import type { Context } from '../../context';
import { badInput, forbidden, unauthenticated } from '../../errors';
import { signSession } from '../../auth/session';

/**
 * Exchanges a verified Firebase ID token for the shop's session token. The user is upserted by the
 * e-mail Firebase proved; an e-mail the caller names must match it (never mint for an unproven e-mail).
 */
export async function exchangeToken(ctx: Context, idToken: string, claimedEmail?: string) {
  if (typeof idToken !== 'string' || !idToken.trim()) throw badInput('idToken is required', 'idToken');
  if (idToken.length > 8192) throw badInput('idToken is too long', 'idToken');
  const identity = await ctx.verifier.verify(idToken.trim());
  if (!identity) throw unauthenticated('The sign-in token is invalid or expired');
  if (claimedEmail !== undefined && String(claimedEmail).trim().toLowerCase() !== identity.email) {
    throw forbidden('The e-mail does not match the signed-in account');
  }
  const configuredAdmin = ctx.config.adminEmails.includes(identity.email);
  const name = identity.name?.trim().slice(0, 200) || null;
  const user = await ctx.db.user.upsert({
    where: { email: identity.email },
    create: {
      email: identity.email,
      displayName: name,
      firebaseUid: identity.uid,
      role: configuredAdmin ? 'ADMIN' : 'CUSTOMER',
    },
    update: {
      firebaseUid: identity.uid,
      ...(name ? { displayName: name } : {}),
      ...(configuredAdmin ? { role: 'ADMIN' } : {}),
    },
  });
  const token = signSession(ctx.config.sessionSecret, ctx.config.sessionTtlSeconds, { sub: user.id, v: user.tokenVersion });
  return { token, user };
}

/** Ends every session of the caller: tokens carry a version that this bumps. */
export async function signOut(ctx: Context) {
  if (!ctx.user) throw unauthenticated();
  await ctx.db.user.update({ where: { id: ctx.user.id }, data: { tokenVersion: { increment: 1 } } });
  return true;
}
