import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PriceBreak } from '../products/product.type';
import { PriceBreakInput } from '../products/product.input';

@ObjectType({
  description:
    "One step of a contract price: from `minQuantity` units on, `unitPriceCents` from one price list's entry",
})
export class ContractPriceTier {
  @Field(() => Int) minQuantity!: number;
  @Field(() => Int) unitPriceCents!: number;
  @Field({ description: 'The price list this step comes from' }) priceListName!: string;
  @Field(() => Int, {
    nullable: true,
    description: 'Basis points off the list price (1250 = 12.5 %); null: a fixed price',
  })
  percentOffBp!: number | null;
  @Field({ description: 'What the buyer reads, e.g. "Your contract price: Acme 2027, 12 % off"' })
  explanation!: string;
}

@ObjectType({
  description:
    "The price the caller's company pays for a product under its price lists (docs/decisions/057), in place of the list price",
})
export class ContractPrice {
  @Field(() => Int, { description: "Price of one unit at the product's minimum order" })
  unitPriceCents!: number;
  @Field(() => [PriceBreak], {
    description: "The contract's volume breaks above the minimum, by rising quantity",
  })
  priceBreaks!: PriceBreak[];
  @Field(() => [ContractPriceTier], { description: 'Every step with the list it comes from' })
  tiers!: ContractPriceTier[];
  @Field({ description: "The first step's explanation" }) explanation!: string;
}

@ObjectType({ description: 'A company a price list is given to' })
export class PriceListCompany {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType({ description: 'A company location a price list is given to' })
export class PriceListLocation {
  @Field(() => ID) id!: string;
  @Field() label!: string;
  @Field(() => ID) companyId!: string;
  @Field() companyName!: string;
}

@ObjectType({
  description:
    "A percentage entry's own break: from `minQuantity` units on, `percentOffBp` off the list price",
})
export class PercentBreak {
  @Field(() => Int) minQuantity!: number;
  @Field(() => Int, { description: 'Basis points off (1500 = 15 %)' }) percentOffBp!: number;
}

@InputType({ description: "A percentage entry's own break" })
export class PercentBreakInput {
  @Field(() => Int, { description: 'Units from which this percentage applies' }) minQuantity!: number;
  @Field(() => Int, {
    description:
      'Basis points off, 1 to 9999, more than the entry percentage and every break at a smaller quantity',
  })
  percentOffBp!: number;
}

@ObjectType({
  description:
    "One product's terms in a price list: a fixed unit price with its own breaks, or a percentage off the list price",
})
export class PriceListEntry {
  @Field(() => ID) productId!: string;
  @Field() sku!: string;
  @Field() productName!: string;
  @Field(() => Int, { description: "The product's list price, for comparison" }) listPriceCents!: number;
  @Field(() => Int, { nullable: true }) unitPriceCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'Basis points off (1250 = 12.5 %)' }) percentOffBp!:
    number | null;
  @Field(() => [PriceBreak], { description: 'Breaks of a fixed price; empty for a percentage' })
  priceBreaks!: PriceBreak[];
  @Field(() => [PercentBreak], {
    description:
      "A percentage's own breaks: from each quantity on, that percentage off the list price there; empty for a fixed price",
  })
  percentBreaks!: PercentBreak[];
}

@ObjectType({
  description:
    'A contract price list: its entries replace the list price for the companies given it, between its first and last day',
})
export class PriceList {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => Int, {
    description:
      "Higher wins where a company's lists name the same product; equal priorities compete on price",
  })
  priority!: number;
  @Field(() => String, {
    nullable: true,
    description: 'First day it applies, YYYY-MM-DD (UTC); null = from the start',
  })
  validFrom!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Last day it applies, YYYY-MM-DD (UTC); null = no end',
  })
  validTo!: string | null;
  @Field({
    description:
      'While it applies, its companies see only the products its entries name, with those of their other such lists; shop admins see every product (docs/decisions/129)',
  })
  limitsProducts!: boolean;
  @Field(() => [PriceListCompany]) companies!: PriceListCompany[];
  @Field(() => [CustomerGroupName], {
    description: 'The customer groups it is given to: every company of each gets it too',
  })
  groups!: CustomerGroupName[];
  @Field(() => [PriceListLocation], {
    description:
      "The company locations it is given to: buyers shipping there get it beside their company's lists",
  })
  locations!: PriceListLocation[];
  @Field(() => Int) entryCount!: number;
  @Field(() => [PriceListEntry], {
    description:
      'Its entries by SKU (the first 20 on `priceLists`; `priceList` pages them, up to 100 at a time)',
  })
  entries!: PriceListEntry[];
  @Field() updatedAt!: Date;
}

@InputType({ description: 'A price list as an admin gives it' })
export class PriceListInput {
  @Field({ description: '1-80 characters, unique' }) name!: string;
  @Field(() => Int, { nullable: true, description: '-1000 to 1000; default 0' }) priority?: number | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; empty = from the start' }) validFrom?:
    string | null;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; empty = no end' }) validTo?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Its companies see only the products its entries name while it applies; left out, a new list limits nothing and a saved one keeps its setting',
  })
  limitsProducts?: boolean | null;
  @Field(() => [ID], { description: 'The companies it is given to (the whole set; at most 100)' })
  companyIds!: string[];
  @Field(() => [ID], {
    nullable: true,
    description:
      'The customer groups it is given to (the whole set; at most 20); left out, they stay as they are',
  })
  groupIds?: string[] | null;
}

@ObjectType({ description: 'A customer group or price list named' })
export class CustomerGroupName {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType({
  description:
    'A named group of companies ("Distributors, tier 2") that price lists are given to at once (docs/decisions/081)',
})
export class CustomerGroup {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => [PriceListCompany], { description: 'Its companies; a company may be in several groups' })
  companies!: PriceListCompany[];
  @Field(() => [CustomerGroupName], { description: 'The price lists given to it' })
  priceLists!: CustomerGroupName[];
}

@InputType({ description: 'A customer group as an admin gives it' })
export class CustomerGroupInput {
  @Field({ description: '1-80 characters, unique' }) name!: string;
  @Field(() => [ID], { description: 'Its companies (the whole set; at most 500)' }) companyIds!: string[];
}

@InputType({
  description:
    "One product's terms: a fixed price (with breaks) or a percentage off; neither removes the product from the list",
})
export class PriceListEntryInput {
  @Field({ description: "The product's SKU" }) sku!: string;
  @Field(() => Int, { nullable: true }) unitPriceCents?: number | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Basis points off the list price, 1 to 9999 (1250 = 12.5 %)',
  })
  percentOffBp?: number | null;
  @Field(() => [PriceBreakInput], { nullable: true, description: 'Breaks of a fixed price' }) priceBreaks?:
    PriceBreakInput[] | null;
  @Field(() => [PercentBreakInput], {
    nullable: true,
    description: "A percentage's own breaks (at most 10), e.g. 15 % from 1,000 units",
  })
  percentBreaks?: PercentBreakInput[] | null;
}
