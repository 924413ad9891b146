/** Purchase orders as cursor pages: the buyer's own and the admins' filtered list (docs/decisions/029-cursor-pages.md). */
import { Arg, Args, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow, allowUser } from '../../auth/access';
import { keysetPage, withKey, type PageArgs } from '../../lib/connection';
import { connectionOf, PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import type { Prisma } from '../../generated/prisma/client';
import { FulfilmentStatusView, PaymentStatusView, PurchaseOrder } from './purchase-order.type';
import { visiblePurchaseOrdersWhere, whereFor } from './reads';

export const PurchaseOrderConnection = connectionOf(PurchaseOrder, 'PurchaseOrder', 'A page of purchase orders, newest first, by cursor');
export const MyPurchaseOrderConnection = connectionOf(PurchaseOrder, 'MyPurchaseOrder', 'A page of the signed-in buyer\'s purchase orders, newest first, by cursor');

async function purchaseOrderPage(ctx: Context, args: PageArgs, list: 'purchaseOrders' | 'myPurchaseOrders', where: Prisma.PurchaseOrderWhereInput) {
  const page = await keysetPage(args, list, {
    rows: (past, orderBy, take) => ctx.db.purchaseOrder.findMany({ where: withKey(where, past), orderBy, take }),
    any: async (past) => (await ctx.db.purchaseOrder.findFirst({ where: withKey(where, past), select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.purchaseOrder.count({ where }) };
}

/** The buyer's own purchase orders: the rows `myPurchaseOrders` shows, through the same visibility rule. */
export async function myPurchaseOrderConnection(ctx: Context, args: PageArgs) {
  const user = allowUser(ctx, 'myPurchaseOrderConnection');
  return purchaseOrderPage(ctx, args, 'myPurchaseOrders', visiblePurchaseOrdersWhere(ctx, user));
}

type AdminFilters = { paymentStatus?: PaymentStatusView | null; fulfilmentStatus?: FulfilmentStatusView | null; companyId?: string | null };

/** Admins: every purchase order with `purchaseOrders`' filters (payment status incl. OVERDUE, fulfilment, company). */
export async function purchaseOrderConnection(ctx: Context, args: PageArgs & AdminFilters) {
  allowUser(ctx, 'purchaseOrderConnection');
  const { paymentStatus, fulfilmentStatus, companyId } = args;
  return purchaseOrderPage(ctx, args, 'purchaseOrders', whereFor(ctx, { paymentStatus, fulfilmentStatus, companyId }));
}

@Resolver(() => MyPurchaseOrderConnection)
export class MyPurchaseOrderConnectionResolver {
  @Allow('myPurchaseOrderConnection')
  @Query(() => MyPurchaseOrderConnection, { description: 'The signed-in buyer\'s purchase orders as cursor pages, newest first: first/after or last/before, at most 100 a page' })
  myPurchaseOrderConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return myPurchaseOrderConnection(ctx, args);
  }

  @FieldResolver(() => Int, { description: 'The buyer\'s purchase orders, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}

@Resolver(() => PurchaseOrderConnection)
export class PurchaseOrderConnectionResolver {
  @Allow('purchaseOrderConnection')
  @Query(() => PurchaseOrderConnection, { description: 'Every purchase order as cursor pages, newest first, by payment status (OVERDUE included), fulfilment and company: first/after or last/before, at most 100 a page. Admins only.' })
  purchaseOrderConnection(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('paymentStatus', () => PaymentStatusView, { nullable: true }) paymentStatus?: PaymentStatusView,
    @Arg('fulfilmentStatus', () => FulfilmentStatusView, { nullable: true }) fulfilmentStatus?: FulfilmentStatusView,
    @Arg('companyId', () => ID, { nullable: true, description: 'Only the orders placed for this company' }) companyId?: string | null,
  ) {
    return purchaseOrderConnection(ctx, { ...args, paymentStatus, fulfilmentStatus, companyId });
  }

  @FieldResolver(() => Int, { description: 'Purchase orders matching the filters, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
