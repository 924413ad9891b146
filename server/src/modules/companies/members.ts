/**
 * Members and their company roles (issue #28): company admins change roles and remove members of their own
 * company; shop admins move anyone into any company. A company with members always keeps a company admin: every
 * change locks the company row first, so two admins demoting each other at once cannot leave it with none.
 */
import { COMPANY_ROLES, COMPANY_ROLE_LABELS, type CompanyRoleName } from '@gluegun/common';
import type { Context, SessionUser } from '../../context';
import { AppError, badInput, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin, type Operation } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId } from '../../lib/validate';
import { sessionsChanged } from '../../auth/sessions-changed';
import type { CompanyRole, Prisma, User } from '../../generated/prisma/client';

type Tx = Prisma.TransactionClient;

export function roleOf(raw: unknown): CompanyRole {
  if (typeof raw !== 'string' || !(COMPANY_ROLES as readonly string[]).includes(raw)) throw badInput('Choose a role from the list', 'role');
  return raw as CompanyRoleName;
}

/** Locks companies in id order (no deadlock between two moves in opposite directions). */
export async function lockCompanies(tx: Tx, ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  await tx.$queryRaw`SELECT "id" FROM "Company" WHERE "id" = ANY(${sorted}::uuid[]) ORDER BY "id" FOR UPDATE`;
}

/** Refuses a change that would leave `companyId` with members but no company admin (call after the change, in the transaction). */
export async function assertKeepsAdmin(tx: Tx, companyId: string) {
  const [members, admins] = await Promise.all([
    tx.user.count({ where: { companyId } }),
    tx.user.count({ where: { companyId, companyRole: 'COMPANY_ADMIN' } }),
  ]);
  if (members > 0 && admins === 0) {
    throw new AppError('CONFLICT', 'A company keeps at least one company admin: make someone else company admin first.', { reason: 'LAST_COMPANY_ADMIN', field: 'role' });
  }
}

/** The member a company admin acts on: in the caller's company (shop admins: anyone, where `adminMay`). */
async function memberFor(tx: Tx, ctx: Context, caller: SessionUser, rawUserId: string, adminMay: boolean): Promise<User> {
  const id = normalizeId(rawUserId);
  const member = id ? await tx.user.findUnique({ where: { id } }) : null;
  if (!member) throw notFound('Member');
  if (member.companyId !== caller.companyId && !(adminMay && isAdmin(ctx))) throw forbidden('This person is not a member of your company');
  return member;
}

async function changeMember(ctx: Context, op: Operation, rawUserId: string, change: (tx: Tx, member: User) => Promise<User>) {
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
    await revokeLostKeys(tx, member, after);
    return after;
  });
  await sessionsChanged(ctx);
  return updated;
}

/**
 * A company admin's API keys for their company (issue #31) stop when they stop running it (demoted, removed, moved):
 * revoked for good here, so making them company admin again later never brings an old key back.
 */
async function revokeLostKeys(tx: Tx, before: Pick<User, 'id' | 'companyId'>, after: Pick<User, 'companyId' | 'companyRole'>) {
  if (after.companyId === before.companyId && after.companyRole === 'COMPANY_ADMIN') return;
  await tx.apiKey.updateMany({ where: { userId: before.id, companyId: before.companyId, revokedAt: null }, data: { revokedAt: new Date() } });
}

/** A company admin (or a shop admin) gives a member another company role. */
export async function setMemberRole(ctx: Context, rawUserId: string, rawRole: unknown) {
  const role = roleOf(rawRole);
  return changeMember(ctx, 'setMemberRole', rawUserId, (tx, member) => tx.user.update({ where: { id: member.id }, data: { companyRole: role } }));
}

/**
 * A company admin removes a member: they keep their sign-in and their own open items, in a new one-person company
 * of their own; orders they placed stay with the company they were placed for.
 */
export async function removeCompanyMember(ctx: Context, rawUserId: string) {
  return changeMember(ctx, 'removeCompanyMember', rawUserId, async (tx, member) => {
    const own = await tx.company.create({ data: { name: member.displayName?.trim() || member.email, personal: true } });
    return tx.user.update({ where: { id: member.id }, data: { companyId: own.id, companyRole: 'COMPANY_ADMIN' } });
  });
}

/** Shop admins move a user into a company with a role (the only way to move someone out of a company with others or with orders). */
export async function moveUserToCompany(ctx: Context, rawUserId: string, rawCompanyId: string, rawRole: unknown) {
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
    const after = await tx.user.update({ where: { id: userId }, data: { companyId, companyRole: role } });
    await assertKeepsAdmin(tx, user.companyId);
    await revokeLostKeys(tx, user, after);
    // The company moved into has members now: no longer one person's own (an invitation could move them out).
    await tx.company.update({ where: { id: companyId }, data: { personal: false } });
    return after;
  });
  await sessionsChanged(ctx);
  return moved;
}

export const roleLabel = (role: CompanyRole) => COMPANY_ROLE_LABELS[role];
