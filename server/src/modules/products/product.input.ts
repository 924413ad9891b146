import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@gluegun/common';
import { ArgsType, Field, InputType, Int } from 'type-graphql';

/** What the catalog search finds (product.service productSearchSql), as the API describes it. */
export const SEARCH_DESCRIPTION =
  'Catalog search, at most 200 characters: a part number (SKU) whole or its start, ignoring case, spaces, hyphens, dots and slashes (GG-100W, gg 100w and GG100W are one), a part of a name, or words of the name, description and specification values, such as 11 mm or white (stemmed; the last word may be the start of one). Exact part numbers come first in `products`.';

@InputType({
  description: 'A quantity rule: minimum (100 or more) and maximum must be multiples of increment',
})
export class QuantityRuleInput {
  @Field(() => Int, { description: 'Fewest units per order, at least 100' })
  minimum!: number;

  @Field(() => Int, { description: 'Case pack, at least 1' })
  increment!: number;

  @Field(() => Int, { nullable: true, description: 'Most units per order; null for none' })
  maximum?: number | null;
}

@InputType({ description: 'A volume price break: from minQuantity units on, unitPriceCents a unit' })
export class PriceBreakInput {
  @Field(() => Int, { description: "Above the product's minimum order" })
  minQuantity!: number;

  @Field(() => Int, { description: 'Below the base price and below every break at a smaller quantity' })
  unitPriceCents!: number;
}

@InputType({
  description:
    'Name, description, image, price and stock are required (spec §5). Price is in cents. Wholesale fields are optional: left out on create they take their defaults, on update they stay as they are.',
})
export class ProductInput {
  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field({ description: 'http(s) image link' })
  imageUrl!: string;

  @Field(() => Int, { description: 'Price of one piece in US cents, at least 1' })
  priceCents!: number;

  @Field(() => Int, { description: 'Units in stock, 0 or more' })
  quantity!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'Unique SKU (2-32 letters, digits, hyphens; stored upper-case). Generated on create when left out.',
  })
  sku?: string | null;

  @Field(() => QuantityRuleInput, {
    nullable: true,
    description: 'Minimum, case pack and maximum per order. Default: 100, 1, none.',
  })
  quantityRule?: QuantityRuleInput | null;

  @Field(() => [PriceBreakInput], {
    nullable: true,
    description: 'Volume price breaks (at most 10); prices must fall as quantity rises. Default: none.',
  })
  priceBreaks?: PriceBreakInput[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'Whether it may be ordered beyond its stock, the rest backordered. Default false; left out on update it stays as it is.',
  })
  backordersAllowed?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The day more stock is expected, YYYY-MM-DD (UTC), today or later; empty or null clears it; left out on update it stays as it is.',
  })
  restockOn?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Required by updateProduct: the `version` of the product you loaded. If the product changed since (an edit, or stock moved by a payment or cancellation), the update is refused with CONFLICT instead of overwriting it. Ignored by createProduct.',
  })
  version?: number | null;
}

@InputType({ description: 'Values of one specification: a product matches with any of them' })
export class SpecFilter {
  @Field({ description: "The specification's key, e.g. stick-diameter" })
  key!: string;

  @Field(() => [String], {
    description: 'At most 20 values: numbers as numbers (11, 2.5), choices as listed',
  })
  values!: string[];
}

@InputType({ description: 'Which products a list shows besides the search; every part given must hold' })
export class CatalogFilter {
  @Field(() => String, {
    nullable: true,
    description: "A category's slug: its products and those of every category below it",
  })
  category?: string | null;

  @Field(() => [SpecFilter], {
    nullable: true,
    description: 'At most 10 specifications; each must match one of its values',
  })
  specs?: SpecFilter[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Only products with stock for at least their minimum order',
  })
  inStock?: boolean | null;

  @Field(() => Int, {
    nullable: true,
    description: 'List price (one unit, before breaks) at least this, in cents',
  })
  minPriceCents?: number | null;

  @Field(() => Int, { nullable: true, description: 'List price at most this, in cents' })
  maxPriceCents?: number | null;
}

@ArgsType()
export class ProductsArgs {
  @Field({ nullable: true, description: SEARCH_DESCRIPTION })
  search?: string;

  @Field(() => CatalogFilter, {
    nullable: true,
    description: 'A category (with everything below it), specification values, in stock, a price range',
  })
  filter?: CatalogFilter | null;

  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1' })
  page!: number;

  @Field(() => Int, {
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `Products per page, 1 to ${MAX_PAGE_SIZE}`,
  })
  pageSize!: number;
}
