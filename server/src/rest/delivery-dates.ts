/**
 * Delivery dates over REST (docs/decisions/083, 101): the same services as GraphQL's setPromisedDeliveryDate and the
 * shop's holidays. The buyer's requested days travel with checkout (`requestedDeliveryDate`, `lineDeliveryDates`).
 */
import { Router } from 'express';
import { setPromisedDeliveryDate } from '../modules/purchase-orders/delivery-dates';
import * as holidays from '../modules/shop-calendar/holidays';
import { handle } from './handler';
import { bodyOf } from './body';
import { purchaseOrderAnswer } from './purchase-orders';

export function deliveryDateRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/admin/purchase-orders/:id/promised-delivery',
    handle('setPromisedDeliveryDate', async (ctx, req) => {
      const po = await setPromisedDeliveryDate(ctx, String(req.params.id), bodyOf(req));
      return { success: true, purchaseOrder: await purchaseOrderAnswer(ctx, po) };
    }),
  );
  r.get(
    '/checkout/shop-holidays',
    handle('shopHolidays', async (ctx) => ({ holidays: await holidays.shopHolidays(ctx) })),
  );
  r.post(
    '/admin/shop-holidays',
    handle(
      'addShopHoliday',
      async (ctx, req) => ({ success: true, holiday: await holidays.addShopHoliday(ctx, bodyOf(req)) }),
      201,
    ),
  );
  r.delete(
    '/admin/shop-holidays/:day',
    handle('removeShopHoliday', async (ctx, req) => ({
      success: await holidays.removeShopHoliday(ctx, String(req.params.day)),
    })),
  );
  return r;
}
