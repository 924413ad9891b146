import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    "A tax rate for ship-to addresses in a country, or one region of it (docs/decisions/041). A region's rate wins over the country-wide one; no rate = no tax.",
})
export class TaxRate {
  @Field(() => ID) id!: string;
  @Field({ description: 'ISO 3166-1 alpha-2' }) country!: string;
  @Field(() => String, {
    nullable: true,
    description: 'State or region as written on addresses (compared without case); null = the whole country',
  })
  region!: string | null;
  @Field({ description: 'Printed on the tax line, e.g. VAT or Sales tax' }) name!: string;
  @Field(() => Int, { description: 'The rate in millionths of the net amount: 200000 = 20%' })
  rateMillionths!: number;
  @Field({ description: 'The rate as a percent, e.g. "20" or "8.875"' }) ratePercent!: string;
  @Field({ description: 'The tax line\'s label, e.g. "VAT 20%"' }) label!: string;
  @Field({ description: 'Only active rates are charged' }) active!: boolean;
  @Field() updatedAt!: Date;
}

@InputType({ description: 'A tax rate as an admin gives it' })
export class TaxRateInput {
  @Field({ description: 'ISO 3166-1 alpha-2' }) country!: string;
  @Field(() => String, { nullable: true, description: 'State or region; empty = the whole country' })
  region?: string | null;
  @Field() name!: string;
  @Field({ description: 'A percent from 0 to 100 with at most four decimals, as text: "20", "8.875"' })
  ratePercent!: string;
  @Field(() => Boolean, { nullable: true, description: 'Default true' }) active?: boolean | null;
}

@ObjectType({
  description: "A company's tax exemption: no tax is charged on orders placed while its certificate holds",
})
export class TaxExemption {
  @Field(() => String, { nullable: true, description: 'The exemption certificate number; null = not exempt' })
  certificate!: string | null;
  @Field(() => String, { nullable: true, description: 'The last day the certificate holds, YYYY-MM-DD' })
  expiresOn!: string | null;
  @Field({ description: 'The exemption holds today' }) activeToday!: boolean;
}

@InputType({ description: "A company's exemption certificate and its expiry; both empty = not exempt" })
export class TaxExemptionInput {
  @Field(() => String, { nullable: true }) certificate?: string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, the last day it holds' }) expiresOn?:
    string | null;
}

@ObjectType({
  description: 'The tax an order would carry, or carries: frozen on the order when it is placed',
})
export class TaxLine {
  @Field(() => Int, { description: 'Tax in cents (0 when no rate applies or the company is exempt)' })
  taxCents!: number;
  @Field(() => String, {
    nullable: true,
    description: "The rate's name, e.g. VAT; null when no rate applied",
  })
  name!: string | null;
  @Field(() => Int, { description: 'The rate in millionths: 200000 = 20%; 0 when none' })
  rateMillionths!: number;
  @Field(() => String, {
    nullable: true,
    description: 'The tax line\'s label, e.g. "VAT 20%"; null when no tax line is shown',
  })
  label!: string | null;
  @Field(() => String, { nullable: true, description: 'PER_LINE or PER_INVOICE; null when no rate applied' })
  rounding!: string | null;
  @Field(() => String, { nullable: true, description: 'The exemption certificate that kept tax off, if any' })
  exemptionCertificate!: string | null;
}

@ObjectType({
  description:
    'What checking out these items to an address would come to: net subtotal, the tax line, the total',
})
export class TaxQuote {
  @Field(() => Int, { description: "Net: the open items' sum before tax" }) subtotalCents!: number;
  @Field(() => TaxLine) tax!: TaxLine;
  @Field(() => Int, {
    description: 'Freight by the chosen (or default) shipping method, before tax; 0 while freightPending',
  })
  freightCents!: number;
  @Field({
    description:
      'The freight is quoted by us: staff set it after the order is placed, and the buyer is told by e-mail',
  })
  freightPending!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The shipping method quoted (null: the shop has none)',
  })
  shippingMethodName!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'How the freight was reached (weight band, pallets, free freight, lines without a weight)',
  })
  freightNote!: string | null;
  @Field(() => Int, {
    description: "subtotalCents + freightCents + tax.taxCents (the freight's tax included)",
  })
  totalCents!: number;
}
