import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow, isAdmin } from '../../auth/access';
import { User } from '../users/user.type';
import { Credit, CreditTermsInput } from '../credit/credit.type';
import { ApprovalRule, SpendingLimits, SpendingLimitsInput } from '../approvals/approval.type';
import { approvalRulesOf } from '../approvals/approvals.service';
import {
  AcceptedInvitation,
  Company,
  CompanyInvitation,
  CompanyRole,
  CompanyLocation,
  CompanyLocationInput,
  CompanyPage,
  CompanyProfileInput,
} from './company.type';
import * as companies from './company.service';
import * as members from './members';
import * as invitations from './invitations';

@Resolver(() => Company)
export class CompanyResolver {
  @Allow('myCompany')
  @Query(() => Company, { description: 'The company the signed-in person buys for' })
  myCompany(@Ctx() ctx: Context) {
    return companies.myCompany(ctx);
  }

  @Allow('companies')
  @Query(() => CompanyPage, {
    description:
      'Customer companies by name or member e-mail, newest first (a company of shop admins only is left out). Shop admins only.',
  })
  companies(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true }) search?: string | null,
    @Arg('take', () => Int, { defaultValue: 50 }) take?: number,
    @Arg('skip', () => Int, { defaultValue: 0 }) skip?: number,
  ) {
    return companies.companies(ctx, { search, take, skip });
  }

  @Allow('company')
  @Query(() => Company, { description: 'One company. Shop admins only.' })
  company(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return companies.company(ctx, id);
  }

  @Allow('updateMyCompany')
  @Mutation(() => Company, {
    description: "Change your company's name, tax id and billing address. Company admins.",
  })
  updateMyCompany(@Ctx() ctx: Context, @Arg('input', () => CompanyProfileInput) input: CompanyProfileInput) {
    return companies.updateMyCompany(ctx, input);
  }

  @Allow('addCompanyLocation')
  @Mutation(() => CompanyLocation, {
    description: "Add a ship-to address to your company's address book. Company admins.",
  })
  addCompanyLocation(
    @Ctx() ctx: Context,
    @Arg('input', () => CompanyLocationInput) input: CompanyLocationInput,
  ) {
    return companies.addCompanyLocation(ctx, input);
  }

  @Allow('updateCompanyLocation')
  @Mutation(() => CompanyLocation, {
    description:
      'Change a ship-to address of your company (orders keep the address they went to). Company admins.',
  })
  updateCompanyLocation(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CompanyLocationInput) input: CompanyLocationInput,
  ) {
    return companies.updateCompanyLocation(ctx, id, input);
  }

  @Allow('removeCompanyLocation')
  @Mutation(() => Boolean, {
    description: 'Remove a ship-to address (orders keep the address they went to). Company admins.',
  })
  removeCompanyLocation(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return companies.removeCompanyLocation(ctx, id);
  }

  @Allow('createCompany')
  @Mutation(() => Company, { description: 'Create a company. Shop admins only.' })
  createCompany(@Ctx() ctx: Context, @Arg('input', () => CompanyProfileInput) input: CompanyProfileInput) {
    return companies.createCompany(ctx, input);
  }

  @Allow('updateCompany')
  @Mutation(() => Company, {
    description: "Change a company's name, tax id and billing address. Shop admins only.",
  })
  updateCompany(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CompanyProfileInput) input: CompanyProfileInput,
  ) {
    return companies.updateCompany(ctx, id, input);
  }

  @Allow('setCompanyCreditTerms')
  @Mutation(() => Company, {
    description:
      "Set a company's credit limit and payment terms (null = the shop's default). Shop admins only.",
  })
  setCompanyCreditTerms(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('terms', () => CreditTermsInput) terms: CreditTermsInput,
  ) {
    return companies.setCompanyCreditTerms(ctx, id, terms);
  }

  @Allow('liftCompanyCreditHold')
  @Mutation(() => Company, {
    description:
      "Lift a company's credit hold: invoices overdue now no longer block checkout. Shop admins only.",
  })
  liftCompanyCreditHold(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return companies.liftCompanyCreditHold(ctx, id);
  }

  @FieldResolver(() => [User], {
    description: "Members, oldest first: visible to the company's members and shop admins",
  })
  members(@Root() company: Company, @Ctx() ctx: Context) {
    return companies.seesCompany(ctx, company.id) ? ctx.loaders.companyMembers.load(company.id) : [];
  }

  @FieldResolver(() => [CompanyLocation], { description: 'The ship-to address book, oldest first' })
  locations(@Root() company: Company, @Ctx() ctx: Context) {
    return companies.locationsOf(ctx, company.id);
  }

  @FieldResolver(() => Credit, {
    nullable: true,
    description:
      "One credit limit and terms for all the company's open invoices: its members and shop admins",
  })
  credit(@Root() company: Company, @Ctx() ctx: Context) {
    return companies.seesCompany(ctx, company.id) ? ctx.loaders.companyCredit.load(company.id) : null;
  }

  @FieldResolver(() => [ApprovalRule], {
    description: 'Approval rules, lowest threshold first: its members and shop admins',
  })
  approvalRules(@Root() company: Company, @Ctx() ctx: Context) {
    return companies.seesCompany(ctx, company.id) ? approvalRulesOf(ctx, company.id) : [];
  }

  @FieldResolver(() => [CompanyInvitation], {
    description: "Open invitations first, then the latest closed ones: the company's admins and shop admins",
  })
  invitations(@Root() company: Company, @Ctx() ctx: Context) {
    const mayRead =
      isAdmin(ctx) || (ctx.user?.companyId === company.id && ctx.user.companyRole === 'COMPANY_ADMIN');
    return mayRead ? invitations.invitationsOf(ctx, company.id) : [];
  }
}

@Resolver(() => User)
export class CompanyMemberResolver {
  @Allow('setMemberRole')
  @Mutation(() => User, {
    description:
      'Give a member of your company another company role (a company keeps at least one company admin). Company admins; shop admins for any company.',
  })
  setMemberRole(
    @Ctx() ctx: Context,
    @Arg('userId', () => ID) userId: string,
    @Arg('role', () => CompanyRole) role: CompanyRole,
  ) {
    return members.setMemberRole(ctx, userId, role);
  }

  @Allow('removeCompanyMember')
  @Mutation(() => User, {
    description:
      'Remove a member: they keep their sign-in in a company of their own; their orders stay with yours. Company admins.',
  })
  removeCompanyMember(@Ctx() ctx: Context, @Arg('userId', () => ID) userId: string) {
    return members.removeCompanyMember(ctx, userId);
  }

  @Allow('moveUserToCompany')
  @Mutation(() => User, {
    description:
      'Move a user into a company with a role (their past orders stay where they were placed). Shop admins only.',
  })
  moveUserToCompany(
    @Ctx() ctx: Context,
    @Arg('userId', () => ID) userId: string,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('role', () => CompanyRole) role: CompanyRole,
  ) {
    return members.moveUserToCompany(ctx, userId, companyId, role);
  }

  @FieldResolver(() => CompanyRole, { description: 'What this person may do for their company' })
  companyRole(@Root() user: User & { companyRole: CompanyRole }) {
    return user.companyRole;
  }

  @FieldResolver(() => Company, {
    nullable: true,
    description: 'The company this person buys for: yourself, a colleague, or anyone for shop admins',
  })
  company(@Root() user: User & { companyId: string }, @Ctx() ctx: Context) {
    return companies.seesCompany(ctx, user.companyId) ? ctx.loaders.company.load(user.companyId) : null;
  }
}

@Resolver(() => CompanyInvitation)
export class InvitationResolver {
  @Allow('companyInvitations')
  @Query(() => [CompanyInvitation], {
    description: "Your company's invitations, open ones first. Company admins.",
  })
  companyInvitations(@Ctx() ctx: Context) {
    return invitations.companyInvitations(ctx);
  }

  @Allow('myInvitations')
  @Query(() => [CompanyInvitation], { description: 'Open invitations to your e-mail address' })
  myInvitations(@Ctx() ctx: Context) {
    return invitations.myInvitations(ctx);
  }

  @Allow('inviteToCompany')
  @Mutation(() => CompanyInvitation, {
    description:
      'Invite someone by e-mail to your company with a role and spending limits (applied when they accept); valid 7 days. Company admins.',
  })
  inviteToCompany(
    @Ctx() ctx: Context,
    @Arg('email') email: string,
    @Arg('role', () => CompanyRole) role: CompanyRole,
    @Arg('limits', () => SpendingLimitsInput, {
      nullable: true,
      description: "The invitee's spending limits, checked as a member's (none when left out)",
    })
    limits?: SpendingLimitsInput | null,
  ) {
    return invitations.inviteToCompany(ctx, { email, role, limits });
  }

  @Allow('adminInviteToCompany')
  @Mutation(() => CompanyInvitation, {
    description:
      'Invite someone by e-mail to a company with a role and spending limits, as its company admins do; the same e-mail, valid 7 days. Shop admins only.',
  })
  adminInviteToCompany(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('email') email: string,
    @Arg('role', () => CompanyRole) role: CompanyRole,
    @Arg('limits', () => SpendingLimitsInput, {
      nullable: true,
      description: "The invitee's spending limits, checked as a member's (none when left out)",
    })
    limits?: SpendingLimitsInput | null,
  ) {
    return invitations.adminInviteToCompany(ctx, companyId, { email, role, limits });
  }

  @Allow('adminRevokeCompanyInvitation')
  @Mutation(() => CompanyInvitation, {
    description: 'Revoke an open invitation of any company. Shop admins only.',
  })
  adminRevokeCompanyInvitation(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return invitations.adminRevokeCompanyInvitation(ctx, id);
  }

  @Allow('revokeCompanyInvitation')
  @Mutation(() => CompanyInvitation, {
    description: 'Revoke an open invitation of your company. Company admins.',
  })
  revokeCompanyInvitation(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return invitations.revokeCompanyInvitation(ctx, id);
  }

  @Allow('acceptCompanyInvitation')
  @Mutation(() => AcceptedInvitation, {
    description: 'Accept an invitation to your (verified) e-mail: you join that company with its role',
  })
  acceptCompanyInvitation(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return invitations.acceptCompanyInvitation(ctx, id);
  }

  @FieldResolver(() => SpendingLimits, {
    description: 'The spending limits the invitee gets on accepting (null amounts: none)',
  })
  spendingLimits(@Root() invitation: CompanyInvitation) {
    return {
      orderLimitCents: invitation.orderLimitCents,
      periodLimitCents: invitation.periodLimitCents,
      limitPeriod: invitation.limitPeriod,
    };
  }

  @FieldResolver(() => String, { description: "The inviting company's name" })
  async companyName(@Root() invitation: CompanyInvitation, @Ctx() ctx: Context) {
    return (await ctx.loaders.company.load(invitation.companyId))?.name ?? '';
  }
}
