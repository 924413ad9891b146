import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'One line to quote or add: a product and a quantity' })
export class OrderLineInput {
  @Field(() => ID)
  productId!: string;

  @Field(() => Int, { description: "Units; checked against the product's quantity rule" })
  quantity!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      "The line of the buyer's file, so refusals can name it; defaults to the position in the list",
  })
  lineNumber?: number | null;
}

@InputType({
  description: 'Lines to add to My Orders in one transaction (all or none), with one contact phone',
})
export class BulkAddInput {
  @Field(() => [OrderLineInput], { description: 'At most 500 lines; each product at most once' })
  lines!: OrderLineInput[];

  @Field({ description: 'Contact phone for every item added' })
  phone!: string;
}
