/**
 * GET /my-prices?productIds=a,b&quantity=500 (docs/decisions/134): the caller's own price for each product at that
 * quantity with where it comes from, over the same service GraphQL's `myPrice` explanation is written by.
 */
import { Router } from 'express';
import { myPrices } from '../modules/prices/my-prices';
import { handle } from './handler';

export function myPriceRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/my-prices',
    handle('myPrices', async (ctx, req) => ({
      prices: await myPrices(ctx, { productIds: req.query.productIds, quantity: req.query.quantity }),
    })),
  );
  return r;
}
