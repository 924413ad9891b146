import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'How many units one order line of a product may hold. Valid: at least `minimum`, a multiple of `increment` (counted from zero), at most `maximum` when set.',
})
export class QuantityRule {
  @Field(() => Int, {
    description:
      "Fewest units per order: 100 (the shop's wholesale minimum) or more, a multiple of `increment`",
  })
  minimum!: number;

  @Field(() => Int, { description: 'Case pack: order quantities are multiples of it (1 = any whole number)' })
  increment!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'Most units per order, a multiple of `increment`; null = no product maximum',
  })
  maximum!: number | null;
}

@ObjectType({
  description: 'A volume price break: from `minQuantity` units on, each unit costs `unitPriceCents`',
})
export class PriceBreak {
  @Field(() => Int, { description: 'Units from which this price applies' })
  minQuantity!: number;

  @Field(() => Int, { description: 'Price of one unit in US cents at this quantity' })
  unitPriceCents!: number;
}

@ObjectType({ description: 'A glue gun (or glue) offered wholesale. Orders are for at least 100 units.' })
export class Product {
  @Field(() => ID)
  id!: string;

  @Field({
    description:
      'Stock-keeping unit, unique (upper-case letters, digits, hyphens): what quick-order files name',
  })
  sku!: string;

  @Field({ description: 'Product name' })
  name!: string;

  @Field({ description: "Description shown on the card and detail page (the spec's `des`)" })
  description!: string;

  @Field({ description: "http(s) link to the product image (the spec's `img`)" })
  imageUrl!: string;

  @Field(() => Int, {
    description: 'Price of one piece in US cents below the first price break (the base price)',
  })
  priceCents!: number;

  @Field(() => Int, { description: 'Units in stock' })
  quantity!: number;

  @Field(() => Int, {
    description: 'Changes whenever the product or its stock changes; send it back with updateProduct',
  })
  version!: number;

  @Field()
  createdAt!: Date;

  @Field()
  updatedAt!: Date;
}

@ObjectType({ description: 'One page of products, newest first' })
export class ProductPage {
  @Field(() => [Product])
  items!: Product[];

  @Field(() => Int, { description: 'Products matching the search, over all pages' })
  total!: number;

  @Field(() => Int)
  page!: number;

  @Field(() => Int)
  pageSize!: number;
}

@ObjectType({
  description:
    'One suggestion as a buyer types: an item the catalog search finds, labelled for the search box',
})
export class CatalogSuggestion {
  @Field(() => ID, { description: "The product's id (its page is /product/{productId})" })
  productId!: string;

  @Field({
    description:
      "What the box shows: a variant's family name and its options ('Hot melt glue sticks 11 mm, White'), else the product's name",
  })
  label!: string;

  @Field({ description: "The shop's part number" })
  sku!: string;

  @Field(() => String, {
    nullable: true,
    description: "The signed-in buyer's company's own part number for it; null when it has none",
  })
  partNumber!: string | null;

  @Field({ description: 'Picture URL' })
  imageUrl!: string;
}
