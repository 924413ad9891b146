"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.roleLabel = void 0;
exports.roleOf = roleOf;
exports.lockCompanies = lockCompanies;
exports.assertKeepsAdmin = assertKeepsAdmin;
exports.setMemberRole = setMemberRole;
exports.removeCompanyMember = removeCompanyMember;
exports.moveUserToCompany = moveUserToCompany;
/**
 * Members and their company roles (issue #28): company admins change roles and remove members of their own
 * company; shop admins move anyone into any company. A company with members always keeps a company admin: every
 * change locks the company row first, so two admins demoting each other at once cannot leave it with none.
 */
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const sessions_changed_1 = require("../../auth/sessions-changed");
function roleOf(raw) {
    if (typeof raw !== 'string' || !common_1.COMPANY_ROLES.includes(raw))
        throw (0, errors_1.badInput)('Choose a role from the list', 'role');
    return raw;
}
/** Locks companies in id order (no deadlock between two moves in opposite directions). */
async function lockCompanies(tx, ids) {
    const sorted = [...new Set(ids)].sort();
    await tx.$queryRaw `SELECT "id" FROM "Company" WHERE "id" = ANY(${sorted}::uuid[]) ORDER BY "id" FOR UPDATE`;
}
/** Refuses a change that would leave `companyId` with members but no company admin (call after the change, in the transaction). */
async function assertKeepsAdmin(tx, companyId) {
    const [members, admins] = await Promise.all([
        tx.user.count({ where: { companyId } }),
        tx.user.count({ where: { companyId, companyRole: 'COMPANY_ADMIN' } }),
    ]);
    if (members > 0 && admins === 0) {
        throw new errors_1.AppError('CONFLICT', 'A company keeps at least one company admin: make someone else company admin first.', { reason: 'LAST_COMPANY_ADMIN', field: 'role' });
    }
}
/** The member a company admin acts on: in the caller's company (shop admins: anyone, where `adminMay`). */
async function memberFor(tx, ctx, caller, rawUserId, adminMay) {
    const id = (0, validate_1.normalizeId)(rawUserId);
    const member = id ? await tx.user.findUnique({ where: { id } }) : null;
    if (!member)
        throw (0, errors_1.notFound)('Member');
    if (member.companyId !== caller.companyId && !(adminMay && (0, access_1.isAdmin)(ctx)))
        throw (0, errors_1.forbidden)('This person is not a member of your company');
    return member;
}
async function changeMember(ctx, op, rawUserId, change) {
    const caller = (0, access_1.allowUser)(ctx, op);
    const adminMay = op === 'setMemberRole';
    const updated = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const first = await memberFor(tx, ctx, caller, rawUserId, adminMay);
        await lockCompanies(tx, [first.companyId]);
        // Read again under the lock: the member may have moved meanwhile.
        const member = await memberFor(tx, ctx, caller, rawUserId, adminMay);
        if (member.companyId !== first.companyId)
            throw (0, errors_1.notFound)('Member');
        const after = await change(tx, member);
        await assertKeepsAdmin(tx, member.companyId);
        await revokeLostKeys(tx, member, after);
        return after;
    });
    await (0, sessions_changed_1.sessionsChanged)(ctx);
    return updated;
}
/**
 * A company admin's API keys for their company (issue #31) stop when they stop running it (demoted, removed, moved):
 * revoked for good here, so making them company admin again later never brings an old key back.
 */
async function revokeLostKeys(tx, before, after) {
    if (after.companyId === before.companyId && after.companyRole === 'COMPANY_ADMIN')
        return;
    await tx.apiKey.updateMany({ where: { userId: before.id, companyId: before.companyId, revokedAt: null }, data: { revokedAt: new Date() } });
}
/** A company admin (or a shop admin) gives a member another company role. */
async function setMemberRole(ctx, rawUserId, rawRole) {
    const role = roleOf(rawRole);
    return changeMember(ctx, 'setMemberRole', rawUserId, (tx, member) => tx.user.update({ where: { id: member.id }, data: { companyRole: role } }));
}
/**
 * A company admin removes a member: they keep their sign-in and their own open items, in a new one-person company
 * of their own; orders they placed stay with the company they were placed for.
 */
async function removeCompanyMember(ctx, rawUserId) {
    return changeMember(ctx, 'removeCompanyMember', rawUserId, async (tx, member) => {
        const own = await tx.company.create({ data: { name: member.displayName?.trim() || member.email, personal: true } });
        return tx.user.update({ where: { id: member.id }, data: { companyId: own.id, companyRole: 'COMPANY_ADMIN' } });
    });
}
/** Shop admins move a user into a company with a role (the only way to move someone out of a company with others or with orders). */
async function moveUserToCompany(ctx, rawUserId, rawCompanyId, rawRole) {
    (0, access_1.allowUser)(ctx, 'moveUserToCompany');
    const role = roleOf(rawRole);
    const userId = (0, validate_1.normalizeId)(rawUserId);
    const companyId = (0, validate_1.normalizeId)(rawCompanyId);
    if (!userId)
        throw (0, errors_1.notFound)('User');
    if (!companyId)
        throw (0, errors_1.notFound)('Company');
    const moved = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const before = await tx.user.findUnique({ where: { id: userId } });
        if (!before)
            throw (0, errors_1.notFound)('User');
        if (!(await tx.company.findUnique({ where: { id: companyId } })))
            throw (0, errors_1.notFound)('Company');
        await lockCompanies(tx, [before.companyId, companyId]);
        const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
        const after = await tx.user.update({ where: { id: userId }, data: { companyId, companyRole: role } });
        await assertKeepsAdmin(tx, user.companyId);
        await revokeLostKeys(tx, user, after);
        // The company moved into has members now: no longer one person's own (an invitation could move them out).
        await tx.company.update({ where: { id: companyId }, data: { personal: false } });
        return after;
    });
    await (0, sessions_changed_1.sessionsChanged)(ctx);
    return moved;
}
const roleLabel = (role) => common_1.COMPANY_ROLE_LABELS[role];
exports.roleLabel = roleLabel;
//# sourceMappingURL=members.js.map