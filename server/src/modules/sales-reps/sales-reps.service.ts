/**
 * Sales reps (docs/decisions/084): staff with the salesRep flag whom shop admins assign to companies. A rep reads
 * only the companies assigned to them, read fresh on every request, so an unassigned rep loses them at once.
 */
import {
  MAX_REPS_PER_COMPANY,
  MAX_REPS_READ,
  MAX_REP_COMPANIES_READ,
  MAX_REP_COMPANY_MEMBERS,
  MAX_LOCATIONS,
} from '@gluegun/common';
import { allowUser } from '../../auth/access';
import {
  LIMITED_REP_ACTS_AS,
  OUTSIDE_REP_LOCATIONS,
  reaches,
  repReach,
  servesCompany,
} from '../../auth/act-as';
import { sessionsChanged } from '../../auth/sessions-changed';
import type { Context } from '../../context';
import { inTransaction } from '../../db/retry';
import { AppError, badInput, forbidden } from '../../errors';
import { normalizeId } from '../../lib/validate';

/** One advisory lock for rep changes: flag and assignments move together. */
const REPS_LOCK = 727_302;

const REP_SELECT = { id: true, email: true, displayName: true } as const;

/** The reps of `companyId`, by e-mail, each with the locations their assignment is limited to (null: all). */
async function repsOf(ctx: Context, companyId: string) {
  const rows = await ctx.db.salesRepAssignment.findMany({
    where: { companyId },
    select: { repId: true, locationLimited: true, locationIds: true },
  });
  const reps = await ctx.db.user.findMany({
    where: { id: { in: rows.map((r) => r.repId) }, salesRep: true },
    select: REP_SELECT,
    orderBy: [{ email: 'asc' }],
  });
  return reps.map((r) => {
    const row = rows.find((x) => x.repId === r.id)!;
    return { ...r, locationIds: row.locationLimited ? row.locationIds : null };
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

/**
 * Shop admins limit a rep's assignment to some of the company's locations (docs/decisions/117), or give the whole
 * company back with none. The rep must already serve the company; every location must be the company's own.
 */
export async function setRepLocations(
  ctx: Context,
  rawCompanyId: string,
  rawRepId: string,
  rawLocationIds: unknown,
) {
  allowUser(ctx, 'setRepLocations');
  if (!Array.isArray(rawLocationIds))
    throw badInput("locationIds must be a list of the company's location ids", 'locationIds');
  if (rawLocationIds.length > MAX_LOCATIONS)
    throw badInput(`A rep can be limited to at most ${MAX_LOCATIONS} locations`, 'locationIds');
  const ids = [...new Set(rawLocationIds.map((id) => (typeof id === 'string' ? normalizeId(id) : null)))];
  const companyId = await companyIdOf(ctx, rawCompanyId);
  const repId = normalizeId(rawRepId);
  await inTransaction(ctx.db, async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${REPS_LOCK})`;
    const assigned =
      repId &&
      (await tx.salesRepAssignment.findUnique({
        where: { companyId_repId: { companyId, repId } },
        select: { repId: true },
      }));
    if (!assigned)
      throw new AppError('NOT_FOUND', 'Sales rep not found: assign the rep to this company first', {
        field: 'repId',
      });
    const own = ids.includes(null)
      ? []
      : await tx.companyLocation.findMany({
          where: { id: { in: ids as string[] }, companyId },
          select: { id: true },
        });
    if (own.length !== ids.length)
      throw new AppError(
        'NOT_FOUND',
        "Location not found: a rep can be limited only to this company's locations",
        {
          field: 'locationIds',
        },
      );
    const locationIds = ids as string[];
    await tx.salesRepAssignment.update({
      where: { companyId_repId: { companyId, repId: repId! } },
      data: { locationLimited: locationIds.length > 0, locationIds },
    });
  });
  return repsOf(ctx, companyId);
}

/** The companies the calling rep serves, by name (none for anyone else). */
export async function myRepCompanies(ctx: Context) {
  const user = allowUser(ctx, 'myRepCompanies');
  const rep = await ctx.db.user.findUnique({ where: { id: user.id }, select: { salesRep: true } });
  if (!rep?.salesRep) return [];
  const assignments = await ctx.db.salesRepAssignment.findMany({
    where: { repId: user.id },
    select: { companyId: true, locationLimited: true, locationIds: true },
  });
  const companies = await ctx.db.company.findMany({
    where: { id: { in: assignments.map((r) => r.companyId) } },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }, { id: 'asc' }],
    take: MAX_REP_COMPANIES_READ,
  });
  return Promise.all(
    companies.map(async (c) => ({
      ...c,
      members: await ctx.db.user.findMany({
        // A rep limited to locations lists only the members who ship to one of them: the ones they may act as.
        where: {
          companyId: c.id,
          role: 'CUSTOMER',
          salesRep: false,
          ...locationWhere(assignments.find((a) => a.companyId === c.id)!),
        },
        select: { id: true, email: true, displayName: true, companyRole: true },
        orderBy: [{ email: 'asc' }],
        take: MAX_REP_COMPANY_MEMBERS,
      }),
    })),
  );
}

/**
 * The members a limited assignment reaches, by the ship-to location column and a role that sees only its own orders
 * (LIMITED_REP_ACTS_AS); nothing for an unlimited one.
 */
function locationWhere(a: { locationLimited: boolean; locationIds: string[] }) {
  return a.locationLimited
    ? { shipToLocationId: { in: a.locationIds }, companyRole: { in: [...LIMITED_REP_ACTS_AS] } }
    : {};
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
    ? await ctx.db.user.findFirst({
        where: { id: buyerId, companyId },
        select: { id: true, shipToLocationId: true },
      })
    : null;
  if (!found) throw new AppError('NOT_FOUND', 'Buyer not found', { field: 'buyerId' });
  // A rep limited to locations previews only the buyers who ship to one of them.
  const user = ctx.user;
  if (user && user.role !== 'ADMIN') {
    const reach = await repReach(ctx, user.id, companyId);
    if (!reach || !reaches(reach, found.shipToLocationId)) throw forbidden(OUTSIDE_REP_LOCATIONS);
  }
  return found.id;
}

/** A rep's view of an assigned company's purchase orders, newest first. */
export async function repCompanyOrders(ctx: Context, rawCompanyId: string, take = 50) {
  const user = allowUser(ctx, 'repCompanyOrders');
  if (!Number.isInteger(take) || take < 1 || take > 100) throw badInput('take must be from 1 to 100', 'take');
  const companyId = await staffCompany(ctx, user.id, user.role === 'ADMIN', rawCompanyId);
  // A rep limited to locations sees the orders stamped with one of them (docs/decisions/109, 117).
  const reach = user.role === 'ADMIN' ? null : await repReach(ctx, user.id, companyId);
  const rows = await ctx.db.purchaseOrder.findMany({
    where: {
      companyId,
      ...(reach?.locationIds ? { shipToLocationId: { in: reach.locationIds } } : {}),
    },
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
