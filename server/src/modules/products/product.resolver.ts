import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Product, ProductPage } from './product.type';
import { ProductInput, ProductsArgs } from './product.input';
import * as products from './product.service';

@Resolver(() => Product)
export class ProductResolver {
  @Allow('products')
  @Query(() => ProductPage, { description: 'Products, newest first, with name search and pagination. Public.' })
  products(@Ctx() ctx: Context, @Args() args: ProductsArgs) {
    return products.listProducts(ctx, args);
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
  @Mutation(() => Product, { description: 'Replace a product\'s fields. Admins only.' })
  updateProduct(@Ctx() ctx: Context, @Arg('id', () => ID) id: string, @Arg('input') input: ProductInput) {
    return products.updateProduct(ctx, id, input);
  }

  @Allow('deleteProduct')
  @Mutation(() => Boolean, { description: 'Delete a product; its order items keep their snapshot. Admins only.' })
  deleteProduct(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return products.deleteProduct(ctx, id);
  }
}
