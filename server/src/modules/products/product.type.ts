import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A glue gun (or glue) offered wholesale. Orders are for at least 100 units.' })
export class Product {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Product name' })
  name!: string;

  @Field({ description: 'Description shown on the card and detail page (the spec\'s `des`)' })
  description!: string;

  @Field({ description: 'http(s) link to the product image (the spec\'s `img`)' })
  imageUrl!: string;

  @Field(() => Int, { description: 'Price of one piece in US cents' })
  priceCents!: number;

  @Field(() => Int, { description: 'Units in stock' })
  quantity!: number;

  @Field(() => Int, { description: 'Changes whenever the product or its stock changes; send it back with updateProduct' })
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
