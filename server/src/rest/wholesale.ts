import { Router } from 'express';
import * as wholesale from '../modules/wholesale/wholesale.service';
import { handle } from './handler';
import { bodyOf, optionalText } from './body';
import { presentOrder, presentProduct } from './present';

/** Quote and quick order over REST: the same services as GraphQL; products in the REST shape. */
type Lines = { lines: Array<{ product: Parameters<typeof presentProduct>[0] | null }> };
const withRestProducts = <T extends Lines>(result: T) => ({
  ...result,
  lines: result.lines.map((l) => ({ ...l, product: l.product ? presentProduct(l.product) : null })),
});

/** REST callers may name the product `_id` as in the spec's other routes. */
function restLines(lines: unknown) {
  if (!Array.isArray(lines)) return lines;
  return lines.map((l) => {
    const named = l && typeof l === 'object' && !Array.isArray(l) ? (l as Record<string, unknown>) : null;
    return named && named.productId === undefined && named._id !== undefined
      ? { ...named, productId: named._id }
      : l;
  });
}

export function wholesaleRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.post(
    '/quote',
    handle('quote', async (ctx, req) =>
      withRestProducts(await wholesale.quote(ctx, restLines(bodyOf(req).lines))),
    ),
  );
  r.post(
    '/quick-order/preview',
    handle('quickOrderPreview', async (ctx, req) => {
      const body = bodyOf(req);
      return withRestProducts(await wholesale.quickOrderPreview(ctx, body.text));
    }),
  );
  r.post(
    '/user-orderd-data/bulk',
    handle(
      'bulkAddToOrders',
      async (ctx, req) => {
        const body = bodyOf(req);
        const phone = optionalText(body, 'userPhone') ?? optionalText(body, 'phone');
        const added = await wholesale.bulkAddToOrders(ctx, { lines: restLines(body.lines), phone });
        return {
          success: true,
          count: added.count,
          totalCents: added.totalCents,
          orders: added.items.map((o) => presentOrder(o)),
        };
      },
      201,
    ),
  );
  return r;
}
