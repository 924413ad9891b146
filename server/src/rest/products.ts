import { Router } from 'express';
import { dollarsToCents } from '@gluegun/common';
import * as products from '../modules/products/product.service';
import { badInput } from '../errors';
import { handle } from './handler';
import { bodyOf, optionalNumber, optionalText, queryText, type Body } from './body';
import { presentProduct } from './present';
import { restCursorPage } from './cursor-pages';
import { productConnection } from '../modules/products/product-connection';

/**
 * The spec's product form ({name, price (dollars), quantity, img, des}) or our names ({priceCents,
 * imageUrl, description}) -> the service's input. Required/limits are checked by the shared schema.
 */
function productInput(body: Body) {
  let priceCents = optionalNumber(body, 'priceCents');
  if (priceCents === undefined && body.price !== undefined && body.price !== null && body.price !== '') {
    if (typeof body.price !== 'number' && typeof body.price !== 'string')
      throw badInput('price must be a dollar amount', 'price');
    priceCents = dollarsToCents(body.price);
    if (Number.isNaN(priceCents)) throw badInput('price must be a dollar amount like 12.50', 'price');
  }
  return {
    name: optionalText(body, 'name'),
    description: optionalText(body, 'description') ?? optionalText(body, 'des'),
    imageUrl: optionalText(body, 'imageUrl') ?? optionalText(body, 'img'),
    priceCents,
    quantity: optionalNumber(body, 'quantity'),
    version: optionalNumber(body, 'version'),
    // Wholesale fields, checked by the shared schema: sku text, quantityRule {minimum, increment,
    // maximum}, priceBreaks [{minQuantity, unitPriceCents}].
    sku: optionalText(body, 'sku'),
    quantityRule: body.quantityRule,
    priceBreaks: body.priceBreaks,
    // Backorder terms (docs/decisions/088), checked by the shared schema: left out, they stay as they are.
    backordersAllowed: body.backordersAllowed,
    restockOn: body.restockOn,
  };
}

/** The query parameters GET /products reads: part of its cache key (router.ts), every other one is not. */
export const CATALOG_PARAMS = ['offset', 'limit', 'cursor'] as const;

function queryInt(req: Parameters<typeof queryText>[0], field: string): number | undefined {
  const raw = queryText(req, field);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,7}$/.test(raw)) throw badInput(`${field} must be a whole number`, field);
  return Number(raw);
}

export function productRoutes(): Router {
  const r = Router({ caseSensitive: true });
  // The spec's list; above REST_CATALOG_LIMIT products it is paged (`?offset=&limit=`), the total and the next page
  // in headers so the body keeps the spec's shape (docs/decisions/023).
  // With `?cursor=` (empty for the first page) and `limit` (1-100): cursor pages in the same order, the next page in
  // a Link header with its cursor (rest/cursor-pages.ts). `limit` alone keeps its offset meaning.
  r.get(
    '/products',
    handle('products', async (ctx, req, res) => {
      if (queryText(req, 'cursor') !== undefined) {
        if (queryText(req, 'offset') !== undefined)
          throw badInput('Give offset or cursor, not both', 'cursor');
        return ((await restCursorPage(req, res, (args) => productConnection(ctx, args))) ?? []).map(
          presentProduct,
        );
      }
      const page = await products.listCatalog(ctx, {
        offset: queryInt(req, 'offset'),
        limit: queryInt(req, 'limit'),
      });
      res.setHeader('X-Total-Count', String(page.total));
      if (page.offset + page.items.length < page.total) {
        res.setHeader(
          'Link',
          `</products?offset=${page.offset + page.items.length}&limit=${page.limit}>; rel="next"`,
        );
      }
      return page.items.map(presentProduct);
    }),
  );
  r.get(
    '/products/:id',
    handle('product', async (ctx, req) =>
      presentProduct(await products.getProduct(ctx, String(req.params.id))),
    ),
  );
  r.post(
    '/products',
    handle(
      'createProduct',
      async (ctx, req) => {
        const product = await products.createProduct(ctx, productInput(bodyOf(req)));
        return { success: true, product: presentProduct(product) };
      },
      201,
    ),
  );
  r.put(
    '/products/:id',
    handle('updateProduct', async (ctx, req) => {
      const product = await products.updateProduct(ctx, String(req.params.id), productInput(bodyOf(req)));
      return { success: true, product: presentProduct(product) };
    }),
  );
  r.delete(
    '/products/:id',
    handle('deleteProduct', async (ctx, req) => {
      await products.deleteProduct(ctx, String(req.params.id));
      return { success: true, deletedCount: 1 };
    }),
  );
  return r;
}
