import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A company as a sales rep list shows it' })
export class RepCompanyName {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType({
  description: 'A sales rep: staff who serves the companies assigned to them (docs/decisions/084)',
})
export class SalesRep {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) displayName!: string | null;
  @Field(() => [RepCompanyName], { description: 'The companies assigned to them, by name' })
  companies!: RepCompanyName[];
}

@ObjectType({ description: 'A sales rep assigned to a company' })
export class CompanyRep {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) displayName!: string | null;
  @Field(() => [ID], {
    nullable: true,
    description: "The company's locations the rep is limited to; null: every location (docs/decisions/117)",
  })
  locationIds!: string[] | null;
}

@ObjectType({ description: "A member of a rep's company, whom the rep may act as" })
export class RepCompanyMember {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) displayName!: string | null;
  @Field({ description: 'COMPANY_ADMIN, BUYER, REQUESTER or ACCOUNTS_PAYABLE' }) companyRole!: string;
}

@ObjectType({ description: 'A company assigned to the calling sales rep, with its members' })
export class RepCompany {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => [RepCompanyMember]) members!: RepCompanyMember[];
}

@ObjectType({ description: "One purchase order of a rep's company, as the rep's list shows it" })
export class RepOrder {
  @Field(() => ID) id!: string;
  @Field(() => Int) number!: number;
  @Field() invoiceNumber!: string;
  @Field() buyerName!: string;
  @Field(() => String, { nullable: true }) poNumber!: string | null;
  @Field(() => Int, { description: "The order's total in cents, tax and freight included" })
  totalCents!: number;
  @Field() paymentStatus!: string;
  @Field() fulfilmentStatus!: string;
  @Field() createdAt!: Date;
}

@ObjectType({ description: 'An act-as session just started: its token stands for the buyer until it ends' })
export class ActAsStart {
  @Field({
    description: 'Send as the session token while acting; refused once stopped, expired or no longer allowed',
  })
  token!: string;
  @Field() expiresAt!: Date;
  @Field(() => ID) buyerId!: string;
  @Field() buyerName!: string;
  @Field(() => ID) companyId!: string;
  @Field() companyName!: string;
  @Field({ description: 'The storefront banner: "You are acting as <name> of <company>"' }) banner!: string;
}

@ObjectType({ description: 'The act-as session the caller is in' })
export class ActAsSessionInfo {
  @Field(() => ID) buyerId!: string;
  @Field() buyerName!: string;
  @Field(() => ID) companyId!: string;
  @Field() companyName!: string;
  @Field({ description: 'The sales rep or shop admin acting' }) actorName!: string;
  @Field() expiresAt!: Date;
  @Field() banner!: string;
}
