import { Field, ObjectType } from 'type-graphql';
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { keysetPage, type PageArgs } from '../../lib/connection';
import type { OrderStatus as OrderStatusName } from '../../generated/prisma/client';
import { OrderItem } from './order.type';
import { statusList } from './order.service';
import { PageInfo } from '../../lib/connection-type';

export { PageInfo };

@ObjectType('OrderItemEdge')
export class OrderItemEdge {
  @Field({ description: 'Pass as `after` (or `before`) to read on from this item' }) cursor!: string;
  @Field(() => OrderItem) node!: OrderItem;
}

@ObjectType({
  description:
    'A page of order items, newest first, by cursor (keyset: rows added or removed meanwhile shift nothing)',
})
export class OrderItemConnection {
  @Field(() => [OrderItemEdge]) edges!: OrderItemEdge[];
  @Field(() => [OrderItem], { description: "The edges' nodes, in the same order" }) nodes!: OrderItem[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  /** The filter, for totalCount (counted only when asked for). */
  status!: OrderStatusName | null;
}

/** All customers' order items as cursor pages (admins; read:orders for API keys): the list `orders` reads, by cursor. */
export async function orderConnection(ctx: Context, args: PageArgs & { status?: OrderStatusName | null }) {
  allowUser(ctx, 'orderConnection');
  return {
    ...(await keysetPage(args, undefined, statusList(ctx, args.status ?? null))),
    status: args.status ?? null,
  };
}

/** The order items the connection's filter selects, on every page (counted only when totalCount is asked for). */
export function orderConnectionCount(ctx: Context, connection: Pick<OrderItemConnection, 'status'>) {
  return statusList(ctx, connection.status).count();
}
