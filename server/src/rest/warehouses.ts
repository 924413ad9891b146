/**
 * Warehouses and their stock over REST (docs/decisions/082, 093), for shop admins and their keys: the warehouses in
 * allocation order, a product's units in each and setting them, and a warehouse's fulfilment queue. The same services
 * and access as GraphQL's warehouses, productStock, setWarehouseStock and fulfilmentQueue.
 */
import { Router } from 'express';
import { fulfilmentQueue } from '../modules/fulfilment/queue';
import * as stock from '../modules/stock/stock.service';
import { bodyOf } from './body';
import { handle } from './handler';

const presentWarehouse = (w: {
  id: string;
  code: string;
  name: string;
  priority: number;
  active: boolean;
}) => ({ id: w.id, code: w.code, name: w.name, priority: w.priority, active: w.active });

export function warehouseRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/admin/warehouses',
    handle('warehouses', async (ctx) => ({
      warehouses: (await stock.warehouses(ctx)).map(presentWarehouse),
    })),
  );
  r.get(
    '/admin/warehouses/:id/fulfilment-queue',
    handle('fulfilmentQueue', async (ctx, req) => ({
      lines: await fulfilmentQueue(ctx, String(req.params.id)),
    })),
  );
  r.get(
    '/admin/products/:id/stock',
    handle('productStock', async (ctx, req) => ({
      levels: await stock.productStock(ctx, String(req.params.id)),
    })),
  );
  r.put(
    '/admin/products/:id/stock/:warehouseId',
    handle('setWarehouseStock', async (ctx, req) => ({
      success: true,
      levels: await stock.setWarehouseStock(
        ctx,
        String(req.params.id),
        String(req.params.warehouseId),
        bodyOf(req).quantity,
      ),
    })),
  );
  return r;
}
