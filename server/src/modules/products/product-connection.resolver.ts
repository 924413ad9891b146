import { Arg, Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { PageArgsInput, type ConnectionRoot } from '../../lib/connection-type';
import { CatalogFilter, SEARCH_DESCRIPTION } from './product.input';
import { ProductConnection, productConnection } from './product-connection';

@Resolver(() => ProductConnection)
export class ProductConnectionResolver {
  @Allow('productConnection')
  @Query(() => ProductConnection, {
    description:
      'Products as cursor pages, newest first, with the catalog search: first/after or last/before, at most 100 a page. Public.',
  })
  productConnection(
    @Ctx() ctx: Context,
    @Args() args: PageArgsInput,
    @Arg('search', () => String, { nullable: true, description: SEARCH_DESCRIPTION }) search?: string,
    @Arg('filter', () => CatalogFilter, {
      nullable: true,
      description: 'A category (with everything below it), specification values, in stock, a price range',
    })
    filter?: CatalogFilter,
  ) {
    return productConnection(ctx, { ...args, search, filter });
  }

  @FieldResolver(() => Int, { description: 'Products matching the search and filter, on every page' })
  totalCount(@Root() connection: ConnectionRoot) {
    return connection.count();
  }
}
