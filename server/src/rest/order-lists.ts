/**
 * Shared order lists over REST (docs/decisions/077): the same services as GraphQL's orderLists, orderList,
 * createOrderList, updateOrderList, deleteOrderList, orderOrderList, setOrderSchedule and changeOrderSchedule.
 */
import { Router } from 'express';
import * as service from '../modules/order-lists/order-lists.service';
import { handle } from './handler';
import { bodyOf } from './body';

export function orderListRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/order-lists',
    handle('orderLists', async (ctx) => ({ success: true, orderLists: await service.orderLists(ctx) })),
  );
  r.post(
    '/order-lists',
    handle(
      'createOrderList',
      async (ctx, req) => ({ success: true, orderList: await service.createOrderList(ctx, bodyOf(req)) }),
      201,
    ),
  );
  r.get(
    '/order-lists/:id',
    handle('orderList', async (ctx, req) => ({
      success: true,
      orderList: await service.orderList(ctx, String(req.params.id)),
    })),
  );
  r.put(
    '/order-lists/:id',
    handle('updateOrderList', async (ctx, req) => ({
      success: true,
      orderList: await service.updateOrderList(ctx, String(req.params.id), bodyOf(req)),
    })),
  );
  r.delete(
    '/order-lists/:id',
    handle('deleteOrderList', async (ctx, req) => ({
      success: await service.deleteOrderList(ctx, String(req.params.id)),
    })),
  );
  r.post(
    '/order-lists/:id/order',
    handle('orderOrderList', async (ctx, req) => ({
      success: true,
      ...(await service.orderOrderList(ctx, String(req.params.id), bodyOf(req))),
    })),
  );
  r.put(
    '/order-lists/:id/schedule',
    handle('setOrderSchedule', async (ctx, req) => ({
      success: true,
      orderList: await service.setOrderSchedule(ctx, String(req.params.id), bodyOf(req)),
    })),
  );
  r.post(
    '/order-lists/:id/schedule/:action',
    handle('changeOrderSchedule', async (ctx, req) => ({
      success: true,
      orderList: await service.changeOrderSchedule(ctx, String(req.params.id), String(req.params.action)),
    })),
  );
  return r;
}
