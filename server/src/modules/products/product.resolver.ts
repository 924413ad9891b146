import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { lowestUnitPrice } from '@gluegun/common';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { CatalogSuggestion, PriceBreak, Product, ProductPage, QuantityRule } from './product.type';
import { priceBreaksOf, quantityRuleOf, type WholesaleColumns } from './product.wholesale';
import { ProductInput, ProductsArgs } from './product.input';
import * as products from './product.service';

@Resolver(() => Product)
export class ProductResolver {
  @Allow('products')
  @Query(() => ProductPage, {
    description: 'Products, newest first, with name search and pagination. Public.',
  })
  products(@Ctx() ctx: Context, @Args() args: ProductsArgs) {
    return products.listProducts(ctx, args);
  }

  @Allow('catalogSuggestions')
  @Query(() => [CatalogSuggestion], {
    description:
      "Suggestions for a search box as the buyer types: the catalog search (part numbers, including the company's own, exact first; words; parts of names), at most 8. Public.",
  })
  catalogSuggestions(
    @Ctx() ctx: Context,
    @Arg('search', { description: 'What was typed so far (at most 200 characters)' }) search: string,
    @Arg('first', () => Int, {
      nullable: true,
      description: 'How many suggestions, 1 to 8 (default 6)',
    })
    first: number | null,
  ) {
    return products.catalogSuggestions(ctx, search, first);
  }

  @Allow('product')
  @Query(() => Product, { description: 'One product. Public.' })
  product(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return products.getProduct(ctx, id);
  }

  @Allow('createProduct')
  @Mutation(() => Product, { description: 'Post a product. Admins only.' })
  createProduct(@Ctx() ctx: Context, @Arg('input') input: ProductInput) {
    return products.createProduct(ctx, input);
  }

  @Allow('updateProduct')
  @Mutation(() => Product, { description: "Replace a product's fields. Admins only." })
  updateProduct(@Ctx() ctx: Context, @Arg('id', () => ID) id: string, @Arg('input') input: ProductInput) {
    return products.updateProduct(ctx, id, input);
  }

  @Allow('deleteProduct')
  @Mutation(() => Boolean, {
    description: 'Delete a product; its order items keep their snapshot. Admins only.',
  })
  deleteProduct(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return products.deleteProduct(ctx, id);
  }

  @FieldResolver(() => QuantityRule, { description: 'Minimum, case pack and maximum per order' })
  quantityRule(@Root() product: WholesaleColumns) {
    return quantityRuleOf(product);
  }

  @FieldResolver(() => [PriceBreak], {
    description: 'Volume price breaks by rising quantity (empty: one price for every quantity)',
  })
  priceBreaks(@Root() product: WholesaleColumns) {
    return priceBreaksOf(product);
  }

  @FieldResolver(() => Int, { description: 'The lowest unit price any quantity gets, in cents ("from $X")' })
  fromPriceCents(@Root() product: WholesaleColumns & { priceCents: number }) {
    return lowestUnitPrice(product.priceCents, priceBreaksOf(product));
  }
}
