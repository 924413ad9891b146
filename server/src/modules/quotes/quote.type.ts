import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { QUOTE_STATUSES } from '@gluegun/common';
import { OrderItem } from '../orders/order.type';

export const QuoteStatus = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, s])) as {
  [K in (typeof QUOTE_STATUSES)[number]]: K;
};
registerEnumType(QuoteStatus, {
  name: 'SalesQuoteStatus',
  description:
    "Where a quote stands (decision 065): the shop's turn (REQUESTED, COUNTERED, APPROVAL_NEEDED), the buyer's (SENT), or final",
});
export const QuoteSide = { BUYER: 'BUYER', STAFF: 'STAFF' } as const;
registerEnumType(QuoteSide, {
  name: 'SalesQuoteSide',
  description: "Who wrote a quote version: the buyer's company or the shop",
});

@ObjectType('SalesQuoteLine', { description: 'A product and quantity of one quote version' })
export class QuoteLine {
  @Field(() => Int) position!: number;
  @Field(() => ID, { nullable: true, description: 'Null when the product has since been deleted' })
  productId!: string | null;
  @Field() productName!: string;
  @Field() sku!: string;
  @Field(() => Int) quantity!: number;
  @Field({ description: "The line's note (may be empty)" }) note!: string;
  @Field(() => Int, {
    nullable: true,
    description: "The buyer's target unit price in cents (buyer versions; optional)",
  })
  targetPriceCents!: number | null;
  @Field(() => Int, { nullable: true, description: "The shop's quoted unit price in cents (shop versions)" })
  unitPriceCents!: number | null;
  @Field(() => Int, {
    description: "The buyer's own unit price (contract or list) for this quantity when the line was written",
  })
  referencePriceCents!: number;
  @Field(() => Int, { nullable: true, description: 'quantity x unitPriceCents (shop versions)' })
  lineTotalCents!: number | null;
  @Field(() => Int, {
    nullable: true,
    description: "How far the quoted price is below the buyer's own, in basis points",
  })
  discountBp!: number | null;
}

@ObjectType('SalesQuoteVersion', { description: 'One round of a quote, kept as written, with who and when' })
export class QuoteVersion {
  @Field(() => Int) number!: number;
  @Field(() => QuoteSide) side!: 'BUYER' | 'STAFF';
  @Field({ description: 'Who wrote it (the shop\'s people read as "The shop" to buyers)' })
  authorName!: string;
  @Field() note!: string;
  @Field({ description: 'Freight terms in words (shop versions)' }) freightNote!: string;
  @Field(() => Date, {
    nullable: true,
    description: 'Shop versions: the moment the prices stop being acceptable',
  })
  expiresAt!: Date | null;
  @Field({
    description: 'A discount deeper than the threshold: needs a second staff member before it is sent',
  })
  approvalNeeded!: boolean;
  @Field(() => String, { nullable: true }) approvedByName!: string | null;
  @Field(() => Date, { nullable: true }) approvedAt!: Date | null;
  @Field() createdAt!: Date;
  @Field(() => Int, {
    description: 'Sum of quantity x price (the quoted price; on buyer versions the target price where given)',
  })
  totalCents!: number;
  @Field(() => [QuoteLine]) lines!: QuoteLine[];
}

@ObjectType('SalesQuote', {
  description: "A company's request for prices negotiated into an order (decision 065)",
})
export class Quote {
  @Field(() => ID) id!: string;
  @Field(() => Int) number!: number;
  @Field({ description: 'Q-000123' }) quoteNumber!: string;
  @Field(() => QuoteStatus, { description: 'As of now: a sent quote past its expiry reads EXPIRED' })
  status!: string;
  @Field() statusLabel!: string;
  @Field(() => ID) companyId!: string;
  @Field(() => ID, { nullable: true }) buyerId!: string | null;
  @Field(() => Int, { description: 'The newest version: name it when you answer' }) currentVersion!: number;
  @Field({
    description: 'Asked from open items: accepting replaces them, and is refused once they were ordered',
  })
  fromOpenItems!: boolean;
  @Field(() => Date, { nullable: true, description: 'While sent: when it stops being acceptable' })
  expiresAt!: Date | null;
  @Field(() => Date, { nullable: true }) acceptedAt!: Date | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
  @Field(() => [QuoteVersion], { description: 'Every round, oldest first' }) versions!: QuoteVersion[];
}

@ObjectType('SalesQuoteAcceptance', { description: 'An accepted quote and the open items it became' })
export class QuoteAcceptance {
  @Field(() => Quote) quote!: Quote;
  @Field(() => [OrderItem], { description: 'Open items at the quoted prices; check them out as any other' })
  items!: OrderItem[];
}

@InputType('SalesQuoteRequestLineInput', { description: 'A product and quantity the buyer asks a price for' })
export class QuoteRequestLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
  @Field({ nullable: true }) note?: string;
  @Field(() => Int, { nullable: true, description: 'The unit price in cents the buyer hopes for' })
  targetPriceCents?: number | null;
}

@InputType('SalesQuotePriceLineInput', { description: 'A product and quantity the shop prices' })
export class QuotePriceLineInput {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
  @Field({ nullable: true }) note?: string;
  @Field(() => Int, { description: 'The quoted unit price in cents' }) unitPriceCents!: number;
}

@ObjectType('SalesQuoteFreight', {
  description:
    "The freight of the shop's offer by the company's preselected shipping method, by the rule checkout uses",
})
export class QuoteFreight {
  @Field(() => String, {
    nullable: true,
    description:
      'The shipping method (null: the shop ships without freight, or the buyer chooses at checkout)',
  })
  shippingMethodName!: string | null;
  @Field({ description: 'Methods are offered but none preselected: the buyer chooses one at checkout' })
  chosenAtCheckout!: boolean;
  @Field(() => Int, { description: 'Freight before tax; 0 while pending' }) freightCents!: number;
  @Field({ description: 'Freight quoted by us: staff set it once the order is placed' }) pending!: boolean;
  @Field(() => String, { nullable: true, description: 'How the freight was reached, in words' })
  note!: string | null;
  @Field(() => Int, { description: "Net: the offer's lines before freight and tax" }) netCents!: number;
}
