"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.exchangeToken = exchangeToken;
exports.signOut = signOut;
const errors_1 = require("../../errors");
const session_1 = require("../../auth/session");
const access_1 = require("../../auth/access");
const sessions_changed_1 = require("../../auth/sessions-changed");
const validate_1 = require("../../lib/validate");
const client_1 = require("../../generated/prisma/client");
const retry_1 = require("../../db/retry");
/**
 * Exchanges a verified Firebase ID token for the shop's session token.
 *
 * The shop user is found by Firebase uid first (so an e-mail changed in Firebase moves with its account), then by
 * e-mail. When the uid or the sign-in provider behind a user changes (an attacker's unverified password account
 * taken over by the owner's Google sign-in, a re-created Firebase account), every earlier session of that user
 * ends, and sign-ins of the old identity that are not newer than the change are refused (docs/decisions/009).
 * A verified owner taking the address over from an unverified sign-up always wins, and the unverified account's open
 * items go with it (docs/decisions/024). A sign-in older than the user's last sign-out is refused.
 * Admin rights from ADMIN_EMAILS need a verified e-mail.
 */
async function exchangeToken(ctx, idToken, claimedEmail) {
    (0, access_1.allow)(ctx, 'exchangeToken');
    // Every exchange counts, whichever transport, path or alias carried it (auth/sign-in-limit.ts).
    await ctx.signInLimit?.take(ctx.ip);
    if (typeof idToken !== 'string' || !idToken.trim())
        throw (0, errors_1.badInput)('idToken is required', 'idToken');
    if (idToken.length > 8192)
        throw (0, errors_1.badInput)('idToken is too long', 'idToken');
    const identity = await ctx.verifier.verify(idToken.trim());
    if (!identity)
        throw (0, errors_1.unauthenticated)('The sign-in token is invalid or expired');
    if (claimedEmail !== undefined && (0, validate_1.normalizeEmail)(claimedEmail) !== identity.email) {
        throw (0, errors_1.forbidden)('The e-mail does not match the signed-in account');
    }
    for (let attempt = 0;; attempt += 1) {
        try {
            const user = await (0, retry_1.inTransaction)(ctx.db, (tx) => upsertIdentity(tx, ctx.config.adminEmails, identity), { serializable: true, timeoutMs: 10_000 });
            // Role, e-mail, verification or token version may have moved: cached session rows go, on every instance.
            await (0, sessions_changed_1.sessionsChanged)(ctx);
            const token = (0, session_1.signSession)(ctx.config.sessionSecret, ctx.config.sessionTtlSeconds, { sub: user.id, v: user.tokenVersion });
            return { token, user };
        }
        catch (e) {
            // Two first sign-ins of one account at once: one wins, the other retries and finds the row (a unique
            // violation; serialization failures are retried by inTransaction itself).
            const retriable = e instanceof client_1.Prisma.PrismaClientKnownRequestError && e.code === 'P2002';
            if (!retriable || attempt >= 3)
                throw e;
        }
    }
}
async function upsertIdentity(tx, adminEmails, identity) {
    const provider = identity.provider ?? 'unknown';
    const authTime = identity.authTime ?? 0;
    const name = identity.name?.trim().slice(0, 200) || null;
    const mayBeAdmin = identity.emailVerified && adminEmails.includes(identity.email);
    const byUid = await tx.user.findUnique({ where: { firebaseUid: identity.uid } });
    const byEmail = byUid?.email === identity.email ? byUid : await tx.user.findUnique({ where: { email: identity.email } });
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
        throw (0, errors_1.conflict)('This e-mail already belongs to another shop account; contact the shop to merge them');
    }
    const user = (byUid ?? byEmail);
    const changed = (user.firebaseUid !== null && user.firebaseUid !== identity.uid)
        || (user.signInProvider !== null && user.signInProvider !== provider);
    // The verified owner of the address replaces an unverified sign-up of it (Firebase gives the account to the trusted
    // provider): no proof of ownership stands against theirs, so the time order does not matter here.
    const takeover = changed && identity.emailVerified && !user.emailVerified;
    if (!takeover && authTime < user.signedOutAt) {
        // An ID token from a sign-in before the user signed out (a copy left in another browser, or stolen): Firebase
        // would still renew it for up to an hour, so the shop refuses it (same-second granularity as Firebase's own
        // revocation check). An unverified sign-up signing out never holds the verified owner back.
        throw (0, errors_1.unauthenticated)('You signed out after this sign-in; sign in again');
    }
    if (changed && !takeover && authTime <= user.identitySince) {
        // A sign-in that is not newer than the identity now behind this account (e.g. the attacker's old token).
        throw (0, errors_1.unauthenticated)('This sign-in is no longer valid for this account; sign in again');
    }
    if (takeover) {
        // Whatever the unverified sign-up put in the basket is not the owner's: open items (not checked out, nothing
        // reserved or invoiced) go. Anything checked out stays, as a record (an unverified account cannot pay).
        await tx.orderItem.deleteMany({ where: { userId: user.id, status: 'PENDING', purchaseOrderId: null, invoicedAt: null } });
    }
    return tx.user.update({
        where: { id: user.id },
        data: {
            email: identity.email, // follows an e-mail change made in Firebase (same uid)
            firebaseUid: identity.uid,
            signInProvider: provider,
            emailVerified: identity.emailVerified,
            ...(changed ? { identitySince: authTime, tokenVersion: { increment: 1 } } : {}),
            ...(user.signInProvider === null ? { identitySince: authTime } : {}),
            ...(name ? { displayName: name } : {}),
            ...(mayBeAdmin ? { role: 'ADMIN' } : {}),
        },
    });
}
/** Ends every session of the caller (tokens carry a version that this bumps) and every earlier Firebase sign-in. */
async function signOut(ctx) {
    const user = (0, access_1.allowUser)(ctx, 'signOut');
    // signedOutAt (seconds, like Firebase auth_time): an ID token from an earlier sign-in no longer exchanges.
    await ctx.db.user.update({ where: { id: user.id }, data: { tokenVersion: { increment: 1 }, signedOutAt: Math.floor(Date.now() / 1000) } });
    await (0, sessions_changed_1.sessionsChanged)(ctx);
    return true;
}
//# sourceMappingURL=auth.service.js.map