import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({
  description:
    'Variants sold under one name (glue sticks in three diameters and two colours): each variant is a product with its own SKU, stock, price and rules, and one value per option',
})
export class ProductFamily {
  @Field(() => ID)
  id!: string;

  @Field({ description: "The family's name, shown above the variant picker" })
  name!: string;

  @Field({ description: 'What all its variants share' })
  description!: string;

  @Field(() => [String], {
    description:
      'Option names in order, e.g. ["Diameter", "Colour"]; each variant holds one value per option in this order',
  })
  optionNames!: string[];

  @Field(() => Int, {
    description: 'Changes whenever the family is edited; send it back with saveProductFamily',
  })
  version!: number;
}

@ObjectType({ description: "One option of a variant: its name and this variant's value" })
export class ProductOption {
  @Field({ description: 'e.g. Diameter' })
  name!: string;

  @Field({ description: 'e.g. 11 mm' })
  value!: string;
}

@ObjectType({
  description:
    'A unit a product is ordered in: the base unit (Each, 1) or a pack of a whole number of base units. Orders are counted and priced in base units.',
})
export class PackSize {
  @Field({ description: 'What the buyer chooses and sends as placeOrder\'s packUnit, e.g. "Case of 250"' })
  name!: string;

  @Field(() => Int, { description: 'Base units in one (1 for Each)' })
  baseUnits!: number;
}

@ObjectType({ description: 'Size of one base unit in millimetres' })
export class Dimensions {
  @Field(() => Int) lengthMm!: number;
  @Field(() => Int) widthMm!: number;
  @Field(() => Int) heightMm!: number;
}

@InputType({ description: 'A new family (no id) or changes to one' })
export class ProductFamilyInput {
  @Field(() => ID, { nullable: true, description: 'The family to change; none creates one' })
  id?: string | null;

  @Field({ description: 'At most 120 characters' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'At most 2,000 characters' })
  description?: string | null;

  @Field(() => [String], {
    description:
      'At most 3 option names, in order. Changing them is refused while variants hold values, unless only names are renamed (same count).',
  })
  optionNames!: string[];

  @Field(() => Int, {
    nullable: true,
    description: 'The version you loaded (required when changing a family)',
  })
  version?: number | null;
}

@InputType({ description: 'A pack: a name and a whole number of base units (2 to 1,000,000)' })
export class PackSizeInput {
  @Field() name!: string;
  @Field(() => Int) baseUnits!: number;
}

@InputType({ description: 'Size of one base unit in millimetres (1 to 100,000 each)' })
export class DimensionsInput {
  @Field(() => Int) lengthMm!: number;
  @Field(() => Int) widthMm!: number;
  @Field(() => Int) heightMm!: number;
}

@InputType({
  description:
    'How a product is packed: its pack sizes (replacing the list), the weight and the size of one base unit',
})
export class ProductPackingInput {
  @Field(() => [PackSizeInput], { description: 'At most 10, besides the base unit Each' })
  packSizes!: PackSizeInput[];

  @Field(() => Int, {
    nullable: true,
    description: 'Grams of one base unit (1 to 10,000,000); null = not given',
  })
  weightGrams?: number | null;

  @Field(() => DimensionsInput, { nullable: true, description: 'null = not given' })
  dimensions?: DimensionsInput | null;

  @Field(() => Int, {
    nullable: true,
    description: "Working days from order to delivery, 0 to 260; absent keeps the product's, null = none (0)",
  })
  leadTimeDays?: number | null;
}
