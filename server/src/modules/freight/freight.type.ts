import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { SHIPPING_KIND_LABELS, type ShippingKind as ShippingKindName } from '@gluegun/common';

export enum ShippingKind {
  WEIGHT = 'WEIGHT',
  PALLET = 'PALLET',
  FLAT = 'FLAT',
  QUOTED = 'QUOTED',
}
registerEnumType(ShippingKind, {
  name: 'ShippingKind',
  description: 'How a shipping method prices freight (docs/decisions/076)',
  valuesConfig: Object.fromEntries(
    Object.entries(SHIPPING_KIND_LABELS).map(([k, label]) => [k, { description: label }]),
  ) as Record<ShippingKindName, { description: string }>,
});

@ObjectType({ description: 'One band of a rate table: orders weighing up to upToGrams cost priceCents' })
export class WeightBand {
  @Field(() => Int) upToGrams!: number;
  @Field(() => Int) priceCents!: number;
}

@ObjectType({ description: 'A company a shipping method is limited to' })
export class ShippingMethodCompany {
  @Field(() => ID) id!: string;
  @Field() name!: string;
}

@ObjectType({ description: 'A way to ship an order and how its freight is priced (shop admins keep them)' })
export class ShippingMethod {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => ShippingKind) kind!: ShippingKind;
  @Field({ description: 'Offered at checkout' }) active!: boolean;
  @Field({ description: 'Preselected at checkout' }) isDefault!: boolean;
  @Field(() => [WeightBand], {
    description:
      "WEIGHT: the rate table by the order's weight; PALLET: the parcel table up to parcelLimitGrams",
  })
  bands!: WeightBand[];
  @Field(() => Int, { nullable: true, description: 'FLAT: the one price' }) flatCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'PALLET: heavier than this ships on pallets' })
  parcelLimitGrams!: number | null;
  @Field(() => Int, { nullable: true, description: 'PALLET: what one pallet carries' }) palletCapacityGrams!:
    number | null;
  @Field(() => Int, { nullable: true, description: 'PALLET: the price of one pallet' }) palletPriceCents!:
    number | null;
  @Field(() => Int) version!: number;
  @Field(() => [ShippingMethodCompany], {
    description:
      'The companies it is limited to (docs/decisions/123); empty: every company. A buyer sees only their own company here.',
  })
  companies!: ShippingMethodCompany[];
  @Field({
    description:
      "Offered to the reader's company at checkout: active, and for every company or limited to theirs",
  })
  offered!: boolean;
}

@InputType()
export class WeightBandInput {
  @Field(() => Int) upToGrams!: number;
  @Field(() => Int) priceCents!: number;
}

@InputType({ description: 'A shipping method; what its kind does not use is cleared' })
export class ShippingMethodInput {
  @Field() name!: string;
  @Field(() => ShippingKind) kind!: ShippingKind;
  @Field({ nullable: true }) active?: boolean;
  @Field({ nullable: true }) isDefault?: boolean;
  @Field(() => [WeightBandInput], { nullable: true }) bands?: WeightBandInput[];
  @Field(() => Int, { nullable: true }) flatCents?: number | null;
  @Field(() => Int, { nullable: true }) parcelLimitGrams?: number | null;
  @Field(() => Int, { nullable: true }) palletCapacityGrams?: number | null;
  @Field(() => Int, { nullable: true }) palletPriceCents?: number | null;
  @Field(() => [ID], {
    nullable: true,
    description: 'Limit it to these companies ([]: every company); omitted keeps the companies it has',
  })
  companyIds?: string[] | null;
}
