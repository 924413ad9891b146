import { Router } from 'express';
import * as related from '../modules/related/related.service';
import { handle } from './handler';
import { bodyOf } from './body';
import { presentProduct, type ProductRow } from './present';

const presentRelated = (r: related.RelatedView) => ({
  kind: r.kind,
  position: r.position,
  product: presentProduct(r.product as unknown as ProductRow),
});

/** Related items and compare over REST (docs/decisions/078): the same services as GraphQL's Product.related, setRelatedProducts and compareProducts. */
export function relatedRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/products/:id/related',
    handle('productRelated', async (ctx, req) => ({
      items: (await related.productRelated(ctx, String(req.params.id), req.query.kinds)).map(presentRelated),
    })),
  );
  r.put(
    '/products/:id/related',
    handle('setRelatedProducts', async (ctx, req) => {
      const body = bodyOf(req);
      const product = await related.setRelatedProducts(ctx, String(req.params.id), body.kind, body.related);
      return {
        success: true,
        product: presentProduct(product as unknown as ProductRow),
        related: (await related.relatedOf(ctx, product.id)).map(presentRelated),
      };
    }),
  );
  r.get(
    '/compare',
    handle('compareProducts', async (ctx, req) => ({
      items: (await related.compareProducts(ctx, req.query.ids ?? '')).map((p) =>
        presentProduct(p as unknown as ProductRow),
      ),
    })),
  );
  return r;
}
