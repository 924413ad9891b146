"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.openWhere = void 0;
exports.inviteToCompany = inviteToCompany;
exports.revokeCompanyInvitation = revokeCompanyInvitation;
exports.companyInvitations = companyInvitations;
exports.invitationsOf = invitationsOf;
exports.myInvitations = myInvitations;
exports.acceptCompanyInvitation = acceptCompanyInvitation;
/**
 * Invitations (issue #28): a company admin invites an e-mail address with a role; whoever signs in with that
 * address verified accepts it. Single use, 7 days, revocable. Accepting moves only someone whose company is their
 * own one-person company with no orders: anyone else is moved by the shop (members.ts moveUserToCompany).
 */
const common_1 = require("@gluegun/common");
const context_1 = require("../../context");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const sessions_changed_1 = require("../../auth/sessions-changed");
const client_1 = require("../../generated/prisma/client");
const outbox_1 = require("../events/outbox");
const events = __importStar(require("../events/event-types"));
const members_1 = require("./members");
const DAY_MS = 24 * 60 * 60 * 1000;
const closed = (why) => new errors_1.AppError('CONFLICT', why, { reason: 'INVITATION_CLOSED' });
/** Open = neither accepted, revoked nor expired. */
const openWhere = (now) => ({ acceptedAt: null, revokedAt: null, expiresAt: { gt: now } });
exports.openWhere = openWhere;
/** A company admin invites someone by e-mail with a role. */
async function inviteToCompany(ctx, input) {
    const caller = (0, access_1.allowUser)(ctx, 'inviteToCompany');
    const { email, role: rawRole } = await (0, validate_1.validate)(common_1.invitationSchema, input ?? {});
    const role = (0, members_1.roleOf)(rawRole);
    const now = (0, context_1.nowOf)(ctx);
    try {
        return await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
            await (0, members_1.lockCompanies)(tx, [caller.companyId]);
            if (await tx.user.findFirst({ where: { email, companyId: caller.companyId } }))
                throw (0, errors_1.conflict)(`${email} is already a member of your company`);
            // An expired invitation no longer counts: it is closed so the address can be invited again.
            await tx.companyInvitation.updateMany({ where: { companyId: caller.companyId, email, acceptedAt: null, revokedAt: null, expiresAt: { lte: now } }, data: { revokedAt: now } });
            const open = await tx.companyInvitation.count({ where: { companyId: caller.companyId, ...(0, exports.openWhere)(now) } });
            if (open >= common_1.MAX_OPEN_INVITATIONS)
                throw (0, errors_1.conflict)(`At most ${common_1.MAX_OPEN_INVITATIONS} invitations can be open at once: revoke some first`);
            const invitation = await tx.companyInvitation.create({
                data: { companyId: caller.companyId, email, role, invitedById: caller.id, expiresAt: new Date(now.getTime() + common_1.INVITATION_DAYS * DAY_MS) },
            });
            await tx.company.update({ where: { id: caller.companyId }, data: { personal: false } });
            await (0, outbox_1.emit)(tx, events.userInvited(invitation));
            return invitation;
        });
    }
    catch (e) {
        if (e instanceof client_1.Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
            throw new errors_1.AppError('CONFLICT', `${email} already has an open invitation: revoke it to invite again`, { field: 'email' });
        }
        throw e;
    }
}
/** A company admin revokes an open invitation of their company. */
async function revokeCompanyInvitation(ctx, rawId) {
    const caller = (0, access_1.allowUser)(ctx, 'revokeCompanyInvitation');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Invitation');
    const now = (0, context_1.nowOf)(ctx);
    const done = await ctx.db.companyInvitation.updateMany({ where: { id, companyId: caller.companyId, acceptedAt: null, revokedAt: null }, data: { revokedAt: now } });
    const row = await ctx.db.companyInvitation.findUnique({ where: { id } });
    if (!row)
        throw (0, errors_1.notFound)('Invitation');
    if (row.companyId !== caller.companyId)
        throw (0, errors_1.forbidden)('This invitation is not your company\'s');
    if (done.count === 0)
        throw closed(row.acceptedAt ? 'This invitation was already accepted' : 'This invitation was already revoked');
    return row;
}
/** A company admin's list: the company's invitations, open ones first, then the 50 latest closed. */
async function companyInvitations(ctx) {
    const caller = (0, access_1.allowUser)(ctx, 'companyInvitations');
    return invitationsOf(ctx, caller.companyId);
}
async function invitationsOf(ctx, companyId) {
    const now = (0, context_1.nowOf)(ctx);
    const [open, closedRows] = await Promise.all([
        ctx.db.companyInvitation.findMany({ where: { companyId, ...(0, exports.openWhere)(now) }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
        ctx.db.companyInvitation.findMany({ where: { companyId, NOT: (0, exports.openWhere)(now) }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 50 }),
    ]);
    return [...open, ...closedRows];
}
/** Open invitations to the signed-in person's e-mail. */
async function myInvitations(ctx) {
    const user = (0, access_1.allowUser)(ctx, 'myInvitations');
    return ctx.db.companyInvitation.findMany({ where: { email: user.email, ...(0, exports.openWhere)((0, context_1.nowOf)(ctx)) }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
}
/** The invitee accepts: checked and applied under the invitation's and both companies' locks, once. */
async function acceptCompanyInvitation(ctx, rawId) {
    const user = (0, access_1.allowUser)(ctx, 'acceptCompanyInvitation');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Invitation');
    const now = (0, context_1.nowOf)(ctx);
    const result = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const [invitation] = await tx.$queryRaw `SELECT * FROM "CompanyInvitation" WHERE "id" = ${id}::uuid FOR UPDATE`;
        if (!invitation)
            throw (0, errors_1.notFound)('Invitation');
        if (invitation.email !== user.email)
            throw (0, errors_1.forbidden)('This invitation is for another e-mail address: sign in with the address it was sent to');
        if (!user.emailVerified) {
            throw (0, errors_1.forbidden)('Verify your e-mail address before joining a company: open the link we sent you, sign in again, then accept.', { reason: 'EMAIL_NOT_VERIFIED' });
        }
        if (invitation.acceptedAt)
            throw closed('This invitation was already accepted');
        if (invitation.revokedAt)
            throw closed('This invitation was revoked: ask the company admin for a new one');
        if (invitation.expiresAt <= now)
            throw closed('This invitation has expired: ask the company admin for a new one');
        const me = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
        await (0, members_1.lockCompanies)(tx, [me.companyId, invitation.companyId]);
        if (me.companyId === invitation.companyId)
            throw (0, errors_1.conflict)('You are already a member of this company');
        await assertMayLeave(tx, me.companyId);
        await tx.user.update({ where: { id: me.id }, data: { companyId: invitation.companyId, companyRole: invitation.role } });
        await tx.companyInvitation.update({ where: { id }, data: { acceptedAt: now, acceptedById: me.id } });
        // The one-person company left behind held nothing: it goes.
        await tx.company.delete({ where: { id: me.companyId } });
        return { company: await tx.company.findUniqueOrThrow({ where: { id: invitation.companyId } }), role: invitation.role };
    });
    await (0, sessions_changed_1.sessionsChanged)(ctx);
    return result;
}
/** Only someone alone in their own one-person company, with no orders in it, may move by accepting an invitation. */
async function assertMayLeave(tx, companyId) {
    const [company, members, orders] = await Promise.all([
        tx.company.findUniqueOrThrow({ where: { id: companyId } }),
        tx.user.count({ where: { companyId } }),
        tx.purchaseOrder.count({ where: { companyId } }),
    ]);
    if (!company.personal || members > 1 || orders > 0) {
        const why = orders > 0 ? 'your account already has orders of its own' : `you already belong to ${company.name}`;
        throw new errors_1.AppError('CONFLICT', `You cannot accept this invitation yourself: ${why}. Ask the shop to move you to the new company.`, { reason: 'IN_ANOTHER_COMPANY' });
    }
}
//# sourceMappingURL=invitations.js.map