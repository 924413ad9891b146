import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { keysetPage, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import { OrderItem } from './order.type';
import { itemList } from './order.service';

export const MyOrderItemConnection = connectionOf(
  OrderItem,
  'MyOrderItem',
  "A page of the signed-in buyer's order items, newest first, by cursor",
);

/** The caller's own order items as cursor pages: the list myOrders reads (itemList), by cursor. */
export async function myOrderConnection(ctx: Context, args: PageArgs) {
  const user = allowUser(ctx, 'myOrderConnection');
  const mine = itemList(ctx, { id: user.id, companyId: user.companyId });
  return { ...(await keysetPage(args, 'myOrders', mine)), count: () => mine.count() };
}
