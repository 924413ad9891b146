"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.me = me;
exports.listUsers = listUsers;
exports.isAdminEmail = isAdminEmail;
exports.makeAdmin = makeAdmin;
exports.revokeAdmin = revokeAdmin;
exports.deleteUser = deleteUser;
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const validate_1 = require("../../lib/validate");
const sessions_changed_1 = require("../../auth/sessions-changed");
const retry_1 = require("../../db/retry");
async function me(ctx) {
    const user = (0, access_1.allowUser)(ctx, 'me');
    const row = await ctx.db.user.findUnique({ where: { id: user.id } });
    if (!row)
        throw (0, errors_1.unauthenticated)();
    return row;
}
async function listUsers(ctx) {
    (0, access_1.allowUser)(ctx, 'users');
    return ctx.db.user.findMany({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
}
/** Whether the user with this e-mail is an admin. Asked about yourself, or by an admin (no role probing). */
async function isAdminEmail(ctx, email) {
    const user = (0, access_1.allowUser)(ctx, 'isAdmin');
    const wanted = (0, validate_1.normalizeEmail)(email);
    if (!wanted)
        throw (0, errors_1.badInput)('email is required', 'email');
    if (wanted !== user.email && !(0, access_1.isAdmin)(ctx))
        throw (0, errors_1.forbidden)('You can only ask about yourself');
    const row = await ctx.db.user.findUnique({ where: { email: wanted }, select: { role: true } });
    return row?.role === 'ADMIN';
}
async function makeAdmin(ctx, email) {
    (0, access_1.allowUser)(ctx, 'makeAdmin');
    const wanted = (0, validate_1.normalizeEmail)(email);
    if (!wanted)
        throw (0, errors_1.badInput)('email is required', 'email');
    const result = await ctx.db.user.updateMany({ where: { email: wanted, role: 'CUSTOMER' }, data: { role: 'ADMIN' } });
    if (result.count > 0)
        await (0, sessions_changed_1.sessionsChanged)(ctx);
    const user = await ctx.db.user.findUnique({ where: { email: wanted } });
    if (!user)
        throw (0, errors_1.notFound)('User');
    return { modifiedCount: result.count, user };
}
/**
 * Admin-role changes and deletions serialise on one advisory lock, so "at least one admin remains" holds when two
 * admins act on each other at once. Returns the target row after checking the actor is still an admin.
 */
async function lockAdminsFor(tx, actorId, targetId) {
    await tx.$executeRaw `SELECT pg_advisory_xact_lock(${ADMIN_LOCK})`;
    const actor = await tx.user.findUnique({ where: { id: actorId }, select: { role: true } });
    if (actor?.role !== 'ADMIN')
        throw (0, errors_1.forbidden)('Admins only');
    const target = await tx.user.findUnique({ where: { id: targetId } });
    if (!target)
        throw (0, errors_1.notFound)('User');
    return target;
}
/**
 * Takes the admin role back (issue #26 item 11): the user becomes a customer and their current session loses admin
 * rights at once. Refused for yourself, for the last admin (checked under the same lock as deletions, so two admins
 * demoting each other cannot leave none), and for an admin named in ADMIN_EMAILS (the next sign-in would restore it).
 */
async function revokeAdmin(ctx, rawId) {
    const admin = (0, access_1.allowUser)(ctx, 'revokeAdmin');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('User');
    if (id === admin.id)
        throw (0, errors_1.forbidden)('You cannot take back your own admin role; ask another admin');
    const user = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const target = await lockAdminsFor(tx, admin.id, id);
        if (target.role !== 'ADMIN')
            throw (0, errors_1.conflict)(`${target.email} is not an admin`);
        if (ctx.config.adminEmails.includes(target.email)) {
            throw (0, errors_1.conflict)(`${target.email} is an admin by the shop's own settings and would be an admin again at the next sign-in: remove them from those settings first`);
        }
        const others = await tx.user.count({ where: { role: 'ADMIN', id: { not: id } } });
        if (others === 0)
            throw (0, errors_1.conflict)('The shop needs at least one admin; make someone else admin first');
        return tx.user.update({ where: { id }, data: { role: 'CUSTOMER' } });
    });
    await (0, sessions_changed_1.sessionsChanged)(ctx);
    return user;
}
/**
 * Deletes an account: their session stops working at once (tokens are checked against the row) and the
 * sign-in account is removed. Their order items stay for the books, with the e-mail snapshot.
 */
async function deleteUser(ctx, rawId) {
    const admin = (0, access_1.allowUser)(ctx, 'deleteUser');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('User');
    if (id === admin.id)
        throw (0, errors_1.forbidden)('You cannot delete your own account');
    // "At least one admin remains" holds inside the transaction: deletions serialise on one advisory lock, the
    // acting admin must still be an admin, and the last admin cannot be removed (two admins deleting each other).
    const user = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const target = await lockAdminsFor(tx, admin.id, id);
        if (target.role === 'ADMIN') {
            const others = await tx.user.count({ where: { role: 'ADMIN', id: { not: id } } });
            if (others === 0)
                throw (0, errors_1.conflict)('The shop needs at least one admin; make someone else admin first');
        }
        await tx.user.delete({ where: { id } });
        return target;
    });
    await (0, sessions_changed_1.sessionsChanged)(ctx);
    if (user.firebaseUid) {
        try {
            await ctx.verifier.deleteAccount(user.firebaseUid);
        }
        catch (e) {
            // The shop account is gone, so their old tokens no longer work; a new sign-in would create a fresh customer.
            ctx.log.error({ err: e, userId: id }, 'deleted user but could not remove their sign-in account');
        }
    }
    return true;
}
/** pg_advisory_xact_lock key for changes to the set of admins. */
const ADMIN_LOCK = 0x61646d6e; // 'admn'
//# sourceMappingURL=user.service.js.map