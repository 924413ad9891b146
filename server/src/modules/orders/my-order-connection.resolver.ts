/** The buyer's order items as cursor pages: the GraphQL side of my-order-connection.ts. */
import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import { MyOrderItemConnection, myOrderConnection } from './my-order-connection';

@Resolver(() => MyOrderItemConnection)
export class MyOrderConnectionResolver {
  @Allow('myOrderConnection')
  @Query(() => MyOrderItemConnection, {
    description:
      "The signed-in buyer's order items as cursor pages, newest first: first/after or last/before, at most 100 a page",
  })
  myOrderConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return myOrderConnection(ctx, args);
  }

  @FieldResolver(() => Int, { description: "The buyer's order items, on every page" })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
