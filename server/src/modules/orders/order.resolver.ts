import { partNumberOfItem } from '../companies/part-numbers';
import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DEFAULT_LIST_TAKE, MAX_LIST_TAKE } from '@gluegun/common';
import { PurchaseOrder } from '../purchase-orders/purchase-order.type';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Product } from '../products/product.type';
import { User } from '../users/user.type';
import { OrderEvent, OrderItem, OrderStatus } from './order.type';
import { PlaceOrderInput } from './order.input';
import * as orders from './order.service';

@Resolver(() => OrderItem)
export class OrderResolver {
  @Allow('myOrders')
  @Query(() => [OrderItem], {
    description: `The signed-in user's order items, newest first: \`take\` of them (default ${DEFAULT_LIST_TAKE}, at most ${MAX_LIST_TAKE}) after skipping \`skip\``,
  })
  myOrders(
    @Ctx() ctx: Context,
    @Arg('take', () => Int, { defaultValue: DEFAULT_LIST_TAKE }) take?: number,
    @Arg('skip', () => Int, { defaultValue: 0 }) skip?: number,
  ) {
    return orders.myOrders(ctx, { take, skip });
  }

  @Allow('orders')
  @Query(() => [OrderItem], { description: "All customers' order items, newest first. Admins only." })
  orders(
    @Ctx() ctx: Context,
    @Arg('status', () => OrderStatus, { nullable: true }) status?: OrderStatus,
    @Arg('take', () => Int, { defaultValue: DEFAULT_LIST_TAKE }) take?: number,
    @Arg('skip', () => Int, { defaultValue: 0 }) skip?: number,
  ) {
    return orders.allOrders(ctx, { status, take, skip });
  }

  @Allow('placeOrder')
  @Mutation(() => OrderItem, {
    description: 'Order at least 100 units of a product; one item per product and user',
  })
  placeOrder(@Ctx() ctx: Context, @Arg('input') input: PlaceOrderInput) {
    return orders.placeOrder(ctx, input);
  }

  @Allow('payOrderItem')
  @Mutation(() => OrderItem, {
    description: 'Pay a PENDING item by invoice: reserves the stock and issues an invoice reference',
  })
  payOrderItem(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return orders.payOrderItem(ctx, id);
  }

  @Allow('cancelOrderItem')
  @Mutation(() => OrderItem, {
    description: 'Cancel an item: owners their PENDING ones, admins PENDING or INVOICED (stock is returned)',
  })
  cancelOrderItem(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return orders.cancelOrderItem(ctx, id);
  }

  @Allow('updateOrderStatus')
  @Mutation(() => OrderItem, {
    description: 'Move an item to its next status (INVOICED, SHIPPED, DELIVERED or CANCELLED). Admins only.',
  })
  updateOrderStatus(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('status', () => OrderStatus) status: OrderStatus,
  ) {
    return orders.changeStatus(ctx, id, status);
  }

  @Allow('deleteOrderItem')
  @Mutation(() => Boolean, { description: 'Delete an item: owners while PENDING or CANCELLED, admins any' })
  deleteOrderItem(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return orders.deleteOrderItem(ctx, id);
  }

  @FieldResolver(() => Product, { nullable: true, description: 'The product as it is now (null if deleted)' })
  product(@Root() item: OrderItem, @Ctx() ctx: Context) {
    return item.productId ? ctx.loaders.product.load(item.productId) : null;
  }

  @FieldResolver(() => User, {
    nullable: true,
    description: 'The customer (null if the account was deleted). Admins and the owner.',
  })
  user(@Root() item: OrderItem, @Ctx() ctx: Context) {
    return item.userId ? ctx.loaders.user.load(item.userId) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      "The buyer's company's own part number for the product, as it is now (null: none). Invoices keep the one they were issued with.",
  })
  customerPartNumber(@Root() item: OrderItem, @Ctx() ctx: Context) {
    return partNumberOfItem(ctx, item);
  }

  @FieldResolver(() => [OrderEvent], { description: 'Status history, oldest first' })
  events(@Root() item: OrderItem, @Ctx() ctx: Context) {
    return orders.orderEvents(ctx, item.id);
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: "When the invoice of this item's purchase order is due (null before checkout)",
  })
  async paymentDueAt(@Root() item: OrderItem, @Ctx() ctx: Context) {
    if (!item.purchaseOrderId) return null;
    return (await ctx.loaders.purchaseOrder.load(item.purchaseOrderId))?.dueAt ?? null;
  }

  @FieldResolver(() => PurchaseOrder, {
    nullable: true,
    description: 'The purchase order this item was checked out on (null while open)',
  })
  purchaseOrder(@Root() item: OrderItem, @Ctx() ctx: Context) {
    return item.purchaseOrderId ? ctx.loaders.purchaseOrder.load(item.purchaseOrderId) : null;
  }

  @FieldResolver(() => [OrderStatus], { description: 'Statuses the caller may move this item to next' })
  nextStatuses(@Root() item: OrderItem, @Ctx() ctx: Context) {
    return orders.nextStatuses(ctx, item as never);
  }
}
