/** Companies and invitations as cursor pages (docs/decisions/029-cursor-pages.md). */
import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import { nowOf, type Context } from '../../context';
import { Allow, allowUser } from '../../auth/access';
import { keysetPage, withKey, type ListName, type PageArgs } from '../../lib/connection';
import { connectionOf, PageArgsInput, totalCountOf } from '../../lib/connection-type';
import type { Prisma } from '../../generated/prisma/client';
import { Company, CompanyInvitation } from './company.type';
import { companySearchWhere } from './company.service';
import { openWhere } from './invitations';

export const CompanyConnection = connectionOf(Company, 'Company', 'A page of companies, newest first, by cursor');
export const CompanyInvitationConnection = connectionOf(CompanyInvitation, 'CompanyInvitation', 'A page of invitations, newest first, by cursor');
export const MyInvitationConnection = connectionOf(CompanyInvitation, 'MyInvitation', 'A page of open invitations to you, newest first, by cursor');

/** Shop admins: companies by name or member e-mail, newest first like `companies`. */
export async function companyConnection(ctx: Context, args: PageArgs & { search?: string | null }) {
  allowUser(ctx, 'companyConnection');
  const where = companySearchWhere(args.search);
  const page = await keysetPage(args, 'companies', {
    rows: (past, orderBy, take) => ctx.db.company.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) => (await ctx.db.company.findFirst({ where: withKey(where, past), select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.company.count({ where }) };
}

async function invitationPage(ctx: Context, args: PageArgs, list: ListName, where: Prisma.CompanyInvitationWhereInput) {
  const page = await keysetPage(args, list, {
    rows: (past, orderBy, take) => ctx.db.companyInvitation.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) => (await ctx.db.companyInvitation.findFirst({ where: withKey(where, past), select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.companyInvitation.count({ where }) };
}

/** A company admin: every invitation of the company (open, accepted, revoked, expired), newest first. */
export async function companyInvitationConnection(ctx: Context, args: PageArgs) {
  const user = allowUser(ctx, 'companyInvitationConnection');
  return invitationPage(ctx, args, 'companyInvitations', { companyId: user.companyId });
}

/** Open invitations to the signed-in person's e-mail, newest first like `myInvitations`. */
export async function myInvitationConnection(ctx: Context, args: PageArgs) {
  const user = allowUser(ctx, 'myInvitationConnection');
  return invitationPage(ctx, args, 'myInvitations', { email: user.email, ...openWhere(nowOf(ctx)) });
}

@Resolver()
export class CompanyConnectionResolver {
  @Allow('companyConnection')
  @Query(() => CompanyConnection, { description: 'Companies by name or member e-mail as cursor pages, newest first: first/after or last/before, at most 100 a page. Shop admins only.' })
  companyConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput, @Arg('search', () => String, { nullable: true }) search?: string) {
    return companyConnection(ctx, { ...args, search });
  }

  @Allow('companyInvitationConnection')
  @Query(() => CompanyInvitationConnection, { description: 'Every invitation of your company as cursor pages, newest first: first/after or last/before, at most 100 a page. Company admins.' })
  companyInvitationConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return companyInvitationConnection(ctx, args);
  }

  @Allow('myInvitationConnection')
  @Query(() => MyInvitationConnection, { description: 'Open invitations to your e-mail address as cursor pages, newest first: first/after or last/before, at most 100 a page' })
  myInvitationConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return myInvitationConnection(ctx, args);
  }
}

export const CompanyCountResolver = totalCountOf(CompanyConnection, 'All companies the search selects, on every page');
export const CompanyInvitationCountResolver = totalCountOf(CompanyInvitationConnection, 'All the company\'s invitations, on every page');
export const MyInvitationCountResolver = totalCountOf(MyInvitationConnection, 'All open invitations to you, on every page');
