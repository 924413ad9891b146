import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';

export enum CreditSettlementView {
  HOLD = 'HOLD',
  APPLY = 'APPLY',
  REFUND = 'REFUND',
}
registerEnumType(CreditSettlementView, {
  name: 'CreditSettlement',
  description:
    "Where money a credit note gives back (past the invoice's balance) goes: HOLD as customer credit, APPLY to the company's other open invoices (oldest due first, the rest held), or REFUND it",
});

export enum RefundMethodView {
  BANK_TRANSFER = 'BANK_TRANSFER',
  CARD = 'CARD',
  CHEQUE = 'CHEQUE',
  OTHER = 'OTHER',
}
registerEnumType(RefundMethodView, { name: 'RefundMethod', description: 'How a refund was paid out' });

@ObjectType({ description: 'A credited quantity of one invoice line, at its invoiced unit price' })
export class CreditNoteLine {
  @Field(() => ID) id!: string;
  @Field(() => ID) invoiceLineId!: string;
  @Field(() => Int, { description: "The invoice line's position" }) position!: number;
  @Field() sku!: string;
  @Field() productName!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) unitPriceCents!: number;
  @Field(() => Int, { description: 'Net: quantity x unit price' }) lineTotalCents!: number;
  @Field(() => Int, { description: "The invoice line's tax in proportion to the quantity credited" })
  taxCents!: number;
}

@ObjectType({ description: 'A credit note against an invoice (docs/decisions/038)' })
export class CreditNote {
  @Field(() => ID) id!: string;
  @Field(() => Int) number!: number;
  @Field({ description: 'CN-000123' }) creditNoteNumber!: string;
  @Field(() => ID) purchaseOrderId!: string;
  @Field() reason!: string;
  @Field({ description: 'The credited quantities went back into stock' }) returnStock!: boolean;
  @Field(() => Int, { description: "What the credit note credits: its lines' net sum plus taxCents" })
  amountCents!: number;
  @Field(() => Int, {
    description: "Of amountCents: the tax it takes back (its lines' taxCents and freightTaxCents)",
  })
  taxCents!: number;
  @Field(() => Int, { description: "Of amountCents: the invoice's freight credited, net" })
  freightCents!: number;
  @Field(() => Int, { description: "Of taxCents: the credited freight's tax" }) freightTaxCents!: number;
  @Field(() => Int, { description: "Of amountCents: what lowered the invoice's balance" })
  appliedToInvoiceCents!: number;
  @Field(() => Int, {
    description:
      'Of amountCents: money already paid that it gave back (held, applied or refunded by settlement)',
  })
  releasedCents!: number;
  @Field(() => CreditSettlementView) settlement!: CreditSettlementView;
  @Field({ description: 'YYYY-MM-DD' }) issuedOn!: string;
  @Field() issuedAt!: Date;
  @Field(() => [CreditNoteLine]) lines!: CreditNoteLine[];
}

@ObjectType({ description: 'Money paid back to a company out of its customer credit' })
export class Refund {
  @Field(() => ID) id!: string;
  @Field(() => ID) companyId!: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The credit note whose money it returned, when refunded as it was issued',
  })
  creditNoteId!: string | null;
  @Field(() => Int) amountCents!: number;
  @Field({ description: 'YYYY-MM-DD' }) paidOn!: string;
  @Field(() => RefundMethodView) method!: RefundMethodView;
  @Field() reference!: string;
  @Field() recordedByEmail!: string;
  @Field() createdAt!: Date;
}

@ObjectType({
  description:
    "One move of a company's customer credit: + held (CREDIT_NOTE, OVERPAYMENT), - used (APPLIED, REFUNDED)",
})
export class CustomerCreditEntry {
  @Field(() => ID) id!: string;
  @Field() kind!: string;
  @Field(() => Int, { description: 'Signed cents' }) amountCents!: number;
  @Field(() => ID, { nullable: true }) purchaseOrderId!: string | null;
  @Field(() => ID, { nullable: true }) creditNoteId!: string | null;
  @Field(() => ID, { nullable: true }) refundId!: string | null;
  @Field() detail!: string;
  @Field() actorEmail!: string;
  @Field() createdAt!: Date;
}

@ObjectType({
  description: "A company's customer credit: what the shop holds for it, every move and every refund",
})
export class CustomerCredit {
  @Field(() => ID) companyId!: string;
  @Field() companyName!: string;
  @Field(() => GraphQLSafeInt) balanceCents!: number;
  @Field(() => [CustomerCreditEntry], { description: 'Newest first (the latest 200)' })
  entries!: CustomerCreditEntry[];
  @Field(() => [Refund], { description: 'Newest first (the latest 200)' }) refunds!: Refund[];
}

@InputType({ description: 'A quantity of one invoice line to credit' })
export class CreditNoteLineInput {
  @Field(() => ID) invoiceLineId!: string;
  @Field(() => Int) quantity!: number;
}

@InputType({ description: 'A refund paid out: the day, how, its reference' })
export class RefundDetailsInput {
  @Field({ description: 'YYYY-MM-DD, not in the future' }) paidOn!: string;
  @Field(() => RefundMethodView) method!: RefundMethodView;
  @Field() reference!: string;
}

@InputType({
  description:
    "A credit note: lines (none = every line's remaining quantity), reason, stock back, where the money goes",
})
export class CreditNoteInput {
  @Field() reason!: string;
  @Field({ defaultValue: false }) returnStock!: boolean;
  @Field(() => CreditSettlementView) settlement!: CreditSettlementView;
  @Field(() => [CreditNoteLineInput], { nullable: true }) lines?: CreditNoteLineInput[] | null;
  @Field(() => RefundDetailsInput, {
    nullable: true,
    description: 'Required with REFUND: the refund of the money given back',
  })
  refund?: RefundDetailsInput | null;
  @Field(() => Int, {
    defaultValue: 0,
    description:
      "Of the invoice's freight, net: what this note credits too (its tax follows at the invoice's rate); with it, lines may be an empty list",
  })
  freightCents!: number;
}

@InputType({ description: 'A refund out of held customer credit' })
export class RefundInput {
  @Field(() => Int) amountCents!: number;
  @Field({ description: 'YYYY-MM-DD, not in the future' }) paidOn!: string;
  @Field(() => RefundMethodView) method!: RefundMethodView;
  @Field() reference!: string;
}
