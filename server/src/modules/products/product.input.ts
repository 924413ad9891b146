import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@gluegun/common';
import { ArgsType, Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'All fields are required (spec §5). Price is in cents.' })
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

  @Field(() => Int, {
    nullable: true,
    description: 'Required by updateProduct: the `version` of the product you loaded. If the product changed since (an edit, or stock moved by a payment or cancellation), the update is refused with CONFLICT instead of overwriting it. Ignored by createProduct.',
  })
  version?: number | null;
}

@ArgsType()
export class ProductsArgs {
  @Field({ nullable: true, description: 'Case-insensitive search in product names' })
  search?: string;

  @Field(() => Int, { defaultValue: 1, description: 'Page number, from 1' })
  page!: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `Products per page, 1 to ${MAX_PAGE_SIZE}` })
  pageSize!: number;
}
