import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';

@ObjectType({ description: "A customer's credit: limit on open invoices, what is open, terms and hold" })
export class Credit {
  // Sums over many invoices can pass 2^31 cents ($21.4M: an admin may invoice on a customer's behalf beyond their
  // limit), so credit figures are SafeInt (whole cents up to 2^53), never GraphQL's 32-bit Int.
  @Field(() => GraphQLSafeInt, { description: 'Most the customer may owe on open invoices, in cents' })
  limitCents!: number;
  @Field(() => GraphQLSafeInt, { description: 'Unpaid value of open invoices, in cents' }) openCents!: number;
  @Field(() => GraphQLSafeInt, {
    description: 'Customer credit the shop holds for the company (credit notes, overpayments), in cents',
  })
  heldCreditCents!: number;
  @Field(() => GraphQLSafeInt, {
    description: 'limitCents - (openCents - heldCreditCents), never below 0 nor above the limit',
  })
  availableCents!: number;
  @Field(() => Int) termsDays!: number;
  @Field({ description: 'An overdue invoice holds new checkouts until paid or an admin lifts the hold' })
  onHold!: boolean;
  @Field(() => Int) overdueCount!: number;
  @Field(() => GraphQLSafeInt, { description: 'Unpaid value of overdue invoices, in cents' })
  overdueCents!: number;
  @Field(() => Date, { nullable: true }) holdLiftedAt!: Date | null;
  @Field({ description: "An admin set this customer's limit or terms (false: the shop's defaults)" })
  custom!: boolean;
}

@InputType({ description: "A customer's credit limit and payment terms; null = the shop's default" })
export class CreditTermsInput {
  @Field(() => Int, { nullable: true }) creditLimitCents?: number | null;
  @Field(() => Int, { nullable: true }) paymentTermsDays?: number | null;
}
