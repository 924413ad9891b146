import { Router, type Request } from 'express';
import * as catalog from '../modules/catalog/catalog.service';
import * as products from '../modules/products/product.service';
import type { CatalogFilterInput } from '../modules/products/catalog-filter';
import type { Context } from '../context';
import { badInput } from '../errors';
import { handle } from './handler';
import { queryText } from './body';
import { presentProduct } from './present';

const SPEC_PARAM = /^spec\.([a-z0-9-]{1,40})$/;
const FILTER_PARAMS = ['search', 'category', 'inStock', 'minPriceCents', 'maxPriceCents'];

/** The query parameters a catalog read uses, for its public cache key (router.ts): the filter's, its specs', a page's. */
export function catalogParamsOf(path: string, query: Request['query']): string[] {
  if (!path.startsWith('/catalog/')) return [];
  const specs = Object.keys(query)
    .filter((k) => k.startsWith('spec.'))
    .sort();
  return [...FILTER_PARAMS, ...(path === '/catalog/products' ? ['page', 'pageSize'] : []), ...specs];
}

function wholeNumber(req: Request, field: string): number | undefined {
  const raw = queryText(req, field);
  if (raw === undefined || raw === '') return undefined;
  if (!/^\d{1,10}$/.test(raw)) throw badInput(`${field} must be a whole number`, field);
  return Number(raw);
}

/**
 * The filter as a query string: `?category=glue-guns&spec.stick-diameter=11,15&inStock=true&minPriceCents=&maxPriceCents=`
 * (a specification's values comma-separated), read into the same filter GraphQL takes.
 */
export function filterFromQuery(req: Request): CatalogFilterInput {
  const inStock = queryText(req, 'inStock');
  if (inStock !== undefined && inStock !== 'true' && inStock !== 'false')
    throw badInput('inStock must be true or false', 'inStock');
  const specs = Object.keys(req.query)
    .filter((k) => k.startsWith('spec.'))
    .map((k) => {
      const key = SPEC_PARAM.exec(k)?.[1];
      if (!key) throw badInput(`${k.slice(0, 50)} is not a specification's key`, 'specs');
      return {
        key,
        values: (queryText(req, k) ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter((v) => v !== ''),
      };
    });
  return {
    category: queryText(req, 'category'),
    specs,
    inStock: inStock === 'true',
    minPriceCents: wholeNumber(req, 'minPriceCents'),
    maxPriceCents: wholeNumber(req, 'maxPriceCents'),
  };
}

async function presentCategory(ctx: Context, c: catalog.CategoryRow) {
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    parentId: c.parentId,
    position: c.position,
    productCount: await catalog.productCountOf(ctx, c),
  };
}

/** The catalog's shape over REST: the same services as GraphQL's categories, category, catalogFacets and products. */
export function catalogRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/categories',
    handle('categories', async (ctx) =>
      Promise.all((await catalog.categories(ctx)).map((c) => presentCategory(ctx, c))),
    ),
  );
  r.get(
    '/categories/:slug',
    handle('category', async (ctx, req) => {
      const c = await catalog.category(ctx, String(req.params.slug));
      const [crumbs, children, filters] = await Promise.all([
        catalog.breadcrumbs(ctx, c),
        catalog.childrenOf(ctx, c),
        ctx.loaders.categoryFilters.load(c.id),
      ]);
      return {
        ...(await presentCategory(ctx, c)),
        breadcrumbs: crumbs.map((b) => ({ slug: b.slug, name: b.name })),
        children: await Promise.all(children.map((k) => presentCategory(ctx, k))),
        filters: filters.map((s) => ({
          key: s.key,
          name: s.name,
          kind: s.kind,
          unit: s.unit,
          choices: s.choices,
        })),
      };
    }),
  );
  r.get(
    '/catalog/facets',
    handle('catalogFacets', async (ctx, req) =>
      catalog.catalogFacets(ctx, { search: queryText(req, 'search'), filter: filterFromQuery(req) }),
    ),
  );
  // The shop's list with the filter: pages like GraphQL's products (`?page=&pageSize=`), the total in X-Total-Count.
  r.get(
    '/catalog/products',
    handle('products', async (ctx, req, res) => {
      const page = await products.listProducts(ctx, {
        search: queryText(req, 'search'),
        filter: filterFromQuery(req),
        page: wholeNumber(req, 'page'),
        pageSize: wholeNumber(req, 'pageSize'),
      });
      res.setHeader('X-Total-Count', String(page.total));
      return page.items.map(presentProduct);
    }),
  );
  return r;
}
