import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum OrderScheduleAction {
  PAUSE = 'PAUSE',
  RESUME = 'RESUME',
  SKIP = 'SKIP',
  REMOVE = 'REMOVE',
}
registerEnumType(OrderScheduleAction, {
  name: 'OrderScheduleAction',
  description: 'Pause, resume, skip the next run, or remove the schedule',
});

@ObjectType({ description: 'A product on an order list and its quantity' })
export class OrderListLine {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field() sku!: string;
  @Field() productName!: string;
  @Field(() => Int, { description: 'Units ordered when the list is ordered' }) quantity!: number;
  @Field(() => Int, {
    nullable: true,
    description: "Units a scheduled run orders; null = the list's quantity",
  })
  scheduleQuantity!: number | null;
}

@ObjectType({ description: "One line of a list's order: added to My Orders, or not and why" })
export class OrderListLineResult {
  @Field(() => ID) productId!: string;
  @Field() sku!: string;
  @Field() productName!: string;
  @Field(() => Int) quantity!: number;
  @Field() added!: boolean;
  @Field(() => Int, {
    nullable: true,
    description: 'Unit price in cents at the price break (and contract price) of the day',
  })
  unitPriceCents!: number | null;
  @Field(() => Int, { nullable: true }) lineTotalCents!: number | null;
  @Field(() => String, { nullable: true, description: 'Why the line was not added' }) reason!: string | null;
}

@ObjectType({ description: 'What ordering a list did, line by line' })
export class OrderListOrderResult {
  @Field(() => [OrderListLineResult]) lines!: OrderListLineResult[];
  @Field(() => Int) addedCount!: number;
  @Field(() => Int) refusedCount!: number;
  @Field(() => Int, { description: 'Net of the added lines, in cents' }) totalCents!: number;
}

@ObjectType({ description: 'A scheduled run (or a skipped one) and its outcome' })
export class OrderScheduleRun {
  @Field({ description: 'YYYY-MM-DD' }) runOn!: string;
  @Field({ description: 'CLAIMED (under way), PLACED, AWAITING_APPROVAL, FAILED or SKIPPED' })
  status!: string;
  @Field(() => String, { nullable: true }) message!: string | null;
  @Field(() => [OrderListLineResult]) lines!: OrderListLineResult[];
  @Field(() => ID, { nullable: true }) purchaseOrderId!: string | null;
  @Field(() => ID, { nullable: true }) approvalRequestId!: string | null;
}

@ObjectType({
  description: "A list's repeat order, placed for its owner through the company's approval rules",
})
export class OrderSchedule {
  @Field(() => Int, { nullable: true }) everyWeeks!: number | null;
  @Field(() => Int, { nullable: true, description: '1 to 28' }) dayOfMonth!: number | null;
  @Field({ description: 'The rule in words' }) rule!: string;
  @Field({ description: 'ACTIVE, PAUSED, STOPPED (its owner left or may no longer order) or ENDED' })
  status!: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; null once ended or stopped' }) nextRunOn!:
    string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: no run after this day' }) endOn!:
    string | null;
  @Field(() => String, { nullable: true }) stoppedReason!: string | null;
  @Field() ownerEmail!: string;
  @Field() contactPhone!: string;
  @Field(() => [OrderScheduleRun], { description: 'The latest runs and skips, newest first' })
  runs!: OrderScheduleRun[];
}

@ObjectType({ description: "A company's shared order list" })
export class OrderList {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() createdByEmail!: string;
  @Field({ description: "Whether you may change it: its creator and the company's admins" })
  canEdit!: boolean;
  @Field(() => [OrderListLine]) lines!: OrderListLine[];
  @Field(() => OrderSchedule, { nullable: true }) schedule!: OrderSchedule | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@InputType({ description: 'A line by SKU, your own part number or product id' })
export class OrderListLineInput {
  @Field() reference!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Int, { nullable: true }) scheduleQuantity?: number | null;
}

@InputType()
export class OrderListInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => [OrderListLineInput], { nullable: true, description: 'Replaces every line' }) lines?:
    OrderListLineInput[] | null;
}

@InputType()
export class OrderScheduleQuantityInput {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
}

@InputType({ description: 'Every N weeks or a day of the month (one of the two)' })
export class OrderScheduleInput {
  @Field(() => Int, { nullable: true }) everyWeeks?: number | null;
  @Field(() => Int, { nullable: true }) dayOfMonth?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, after today; default tomorrow' })
  startOn?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) endOn?: string | null;
  @Field() contactPhone!: string;
  @Field(() => [OrderScheduleQuantityInput], { nullable: true }) quantities?:
    OrderScheduleQuantityInput[] | null;
}
