import { Arg, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { AgingReport, Statement } from './statement.type';
import * as statements from './statement.service';
import { presentAging } from './present';

@Resolver()
export class StatementResolver {
  @Allow('myStatement')
  @Query(() => Statement, {
    description:
      "Your statement of account for a date range (YYYY-MM-DD, both days included): your company's for company admins and accounts payable, the orders you placed for buyers and requesters",
  })
  myStatement(
    @Ctx() ctx: Context,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
  ) {
    return statements.myStatement(ctx, { from, to });
  }

  @Allow('companyStatement')
  @Query(() => Statement, {
    description: "A customer company's statement of account for a date range. Admins only.",
  })
  companyStatement(
    @Ctx() ctx: Context,
    @Arg('companyId', () => ID) companyId: string,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
  ) {
    return statements.companyStatement(ctx, companyId, { from, to });
  }

  @Allow('agingReport')
  @Query(() => AgingReport, {
    description:
      'What every customer company owes, by days past due (current, 1-30, 31-60, 61-90, over 90). Admins only.',
  })
  async agingReport(@Ctx() ctx: Context) {
    return presentAging(await statements.agingReport(ctx));
  }
}
