import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { ActAsSessionInfo, ActAsStart, CompanyRep, RepCompany, RepOrder, SalesRep } from './sales-reps.type';
import * as reps from './sales-reps.service';
import * as actAs from './act-as.service';

/** Sales reps and acting as a buyer (docs/decisions/084). */
@Resolver()
export class SalesRepResolver {
  @Allow('setSalesRep')
  @Mutation(() => Boolean, {
    description:
      'Make a customer a sales rep, or take it back (their assignments and act-as sessions end). Admins only.',
  })
  setSalesRep(
    @Ctx() ctx: Context,
    @Arg('userId', () => ID) userId: string,
    @Arg('salesRep') salesRep: boolean,
  ) {
    return reps.setSalesRep(ctx, userId, salesRep).then(() => true);
  }

  @Allow('salesReps')
  @Query(() => [SalesRep], { description: 'Every sales rep with their companies. Admins only.' })
  salesReps(@Ctx() ctx: Context) {
    return reps.salesReps(ctx);
  }

  @Allow('companyReps')
  @Query(() => [CompanyRep], { description: 'The sales reps assigned to a company. Admins only.' })
  companyReps(@Ctx() ctx: Context, @Arg('companyId', () => ID) companyId: string) {
    return reps.companyReps(ctx, companyId);
  }

  @Allow('setCompanyReps')
  @Mutation(() => [CompanyRep], {
    description: "Set the whole set of a company's sales reps (at most 20). Admins only.",
  })
  setCompanyReps(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('repIds', () => [ID]) repIds: string[],
  ) {
    return reps.setCompanyReps(ctx, companyId, repIds);
  }

  @Allow('setRepLocations')
  @Mutation(() => [CompanyRep], {
    description:
      "Limit a rep's assignment to some of the company's locations (at most 100); none: the whole company. The rep sees and acts only for buyers, orders and quotes of those locations. Admins only.",
  })
  setRepLocations(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('repId', () => ID) repId: string,
    @Arg('locationIds', () => [ID]) locationIds: string[],
  ) {
    return reps.setRepLocations(ctx, companyId, repId, locationIds);
  }

  @Allow('myRepCompanies')
  @Query(() => [RepCompany], {
    description: 'The companies assigned to you as a sales rep, with their members (none if you are not one)',
  })
  myRepCompanies(@Ctx() ctx: Context) {
    return reps.myRepCompanies(ctx);
  }

  @Allow('repCompanyOrders')
  @Query(() => [RepOrder], {
    description: 'The purchase orders of a company assigned to you (shop admins: any company), newest first',
  })
  repCompanyOrders(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('take', () => Int, { defaultValue: 50 }) take: number,
  ) {
    return reps.repCompanyOrders(ctx, companyId, take);
  }

  @Allow('startActingAs')
  @Mutation(() => ActAsStart, {
    description:
      'Act as a member of a company you serve (shop admins: any company) to order for them, for a limited time',
  })
  startActingAs(@Ctx() ctx: Context, @Arg('buyerId', () => ID) buyerId: string) {
    return actAs.startActingAs(ctx, buyerId);
  }

  @Allow('stopActingAs')
  @Mutation(() => Boolean, {
    description:
      'Stop acting as a buyer: the act-as token is refused from now on; false if you were not acting',
  })
  stopActingAs(@Ctx() ctx: Context) {
    return actAs.stopActingAs(ctx);
  }

  @Allow('myActAsSession')
  @Query(() => ActAsSessionInfo, {
    nullable: true,
    description: "Whom you are acting as, for the storefront's banner; null when you are not acting",
  })
  myActAsSession(@Ctx() ctx: Context) {
    return actAs.myActAsSession(ctx);
  }
}
