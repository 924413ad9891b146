import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A line priced again as the buyer's contract prices it today" })
export class RepricedItem {
  @Field(() => ID) itemId!: string;
  @Field() productName!: string;
  @Field(() => Int, { description: 'Base units' }) quantity!: number;
  @Field(() => Int, { description: 'The unit price it carried' }) fromUnitPriceCents!: number;
  @Field(() => Int, { description: "The unit price now, as the buyer's contract prices it" })
  toUnitPriceCents!: number;
}

@ObjectType({ description: 'The ship-to location chosen and the open items it priced again' })
export class ShipToChoice {
  @Field(() => ID, {
    nullable: true,
    description: "The location chosen (null: none, the company's lists only)",
  })
  locationId!: string | null;
  @Field(() => [RepricedItem], {
    description:
      'Open items whose unit price changed with the location, oldest first (empty: none changed, or the location was the same)',
  })
  repricedItems!: RepricedItem[];
}
