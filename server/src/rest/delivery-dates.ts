/**
 * Delivery dates over REST (docs/decisions/083): the same service as GraphQL's setPromisedDeliveryDate. The buyer's
 * requested day travels with checkout's details (`requestedDeliveryDate` on POST /checkout).
 */
import { Router } from 'express';
import { setPromisedDeliveryDate } from '../modules/purchase-orders/delivery-dates';
import { handle } from './handler';
import { bodyOf } from './body';
import { purchaseOrderAnswer } from './purchase-orders';

export function deliveryDateRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post('/admin/purchase-orders/:id/promised-delivery', handle('setPromisedDeliveryDate', async (ctx, req) => {
    const po = await setPromisedDeliveryDate(ctx, String(req.params.id), bodyOf(req));
    return { success: true, purchaseOrder: await purchaseOrderAnswer(ctx, po) };
  }));
  return r;
}
