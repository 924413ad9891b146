import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SpecKind } from '../../generated/prisma/enums';

export { SpecKind };

registerEnumType(SpecKind, {
  name: 'SpecKind',
  description: "What a specification's values are",
  valuesConfig: {
    NUMBER: { description: 'A number with a unit (wattage in W, diameter in mm)' },
    CHOICE: { description: 'One of a list (power source: Mains, Battery)' },
    TEXT: { description: 'Free text, shown but not filtered on' },
  },
});

@ObjectType({ description: "A node of the catalog's category tree; a product may sit in several" })
export class Category {
  @Field(() => ID) id!: string;
  @Field({ description: "In the storefront's address: /category/{slug}" }) slug!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => ID, { nullable: true, description: 'The category above it (null: a top-level category)' })
  parentId!: string | null;
  @Field(() => Int, { description: 'Order among its siblings' }) position!: number;
}

@ObjectType({ description: 'A typed specification products may have a value of' })
export class Specification {
  @Field(() => ID) id!: string;
  @Field({ description: 'In filters: lower-case letters and digits joined by hyphens, e.g. stick-diameter' })
  key!: string;
  @Field() name!: string;
  @Field(() => SpecKind) kind!: SpecKind;
  @Field(() => String, { nullable: true, description: "NUMBER's unit, shown after the value" }) unit!:
    string | null;
  @Field(() => [String], { description: "CHOICE's values, in the order filters show them" })
  choices!: string[];
  @Field(() => Int) position!: number;
}

@ObjectType({ description: "A product's value of one specification" })
export class ProductSpecification {
  @Field() key!: string;
  @Field() name!: string;
  @Field(() => SpecKind) kind!: SpecKind;
  @Field(() => String, { nullable: true }) unit!: string | null;
  @Field({ description: 'As filtered on: a number in its shortest form (11, 2.5), a choice, or text' })
  value!: string;
  @Field({ description: 'As shown: the value with its unit (11 mm)' }) label!: string;
}

@ObjectType({ description: 'One value of a facet: how many products the list would hold with it' })
export class FacetValue {
  @Field() value!: string;
  @Field() label!: string;
  @Field(() => Int, { description: 'Products with this value among those the rest of the filter selects' })
  count!: number;
  @Field({ description: 'Chosen in the filter' }) selected!: boolean;
}

@ObjectType({ description: 'A specification the category filters on, with its values and counts' })
export class SpecFacet {
  @Field() key!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) unit!: string | null;
  @Field(() => SpecKind) kind!: SpecKind;
  @Field(() => [FacetValue], {
    description: "At most 100, in the specification's order; chosen values always listed",
  })
  values!: FacetValue[];
}

@ObjectType({ description: 'Lowest and highest list price (one unit, before breaks) in the list, in cents' })
export class PriceRange {
  @Field(() => Int) minCents!: number;
  @Field(() => Int) maxCents!: number;
}

@ObjectType({ description: 'What a filtered list holds and what each choice would give' })
export class CatalogFacets {
  @Field(() => Int, { description: 'Products the search and filter select' }) totalCount!: number;
  @Field(() => Int, {
    description: 'Of the list without its in-stock condition, those with stock for their minimum order',
  })
  inStockCount!: number;
  @Field(() => PriceRange, {
    nullable: true,
    description: 'Of the list without its price condition (null: it is empty)',
  })
  priceRange!: PriceRange | null;
  @Field(() => [SpecFacet], { description: "The category's filters, in its order (none without a category)" })
  specs!: SpecFacet[];
}

@InputType({
  description:
    'A category to create (no id) or change (with id: a field left out keeps its value, null clears it)',
})
export class CategoryInput {
  @Field(() => ID, { nullable: true }) id?: string | null;
  @Field({ description: 'Lower-case letters and digits joined by hyphens, at most 60' }) slug!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The slug of the category above it; null: top level; left out when editing: where it is',
  })
  parentSlug?: string | null;
  @Field(() => Int, { nullable: true }) position?: number | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Keys of the specifications its page filters on, in order (at most 12)',
  })
  filterKeys?: string[] | null;
}

@InputType({ description: 'A specification to create, or change by its key' })
export class SpecificationInput {
  @Field() key!: string;
  @Field() name!: string;
  @Field(() => SpecKind) kind!: SpecKind;
  @Field(() => String, { nullable: true }) unit?: string | null;
  @Field(() => [String], { nullable: true, description: "CHOICE's values (at most 100)" }) choices?:
    string[] | null;
  @Field(() => Int, { nullable: true }) position?: number | null;
}

@InputType({ description: "A product's value of one specification" })
export class SpecValueInput {
  @Field() key!: string;
  @Field({ description: 'A number (11, 2.5; the unit may follow), one of the choices, or text' })
  value!: string;
}
