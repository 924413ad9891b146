/** Shared order lists and scheduled orders (docs/decisions/077): the one surface GraphQL and REST call. */
import type { Context } from '../../context';
import * as lists from './lists';
import * as schedules from './schedules';
import { presentList, presentLists } from './present';

export { orderOrderList } from './add-lines';
export { runOrderSchedules } from './schedule-runs';

export const orderLists = async (ctx: Context) => presentLists(ctx, await lists.orderLists(ctx));
export const orderList = async (ctx: Context, id: unknown) =>
  presentList(ctx, await lists.orderList(ctx, id));
export const createOrderList = async (ctx: Context, input: { name?: unknown; lines?: unknown }) =>
  presentList(ctx, await lists.createOrderList(ctx, input));
export const updateOrderList = async (
  ctx: Context,
  id: unknown,
  input: { name?: unknown; lines?: unknown },
) => presentList(ctx, await lists.updateOrderList(ctx, id, input));
export const deleteOrderList = (ctx: Context, id: unknown) => lists.deleteOrderList(ctx, id);
export const setOrderSchedule = async (ctx: Context, id: unknown, input: schedules.ScheduleInput) =>
  presentList(ctx, await schedules.setOrderSchedule(ctx, id, input));
export const changeOrderSchedule = async (ctx: Context, id: unknown, action: unknown) =>
  presentList(ctx, await schedules.changeOrderSchedule(ctx, id, action));
