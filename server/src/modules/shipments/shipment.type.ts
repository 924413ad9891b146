import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A quantity of one invoice line in a shipment' })
export class ShipmentLine {
  @Field(() => ID) invoiceLineId!: string;
  @Field(() => Int, { description: "The invoice line's position" }) position!: number;
  @Field() sku!: string;
  @Field(() => String, {
    nullable: true,
    description: "The buyer's company's own part number, as on the invoice",
  })
  customerPartNumber!: string | null;
  @Field() productName!: string;
  @Field(() => Int) quantity!: number;
}

@ObjectType({ description: 'One load of an order leaving the warehouse: its lines, carrier and tracking' })
export class Shipment {
  @Field(() => ID) id!: string;
  @Field(() => ID) purchaseOrderId!: string;
  @Field(() => Int, { description: '1, 2, 3 within its order' }) number!: number;
  @Field({ description: "SO-000123-2: the order number and the shipment's" }) shipmentNumber!: string;
  @Field() carrier!: string;
  @Field({ description: "The carrier's service (may be empty)" }) service!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Null only on shipments made by a whole-order status change',
  })
  trackingNumber!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "An https link: the known carrier's tracking page or one given by the shop",
  })
  trackingUrl!: string | null;
  @Field() shippedAt!: Date;
  @Field(() => Date, { nullable: true, description: 'Null until delivered' }) deliveredAt!: Date | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "The warehouse it left from; null when none was named (its units count off the lines' warehouses in priority order)",
  })
  warehouseId!: string | null;
  @Field(() => String, { nullable: true, description: "That warehouse's code" }) warehouseCode!:
    string | null;
  @Field(() => String, { nullable: true, description: "That warehouse's name" }) warehouseName!:
    string | null;
  @Field(() => [ShipmentLine]) lines!: ShipmentLine[];
}

@InputType({ description: 'A quantity of one invoice line to ship' })
export class ShipmentLineInput {
  @Field(() => ID) invoiceLineId!: string;
  @Field(() => Int) quantity!: number;
}
