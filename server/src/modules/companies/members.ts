/**
 * Members and their company roles: company admins change roles and remove members of their own
 * company; shop admins move anyone into any company. A company with members always keeps a company admin: every
 * change locks the company row first, so two admins demoting each other at once cannot leave it with none.
 */
import { COMPANY_ROLES, COMPANY_ROLE_LABELS, type CompanyRoleName } from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { AppError, badInput, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin, type Operation } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { lockCompanies } from '../../db/locks';
import { normalizeId } from '../../lib/validate';
import { sessionsChanged } from '../../auth/sessions-changed';
import type { CompanyRole, Prisma, User } from '../../generated/prisma/client';

type Tx = Prisma.TransactionClient;

export function roleOf(raw: unknown): CompanyRole {
  if (typeof raw !== 'string' || !(COMPANY_ROLES as readonly string[]).includes(raw))
    throw badInput('Choose a role from the list', 'role');
  return raw as CompanyRoleName;
}

/** Refuses a change that would leave `companyId` with members but no company admin (call after the change, in the transaction). */
export async function assertKeepsAdmin(tx: Tx, companyId: string) {
  const [members, admins] = await Promise.all([
    tx.user.count({ where: { companyId } }),
    tx.user.count({ where: { companyId, companyRole: 'COMPANY_ADMIN' } }),
  ]);
  if (members > 0 && admins === 0) {
    throw new AppError(
      'CONFLICT',
      'A company keeps at least one company admin: make someone else company admin first.',
      { reason: 'LAST_COMPANY_ADMIN', field: 'role' },
    );
  }
}

/** The member a company admin acts on: in the caller's company (shop admins: anyone, where `adminMay`). */
async function memberFor(
  tx: Tx,
  ctx: Context,
  caller: SessionUser,
  rawUserId: string,
  adminMay: boolean,
): Promise<User> {
  const id = normalizeId(rawUserId);
  const member = id ? await tx.user.findUnique({ where: { id } }) : null;
  if (!member) throw notFound('Member');
  if (member.companyId !== caller.companyId && !(adminMay && isAdmin(ctx)))
    throw forbidden('This person is not a member of your company');
  return member;
}

async function changeMember(
  ctx: Context,
  op: Operation,
  rawUserId: string,
  change: (tx: Tx, member: User) => Promise<User>,
) {
  const caller = allowUser(ctx, op);
  const adminMay = op === 'setMemberRole';
  const updated = await inTransaction(ctx.db, async (tx) => {
    const first = await memberFor(tx, ctx, caller, rawUserId, adminMay);
    await lockCompanies(tx, [first.companyId]);
    // Read again under the lock: the member may have moved meanwhile.
    const member = await memberFor(tx, ctx, caller, rawUserId, adminMay);
    if (member.companyId !== first.companyId) throw notFound('Member');
    const after = await change(tx, member);
    await assertKeepsAdmin(tx, member.companyId);
    await revokeLostAdminRights(tx, member, after, nowOf(ctx));
    return after;
  });
  await sessionsChanged(ctx);
  return updated;
}

/**
 * What a company admin made for their company stops when they stop running it (demoted, removed, moved): their API
 * keys for it and the invitations they sent that are still open, so they cannot come back as company
 * admin through one sent to another address of theirs. Revoked for good: making them company admin again later never
 * brings an old key or invitation back. (Acceptance checks the inviter again: invitations.ts.)
 */
async function revokeLostAdminRights(
  tx: Tx,
  before: Pick<User, 'id' | 'companyId'>,
  after: Pick<User, 'companyId' | 'companyRole'>,
  now: Date,
) {
  if (after.companyId === before.companyId && after.companyRole === 'COMPANY_ADMIN') return;
  await tx.apiKey.updateMany({
    where: { userId: before.id, companyId: before.companyId, revokedAt: null },
    data: { revokedAt: now },
  });
  await revokeInvitationsSentBy(tx, before.id, now, before.companyId);
}

/** Closes the still open invitations `userId` sent (to `companyId` only, when given). */
export async function revokeInvitationsSentBy(tx: Tx, userId: string, now: Date, companyId?: string) {
  await tx.companyInvitation.updateMany({
    where: {
      invitedById: userId,
      ...(companyId ? { companyId } : {}),
      acceptedAt: null,
      revokedAt: null,
      expiresAt: { gt: now },
    },
    data: { revokedAt: now },
  });
}

/** Spending limits are set by the company a person buys for: they do not follow the person into another company. */
const NO_LIMITS = { orderLimitCents: null, periodLimitCents: null, limitPeriod: null } as const;

/** A member leaves for a new one-person company of their own, which they run; their orders stay where they were placed. */
async function moveOut(tx: Tx, member: User): Promise<User> {
  const own = await tx.company.create({
    data: { name: member.displayName?.trim() || member.email, personal: true },
  });
  return tx.user.update({
    where: { id: member.id },
    data: { companyId: own.id, companyRole: 'COMPANY_ADMIN', ...NO_LIMITS },
  });
}

/**
 * The identity behind an account changed hands (the verified owner took the address over from an unverified holder,
 * or the address turned verified): what the earlier holder made or brought in ends (docs/decisions/046). Every API
 * key of the account, every invitation it sent that is still open, and the people who joined its company through its
 * invitations, who move out into one-person companies of their own, and so on for the people those brought in; and
 * the account itself leaves a company it shares with others (the earlier holder's membership is not the owner's).
 * The company keeps a company admin: when none is left, the member with the oldest account becomes one.
 * Call in the sign-in's transaction; the caller ends the account's sessions.
 */
export async function endWhatTheyMade(tx: Tx, account: User, now: Date) {
  await lockCompanies(tx, [account.companyId]);
  await tx.apiKey.updateMany({ where: { userId: account.id, revokedAt: null }, data: { revokedAt: now } });
  await revokeInvitationsSentBy(tx, account.id, now);
  const seen = new Set([account.id]);
  const inviters = [account.id];
  while (inviters.length > 0) {
    const inviter = inviters.pop()!;
    const joined = await tx.companyInvitation.findMany({
      where: { invitedById: inviter, companyId: account.companyId, acceptedById: { not: null } },
      select: { acceptedById: true },
    });
    for (const { acceptedById } of joined) {
      if (!acceptedById || seen.has(acceptedById)) continue;
      seen.add(acceptedById);
      const member = await tx.user.findUnique({ where: { id: acceptedById } });
      if (member?.companyId !== account.companyId) continue;
      await revokeLostAdminRights(tx, member, await moveOut(tx, member), now);
      inviters.push(member.id);
    }
  }
  // The new holder does not inherit the earlier holder's place in a company of others (its orders stay there).
  if ((await tx.user.count({ where: { companyId: account.companyId, id: { not: account.id } } })) > 0)
    await moveOut(tx, account);
  await keepAnAdmin(tx, account.companyId);
}

/** Where nobody can be asked first (a sign-in), a company left with members but no company admin gets one. */
async function keepAnAdmin(tx: Tx, companyId: string) {
  if ((await tx.user.count({ where: { companyId, companyRole: 'COMPANY_ADMIN' } })) > 0) return;
  const first = await tx.user.findFirst({
    where: { companyId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  if (first) await tx.user.update({ where: { id: first.id }, data: { companyRole: 'COMPANY_ADMIN' } });
}

/** A company admin (or a shop admin) gives a member another company role. */
export async function setMemberRole(ctx: Context, rawUserId: string, rawRole: unknown) {
  const role = roleOf(rawRole);
  return changeMember(ctx, 'setMemberRole', rawUserId, (tx, member) =>
    tx.user.update({ where: { id: member.id }, data: { companyRole: role } }),
  );
}

/**
 * A company admin removes a member: they keep their sign-in and their own open items, in a new one-person company
 * of their own; orders they placed stay with the company they were placed for.
 */
export async function removeCompanyMember(ctx: Context, rawUserId: string) {
  return changeMember(ctx, 'removeCompanyMember', rawUserId, (tx, member) => moveOut(tx, member));
}

/** Shop admins move a user into a company with a role (the only way to move someone out of a company with others or with orders). */
export async function moveUserToCompany(
  ctx: Context,
  rawUserId: string,
  rawCompanyId: string,
  rawRole: unknown,
) {
  allowUser(ctx, 'moveUserToCompany');
  const role = roleOf(rawRole);
  const userId = normalizeId(rawUserId);
  const companyId = normalizeId(rawCompanyId);
  if (!userId) throw notFound('User');
  if (!companyId) throw notFound('Company');
  const moved = await inTransaction(ctx.db, async (tx) => {
    const before = await tx.user.findUnique({ where: { id: userId } });
    if (!before) throw notFound('User');
    if (!(await tx.company.findUnique({ where: { id: companyId } }))) throw notFound('Company');
    await lockCompanies(tx, [before.companyId, companyId]);
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    // Whoever holds an unverified address may not be its owner: they join a company once the address is verified.
    if (!user.emailVerified)
      throw forbidden(
        'This person has not verified their e-mail address yet: they can be moved once they have.',
        { reason: 'EMAIL_NOT_VERIFIED' },
      );
    const after = await tx.user.update({
      where: { id: userId },
      data: { companyId, companyRole: role, ...(companyId === user.companyId ? {} : NO_LIMITS) },
    });
    await assertKeepsAdmin(tx, user.companyId);
    await revokeLostAdminRights(tx, user, after, nowOf(ctx));
    // The company moved into has members now: no longer one person's own (an invitation could move them out).
    await tx.company.update({ where: { id: companyId }, data: { personal: false } });
    return after;
  });
  await sessionsChanged(ctx);
  return moved;
}

export const roleLabel = (role: CompanyRole) => COMPANY_ROLE_LABELS[role];
