import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import { OrderItem } from './order.type';
import { withTotal } from './order-item.data';
import { itemsOfWhere } from './order.service';

export const MyOrderItemConnection = connectionOf(OrderItem, 'MyOrderItem', 'A page of the signed-in buyer\'s order items, newest first, by cursor');

/** The caller's own order items as cursor pages (as myOrders: whose rows is the same rule, itemsOfWhere). */
export async function myOrderConnection(ctx: Context, args: PageArgs) {
  const user = allowUser(ctx, 'myOrderConnection');
  const mine = itemsOfWhere({ id: user.id, companyId: user.companyId });
  const page = await keysetPage(args, 'myOrders', {
    rows: async (past, orderBy, take) => (await ctx.db.orderItem.findMany({ where: withKey(mine, past), orderBy, take })).map(withTotal),
    any: async (past) => (await ctx.db.orderItem.findFirst({ where: withKey(mine, past), select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.orderItem.count({ where: mine }) };
}
