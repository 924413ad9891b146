/** Purchase orders as cursor pages: the buyer's own and the admins' filtered list (docs/decisions/029-cursor-pages.md). */
import type { Context } from '../../context';
import { allowUser } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import type { Prisma } from '../../generated/prisma/client';
import { PurchaseOrder, type FulfilmentStatusView, type PaymentStatusView } from './purchase-order.type';
import { visiblePurchaseOrdersWhere, whereFor } from './reads';

export const PurchaseOrderConnection = connectionOf(
  PurchaseOrder,
  'PurchaseOrder',
  'A page of purchase orders, newest first, by cursor',
);
export const MyPurchaseOrderConnection = connectionOf(
  PurchaseOrder,
  'MyPurchaseOrder',
  "A page of the signed-in buyer's purchase orders, newest first, by cursor",
);

async function purchaseOrderPage(
  ctx: Context,
  args: PageArgs,
  list: 'purchaseOrders' | 'myPurchaseOrders',
  where: Prisma.PurchaseOrderWhereInput,
) {
  const page = await keysetPage(args, list, {
    rows: (past, orderBy, take) =>
      ctx.db.purchaseOrder.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) =>
      (await ctx.db.purchaseOrder.findFirst({ where: withKey(where, past), select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.purchaseOrder.count({ where }) };
}

/** The buyer's own purchase orders: the rows `myPurchaseOrders` shows, through the same visibility rule. */
export async function myPurchaseOrderConnection(ctx: Context, args: PageArgs) {
  const user = allowUser(ctx, 'myPurchaseOrderConnection');
  return purchaseOrderPage(ctx, args, 'myPurchaseOrders', visiblePurchaseOrdersWhere(ctx, user));
}

type AdminFilters = {
  paymentStatus?: PaymentStatusView | null;
  fulfilmentStatus?: FulfilmentStatusView | null;
  companyId?: string | null;
};

/** Admins: every purchase order with `purchaseOrders`' filters (payment status incl. OVERDUE, fulfilment, company). */
export async function purchaseOrderConnection(ctx: Context, args: PageArgs & AdminFilters) {
  allowUser(ctx, 'purchaseOrderConnection');
  const { paymentStatus, fulfilmentStatus, companyId } = args;
  return purchaseOrderPage(
    ctx,
    args,
    'purchaseOrders',
    whereFor(ctx, { paymentStatus, fulfilmentStatus, companyId }),
  );
}
