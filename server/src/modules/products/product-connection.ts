import type { Context } from '../../context';
import { allow } from '../../auth/access';
import { keysetPage, type PageArgs } from '../../lib/connection';
import { sqlList } from '../../db/sql-list';
import { connectionOf } from '../../lib/connection-type';
import { Product } from './product.type';
import { productListSql, type ProductCard } from './product.service';
import { productListSource } from './product-columns';
import { partNumberCompany, resolveFilter, type CatalogFilterInput } from './catalog-filter';

export const ProductConnection = connectionOf(
  Product,
  'Product',
  'A page of products, newest first (as the shop lists them), by cursor',
);

/** The catalog as cursor pages, in the shop's order (newest first), with the same search as `products`: the same list. */
export async function productConnection(
  ctx: Context,
  args: PageArgs & { search?: string | null; filter?: CatalogFilterInput | null },
) {
  allow(ctx, 'productConnection');
  const catalog = sqlList(
    ctx.db,
    productListSource(
      productListSql(args.search, await resolveFilter(ctx, args.filter), null, partNumberCompany(ctx)),
    ),
    (row: ProductCard) => row,
  );
  return { ...(await keysetPage(args, 'products', catalog)), count: () => catalog.count() };
}
