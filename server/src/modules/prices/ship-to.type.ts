import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'An open item priced again for the ship-to location just chosen' })
export class RepricedItem {
  @Field(() => ID) itemId!: string;
  @Field() productName!: string;
  @Field(() => Int, { description: 'Base units' }) quantity!: number;
  @Field(() => Int, { description: 'The unit price before the choice' }) fromUnitPriceCents!: number;
  @Field(() => Int, { description: 'The unit price now, as the location prices it' })
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
