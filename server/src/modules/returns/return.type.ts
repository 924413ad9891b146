import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { RETURN_DISPOSITIONS, RETURN_STATUSES } from '@gluegun/common';

export const ReturnStatus = Object.fromEntries(RETURN_STATUSES.map((s) => [s, s])) as {
  [K in (typeof RETURN_STATUSES)[number]]: K;
};
registerEnumType(ReturnStatus, {
  name: 'ReturnStatus',
  description:
    'REQUESTED -> APPROVED -> RECEIVED (credited), or REJECTED, or CANCELLED (withdrawn by the buyer)',
});
export const ReturnDisposition = Object.fromEntries(RETURN_DISPOSITIONS.map((s) => [s, s])) as {
  [K in (typeof RETURN_DISPOSITIONS)[number]]: K;
};
registerEnumType(ReturnDisposition, {
  name: 'ReturnDisposition',
  description: 'What the shop did with returned goods: back on the shelf, or written off',
});

@ObjectType({ description: 'A quantity of one invoice line asked back' })
export class ReturnLine {
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
  @Field(() => Int, { description: 'Net unit price invoiced, in cents' }) unitPriceCents!: number;
}

@ObjectType({
  description:
    'A return (RMA): delivered units a buyer sends back, credited on receipt less any restocking fee',
})
export class ReturnRequest {
  @Field(() => ID) id!: string;
  @Field(() => ID) purchaseOrderId!: string;
  @Field({ description: 'RMA-000123' }) returnNumber!: string;
  @Field({ description: 'SO-000123: the order it returns goods of' }) orderNumber!: string;
  @Field(() => ReturnStatus) status!: string;
  @Field({ description: 'The status in words' }) statusLabel!: string;
  @Field() reason!: string;
  @Field(() => [String], { description: 'https links to photos of the goods' }) photoLinks!: string[];
  @Field() requestedByEmail!: string;
  @Field(() => Float, { description: 'The share of the credited goods the shop keeps, in percent (0: none)' })
  restockingFeePercent!: number;
  @Field(() => String, { nullable: true }) rejectionReason!: string | null;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
  @Field(() => ReturnDisposition, { nullable: true }) disposition!: string | null;
  @Field() receiptNote!: string;
  @Field(() => Date, { nullable: true }) receivedAt!: Date | null;
  @Field() createdAt!: Date;
  @Field(() => ID, { nullable: true, description: 'The credit note its receipt issued' }) creditNoteId!:
    string | null;
  @Field(() => String, { nullable: true, description: 'CN-000123' }) creditNoteNumber!: string | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Total credited, tax included, in cents' })
  creditedCents!: number | null;
  @Field(() => GraphQLSafeInt, { nullable: true, description: 'Restocking fee kept, tax included, in cents' })
  restockingFeeCents!: number | null;
  @Field(() => [ReturnLine]) lines!: ReturnLine[];
}

@InputType({ description: 'A quantity of one delivered invoice line to send back' })
export class ReturnLineInput {
  @Field(() => ID) invoiceLineId!: string;
  @Field(() => Int) quantity!: number;
}
