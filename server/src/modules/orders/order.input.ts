import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({
  description: 'Place an order item. Name, price and customer come from the server, never from the caller.',
})
export class PlaceOrderInput {
  @Field(() => ID)
  productId!: string;

  @Field(() => Int, {
    description: 'How many of `packUnit` (base units when none): at least 100 base units in all (wholesale)',
  })
  quantity!: number;

  @Field(() => String, {
    nullable: true,
    description:
      'A pack size of the product by name ("Case of 250"; see Product.packSizes): the server counts the line in base units',
  })
  packUnit?: string | null;

  @Field({ description: 'Contact phone for this order' })
  phone!: string;
}
