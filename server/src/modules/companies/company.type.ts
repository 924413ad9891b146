import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { CompanyRole } from '../../generated/prisma/enums';

export { CompanyRole };

registerEnumType(CompanyRole, {
  name: 'CompanyRole',
  description: 'What a member may do for their company',
  valuesConfig: {
    COMPANY_ADMIN: {
      description: 'Members, invitations, locations, rules; every order and invoice of the company',
    },
    BUYER: { description: 'Orders within their spending limits; sees their own orders' },
    REQUESTER: { description: 'Every order they place waits for approval' },
    ACCOUNTS_PAYABLE: {
      description: "Sees the company's orders and invoices and downloads them; places nothing",
    },
  },
});

@ObjectType({ description: "A ship-to address in a company's address book (offered at checkout)" })
export class CompanyLocation {
  @Field(() => ID) id!: string;
  @Field() label!: string;
  @Field() addressLine1!: string;
  @Field(() => String, { nullable: true }) addressLine2!: string | null;
  @Field() city!: string;
  @Field(() => String, { nullable: true }) region!: string | null;
  @Field() postalCode!: string;
  @Field({ description: 'ISO 3166-1 alpha-2' }) country!: string;
  @Field() createdAt!: Date;
}

@ObjectType({
  description: 'An invitation to join a company, accepted by whoever signs in with that e-mail verified',
})
export class CompanyInvitation {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field(() => CompanyRole) role!: CompanyRole;
  @Field() createdAt!: Date;
  @Field() expiresAt!: Date;
  @Field(() => Date, { nullable: true }) acceptedAt!: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
  companyId!: string;
  invitedById!: string | null;
  orderLimitCents!: number | null;
  periodLimitCents!: number | null;
  limitPeriod!: 'WEEK' | 'MONTH' | null;
}

@ObjectType({ description: 'A customer company: its members buy on one credit limit and terms' })
export class Company {
  @Field(() => ID) id!: string;
  @Field({ description: 'Legal name, printed on invoices' }) name!: string;
  @Field(() => String, { nullable: true }) taxId!: string | null;
  @Field(() => String, { nullable: true }) billingLine1!: string | null;
  @Field(() => String, { nullable: true }) billingLine2!: string | null;
  @Field(() => String, { nullable: true }) billingCity!: string | null;
  @Field(() => String, { nullable: true }) billingRegion!: string | null;
  @Field(() => String, { nullable: true }) billingPostalCode!: string | null;
  @Field(() => String, { nullable: true }) billingCountry!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'The e-invoice sent with every invoice and credit note e-mail: UBL, CII, FACTUR_X, XRECHNUNG_UBL or XRECHNUNG_CII; null = none',
  })
  eInvoiceFormat!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Where e-invoices go on their own (e.g. an accounts-payable inbox); null = attached to the usual e-mails',
  })
  eInvoiceEmail!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The buyer reference (BT-10) on every e-invoice, such as a Leitweg-ID; null = the order's PO number",
  })
  buyerReference!: string | null;
  @Field({ description: 'Made for one person at sign-up; an invitation may move its only member elsewhere' })
  personal!: boolean;
  @Field() createdAt!: Date;
  creditLimitCents!: number | null;
  paymentTermsDays!: number | null;
  holdLiftedAt!: Date | null;
}

@ObjectType({ description: 'A page of companies (shop admins)' })
export class CompanyPage {
  @Field(() => [Company]) rows!: Company[];
  @Field({ description: 'How many companies match' }) total!: number;
}

@ObjectType({ description: 'What accepting an invitation did' })
export class AcceptedInvitation {
  @Field(() => Company) company!: Company;
  @Field(() => CompanyRole) role!: CompanyRole;
}

@InputType({ description: "A company's name, tax id and billing address" })
export class CompanyProfileInput {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) taxId?: string | null;
  @Field(() => String, { nullable: true }) billingLine1?: string | null;
  @Field(() => String, { nullable: true }) billingLine2?: string | null;
  @Field(() => String, { nullable: true }) billingCity?: string | null;
  @Field(() => String, { nullable: true }) billingRegion?: string | null;
  @Field(() => String, { nullable: true }) billingPostalCode?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2' }) billingCountry?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'UBL, CII, FACTUR_X, XRECHNUNG_UBL or XRECHNUNG_CII to receive that e-invoice with each invoice and credit note e-mail; null = none',
  })
  eInvoiceFormat?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Send the e-invoices on their own to this address; null = attach them to the usual e-mails',
  })
  eInvoiceEmail?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The buyer reference (BT-10) for every e-invoice, such as a Leitweg-ID; null = the order's PO number",
  })
  buyerReference?: string | null;
}

@InputType({ description: "A ship-to address for the company's address book" })
export class CompanyLocationInput {
  @Field({ description: 'What the buyers call it, e.g. "Leeds warehouse"' }) label!: string;
  @Field() addressLine1!: string;
  @Field(() => String, { nullable: true }) addressLine2?: string | null;
  @Field() city!: string;
  @Field(() => String, { nullable: true }) region?: string | null;
  @Field() postalCode!: string;
  @Field({ description: 'ISO 3166-1 alpha-2' }) country!: string;
}
