import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import {
  OrderList,
  OrderListInput,
  OrderListOrderResult,
  OrderScheduleAction,
  OrderScheduleInput,
} from './order-list.type';
import * as service from './order-lists.service';

@Resolver()
export class OrderListResolver {
  @Allow('orderLists')
  @Query(() => [OrderList], { description: "Your company's shared order lists, by name" })
  orderLists(@Ctx() ctx: Context) {
    return service.orderLists(ctx);
  }

  @Allow('orderList')
  @Query(() => OrderList, { description: "One of your company's order lists" })
  orderList(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return service.orderList(ctx, id);
  }

  @Allow('createOrderList')
  @Mutation(() => OrderList, { description: 'Make an order list shared with your company' })
  createOrderList(@Ctx() ctx: Context, @Arg('input', () => OrderListInput) input: OrderListInput) {
    return service.createOrderList(ctx, input);
  }

  @Allow('updateOrderList')
  @Mutation(() => OrderList, {
    description: "Rename a list or replace its lines: its creator and your company's admins",
  })
  updateOrderList(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('input', () => OrderListInput) input: OrderListInput,
  ) {
    return service.updateOrderList(ctx, id, input);
  }

  @Allow('deleteOrderList')
  @Mutation(() => Boolean, {
    description: "Delete a list and its schedule: its creator and your company's admins",
  })
  deleteOrderList(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return service.deleteOrderList(ctx, id);
  }

  @Allow('orderOrderList')
  @Mutation(() => OrderListOrderResult, {
    description: "Add a list's lines to My Orders: each line added, or not and why",
  })
  orderOrderList(
    @Ctx() ctx: Context,
    @Arg('id', () => ID) id: string,
    @Arg('phone', () => String, {
      nullable: true,
      description: 'Contact phone; default the one on your latest item',
    })
    phone?: string | null,
  ) {
    return service.orderOrderList(ctx, id, { phone });
  }

  @Allow('setOrderSchedule')
  @Mutation(() => OrderList, {
    description: 'Order a list on a schedule, placed for you: every N weeks or on a day of the month',
  })
  setOrderSchedule(
    @Ctx() ctx: Context,
    @Arg('listId', () => ID) listId: string,
    @Arg('input', () => OrderScheduleInput) input: OrderScheduleInput,
  ) {
    return service.setOrderSchedule(ctx, listId, input);
  }

  @Allow('changeOrderSchedule')
  @Mutation(() => OrderList, {
    description: "Pause, resume, skip the next run of, or remove a list's schedule",
  })
  changeOrderSchedule(
    @Ctx() ctx: Context,
    @Arg('listId', () => ID) listId: string,
    @Arg('action', () => OrderScheduleAction) action: OrderScheduleAction,
  ) {
    return service.changeOrderSchedule(ctx, listId, action);
  }
}
