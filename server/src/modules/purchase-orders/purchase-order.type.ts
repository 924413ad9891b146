import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Role } from '../../generated/prisma/enums';

export enum PaymentStatusView {
  AWAITING_PAYMENT = 'AWAITING_PAYMENT',
  PAID = 'PAID',
  OVERDUE = 'OVERDUE',
  VOID = 'VOID',
}
registerEnumType(PaymentStatusView, {
  name: 'PaymentStatus',
  description:
    'AWAITING_PAYMENT (not yet due), OVERDUE (unpaid past its due date, computed), PAID (payments reached the total) or VOID (cancelled)',
});

export enum FulfilmentStatusView {
  UNFULFILLED = 'UNFULFILLED',
  PARTLY_SHIPPED = 'PARTLY_SHIPPED',
  SHIPPED = 'SHIPPED',
  DELIVERED = 'DELIVERED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(FulfilmentStatusView, {
  name: 'FulfilmentStatus',
  description:
    "UNFULFILLED -> PARTLY_SHIPPED (some shipped, the rest open) -> SHIPPED -> DELIVERED, following the order's shipments; or CANCELLED (stock returned, invoice void) before anything shipped or was paid",
});

@ObjectType({ description: 'A line of an invoice, frozen at checkout' })
export class InvoiceLine {
  @Field(() => ID) id!: string;
  @Field(() => Int) position!: number;
  @Field(() => ID, {
    nullable: true,
    description: 'The order item it came from (null once that item was deleted)',
  })
  orderItemId!: string | null;
  @Field(() => ID, { nullable: true, description: 'The product (null once deleted)' }) productId!:
    string | null;
  @Field() sku!: string;
  @Field(() => String, {
    nullable: true,
    description: "The buyer's company's own part number for the item when the invoice was issued",
  })
  customerPartNumber!: string | null;
  @Field() productName!: string;
  @Field() imageUrl!: string;
  @Field(() => Int) quantity!: number;
  @Field(() => Int) unitPriceCents!: number;
  @Field(() => Int, { description: 'Net: quantity x unit price' }) lineTotalCents!: number;
  @Field(() => Int, {
    description:
      "This line's tax: rounded on the line (PER_LINE), or its share of the invoice's rounded tax (PER_INVOICE)",
  })
  taxCents!: number;
}

@ObjectType({ description: 'Money received against an invoice, recorded by an admin' })
export class Payment {
  @Field(() => ID) id!: string;
  @Field(() => Int) amountCents!: number;
  @Field({ description: 'The day the money arrived, YYYY-MM-DD' }) receivedOn!: string;
  @Field() reference!: string;
  @Field() createdAt!: Date;
}

@ObjectType({ description: 'One change to a purchase order: what, who (a role for customers) and when' })
export class PurchaseOrderEvent {
  @Field(() => ID) id!: string;
  @Field({ description: 'CHECKED_OUT, PAYMENT_RECORDED, PAID, SHIPPED, DELIVERED, CANCELLED or MIGRATED' })
  kind!: string;
  @Field(() => String, { nullable: true }) detail!: string | null;
  @Field(() => Int, { nullable: true }) amountCents!: number | null;
  @Field(() => String, { nullable: true, description: 'Shown to admins only (null for customers)' })
  actorEmail!: string | null;
  @Field(() => Role, { nullable: true }) actorRole!: Role | null;
  @Field() createdAt!: Date;
}

@ObjectType({ description: "One checkout: the buyer's purchase order, its invoice, payment and fulfilment" })
export class PurchaseOrder {
  @Field(() => ID) id!: string;
  @Field(() => Int) number!: number;
  @Field({ description: "The shop's order number, SO-000123" }) orderNumber!: string;
  @Field({ description: 'INV-000123' }) invoiceNumber!: string;
  @Field(() => String, { nullable: true, description: "The buyer's own PO number" }) poNumber!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The buyer reference (BT-10) its e-invoices carry, frozen when the order was placed: the company's reference (a German authority's Leitweg-ID), else the PO number, else the order number",
  })
  buyerReference!: string | null;
  @Field() buyerName!: string;
  @Field() buyerEmail!: string;
  @Field(() => String, { nullable: true, description: 'The company name typed on the delivery address' })
  companyName!: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The company the order was placed for (its credit, who sees it)',
  })
  companyId!: string | null;
  @Field({ description: "Bill to: the buying company's legal name when the order was placed" })
  billToName!: string;
  @Field(() => String, {
    nullable: true,
    description: "The buying company's tax id when the order was placed (null: none)",
  })
  billToTaxId!: string | null;
  @Field(() => [String], {
    description:
      "Bill to: the buying company's billing address when the order was placed, one printed line each (empty: none)",
  })
  billToAddress!: string[];
  @Field({ description: "Who placed the order: the buyer's name" }) orderedBy!: string;
  @Field(() => String, { nullable: true, description: 'Null: delivery address to be confirmed' })
  addressLine1!: string | null;
  @Field(() => String, { nullable: true }) addressLine2!: string | null;
  @Field(() => String, { nullable: true }) city!: string | null;
  @Field(() => String, { nullable: true }) region!: string | null;
  @Field(() => String, { nullable: true }) postalCode!: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2' }) country!: string | null;
  @Field(() => ID, {
    nullable: true,
    description:
      "The buyer's company location the order shipped to and was priced by, when placed (null: none); kept if the location is removed later",
  })
  shipToLocationId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "That location's name as it was when the order was placed (null: none)",
  })
  shipToLocationLabel!: string | null;
  @Field() contactPhone!: string;
  @Field(() => String, { nullable: true }) notes!: string | null;
  @Field() issuedAt!: Date;
  @Field() dueAt!: Date;
  @Field(() => Int, { description: 'Days from issue to due date (0: due on receipt)' }) termsDays!: number;
  @Field(() => Int, { description: "Net: the lines' sum before tax" }) subtotalCents!: number;
  @Field(() => Int, {
    description:
      'Freight (shipping charge) before tax; 0 on orders placed before freight, and while freightPending',
  })
  freightCents!: number;
  @Field(() => Int, { description: "The freight's tax at the order's rate: part of taxCents" })
  freightTaxCents!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The shipping method the order ships by (null: none chosen)',
  })
  shippingMethodName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'How the freight was reached, as the buyer read it at checkout',
  })
  freightNote!: string | null;
  @Field({
    description:
      'Freight quoted by us and not yet set: the invoice is not asked to be paid until staff set it',
  })
  freightPending!: boolean;
  @Field(() => Int, { description: 'What the invoice asks for: subtotalCents + freightCents + taxCents' })
  totalCents!: number;
  @Field(() => Int, {
    description:
      "Tax frozen on the order when it was placed, the freight's included (0: no rate applied, or the company was exempt); see tax",
  })
  taxCents!: number;
  @Field(() => Int, {
    description:
      'Money standing on the invoice: payments and customer credit applied, less what credit notes gave back',
  })
  paidCents!: number;
  @Field(() => Int, { description: 'Sum of the credit notes issued against this invoice' })
  creditedCents!: number;
  @Field(() => Int, {
    description:
      'What is still owed: totalCents - creditedCents - paidCents, never below 0, and 0 on a void invoice',
  })
  balanceCents!: number;
  @Field(() => PaymentStatusView) paymentStatus!: PaymentStatusView;
  @Field(() => Int, { description: 'Whole days past the due date while unpaid (0 otherwise)' })
  daysOverdue!: number;
  @Field(() => FulfilmentStatusView) fulfilmentStatus!: FulfilmentStatusView;
  @Field(() => [FulfilmentStatusView], { description: 'Fulfilment moves the caller may make next (admins)' })
  nextFulfilment!: FulfilmentStatusView[];
  @Field() createdAt!: Date;
  userId!: string | null;
}

@ObjectType({ description: 'A page of purchase orders and how many match' })
export class PurchaseOrderPage {
  @Field(() => [PurchaseOrder]) rows!: PurchaseOrder[];
  @Field(() => Int) total!: number;
}

@InputType({ description: 'Delivery and contact details of a checkout' })
export class CheckoutDetailsInput {
  @Field(() => String, {
    nullable: true,
    description: 'Your own purchase-order number (up to 64 characters)',
  })
  poNumber?: string | null;
  @Field() companyName!: string;
  @Field() addressLine1!: string;
  @Field(() => String, { nullable: true }) addressLine2?: string | null;
  @Field() city!: string;
  @Field(() => String, { nullable: true }) region?: string | null;
  @Field() postalCode!: string;
  @Field({ description: 'ISO 3166-1 alpha-2, e.g. US' }) country!: string;
  @Field() contactPhone!: string;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The day you want the order delivered, YYYY-MM-DD: not before today plus the longest lead time of the items, in working days',
  })
  requestedDeliveryDate?: string | null;
}

@InputType({ description: 'The day the buyer wants one line delivered' })
export class LineDeliveryDateInput {
  @Field(() => ID, { description: 'One of the items being checked out' }) itemId!: string;
  @Field({
    description:
      'YYYY-MM-DD: not before the line can arrive (in stock now or from its restock day, plus its lead time, in working days)',
  })
  requestedDeliveryDate!: string;
}

@InputType({ description: 'Money received: amount in cents, the day it arrived, the bank reference' })
export class PaymentInput {
  @Field(() => Int) amountCents!: number;
  @Field({ description: 'YYYY-MM-DD, not in the future' }) receivedOn!: string;
  @Field() reference!: string;
}
