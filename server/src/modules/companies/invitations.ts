/**
 * Invitations: a company admin (or a shop admin, for any company) invites an e-mail address with a role and
 * spending limits; whoever signs in with that address verified accepts it and gets both. Single use, 7 days, revocable. Accepting moves only someone whose company is their
 * own one-person company with no orders: anyone else is moved by the shop (members.ts moveUserToCompany).
 */
import { INVITATION_DAYS, MAX_OPEN_INVITATIONS, invitationSchema } from '@gluegun/common';
import { nowOf, type Context } from '../../context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId, validate } from '../../lib/validate';
import { sessionsChanged } from '../../auth/sessions-changed';
import { Prisma, type CompanyInvitation } from '../../generated/prisma/client';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import { roleOf } from './members';
import { spendingLimitsOf, type SpendingLimitsInput } from '../approvals/approval-rules';
import { lockCompanies } from '../../db/locks';

const DAY_MS = 24 * 60 * 60 * 1000;

const closed = (why: string) => new AppError('CONFLICT', why, { reason: 'INVITATION_CLOSED' });

/** Open = neither accepted, revoked nor expired. */
export const openWhere = (now: Date): Prisma.CompanyInvitationWhereInput => ({
  acceptedAt: null,
  revokedAt: null,
  expiresAt: { gt: now },
});

/** Who invites and to which company: `whose` names the company in a refusal. */
interface Sender {
  id: string;
  companyId: string;
  whose: string;
}

/** What an invitation carries: the e-mail, the role and the spending limits the invitee gets (checked as a member's). */
async function invitationInput(input: unknown) {
  const raw = (input ?? {}) as { limits?: unknown };
  const { email, role: rawRole } = await validate(invitationSchema, raw);
  const role = roleOf(rawRole);
  if (raw.limits != null && typeof raw.limits !== 'object')
    throw badInput('limits must be an object', 'limits');
  return { email, role, limits: spendingLimitsOf((raw.limits ?? {}) as SpendingLimitsInput) };
}

async function createInvitation(ctx: Context, sender: Sender, input: unknown) {
  const { email, role, limits } = await invitationInput(input);
  const now = nowOf(ctx);
  try {
    return await inTransaction(ctx.db, async (tx) => {
      await lockCompanies(tx, [sender.companyId]);
      if (await tx.user.findFirst({ where: { email, companyId: sender.companyId } }))
        throw conflict(`${email} is already a member of ${sender.whose}`);
      // An expired invitation no longer counts: it is closed so the address can be invited again.
      await tx.companyInvitation.updateMany({
        where: {
          companyId: sender.companyId,
          email,
          acceptedAt: null,
          revokedAt: null,
          expiresAt: { lte: now },
        },
        data: { revokedAt: now },
      });
      const open = await tx.companyInvitation.count({
        where: { companyId: sender.companyId, ...openWhere(now) },
      });
      if (open >= MAX_OPEN_INVITATIONS)
        throw conflict(`At most ${MAX_OPEN_INVITATIONS} invitations can be open at once: revoke some first`);
      const invitation = await tx.companyInvitation.create({
        data: {
          companyId: sender.companyId,
          email,
          role,
          ...limits,
          invitedById: sender.id,
          expiresAt: new Date(now.getTime() + INVITATION_DAYS * DAY_MS),
        },
      });
      await tx.company.update({ where: { id: sender.companyId }, data: { personal: false } });
      await emit(tx, events.userInvited(invitation));
      return invitation;
    });
  } catch (e) {
    if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === 'P2002') {
      throw new AppError('CONFLICT', `${email} already has an open invitation: revoke it to invite again`, {
        field: 'email',
      });
    }
    throw e;
  }
}

/** A company admin invites someone by e-mail with a role and, optionally, their spending limits. */
export async function inviteToCompany(ctx: Context, input: unknown) {
  const caller = allowUser(ctx, 'inviteToCompany');
  return createInvitation(ctx, { id: caller.id, companyId: caller.companyId, whose: 'your company' }, input);
}

/** A shop admin invites someone to any customer company, as its company admins do; the shop admin is the sender. */
export async function adminInviteToCompany(ctx: Context, rawCompanyId: string, input: unknown) {
  const caller = allowUser(ctx, 'adminInviteToCompany');
  const companyId = normalizeId(rawCompanyId);
  if (!companyId || !(await ctx.db.company.findUnique({ where: { id: companyId } })))
    throw notFound('Company');
  return createInvitation(ctx, { id: caller.id, companyId, whose: 'this company' }, input);
}

/** A shop admin revokes an open invitation of any company. */
export async function adminRevokeCompanyInvitation(ctx: Context, rawId: string) {
  allowUser(ctx, 'adminRevokeCompanyInvitation');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Invitation');
  const done = await ctx.db.companyInvitation.updateMany({
    where: { id, acceptedAt: null, revokedAt: null },
    data: { revokedAt: nowOf(ctx) },
  });
  const row = await ctx.db.companyInvitation.findUnique({ where: { id } });
  if (!row) throw notFound('Invitation');
  if (done.count === 0)
    throw closed(
      row.acceptedAt ? 'This invitation was already accepted' : 'This invitation was already revoked',
    );
  return row;
}

/** A company admin revokes an open invitation of their company. */
export async function revokeCompanyInvitation(ctx: Context, rawId: string) {
  const caller = allowUser(ctx, 'revokeCompanyInvitation');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Invitation');
  const now = nowOf(ctx);
  const done = await ctx.db.companyInvitation.updateMany({
    where: { id, companyId: caller.companyId, acceptedAt: null, revokedAt: null },
    data: { revokedAt: now },
  });
  const row = await ctx.db.companyInvitation.findUnique({ where: { id } });
  if (!row) throw notFound('Invitation');
  if (row.companyId !== caller.companyId) throw forbidden("This invitation is not your company's");
  if (done.count === 0)
    throw closed(
      row.acceptedAt ? 'This invitation was already accepted' : 'This invitation was already revoked',
    );
  return row;
}

/** A company admin's list: the company's invitations, open ones first, then the 50 latest closed. */
export async function companyInvitations(ctx: Context) {
  const caller = allowUser(ctx, 'companyInvitations');
  return invitationsOf(ctx, caller.companyId);
}

export async function invitationsOf(ctx: Context, companyId: string) {
  const now = nowOf(ctx);
  const [open, closedRows] = await Promise.all([
    ctx.db.companyInvitation.findMany({
      where: { companyId, ...openWhere(now) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    }),
    ctx.db.companyInvitation.findMany({
      where: { companyId, NOT: openWhere(now) },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 50,
    }),
  ]);
  return [...open, ...closedRows];
}

/** Open invitations to the signed-in person's e-mail. */
export async function myInvitations(ctx: Context) {
  const user = allowUser(ctx, 'myInvitations');
  return ctx.db.companyInvitation.findMany({
    where: { email: user.email, ...openWhere(nowOf(ctx)) },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
}

/** The invitee accepts: checked and applied under the invitation's and both companies' locks, once. */
export async function acceptCompanyInvitation(ctx: Context, rawId: string) {
  const user = allowUser(ctx, 'acceptCompanyInvitation');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Invitation');
  const now = nowOf(ctx);
  const result = await inTransaction(ctx.db, async (tx) => {
    const [invitation] = await tx.$queryRaw<
      CompanyInvitation[]
    >`SELECT * FROM "CompanyInvitation" WHERE "id" = ${id}::uuid FOR UPDATE`;
    if (!invitation) throw notFound('Invitation');
    // The caller's e-mail is verified (ACCESS: acceptCompanyInvitation needs it).
    if (invitation.email !== user.email)
      throw forbidden(
        'This invitation is for another e-mail address: sign in with the address it was sent to',
      );
    if (invitation.acceptedAt) throw closed('This invitation was already accepted');
    if (invitation.revokedAt)
      throw closed('This invitation was revoked: ask the company admin for a new one');
    if (invitation.expiresAt <= now)
      throw closed('This invitation has expired: ask the company admin for a new one');
    const me = await tx.user.findUniqueOrThrow({ where: { id: user.id } });
    await lockCompanies(tx, [me.companyId, invitation.companyId]);
    await assertInviterStillRuns(tx, invitation);
    if (me.companyId === invitation.companyId) throw conflict('You are already a member of this company');
    await assertMayLeave(tx, me.companyId);
    await tx.user.update({
      where: { id: me.id },
      data: {
        companyId: invitation.companyId,
        companyRole: invitation.role,
        orderLimitCents: invitation.orderLimitCents,
        periodLimitCents: invitation.periodLimitCents,
        limitPeriod: invitation.limitPeriod,
      },
    });
    await tx.companyInvitation.update({ where: { id }, data: { acceptedAt: now, acceptedById: me.id } });
    // The one-person company left behind held nothing: it goes.
    await tx.company.delete({ where: { id: me.companyId } });
    return {
      company: await tx.company.findUniqueOrThrow({ where: { id: invitation.companyId } }),
      role: invitation.role,
    };
  });
  await sessionsChanged(ctx);
  return result;
}

/**
 * An invitation stands only while whoever sent it still runs that company with a verified e-mail, or acts for the
 * shop (a shop admin; none named: made by the shop). Read under the company's lock, so a demotion, removal or move
 * that missed closing it cannot let its sender back in as company admin through it.
 */
async function assertInviterStillRuns(tx: Prisma.TransactionClient, invitation: CompanyInvitation) {
  if (!invitation.invitedById) return;
  const inviter = await tx.user.findUnique({ where: { id: invitation.invitedById } });
  const runs =
    inviter?.emailVerified === true &&
    (inviter.role === 'ADMIN' ||
      (inviter.companyId === invitation.companyId && inviter.companyRole === 'COMPANY_ADMIN'));
  if (!runs)
    throw closed(
      'This invitation is no longer valid: the person who sent it no longer runs the company. Ask a company admin for a new one.',
    );
}

/** Only someone alone in their own one-person company, with no orders in it, may move by accepting an invitation. */
async function assertMayLeave(tx: Prisma.TransactionClient, companyId: string) {
  const [company, members, orders] = await Promise.all([
    tx.company.findUniqueOrThrow({ where: { id: companyId } }),
    tx.user.count({ where: { companyId } }),
    tx.purchaseOrder.count({ where: { companyId } }),
  ]);
  if (!company.personal || members > 1 || orders > 0) {
    const why =
      orders > 0 ? 'your account already has orders of its own' : `you already belong to ${company.name}`;
    throw new AppError(
      'CONFLICT',
      `You cannot accept this invitation yourself: ${why}. Ask the shop to move you to the new company.`,
      { reason: 'IN_ANOTHER_COMPANY' },
    );
  }
}
