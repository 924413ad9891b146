/** Companies and invitations as cursor pages (docs/decisions/029-cursor-pages.md). */
import { nowOf, type Context } from '../../context';
import { allowUser } from '../../auth/access';
import { keysetPage, withKey, type ListName, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import type { Prisma } from '../../generated/prisma/client';
import { Company, CompanyInvitation } from './company.type';
import { companySearchWhere } from './company.service';
import { openWhere } from './invitations';

export const CompanyConnection = connectionOf(
  Company,
  'Company',
  'A page of companies, newest first, by cursor',
);
export const CompanyInvitationConnection = connectionOf(
  CompanyInvitation,
  'CompanyInvitation',
  'A page of invitations, newest first, by cursor',
);
export const MyInvitationConnection = connectionOf(
  CompanyInvitation,
  'MyInvitation',
  'A page of open invitations to you, newest first, by cursor',
);

/** Shop admins: customer companies by name or member e-mail, newest first like `companies`. */
export async function companyConnection(ctx: Context, args: PageArgs & { search?: string | null }) {
  allowUser(ctx, 'companyConnection');
  const where = companySearchWhere(args.search);
  const page = await keysetPage(args, 'companies', {
    rows: (past, orderBy, take) => ctx.db.company.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) =>
      (await ctx.db.company.findFirst({ where: withKey(where, past), select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.company.count({ where }) };
}

async function invitationPage(
  ctx: Context,
  args: PageArgs,
  list: ListName,
  where: Prisma.CompanyInvitationWhereInput,
) {
  const page = await keysetPage(args, list, {
    rows: (past, orderBy, take) =>
      ctx.db.companyInvitation.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) =>
      (await ctx.db.companyInvitation.findFirst({ where: withKey(where, past), select: { id: true } })) !==
      null,
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
