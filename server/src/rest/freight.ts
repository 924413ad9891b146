/**
 * Freight over REST (docs/decisions/076): the same services as GraphQL's shippingMethods and setOrderFreight. The
 * buyer chooses a method by `shippingMethodId` on POST /checkout; the freight is always the shop's computation.
 */
import { Router } from 'express';
import * as methods from '../modules/freight/shipping-methods';
import { setOrderFreight } from '../modules/purchase-orders/order-freight';
import { handle } from './handler';
import { bodyOf } from './body';
import { purchaseOrderAnswer } from './purchase-orders';

export function freightRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/checkout/shipping-methods',
    handle('shippingMethods', async (ctx) => ({
      success: true,
      shippingMethods: await methods.shippingMethods(ctx),
    })),
  );
  r.post(
    '/admin/purchase-orders/:id/freight',
    handle('setOrderFreight', async (ctx, req) => {
      const po = await setOrderFreight(ctx, String(req.params.id), bodyOf(req));
      return { success: true, purchaseOrder: await purchaseOrderAnswer(ctx, po) };
    }),
  );
  return r;
}
