/**
 * Companies (docs/decisions/037-company-accounts.md): a member reads their company; its company admins
 * edit the profile and the ship-to address book; shop admins list, create and edit any company and its credit.
 * Members and roles: members.ts; invitations: invitations.ts.
 */
import {
  MAX_LOCATIONS,
  companyLocationSchema,
  companyProfileSchema,
  creditTermsSchema,
} from '@gluegun/common';
import type { Context } from '../../context';
import { badInput, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin } from '../../auth/access';
import { normalizeId, validate } from '../../lib/validate';
import { escapeLike } from '../../lib/text';
import type { Prisma } from '../../generated/prisma/client';

export type { Company, CompanyInvitation, CompanyLocation, User } from '../../generated/prisma/client';
import { liftHoldOf } from '../credit/credit.service';

/** The signed-in person's company. */
export async function myCompany(ctx: Context) {
  const user = allowUser(ctx, 'myCompany');
  return ctx.db.company.findUniqueOrThrow({ where: { id: user.companyId } });
}

/** Whether the caller may read this company's members, locations and credit: its members and shop admins. */
export function seesCompany(ctx: Context, companyId: string): boolean {
  return isAdmin(ctx) || ctx.user?.companyId === companyId;
}

/** A company admin edits their company's name, tax id and billing address. */
export async function updateMyCompany(ctx: Context, input: unknown) {
  const user = allowUser(ctx, 'updateMyCompany');
  const profile = await validate(companyProfileSchema, input ?? {});
  return ctx.db.company.update({ where: { id: user.companyId }, data: { ...profile, personal: false } });
}

export async function locationsOf(ctx: Context, companyId: string) {
  if (!seesCompany(ctx, companyId)) return [];
  return ctx.db.companyLocation.findMany({
    where: { companyId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
}

/** A company admin adds a ship-to address (at most MAX_LOCATIONS). */
export async function addCompanyLocation(ctx: Context, input: unknown) {
  const user = allowUser(ctx, 'addCompanyLocation');
  const location = await validate(companyLocationSchema, input ?? {});
  const count = await ctx.db.companyLocation.count({ where: { companyId: user.companyId } });
  if (count >= MAX_LOCATIONS)
    throw badInput(`A company can keep at most ${MAX_LOCATIONS} locations: remove one first`, 'label');
  return ctx.db.companyLocation.create({
    data: { ...location, country: location.country!, companyId: user.companyId },
  });
}

/** A company admin removes a ship-to address of their own company (orders keep the address they were sent to). */
export async function removeCompanyLocation(ctx: Context, rawId: string) {
  const user = allowUser(ctx, 'removeCompanyLocation');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Location');
  const done = await ctx.db.companyLocation.deleteMany({ where: { id, companyId: user.companyId } });
  if (done.count > 0) return true;
  if (await ctx.db.companyLocation.findUnique({ where: { id } }))
    throw forbidden("This location is not your company's");
  throw notFound('Location');
}

/**
 * A company admin changes a ship-to address of their own company with the add form's rules (orders keep the
 * address they were sent to). Another company's location is refused as remove refuses it.
 */
export async function updateCompanyLocation(ctx: Context, rawId: string, input: unknown) {
  const user = allowUser(ctx, 'updateCompanyLocation');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Location');
  const location = await validate(companyLocationSchema, input ?? {});
  const done = await ctx.db.companyLocation.updateMany({
    where: { id, companyId: user.companyId },
    data: { ...location, country: location.country! },
  });
  if (done.count > 0) return ctx.db.companyLocation.findUniqueOrThrow({ where: { id } });
  if (await ctx.db.companyLocation.findUnique({ where: { id } }))
    throw forbidden("This location is not your company's");
  throw notFound('Location');
}

export interface CompanyFilter {
  search?: string | null;
  take?: number;
  skip?: number;
}

/** Shop admins: customer companies by name or member e-mail, newest first. */
export async function companies(ctx: Context, filter: CompanyFilter = {}) {
  allowUser(ctx, 'companies');
  const take = filter.take ?? 50;
  const skip = filter.skip ?? 0;
  if (!Number.isInteger(take) || take < 1 || take > 100) throw badInput('take must be from 1 to 100', 'take');
  if (!Number.isInteger(skip) || skip < 0 || skip > 1_000_000)
    throw badInput('skip must be from 0 to 1000000', 'skip');
  const where = companySearchWhere(filter.search);
  const [rows, total] = await Promise.all([
    ctx.db.company.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take, skip }),
    ctx.db.company.count({ where }),
  ]);
  return { rows, total };
}

/**
 * The shop's customers: every company but those whose members are all shop admins (a shop admin's own one-person
 * company is not a customer). A company with no members yet is one, waiting for its people.
 */
const CUSTOMER_COMPANY: Prisma.CompanyWhereInput = {
  OR: [{ members: { none: {} } }, { members: { some: { role: { not: 'ADMIN' } } } }],
};

/**
 * Customer companies (CUSTOMER_COMPANY) whose name or a member's e-mail contains `search` (all of them when empty):
 * every shop admin's list and picker of companies reads through here.
 */
export function companySearchWhere(raw: string | null | undefined): Prisma.CompanyWhereInput {
  const search = raw?.trim().slice(0, 200);
  // `%` and `_` are LIKE wildcards: escaped, they match themselves (as in the product search).
  const like = search ? escapeLike(search) : '';
  return like
    ? {
        AND: [
          CUSTOMER_COMPANY,
          {
            OR: [
              { name: { contains: like, mode: 'insensitive' } },
              { members: { some: { email: { contains: like.toLowerCase() } } } },
            ],
          },
        ],
      }
    : CUSTOMER_COMPANY;
}

async function companyById(ctx: Context, rawId: string) {
  const id = normalizeId(rawId);
  const company = id ? await ctx.db.company.findUnique({ where: { id } }) : null;
  if (!company) throw notFound('Company');
  return company;
}

export async function company(ctx: Context, rawId: string) {
  allowUser(ctx, 'company');
  return companyById(ctx, rawId);
}

/** Shop admins create a company (its members come by invitation or by moving users into it). */
export async function createCompany(ctx: Context, input: unknown) {
  allowUser(ctx, 'createCompany');
  const profile = await validate(companyProfileSchema, input ?? {});
  return ctx.db.company.create({ data: { ...profile, personal: false } });
}

export async function updateCompany(ctx: Context, rawId: string, input: unknown) {
  allowUser(ctx, 'updateCompany');
  const { id } = await companyById(ctx, rawId);
  const profile = await validate(companyProfileSchema, input ?? {});
  return ctx.db.company.update({ where: { id }, data: { ...profile, personal: false } });
}

/** Shop admins set a company's credit limit and payment terms (null = the shop's default). */
export async function setCompanyCreditTerms(ctx: Context, rawId: string, input: unknown) {
  allowUser(ctx, 'setCompanyCreditTerms');
  const { id } = await companyById(ctx, rawId);
  const terms = await validate(creditTermsSchema, input ?? {});
  return ctx.db.company.update({
    where: { id },
    data: { creditLimitCents: terms.creditLimitCents, paymentTermsDays: terms.paymentTermsDays },
  });
}

export async function liftCompanyCreditHold(ctx: Context, rawId: string) {
  allowUser(ctx, 'liftCompanyCreditHold');
  const { id } = await companyById(ctx, rawId);
  await liftHoldOf(ctx, id);
  return ctx.db.company.findUniqueOrThrow({ where: { id } });
}

/** A member's company (the User.company field): themselves, a colleague, or any for shop admins. */
export async function companyOfUser(ctx: Context, user: { companyId: string }) {
  if (!seesCompany(ctx, user.companyId)) throw forbidden('This company is not yours');
  return ctx.loaders.company.load(user.companyId);
}
