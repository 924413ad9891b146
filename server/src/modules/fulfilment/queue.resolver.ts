import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { Allow } from '../../auth/access';
import * as queue from './queue';

@ObjectType({ description: 'An open order line to pick and ship from a warehouse (docs/decisions/093)' })
export class FulfilmentQueueLine {
  @Field(() => ID) invoiceLineId!: string;
  @Field(() => ID) purchaseOrderId!: string;
  @Field({ description: 'SO-001234' }) orderNumber!: string;
  @Field(() => String, { nullable: true, description: "The buyer's own PO number" }) poNumber!: string | null;
  @Field() companyName!: string;
  @Field(() => Int, { description: "The line's position on its order" }) position!: number;
  @Field() sku!: string;
  @Field() productName!: string;
  @Field(() => Int, { description: 'Units still to pick and ship from this warehouse' }) quantity!: number;
  @Field(() => String, { nullable: true, description: 'The day the buyer asked for the order, YYYY-MM-DD' })
  requestedDeliveryDate!: string | null;
  @Field(() => String, { nullable: true, description: 'The day the shop promised the order, YYYY-MM-DD' })
  promisedDeliveryDate!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The day the shop promises this line, YYYY-MM-DD (docs/decisions/110); null = not known yet',
  })
  linePromisedDeliveryDate!: string | null;
}

@Resolver()
export class FulfilmentQueueResolver {
  @Allow('fulfilmentQueue')
  @Query(() => [FulfilmentQueueLine], {
    description:
      "What to pick and ship from a warehouse: open order lines allocated to it, the earliest line promise first, then the order's promised (else requested) day, then the oldest order. Admins only.",
  })
  fulfilmentQueue(@Ctx() ctx: Context, @Arg('warehouseId', () => ID) warehouseId: string) {
    return queue.fulfilmentQueue(ctx, warehouseId);
  }
}
