import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Product } from '../products/product.type';
import { CatalogFilter, SEARCH_DESCRIPTION } from '../products/product.input';
import {
  CatalogFacets,
  Category,
  CategoryInput,
  ProductSpecification,
  SpecValueInput,
  Specification,
  SpecificationInput,
} from './catalog.type';
import * as catalog from './catalog.service';
import * as writes from './catalog-writes';

@Resolver(() => Category)
export class CategoryResolver {
  @Allow('categories')
  @Query(() => [Category], {
    description:
      'Every category, parents before their children, siblings in order (build the menu from parentId). Public.',
  })
  categories(@Ctx() ctx: Context) {
    return catalog.categories(ctx);
  }

  @Allow('category')
  @Query(() => Category, { description: 'One category by its slug. Public.' })
  category(@Ctx() ctx: Context, @Arg('slug') slug: string) {
    return catalog.category(ctx, slug);
  }

  @Allow('catalogFacets')
  @Query(() => CatalogFacets, {
    description:
      "What the products list with this search and filter holds: its total, in stock, price range, and the category's filters with a count per value. Public.",
  })
  catalogFacets(
    @Ctx() ctx: Context,
    @Arg('search', () => String, { nullable: true, description: SEARCH_DESCRIPTION }) search?: string,
    @Arg('filter', () => CatalogFilter, { nullable: true }) filter?: CatalogFilter,
  ) {
    return catalog.catalogFacets(ctx, { search, filter });
  }

  @Allow('specifications')
  @Query(() => [Specification], { description: 'Every specification, in order. Public.' })
  specifications(@Ctx() ctx: Context) {
    return catalog.specifications(ctx);
  }

  @Allow('saveCategory')
  @Mutation(() => Category, {
    description:
      'Create a category (no id) or change one: name, address, place in the tree, filters. Admins only.',
  })
  saveCategory(@Ctx() ctx: Context, @Arg('input', () => CategoryInput) input: CategoryInput) {
    return writes.saveCategory(ctx, input);
  }

  @Allow('deleteCategory')
  @Mutation(() => Boolean, {
    description: 'Delete a category without subcategories; its products stay in the catalog. Admins only.',
  })
  deleteCategory(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return writes.deleteCategory(ctx, id);
  }

  @Allow('saveSpecification')
  @Mutation(() => Specification, {
    description: 'Create a specification or change the one with this key. Admins only.',
  })
  saveSpecification(@Ctx() ctx: Context, @Arg('input', () => SpecificationInput) input: SpecificationInput) {
    return writes.saveSpecification(ctx, input);
  }

  @Allow('setProductCatalog')
  @Mutation(() => Product, {
    description:
      'Put a product in these categories with these specification values, replacing what it had. Admins only.',
  })
  setProductCatalog(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
    @Arg('categories', () => [String], { description: 'Category slugs' }) categories: string[],
    @Arg('specs', () => [SpecValueInput]) specs: SpecValueInput[],
  ) {
    return writes.setProductCatalog(ctx, productId, { categories, specs });
  }

  @FieldResolver(() => [Category], {
    description: 'The category and those above it, the top first (breadcrumbs)',
  })
  breadcrumbs(@Ctx() ctx: Context, @Root() c: Category) {
    return catalog.breadcrumbs(ctx, c as never);
  }

  @FieldResolver(() => [Category], { description: 'The categories directly below it, in order' })
  children(@Ctx() ctx: Context, @Root() c: Category) {
    return catalog.childrenOf(ctx, c as never);
  }

  @FieldResolver(() => Int, { description: 'Products in it or in any category below it' })
  productCount(@Ctx() ctx: Context, @Root() c: Category) {
    return catalog.productCountOf(ctx, c as never);
  }

  @FieldResolver(() => [Specification], { description: 'The specifications its page filters on, in order' })
  filters(@Ctx() ctx: Context, @Root() c: Category) {
    return ctx.loaders.categoryFilters.load(c.id);
  }
}

@Resolver(() => Product)
export class ProductCatalogResolver {
  @FieldResolver(() => [Category], { description: "The categories it sits in, in the tree's order" })
  categories(@Ctx() ctx: Context, @Root() p: Product) {
    return ctx.loaders.productCategories.load(p.id);
  }

  @FieldResolver(() => [ProductSpecification], {
    description: "Its specification values, in the specifications' order",
  })
  specifications(@Ctx() ctx: Context, @Root() p: Product) {
    return catalog.productSpecsOf(ctx, p.id);
  }
}
