import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow, allow } from '../../auth/access';
import { keysetPage, readOrder, type PageArgs } from '../../lib/connection';
import { connectionOf, PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import { Product } from './product.type';
import { SEARCH_DESCRIPTION } from './product.input';
import { CARD_FIELDS, countSearchedProducts, productListSql, searchedProducts } from './product.service';
import { resolveFilter, type CatalogFilterInput } from './catalog-filter';
import { CatalogFilter } from './product.input';

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

@Resolver(() => ProductConnection)
export class ProductConnectionResolver {
  @Allow('productConnection')
  @Query(() => ProductConnection, { description: 'Products as cursor pages, newest first, with the catalog search: first/after or last/before, at most 100 a page. Public.' })
  productConnection(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('search', () => String, { nullable: true, description: SEARCH_DESCRIPTION }) search?: string,
    @Arg('filter', () => CatalogFilter, { nullable: true, description: 'A category (with everything below it), specification values, in stock, a price range' }) filter?: CatalogFilter,
  ) {
    return productConnection(ctx, { ...args, search, filter });
  }

  @FieldResolver(() => Int, { description: 'Products matching the search and filter, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
