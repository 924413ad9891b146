import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow, isAdmin } from '../../auth/access';
import { User } from '../users/user.type';
import { Credit, CreditTermsInput } from './credit.type';
import * as creditService from './credit.service';

/** Credit on the user: limit, terms and hold.  */
@Resolver(() => User)
export class CreditResolver {
  @Allow('myCredit')
  @Query(() => Credit, { description: "The signed-in buyer's credit limit, open invoices, terms and hold" })
  myCredit(@Ctx() ctx: Context) {
    return creditService.myCredit(ctx);
  }

  @Allow('setCreditTerms')
  @Mutation(() => User, {
    description: "Set a customer's credit limit and payment terms (null = the shop's default). Admins only.",
  })
  setCreditTerms(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('terms', () => CreditTermsInput) terms: CreditTermsInput,
  ) {
    return creditService.setCreditTerms(ctx, id, terms);
  }

  @Allow('liftCreditHold')
  @Mutation(() => User, {
    description: "Lift a customer's credit hold: invoices overdue now no longer block checkout. Admins only.",
  })
  liftCreditHold(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return creditService.liftCreditHold(ctx, id);
  }

  @FieldResolver(() => Credit, {
    nullable: true,
    description:
      'Credit limit, open invoices, terms and hold: yourself, or anyone for admins (null otherwise)',
  })
  credit(@Root() user: User, @Ctx() ctx: Context) {
    if (!ctx.user || (ctx.user.id !== user.id && !isAdmin(ctx))) return null;
    return ctx.loaders.credit.load(user.id);
  }
}
