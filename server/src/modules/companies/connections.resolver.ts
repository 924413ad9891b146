/** Companies and invitations as cursor pages: the GraphQL side of connections.ts. */
import { Arg, Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, totalCountOf } from '../../lib/connection-type';
import {
  CompanyConnection,
  companyConnection,
  CompanyInvitationConnection,
  companyInvitationConnection,
  MyInvitationConnection,
  myInvitationConnection,
} from './connections';

@Resolver()
export class CompanyConnectionResolver {
  @Allow('companyConnection')
  @Query(() => CompanyConnection, {
    description:
      'Customer companies by name or member e-mail as cursor pages, newest first (a company of shop admins only is left out): first/after or last/before, at most 100 a page. Shop admins only.',
  })
  companyConnection(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('search', () => String, { nullable: true }) search?: string,
  ) {
    return companyConnection(ctx, { ...args, search });
  }

  @Allow('companyInvitationConnection')
  @Query(() => CompanyInvitationConnection, {
    description:
      'Every invitation of your company as cursor pages, newest first: first/after or last/before, at most 100 a page. Company admins.',
  })
  companyInvitationConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return companyInvitationConnection(ctx, args);
  }

  @Allow('myInvitationConnection')
  @Query(() => MyInvitationConnection, {
    description:
      'Open invitations to your e-mail address as cursor pages, newest first: first/after or last/before, at most 100 a page',
  })
  myInvitationConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return myInvitationConnection(ctx, args);
  }
}

export const CompanyCountResolver = totalCountOf(
  CompanyConnection,
  'All companies the search selects, on every page',
);
export const CompanyInvitationCountResolver = totalCountOf(
  CompanyInvitationConnection,
  "All the company's invitations, on every page",
);
export const MyInvitationCountResolver = totalCountOf(
  MyInvitationConnection,
  'All open invitations to you, on every page',
);
