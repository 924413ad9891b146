import { Router } from 'express';
import { ORDER_STATUSES } from '@gluegun/common';
import * as orders from '../modules/orders/order.service';
import { findProductIdByName } from '../modules/products/product.service';
import { AppError, badInput, forbidden } from '../errors';
import { MAX_PAGE } from '../lib/connection';
import { normalizeEmail } from '../lib/validate';
import type { OrderStatus } from '../modules/orders/order.type';
import { handle } from './handler';
import { bodyOf, optionalNumber, optionalText, queryText } from './body';
import { presentOne, presentOrders } from './present';
import { orderConnection } from '../modules/orders/order-connection';
import { restCursorPage } from './cursor-pages';

function queryWhole(req: Parameters<typeof queryText>[0], field: string): number | undefined {
  const raw = queryText(req, field);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,8}$/.test(raw)) throw badInput(`${field} must be a whole number`, field);
  return Number(raw);
}

export function orderRoutes(): Router {
  const r = Router({ caseSensitive: true });

  // Newest first, at most MAX_LIST_TAKE items per answer; `?take=&skip=` for older ones (docs/decisions/023).
  // With `?limit=&cursor=`: cursor pages of the same items, the next in a Link header (rest/cursor-pages.ts).
  r.get(
    '/userOrder',
    handle('ordersByEmail', async (ctx, req, res) => {
      const email = queryText(req, 'email') ?? '';
      const page = await restCursorPage(req, res, (args) => orders.ordersByEmailConnection(ctx, email, args));
      if (page) return presentOrders(ctx, page);
      const window = { take: queryWhole(req, 'take'), skip: queryWhole(req, 'skip') };
      return presentOrders(ctx, await orders.ordersByEmail(ctx, email, window));
    }),
  );

  // The spec's order form sends name/price/img/userName too; the server takes those from the product and
  // the token (a client cannot set its own price or order for someone else).
  r.post(
    '/user-orderd-data',
    handle(
      'placeOrder',
      async (ctx, req) => {
        const body = bodyOf(req);
        const userEmail = optionalText(body, 'userEmail');
        if (userEmail !== undefined && normalizeEmail(userEmail) !== ctx.user!.email) {
          throw forbidden('You can only order for yourself');
        }
        const quantity = optionalNumber(body, 'quantity');
        const phone = optionalText(body, 'userPhone') ?? optionalText(body, 'phone');
        const given = optionalText(body, 'productId') ?? optionalText(body, '_id');
        const productId = given ?? (await findProductIdByName(ctx, optionalText(body, 'name') ?? ''));
        const order = await orders.placeOrder(ctx, {
          productId,
          quantity: quantity as number,
          phone: phone as string,
          packUnit: optionalText(body, 'packUnit'),
        });
        return { success: true, order: await presentOne(ctx, order) };
      },
      201,
    ),
  );

  // The spec's whole list; with `?limit=` (1-100) a keyset page instead, newest first, the next one named by a
  // `Link: <...&cursor=...>; rel="next"` header (the same cursors as GraphQL's orderConnection; docs/decisions/029).
  r.get(
    '/user-orderd-data',
    handle('orders', async (ctx, req, res) => {
      const limit = queryWhole(req, 'limit');
      const cursor = queryText(req, 'cursor');
      if (limit === undefined) {
        if (cursor !== undefined) throw badInput('cursor needs limit (1 to 100)', 'limit');
        return presentOrders(ctx, await orders.allOrders(ctx));
      }
      const status = queryText(req, 'status');
      if (status !== undefined && !(ORDER_STATUSES as readonly string[]).includes(status))
        throw badInput(`status must be one of ${ORDER_STATUSES.join(', ')}`, 'status');
      if (limit < 1 || limit > MAX_PAGE) throw badInput(`limit must be from 1 to ${MAX_PAGE}`, 'limit');
      const page = await orderConnection(ctx, {
        first: limit,
        after: cursor ?? null,
        status: (status as OrderStatus | undefined) ?? null,
      }).catch((e: unknown) => {
        // GraphQL's argument is `after`; here the same cursor is the `cursor` parameter.
        if (e instanceof AppError && e.extensions.field === 'after')
          throw badInput('cursor is not one from this list: start again without it', 'cursor');
        throw e;
      });
      if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
        const next = new URLSearchParams({
          limit: String(limit),
          cursor: page.pageInfo.endCursor,
          ...(status ? { status } : {}),
        });
        res.setHeader('Link', `</user-orderd-data?${next.toString()}>; rel="next"`);
      }
      return presentOrders(
        ctx,
        page.edges.map((e) => e.node),
      );
    }),
  );

  r.delete(
    '/user-orderd-data/:id',
    handle('deleteOrderItem', async (ctx, req) => {
      await orders.deleteOrderItem(ctx, String(req.params.id));
      return { success: true, deletedCount: 1 };
    }),
  );

  r.post(
    '/user-orderd-data/:id/pay',
    handle('payOrderItem', async (ctx, req) => ({
      success: true,
      order: await presentOne(ctx, await orders.payOrderItem(ctx, String(req.params.id))),
    })),
  );
  r.post(
    '/user-orderd-data/:id/cancel',
    handle('cancelOrderItem', async (ctx, req) => ({
      success: true,
      order: await presentOne(ctx, await orders.cancelOrderItem(ctx, String(req.params.id))),
    })),
  );
  r.put(
    '/user-orderd-data/:id/status',
    handle('updateOrderStatus', async (ctx, req) => {
      const status = optionalText(bodyOf(req), 'status');
      if (!status || !(ORDER_STATUSES as readonly string[]).includes(status)) {
        throw badInput(`status must be one of ${ORDER_STATUSES.join(', ')}`, 'status');
      }
      const order = await orders.changeStatus(ctx, String(req.params.id), status as OrderStatus);
      return { success: true, order: await presentOne(ctx, order) };
    }),
  );
  return r;
}
