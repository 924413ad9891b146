import { Arg, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Product } from '../products/product.type';
import { RelatedProduct, RelationKind } from './related.type';
import * as related from './related.service';

@Resolver(() => Product)
export class ProductRelatedResolver {
  @FieldResolver(() => [RelatedProduct], {
    description:
      "Its related items of the given kinds (all kinds when none is given), by kind then the admin's order",
  })
  related(
    @Ctx() ctx: Context,
    @Root() p: Product,
    @Arg('kinds', () => [RelationKind], { nullable: true }) kinds: RelationKind[] | null,
  ) {
    return related.relatedOf(ctx, p.id, related.kindsOf(kinds));
  }

  @FieldResolver(() => Product, {
    nullable: true,
    description: 'The item sold in its place when it is discontinued; null = still sold',
  })
  async replacedBy(@Ctx() ctx: Context, @Root() p: Product) {
    const [direct] = await related.relatedOf(ctx, p.id, ['REPLACED_BY']);
    return direct?.product ?? null;
  }

  @Allow('compareProducts')
  @Query(() => [Product], {
    description:
      'Up to four products side by side, in the order given; ids of products no longer sold are left out. Public.',
  })
  compareProducts(@Ctx() ctx: Context, @Arg('ids', () => [ID]) ids: string[]) {
    return related.compareProducts(ctx, ids);
  }

  @Allow('setRelatedProducts')
  @Mutation(() => Product, {
    description:
      "Replace a product's related items of one kind (ids or SKUs, in order; an empty list removes them). Refused in words, changing nothing: unknown items, itself, repeats, more than one replacement, a loop of replacements. Admins only.",
  })
  setRelatedProducts(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
    @Arg('kind', () => RelationKind) kind: RelationKind,
    @Arg('related', () => [String], { description: 'Product ids or SKUs, in the order shown' })
    relatedIds: string[],
  ) {
    return related.setRelatedProducts(ctx, productId, kind, relatedIds);
  }
}
