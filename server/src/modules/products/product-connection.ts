import type { Context } from '../../context';
import { allow } from '../../auth/access';
import { keysetPage, readOrder, type PageArgs } from '../../lib/connection';
import { connectionOf } from '../../lib/connection-type';
import { Product } from './product.type';
import { CARD_FIELDS, countSearchedProducts, productListSql, searchedProducts } from './product.service';
import { resolveFilter, type CatalogFilterInput } from './catalog-filter';

export const ProductConnection = connectionOf(Product, 'Product', 'A page of products, newest first (as the shop lists them), by cursor');

/** The catalog as cursor pages, in the shop's order (newest first), with the same search as `products`. */
export async function productConnection(ctx: Context, args: PageArgs & { search?: string | null; filter?: CatalogFilterInput | null }) {
  allow(ctx, 'productConnection');
  const search = productListSql(args.search, await resolveFilter(ctx, args.filter));
  if (search) {
    const page = await keysetPage(args, 'products', {
      rows: (past, orderBy, take) => searchedProducts(ctx, search, past, orderBy, take),
      any: async (past) => (await searchedProducts(ctx, search, past, readOrder(false), 1)).length > 0,
    });
    return { ...page, count: () => countSearchedProducts(ctx, search) };
  }
  const page = await keysetPage(args, 'products', {
    rows: (past, orderBy, take) => ctx.db.product.findMany({ where: past ?? {}, select: CARD_FIELDS, orderBy, take }),
    any: async (past) => (await ctx.db.product.findFirst({ where: past, select: { id: true } })) !== null,
  });
  return { ...page, count: () => ctx.db.product.count() };
}
