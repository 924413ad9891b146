import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A place stock is kept and shipped from (docs/decisions/082)' })
export class Warehouse {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Short code, unique (MAIN, NORTH)' })
  code!: string;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'Allocation order at checkout: 1 is allocated first' })
  priority!: number;

  @Field({ description: 'Inactive warehouses keep their stock but are not allocated from' })
  active!: boolean;
}

@ObjectType({ description: "A product's units in one warehouse" })
export class WarehouseStockLevel {
  @Field(() => ID)
  warehouseId!: string;

  @Field()
  code!: string;

  @Field()
  name!: string;

  @Field()
  active!: boolean;

  @Field(() => Int, {
    description: "Units in this warehouse; the product's quantity is the sum over its warehouses",
  })
  quantity!: number;
}
