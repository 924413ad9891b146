import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow, allow } from '../../auth/access';
import { keysetPage, readOrder, type PageArgs } from '../../lib/connection';
import { connectionOf, PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import { Product } from './product.type';
import { SEARCH_DESCRIPTION } from './product.input';
import { CARD_FIELDS, countSearchedProducts, productSearchSql, searchedProducts } from './product.service';

export const ProductConnection = connectionOf(Product, 'Product', 'A page of products, newest first (as the shop lists them), by cursor');

/** The catalog as cursor pages, in the shop's order (newest first), with the same search as `products`. */
export async function productConnection(ctx: Context, args: PageArgs & { search?: string | null }) {
  allow(ctx, 'productConnection');
  const search = productSearchSql(args.search, 1);
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
  ) {
    return productConnection(ctx, { ...args, search });
  }

  @FieldResolver(() => Int, { description: 'Products matching the search, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
