/**
 * Sales reps (docs/decisions/084): staff with the salesRep flag whom shop admins assign to companies. A rep reads
 * only the companies assigned to them, read fresh on every request, so an unassigned rep loses them at once.
 */
import {
  MAX_REPS_PER_COMPANY,
  MAX_REPS_READ,
  MAX_REP_COMPANIES_READ,
  MAX_REP_COMPANY_MEMBERS,
} from '@gluegun/common';
import { allowUser } from '../../auth/access';
import { servesCompany } from '../../auth/act-as';
import { sessionsChanged } from '../../auth/sessions-changed';
import type { Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { AppError, badInput, forbidden } from '../../errors';
import { normalizeId } from '../../lib/validate';

/** One advisory lock for rep changes: flag and assignments move together. */
const REPS_LOCK = 727_302;

const REP_SELECT = { id: true, email: true, displayName: true } as const;

/** The reps of `companyId`, by name. */
async function repsOf(ctx: Context, companyId: string) {
  const rows = await ctx.db.salesRepAssignment.findMany({ where: { companyId }, select: { repId: true } });
  return ctx.db.user.findMany({
    where: { id: { in: rows.map((r) => r.repId) }, salesRep: true },
    select: REP_SELECT,
    orderBy: [{ email: 'asc' }],
  });
}

/** A company's id from an argument, or NOT_FOUND. */
async function companyIdOf(ctx: Context, rawId: string, field = 'companyId'): Promise<string> {
  const id = normalizeId(rawId);
  const found = id && (await ctx.db.company.findUnique({ where: { id }, select: { id: true } }));
  if (!found) throw new AppError('NOT_FOUND', 'Company not found', { field });
  return found.id;
}

/** Shop admins make a user a sales rep or take it back; taking it back ends their assignments and act-as sessions. */
export async function setSalesRep(ctx: Context, rawUserId: string, salesRep: boolean) {
  allowUser(ctx, 'setSalesRep');
  if (typeof salesRep !== 'boolean') throw badInput('salesRep must be true or false', 'salesRep');
  const userId = normalizeId(rawUserId);
  if (!userId) throw new AppError('NOT_FOUND', 'User not found', { field: 'userId' });
  const user = await inTransaction(ctx.db, async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REPS_LOCK})`;
    const found = await tx.user.findUnique({ where: { id: userId }, select: { id: true, role: true } });
    if (!found) throw new AppError('NOT_FOUND', 'User not found', { field: 'userId' });
    if (salesRep && found.role === 'ADMIN')
      throw badInput('A shop admin already serves every company: only customers become sales reps', 'userId');
    await tx.user.update({ where: { id: userId }, data: { salesRep } });
    if (!salesRep) {
      await tx.salesRepAssignment.deleteMany({ where: { repId: userId } });
      await tx.actAsSession.updateMany({
        where: { actorId: userId, endedAt: null },
        data: { endedAt: new Date() },
      });
    }
    return tx.user.findUniqueOrThrow({ where: { id: userId }, select: { ...REP_SELECT, salesRep: true } });
  });
  await sessionsChanged(ctx);
  return user;
}

/** Every sales rep, by e-mail, with the companies each serves. */
export async function salesReps(ctx: Context) {
  allowUser(ctx, 'salesReps');
  const reps = await ctx.db.user.findMany({
    where: { salesRep: true },
    select: REP_SELECT,
    orderBy: [{ email: 'asc' }],
    take: MAX_REPS_READ,
  });
  const assigned = await ctx.db.salesRepAssignment.findMany({
    where: { repId: { in: reps.map((r) => r.id) } },
    select: { repId: true, companyId: true },
  });
  const companies = await ctx.db.company.findMany({
    where: { id: { in: [...new Set(assigned.map((a) => a.companyId))] } },
    select: { id: true, name: true },
  });
  const byId = new Map(companies.map((c) => [c.id, c]));
  return reps.map((r) => ({
    ...r,
    companies: assigned
      .filter((a) => a.repId === r.id)
      .map((a) => byId.get(a.companyId)!)
      .filter(Boolean)
      .sort((a, b) => a.name.localeCompare(b.name))
      .slice(0, MAX_REP_COMPANIES_READ),
  }));
}

/** The reps of one company. */
export async function companyReps(ctx: Context, rawCompanyId: string) {
  allowUser(ctx, 'companyReps');
  return repsOf(ctx, await companyIdOf(ctx, rawCompanyId));
}

/** Shop admins set the whole set of a company's reps: each must be a sales rep. */
export async function setCompanyReps(ctx: Context, rawCompanyId: string, rawRepIds: unknown) {
  allowUser(ctx, 'setCompanyReps');
  if (!Array.isArray(rawRepIds)) throw badInput("repIds must be a list of sales reps' ids", 'repIds');
  if (rawRepIds.length > MAX_REPS_PER_COMPANY)
    throw badInput(`A company can have at most ${MAX_REPS_PER_COMPANY} sales reps`, 'repIds');
  const ids = [...new Set(rawRepIds.map((id) => (typeof id === 'string' ? normalizeId(id) : null)))];
  if (ids.includes(null)) throw new AppError('NOT_FOUND', 'Sales rep not found', { field: 'repIds' });
  const repIds = ids as string[];
  const companyId = await companyIdOf(ctx, rawCompanyId);
  await inTransaction(ctx.db, async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REPS_LOCK})`;
    const reps = await tx.user.findMany({
      where: { id: { in: repIds }, salesRep: true },
      select: { id: true },
    });
    if (reps.length !== repIds.length)
      throw new AppError('NOT_FOUND', 'Sales rep not found: make the user a sales rep first', {
        field: 'repIds',
      });
    const leaving = await tx.salesRepAssignment.findMany({
      where: { companyId, repId: { notIn: repIds } },
      select: { repId: true },
    });
    await tx.salesRepAssignment.deleteMany({ where: { companyId, repId: { notIn: repIds } } });
    await tx.salesRepAssignment.createMany({
      data: repIds.map((repId) => ({ companyId, repId })),
      skipDuplicates: true,
    });
    // An unassigned rep's open act-as sessions for the company end with the assignment.
    if (leaving.length > 0) {
      await tx.actAsSession.updateMany({
        where: { companyId, actorId: { in: leaving.map((l) => l.repId) }, endedAt: null },
        data: { endedAt: new Date() },
      });
    }
  });
  return repsOf(ctx, companyId);
}

/** The companies the calling rep serves, by name (none for anyone else). */
export async function myRepCompanies(ctx: Context) {
  const user = allowUser(ctx, 'myRepCompanies');
  const rep = await ctx.db.user.findUnique({ where: { id: user.id }, select: { salesRep: true } });
  if (!rep?.salesRep) return [];
  const companies = await ctx.db.company.findMany({
    where: {
      id: {
        in: (
          await ctx.db.salesRepAssignment.findMany({ where: { repId: user.id }, select: { companyId: true } })
        ).map((r) => r.companyId),
      },
    },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: MAX_REP_COMPANIES_READ,
  });
  return Promise.all(
    companies.map(async (c) => ({
      ...c,
      members: await ctx.db.user.findMany({
        where: { companyId: c.id, role: 'CUSTOMER', salesRep: false },
        select: { id: true, email: true, displayName: true, companyRole: true },
        orderBy: [{ email: 'asc' }],
        take: MAX_REP_COMPANY_MEMBERS,
      }),
    })),
  );
}

/**
 * The company a staff caller may look at: shop admins any, a sales rep only one assigned to them (else FORBIDDEN, as
 * if it were any other company's thing). Anyone else is refused.
 */
export async function staffCompany(
  ctx: Context,
  userId: string,
  isShopAdmin: boolean,
  rawCompanyId: string,
): Promise<string> {
  const companyId = normalizeId(rawCompanyId);
  if (!companyId) throw new AppError('NOT_FOUND', 'Company not found', { field: 'companyId' });
  if (isShopAdmin) return companyIdOf(ctx, companyId);
  if (!(await servesCompany(ctx, userId, companyId))) throw forbidden("You are not this company's sales rep");
  return companyId;
}

/**
 * A person of `companyId` (already checked as the caller's to see) whose ship-to location's lists a previewed price
 * counts too; anyone else reads as unknown, so a preview never reaches another company's location.
 */
export async function companyBuyer(ctx: Context, companyId: string, rawBuyerId: unknown): Promise<string> {
  const buyerId = normalizeId(rawBuyerId);
  const found = buyerId
    ? await ctx.db.user.findFirst({ where: { id: buyerId, companyId }, select: { id: true } })
    : null;
  if (!found) throw new AppError('NOT_FOUND', 'Buyer not found', { field: 'buyerId' });
  return found.id;
}

/** A rep's view of an assigned company's purchase orders, newest first. */
export async function repCompanyOrders(ctx: Context, rawCompanyId: string, take = 50) {
  const user = allowUser(ctx, 'repCompanyOrders');
  if (!Number.isInteger(take) || take < 1 || take > 100) throw badInput('take must be from 1 to 100', 'take');
  const companyId = await staffCompany(ctx, user.id, user.role === 'ADMIN', rawCompanyId);
  const rows = await ctx.db.purchaseOrder.findMany({
    where: { companyId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
    select: {
      id: true,
      number: true,
      invoiceNumber: true,
      buyerName: true,
      poNumber: true,
      totalCents: true,
      paymentStatus: true,
      fulfilmentStatus: true,
      createdAt: true,
    },
  });
  return rows;
}
