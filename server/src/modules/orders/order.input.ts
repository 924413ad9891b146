import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Place an order item. Name, price and customer come from the server, never from the caller.' })
export class PlaceOrderInput {
  @Field(() => ID)
  productId!: string;

  @Field(() => Int, { description: 'At least 100 units (wholesale)' })
  quantity!: number;

  @Field({ description: 'Contact phone for this order' })
  phone!: string;
}
