import { Router } from 'express';
import * as families from '../modules/families/family.service';
import * as writes from '../modules/families/variant-writes';
import type { Context } from '../context';
import { handle } from './handler';
import { bodyOf } from './body';
import { presentProduct, type ProductRow } from './present';

/** A family for REST: its fields and, on one family's page, its variants as products. */
async function presentFamily(ctx: Context, f: families.FamilyView) {
  const variants = await families.familyLoaders(ctx).variants.load(f.id);
  return { ...f, variants: variants.map((v) => presentProduct(v as unknown as ProductRow)) };
}

/** Families and variants over REST (docs/decisions/066): the same services as GraphQL's productFamily and writes. */
export function familyRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/product-families',
    handle('productFamilies', async (ctx) => families.productFamilies(ctx)),
  );
  r.get(
    '/product-families/:id',
    handle('productFamily', async (ctx, req) =>
      presentFamily(ctx, await families.productFamily(ctx, String(req.params.id))),
    ),
  );
  r.post(
    '/product-families',
    handle(
      'saveProductFamily',
      async (ctx, req) => {
        const { id: _ignored, ...body } = bodyOf(req);
        return {
          success: true,
          family: await presentFamily(ctx, await families.saveProductFamily(ctx, body)),
        };
      },
      201,
    ),
  );
  r.put(
    '/product-families/:id',
    handle('saveProductFamily', async (ctx, req) => ({
      success: true,
      family: await presentFamily(
        ctx,
        await families.saveProductFamily(ctx, { ...bodyOf(req), id: String(req.params.id) }),
      ),
    })),
  );
  r.put(
    '/products/:id/variant',
    handle('setProductVariant', async (ctx, req) => {
      const body = bodyOf(req);
      return {
        success: true,
        product: presentProduct(
          (await writes.setProductVariant(
            ctx,
            String(req.params.id),
            body.familyId,
            body.optionValues,
          )) as unknown as ProductRow,
        ),
      };
    }),
  );
  r.put(
    '/products/:id/packing',
    handle('setProductPacking', async (ctx, req) => ({
      success: true,
      product: presentProduct(
        (await writes.setProductPacking(ctx, String(req.params.id), bodyOf(req))) as unknown as ProductRow,
      ),
    })),
  );
  return r;
}
