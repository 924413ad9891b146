/** All customers' order items as cursor pages: the GraphQL side of order-connection.ts. */
import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { OrderStatus } from './order.type';
import { OrderItemConnection, orderConnection, orderConnectionCount } from './order-connection';

@Resolver(() => OrderItemConnection)
export class OrderConnectionResolver {
  @Allow('orderConnection')
  @Query(() => OrderItemConnection, {
    description:
      "All customers' order items as cursor pages, newest first: first/after or last/before, at most 100 a page. Admins only.",
  })
  orderConnection(
    @Ctx() ctx: Context,
    @Arg('first', () => Int, { nullable: true }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('last', () => Int, { nullable: true }) last?: number,
    @Arg('before', () => String, { nullable: true }) before?: string,
    @Arg('status', () => OrderStatus, { nullable: true }) status?: OrderStatus,
  ) {
    return orderConnection(ctx, { first, after, last, before, status });
  }

  @FieldResolver(() => Int, { description: 'Order items matching the filter, on every page' })
  totalCount(@Ctx() ctx: Context, @Root() connection: OrderItemConnection) {
    return orderConnectionCount(ctx, connection);
  }
}
