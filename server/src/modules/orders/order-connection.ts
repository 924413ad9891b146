import { Field, ObjectType } from 'type-graphql';
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { pastKey, planPage, readOrder, toConnection, type PageArgs } from '../../lib/connection';
import type { OrderStatus as OrderStatusName } from '../../generated/prisma/client';
import { OrderItem } from './order.type';
import { withTotal } from './order-item.data';
import { PageInfo } from '../../lib/connection-type';

export { PageInfo };

@ObjectType('OrderItemEdge')
export class OrderItemEdge {
  @Field({ description: 'Pass as `after` (or `before`) to read on from this item' }) cursor!: string;
  @Field(() => OrderItem) node!: OrderItem;
}

@ObjectType({ description: 'A page of order items, newest first, by cursor (keyset: rows added or removed meanwhile shift nothing)' })
export class OrderItemConnection {
  @Field(() => [OrderItemEdge]) edges!: OrderItemEdge[];
  @Field(() => [OrderItem], { description: 'The edges\' nodes, in the same order' }) nodes!: OrderItem[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
  /** The filter, for totalCount (counted only when asked for). */
  status!: OrderStatusName | null;
}

/** All customers' order items as cursor pages (admins; read:orders for API keys). */
export async function orderConnection(ctx: Context, args: PageArgs & { status?: OrderStatusName | null }) {
  allowUser(ctx, 'orderConnection');
  const plan = planPage(args);
  const filter = args.status ? { status: args.status } : {};
  const [rows, behind] = await Promise.all([
    ctx.db.orderItem.findMany({ where: plan.from ? { ...filter, ...pastKey(plan.from, plan.backwards) } : filter, orderBy: readOrder(plan.backwards), take: plan.take }),
    plan.from ? ctx.db.orderItem.findFirst({ where: { ...filter, ...pastKey(plan.from, !plan.backwards) }, select: { id: true } }) : null,
  ]);
  return { ...toConnection(rows.map(withTotal), plan, behind !== null), status: args.status ?? null };
}

/** The order items the connection's filter selects, on every page (counted only when totalCount is asked for). */
export function orderConnectionCount(ctx: Context, connection: Pick<OrderItemConnection, 'status'>) {
  return ctx.db.orderItem.count({ where: connection.status ? { status: connection.status } : {} });
}
