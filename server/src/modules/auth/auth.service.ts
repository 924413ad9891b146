import type { Context } from '../../context';
import { noteAuditOperation } from '../../db/audit-context';
import { badInput, conflict, forbidden, unauthenticated } from '../../errors';
import { signSession } from '../../auth/session';
import { allow, allowUser } from '../../auth/access';
import { sessionsChanged } from '../../auth/sessions-changed';
import type { VerifiedIdentity } from '../../auth/firebase';
import { normalizeEmail } from '../../lib/validate';
import { Prisma } from '../../generated/prisma/client';
import { inTransaction } from '../../db/retry';
import { endWhatTheyMade } from '../companies/members';

/**
 * Exchanges a verified Firebase ID token for the shop's session token.
 *
 * The shop user is found by Firebase uid first (so an e-mail changed in Firebase moves with its account), then by
 * e-mail. When the uid or the sign-in provider behind a user changes (an attacker's unverified password account
 * taken over by the owner's Google sign-in, a re-created Firebase account), every earlier session of that user
 * ends, and sign-ins of the old identity that are not newer than the change are refused (docs/decisions/009).
 * A verified owner taking the address over from an unverified sign-up always wins, and the unverified account's open
 * items go with it (docs/decisions/024). Whenever a verified sign-in meets an unverified account (that takeover, or
 * the same Firebase user turning verified, as by a password reset), the account changes hands: every session, API
 * key and open invitation of the earlier holder ends and the members they brought in are moved out
 * (docs/decisions/046). A sign-in older than the user's last sign-out is refused.
 * Admin rights from ADMIN_EMAILS need a verified e-mail.
 */
export async function exchangeToken(ctx: Context, idToken: string, claimedEmail?: string) {
  allow(ctx, 'exchangeToken');
  // A public mutation passes no role check: named here for the audit trail (a first sign-in makes the person's rows).
  noteAuditOperation('exchangeToken');
  // Every exchange counts, whichever transport, path or alias carried it (auth/sign-in-limit.ts).
  await ctx.signInLimit?.take(ctx.ip);
  if (typeof idToken !== 'string' || !idToken.trim()) throw badInput('idToken is required', 'idToken');
  if (idToken.length > 8192) throw badInput('idToken is too long', 'idToken');
  const identity = await ctx.verifier.verify(idToken.trim());
  if (!identity) throw unauthenticated('The sign-in token is invalid or expired');
  if (claimedEmail !== undefined && normalizeEmail(claimedEmail) !== identity.email) {
    throw forbidden('The e-mail does not match the signed-in account');
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      const user = await inTransaction(ctx.db, (tx) => upsertIdentity(tx, ctx.config.adminEmails, identity), {
        serializable: true,
        timeoutMs: 10_000,
      });
      // Role, e-mail, verification or token version may have moved: cached session rows go, on every instance.
      await sessionsChanged(ctx);
      const token = signSession(ctx.config.sessionSecret, ctx.config.sessionTtlSeconds, {
        sub: user.id,
        v: user.tokenVersion,
      });
      return { token, user };
    } catch (e) {
      // Two first sign-ins of one account at once: one wins, the other retries and finds the row (a unique
      // violation; serialization failures are retried by inTransaction itself).
      const retriable = e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002';
      if (!retriable || attempt >= 3) throw e;
    }
  }
}

async function upsertIdentity(
  tx: Prisma.TransactionClient,
  adminEmails: string[],
  identity: VerifiedIdentity,
) {
  const provider = identity.provider ?? 'unknown';
  const authTime = identity.authTime ?? 0;
  const name = identity.name?.trim().slice(0, 200) || null;
  const mayBeAdmin = identity.emailVerified && adminEmails.includes(identity.email);

  const byUid = await tx.user.findUnique({ where: { firebaseUid: identity.uid } });
  const byEmail =
    byUid?.email === identity.email ? byUid : await tx.user.findUnique({ where: { email: identity.email } });

  if (!byUid && !byEmail) {
    return tx.user.create({
      data: {
        email: identity.email,
        displayName: name,
        firebaseUid: identity.uid,
        signInProvider: provider,
        identitySince: authTime,
        emailVerified: identity.emailVerified,
        role: mayBeAdmin ? 'ADMIN' : 'CUSTOMER',
      },
    });
  }

  if (byUid && byEmail && byUid.id !== byEmail.id) {
    // The Firebase account now carries an e-mail another shop user holds: never merge two shop users.
    throw conflict('This e-mail already belongs to another shop account; contact the shop to merge them');
  }
  const user = (byUid ?? byEmail)!;
  const changed =
    (user.firebaseUid !== null && user.firebaseUid !== identity.uid) ||
    (user.signInProvider !== null && user.signInProvider !== provider);
  // The account changes hands when a verified sign-in meets an unverified one (docs/decisions/046): a takeover when
  // the identity changed too (Firebase gives the account to the trusted provider), else the address turned verified
  // for the same Firebase user (the owner recovered it by a password reset, or the holder opened the link).
  const handover = identity.emailVerified && !user.emailVerified;
  // The verified owner replaces an unverified sign-up: no proof of ownership stands against theirs, so the time order
  // does not matter here.
  const takeover = changed && handover;
  if (!takeover && authTime < user.signedOutAt) {
    // An ID token from a sign-in before the user signed out (a copy left in another browser, or stolen): Firebase
    // would still renew it for up to an hour, so the shop refuses it (same-second granularity as Firebase's own
    // revocation check). An unverified sign-up signing out never holds the verified owner back.
    throw unauthenticated('You signed out after this sign-in; sign in again');
  }
  const stale =
    (changed && !takeover && authTime <= user.identitySince) ||
    // An unverified sign-in from before the account changed hands (the earlier holder's token).
    (!changed &&
      !identity.emailVerified &&
      user.emailVerified &&
      user.email === identity.email &&
      authTime < user.identitySince);
  if (stale) {
    // A sign-in that is not newer than the identity now behind this account (e.g. the attacker's old token).
    throw unauthenticated('This sign-in is no longer valid for this account; sign in again');
  }
  if (takeover) {
    // Whatever the unverified sign-up put in the basket is not the owner's: open items (not checked out, nothing
    // reserved or invoiced) go. Anything checked out stays, as a record (an unverified account cannot pay). Kept when
    // the same Firebase user turns verified: that is how every new customer who orders before verifying goes on.
    await tx.orderItem.deleteMany({
      where: { userId: user.id, status: 'PENDING', purchaseOrderId: null, invoicedAt: null },
    });
  }
  // The earlier holder's keys, open invitations and the members they brought in end (their sessions below).
  if (handover) await endWhatTheyMade(tx, user, new Date());
  // Firebase un-verifies an address only when it changes: a token of the same identity and address saying
  // "unverified" is one issued before the verification, and never takes the account back to unverified.
  const keepsVerified = !changed && user.emailVerified && user.email === identity.email;
  return tx.user.update({
    where: { id: user.id },
    data: {
      email: identity.email, // follows an e-mail change made in Firebase (same uid)
      firebaseUid: identity.uid,
      signInProvider: provider,
      emailVerified: identity.emailVerified || keepsVerified,
      // Every earlier session ends; sign-ins older than this one of another identity, or unverified, no longer exchange.
      ...(changed || handover ? { identitySince: authTime, tokenVersion: { increment: 1 } } : {}),
      ...(user.signInProvider === null ? { identitySince: authTime } : {}),
      ...(name ? { displayName: name } : {}),
      ...(mayBeAdmin ? { role: 'ADMIN' } : {}),
    },
  });
}

/** Ends every session of the caller (tokens carry a version that this bumps) and every earlier Firebase sign-in. */
export async function signOut(ctx: Context) {
  const user = allowUser(ctx, 'signOut');
  if (user.actingAs) {
    // Signing out while acting as a buyer ends the act-as session and signs the actor out, never the buyer.
    await ctx.db.actAsSession.updateMany({
      where: { id: user.actingAs.sessionId, endedAt: null },
      data: { endedAt: new Date() },
    });
    await ctx.db.user.update({
      where: { id: user.actingAs.actorId },
      data: { tokenVersion: { increment: 1 }, signedOutAt: Math.floor(Date.now() / 1000) },
    });
    await sessionsChanged(ctx);
    return true;
  }
  // signedOutAt (seconds, like Firebase auth_time): an ID token from an earlier sign-in no longer exchanges.
  await ctx.db.user.update({
    where: { id: user.id },
    data: { tokenVersion: { increment: 1 }, signedOutAt: Math.floor(Date.now() / 1000) },
  });
  await sessionsChanged(ctx);
  return true;
}
