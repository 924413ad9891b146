/** Purchase orders as cursor pages: the GraphQL side of connections.ts. */
import { Arg, Args, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import { FulfilmentStatusView, PaymentStatusView } from './purchase-order.type';
import {
  MyPurchaseOrderConnection,
  myPurchaseOrderConnection,
  PurchaseOrderConnection,
  purchaseOrderConnection,
} from './connections';

@Resolver(() => MyPurchaseOrderConnection)
export class MyPurchaseOrderConnectionResolver {
  @Allow('myPurchaseOrderConnection')
  @Query(() => MyPurchaseOrderConnection, {
    description:
      "The signed-in buyer's purchase orders as cursor pages, newest first: first/after or last/before, at most 100 a page",
  })
  myPurchaseOrderConnection(@Ctx() ctx: Context, @Args() args: PageArgsInput) {
    return myPurchaseOrderConnection(ctx, args);
  }

  @FieldResolver(() => Int, { description: "The buyer's purchase orders, on every page" })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}

@Resolver(() => PurchaseOrderConnection)
export class PurchaseOrderConnectionResolver {
  @Allow('purchaseOrderConnection')
  @Query(() => PurchaseOrderConnection, {
    description:
      'Every purchase order as cursor pages, newest first, by payment status (OVERDUE included), fulfilment and company: first/after or last/before, at most 100 a page. Admins only.',
  })
  purchaseOrderConnection(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('paymentStatus', () => PaymentStatusView, { nullable: true }) paymentStatus?: PaymentStatusView,
    @Arg('fulfilmentStatus', () => FulfilmentStatusView, { nullable: true })
    fulfilmentStatus?: FulfilmentStatusView,
    @Arg('companyId', () => ID, { nullable: true, description: 'Only the orders placed for this company' })
    companyId?: string | null,
  ) {
    return purchaseOrderConnection(ctx, { ...args, paymentStatus, fulfilmentStatus, companyId });
  }

  @FieldResolver(() => Int, { description: 'Purchase orders matching the filters, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
