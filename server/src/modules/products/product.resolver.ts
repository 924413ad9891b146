import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Product, ProductPage } from './product.type';
import { ProductInput, ProductsArgs } from './product.input';
import * as products from './product.service';

@Resolver(() => Product)
export class ProductResolver {
  @Query(() => ProductPage, { description: 'Products, newest first, with name search and pagination. Public.' })
  products(@Ctx() ctx: Context, @Args() args: ProductsArgs) {
    return products.listProducts(ctx, args);
  }

  @Query(() => Product, { description: 'One product. Public.' })
  product(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return products.getProduct(ctx, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: 'Post a product. Admins only.' })
  createProduct(@Ctx() ctx: Context, @Arg('input') input: ProductInput) {
    return products.createProduct(ctx, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Product, { description: 'Replace a product\'s fields. Admins only.' })
  updateProduct(@Ctx() ctx: Context, @Arg('id', () => ID) id: string, @Arg('input') input: ProductInput) {
    return products.updateProduct(ctx, id, input);
  }

  @Authorized('ADMIN')
  @Mutation(() => Boolean, { description: 'Delete a product; its order items keep their snapshot. Admins only.' })
  deleteProduct(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return products.deleteProduct(ctx, id);
  }
}
