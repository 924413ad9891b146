import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { figuresOf, fulfilmentMovesOf, visibleEvent, visiblePayment } from './presenter';
import { nowOf, type Context } from '../../context';
import { Allow, isAdmin } from '../../auth/access';
import { OrderItem } from '../orders/order.type';
import { withTotal } from '../orders/order-item.data';
import {
  CheckoutDetailsInput,
  FulfilmentStatusView,
  InvoiceLine,
  LineDeliveryDateInput,
  Payment,
  PaymentStatusView,
  PurchaseOrder,
  PurchaseOrderEvent,
  PurchaseOrderPage,
} from './purchase-order.type';
import * as pos from './purchase-order.service';
import type { PurchaseOrderRow } from './purchase-order.service';
import { Credit } from '../credit/credit.type';

@Resolver(() => PurchaseOrder)
export class PurchaseOrderResolver {
  @Allow('myPurchaseOrders')
  @Query(() => [PurchaseOrder], { description: "The signed-in buyer's purchase orders, newest first" })
  myPurchaseOrders(@Ctx() ctx: Context) {
    return pos.myPurchaseOrders(ctx);
  }

  @Allow('purchaseOrder')
  @Query(() => PurchaseOrder, { description: 'One purchase order: its buyer or an admin' })
  purchaseOrder(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return pos.purchaseOrder(ctx, id);
  }

  @Allow('purchaseOrders')
  @Query(() => PurchaseOrderPage, {
    description:
      'Every purchase order, newest first, by payment status (OVERDUE included), fulfilment and company. Admins only.',
  })
  purchaseOrders(
    @Ctx() ctx: Context,
    @Arg('paymentStatus', () => PaymentStatusView, { nullable: true }) paymentStatus?: PaymentStatusView,
    @Arg('fulfilmentStatus', () => FulfilmentStatusView, { nullable: true })
    fulfilmentStatus?: FulfilmentStatusView,
    @Arg('take', () => Int, { defaultValue: 50 }) take?: number,
    @Arg('skip', () => Int, { defaultValue: 0 }) skip?: number,
    @Arg('companyId', () => ID, { nullable: true, description: 'Only the orders placed for this company' })
    companyId?: string | null,
  ) {
    return pos.purchaseOrders(ctx, { paymentStatus, fulfilmentStatus, companyId, take, skip });
  }

  @Allow('checkout')
  @Mutation(() => PurchaseOrder, {
    description:
      'Check out open items as one purchase order: stock for every line or none, an invoice on your terms',
  })
  checkout(
    @Ctx() ctx: Context,
    @Arg('itemIds', () => [ID]) itemIds: string[],
    @Arg('details', () => CheckoutDetailsInput) details: CheckoutDetailsInput,
    @Arg('shippingMethodId', () => ID, {
      nullable: true,
      description: "The shipping method (absent: the shop's default); the freight is computed by the shop",
    })
    shippingMethodId?: string | null,
    @Arg('lineDeliveryDates', () => [LineDeliveryDateInput], {
      nullable: true,
      description: "A requested delivery day per line (absent: the order's day applies)",
    })
    lineDeliveryDates?: LineDeliveryDateInput[] | null,
  ) {
    return pos.checkout(ctx, { itemIds, details, shippingMethodId, lineDeliveryDates });
  }

  // Derived values come from the one presenter (presenter.ts), as REST, the CSV exports and the invoice read them.
  @FieldResolver(() => String)
  orderNumber(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return figuresOf(po, nowOf(ctx)).orderNumber;
  }

  @FieldResolver(() => Int)
  balanceCents(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return figuresOf(po, nowOf(ctx)).balanceCents;
  }

  @FieldResolver(() => PaymentStatusView)
  paymentStatus(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return figuresOf(po, nowOf(ctx)).paymentStatus;
  }

  @FieldResolver(() => Int)
  daysOverdue(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return figuresOf(po, nowOf(ctx)).daysOverdue;
  }

  @FieldResolver(() => String)
  billToName(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return figuresOf(po, nowOf(ctx)).billToName;
  }

  @FieldResolver(() => String, { nullable: true })
  billToTaxId(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return figuresOf(po, nowOf(ctx)).billToTaxId;
  }

  @FieldResolver(() => [String])
  billToAddress(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return figuresOf(po, nowOf(ctx)).billToAddress;
  }

  @FieldResolver(() => String)
  orderedBy(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return figuresOf(po, nowOf(ctx)).orderedBy;
  }

  @FieldResolver(() => [FulfilmentStatusView])
  nextFulfilment(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return fulfilmentMovesOf(po, isAdmin(ctx));
  }

  @FieldResolver(() => [InvoiceLine], { description: 'The invoice lines, in order' })
  lines(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return ctx.loaders.invoiceLines.load(po.id);
  }

  @FieldResolver(() => [OrderItem], {
    description: 'The order items checked out on this order (deleted ones are gone; the lines stay)',
  })
  async items(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    return (await ctx.loaders.purchaseOrderItems.load(po.id)).map(withTotal);
  }

  @FieldResolver(() => [Payment], { description: 'Payments recorded, oldest first' })
  async payments(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    const admin = isAdmin(ctx);
    return (await ctx.loaders.payments.load(po.id)).map((p) => visiblePayment(p, admin));
  }

  @FieldResolver(() => [PurchaseOrderEvent], {
    description: 'Every change, oldest first; customers see who as a role',
  })
  async events(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    const admin = isAdmin(ctx);
    return (await ctx.loaders.purchaseOrderEvents.load(po.id)).map((e) => visibleEvent(e, admin));
  }

  @FieldResolver(() => Credit, {
    nullable: true,
    description: "The buyer's credit now. Admins only (null for customers).",
  })
  buyerCredit(@Root() po: PurchaseOrderRow, @Ctx() ctx: Context) {
    if (!isAdmin(ctx) || !po.userId) return null;
    return ctx.loaders.credit.load(po.userId);
  }
}
