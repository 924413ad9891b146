import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import { Product } from '../products/product.type';
import {
  Dimensions,
  PackSize,
  ProductFamily,
  ProductFamilyInput,
  ProductOption,
  ProductPackingInput,
} from './family.type';
import * as families from './family.service';
import { familyLoaders, packSizesOf, textsOf } from './family.service';
import * as writes from './variant-writes';

interface VariantColumns {
  familyId?: string | null;
  optionValues?: unknown;
  packSizes?: unknown;
  weightGrams?: number | null;
  lengthMm?: number | null;
  widthMm?: number | null;
  heightMm?: number | null;
}

@Resolver(() => ProductFamily)
export class ProductFamilyResolver {
  @Allow('productFamily')
  @Query(() => ProductFamily, { description: 'One family with its variants (the variant picker). Public.' })
  productFamily(@Ctx() ctx: Context, @Arg('id', () => ID) id: string) {
    return families.productFamily(ctx, id);
  }

  @Allow('productFamilies')
  @Query(() => [ProductFamily], { description: 'Every family by name (at most 500). Public.' })
  productFamilies(@Ctx() ctx: Context) {
    return families.productFamilies(ctx);
  }

  @Allow('saveProductFamily')
  @Mutation(() => ProductFamily, {
    description: 'Create a family (no id) or change one: name, description, option names. Admins only.',
  })
  saveProductFamily(@Ctx() ctx: Context, @Arg('input', () => ProductFamilyInput) input: ProductFamilyInput) {
    return families.saveProductFamily(ctx, input);
  }

  @Allow('setProductVariant')
  @Mutation(() => Product, {
    description:
      'Make a product a variant of a family with one value per option, or (no familyId) a product of its own. Admins only.',
  })
  setProductVariant(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
    @Arg('familyId', () => ID, { nullable: true }) familyId: string | null,
    @Arg('optionValues', () => [String], { description: 'One value per option of the family, in its order' })
    optionValues: string[],
  ) {
    return writes.setProductVariant(ctx, productId, familyId, optionValues);
  }

  @Allow('setProductPacking')
  @Mutation(() => Product, {
    description:
      "Set a product's pack sizes (replacing them) and the weight and size of one base unit. Admins only.",
  })
  setProductPacking(
    @Ctx() ctx: Context,
    @Arg('productId', () => ID) productId: string,
    @Arg('input', () => ProductPackingInput) input: ProductPackingInput,
  ) {
    return writes.setProductPacking(ctx, productId, input);
  }

  @FieldResolver(() => [Product], { description: 'Its variants, oldest first (at most 100)' })
  variants(@Ctx() ctx: Context, @Root() family: ProductFamily) {
    return familyLoaders(ctx).variants.load(family.id);
  }
}

@Resolver(() => Product)
export class ProductVariantResolver {
  @FieldResolver(() => ProductFamily, {
    nullable: true,
    description: 'The family it is a variant of; null = a product of its own',
  })
  family(@Ctx() ctx: Context, @Root() p: VariantColumns) {
    return p.familyId ? familyLoaders(ctx).family.load(p.familyId) : null;
  }

  @FieldResolver(() => [ProductOption], {
    description: "Its value for each option of its family, in the family's order (empty outside a family)",
  })
  async options(@Ctx() ctx: Context, @Root() p: VariantColumns) {
    if (!p.familyId) return [];
    const names = (await familyLoaders(ctx).family.load(p.familyId))?.optionNames ?? [];
    const values = textsOf(p.optionValues as never);
    return names.flatMap((name, i) => (values[i] === undefined ? [] : [{ name, value: values[i] }]));
  }

  @FieldResolver(() => [PackSize], {
    description: 'The units it is ordered in: Each (1) first, then its packs by size',
  })
  packSizes(@Root() p: VariantColumns) {
    return packSizesOf({ packSizes: p.packSizes as never });
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Grams of one base unit; null = not given' })
  weightGrams(@Root() p: VariantColumns) {
    return p.weightGrams ?? null;
  }

  @FieldResolver(() => Dimensions, { nullable: true, description: 'Size of one base unit; null = not given' })
  dimensions(@Root() p: VariantColumns) {
    return p.lengthMm && p.widthMm && p.heightMm
      ? { lengthMm: p.lengthMm, widthMm: p.widthMm, heightMm: p.heightMm }
      : null;
  }
}
