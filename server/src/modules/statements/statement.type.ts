import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';

// Balances add up many invoices, so every sum is SafeInt (whole cents up to 2^53), never GraphQL's 32-bit Int.

@ObjectType({
  description:
    'One line of a statement of account: an invoice, a payment or a voided invoice, with the balance after it',
})
export class StatementLine {
  @Field({ description: "The day it counts on, YYYY-MM-DD (the shop's calendar, UTC)" }) on!: string;
  @Field({
    description:
      'INVOICE, PAYMENT, VOID, CREDIT_NOTE, CREDIT_APPLIED, CREDIT_RELEASED (own-orders statements), OVERPAYMENT or REFUND (company statements)',
  })
  kind!: string;
  @Field({ description: 'The kind in words ("Invoice", "Payment", "Invoice voided", "Credit note", ...)' })
  kindLabel!: string;
  @Field({ description: "The invoice number, or the payment's reference" }) reference!: string;
  @Field(() => ID, { description: 'The purchase order the line belongs to' }) purchaseOrderId!: string;
  @Field() invoiceNumber!: string;
  @Field(() => GraphQLSafeInt, { description: 'What it adds to the balance, in cents' }) debitCents!: number;
  @Field(() => GraphQLSafeInt, { description: 'What it takes off the balance, in cents' })
  creditCents!: number;
  @Field(() => GraphQLSafeInt, { description: 'What was owed after this line, in cents' })
  balanceCents!: number;
  @Field(() => GraphQLSafeInt, {
    description: 'The tax within its debit (an invoice) or credit (a credit note), in cents; 0 otherwise',
  })
  taxCents!: number;
  @Field(() => GraphQLSafeInt, {
    nullable: true,
    description: "The freight within an invoice's debit, before tax, in cents; null: none",
  })
  freightCents?: number | null;
}

@ObjectType({ description: "An invoice overdue at the statement's end, with what it still owes" })
export class StatementOverdueInvoice {
  @Field(() => ID) purchaseOrderId!: string;
  @Field() invoiceNumber!: string;
  @Field({ description: 'Due day, YYYY-MM-DD' }) dueOn!: string;
  @Field(() => Int, { description: 'Whole days past the due day' }) daysOverdue!: number;
  @Field(() => GraphQLSafeInt, { description: "Still owed at the statement's end, in cents" })
  balanceCents!: number;
}

@ObjectType({
  description:
    'A statement of account for a date range (both days included, UTC): opening balance + debits - credits = closing balance',
})
export class Statement {
  @Field(() => ID) companyId!: string;
  @Field() companyName!: string;
  @Field({
    description:
      'COMPANY: every order of the company; OWN_ORDERS: only the orders the viewer placed (buyers and requesters)',
  })
  scope!: string;
  @Field(() => String, { nullable: true, description: 'Whose orders an OWN_ORDERS statement holds' })
  buyerEmail!: string | null;
  @Field({ description: 'First day, YYYY-MM-DD (included)' }) from!: string;
  @Field({ description: 'Last day, YYYY-MM-DD (included)' }) to!: string;
  @Field({ description: 'The day overdue is reckoned on: the last day, or today when the range ends later' })
  asOf!: string;
  @Field(() => GraphQLSafeInt, { description: 'Owed at the start of the first day, in cents' })
  openingBalanceCents!: number;
  @Field(() => GraphQLSafeInt) totalDebitCents!: number;
  @Field(() => GraphQLSafeInt) totalCreditCents!: number;
  @Field(() => GraphQLSafeInt, { description: 'Owed at the end of the last day, in cents' })
  closingBalanceCents!: number;
  @Field(() => [StatementLine], { description: 'Oldest first' }) lines!: StatementLine[];
  @Field(() => [StatementOverdueInvoice], { description: 'Most days overdue first' })
  overdue!: StatementOverdueInvoice[];
  @Field(() => GraphQLSafeInt, { description: "Sum of the overdue invoices' balances, in cents" })
  overdueCents!: number;
}

@ObjectType({
  description: 'What one customer company (or all of them: the total row) owes, by days past due',
})
export class AgingRow {
  @Field(() => ID, { nullable: true, description: 'Null on the total row' }) companyId!: string | null;
  @Field() companyName!: string;
  @Field(() => GraphQLSafeInt, { description: 'Not yet past due, in cents' }) currentCents!: number;
  @Field(() => GraphQLSafeInt, { description: '1 to 30 days past due, in cents' }) days1To30Cents!: number;
  @Field(() => GraphQLSafeInt, { description: '31 to 60 days past due, in cents' }) days31To60Cents!: number;
  @Field(() => GraphQLSafeInt, { description: '61 to 90 days past due, in cents' }) days61To90Cents!: number;
  @Field(() => GraphQLSafeInt, { description: 'More than 90 days past due, in cents' }) over90Cents!: number;
  @Field(() => GraphQLSafeInt) totalCents!: number;
  @Field(() => Int, { description: 'Invoices with something owed' }) invoiceCount!: number;
}

@ObjectType({
  description:
    "The aging report: what every customer company owes at the request's clock, by days past the due day",
})
export class AgingReport {
  @Field({ description: 'Today, YYYY-MM-DD (UTC)' }) asOf!: string;
  @Field(() => [AgingRow], { description: 'Companies owing the most first' }) rows!: AgingRow[];
  @Field(() => AgingRow) total!: AgingRow;
}
