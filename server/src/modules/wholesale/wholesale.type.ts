import { Field, Int, ObjectType } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Product, PriceBreak } from '../products/product.type';
import { OrderItem } from '../orders/order.type';

@ObjectType({ description: 'The next cheaper price break a valid order can reach' })
export class NextPriceBreak {
  @Field(() => Int, { description: 'Units from which the break applies' })
  minQuantity!: number;

  @Field(() => Int, { description: 'Unit price in cents at the break' })
  unitPriceCents!: number;

  @Field(() => Int, { description: 'The smallest valid quantity (case pack, maximum) that gets the break' })
  quantity!: number;

  @Field(() => Int, { description: "Units to add to this line's quantity to get there" })
  addUnits!: number;
}

@ObjectType({ description: 'Why a line cannot be ordered as it is' })
export class LineProblem {
  @Field({
    description:
      'UNREADABLE, UNKNOWN_PRODUCT, AMBIGUOUS_NAME, DUPLICATE_LINE, ALREADY_ORDERED, NOT_WHOLE, BELOW_SHOP_MINIMUM, BELOW_MINIMUM, NOT_CASE_PACK, ABOVE_MAXIMUM, OUT_OF_STOCK or LINE_TOO_LARGE',
  })
  code!: string;

  @Field({ description: 'What to tell the buyer' })
  message!: string;
}

@ObjectType({
  description: "One line priced and checked against the product's quantity rule, stock and price breaks",
})
export class QuoteLine {
  @Field(() => Int, {
    description: "The line's number: its position in the list, or its line in a quick-order file",
  })
  lineNumber!: number;

  @Field({ description: 'The product reference as sent (id, SKU or exact name)' })
  reference!: string;

  @Field({ description: 'The quantity as sent' })
  quantityText!: string;

  @Field(() => Product, { nullable: true, description: 'The product the line names; null when none does' })
  product!: Product | null;

  @Field(() => Int, { nullable: true, description: 'Units, when the quantity could be read' })
  quantity!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Unit price in cents this quantity gets (its price break)',
  })
  unitPriceCents!: number | null;

  @Field(() => GraphQLSafeInt, { nullable: true, description: 'quantity x unitPriceCents, in cents' })
  lineTotalCents!: number | null;

  @Field(() => PriceBreak, {
    nullable: true,
    description: 'The price break this quantity falls in (the base price from the minimum order)',
  })
  priceBreak!: PriceBreak | null;

  @Field(() => NextPriceBreak, {
    nullable: true,
    description: 'The next cheaper break, if a valid order can reach it',
  })
  nextBreak!: NextPriceBreak | null;

  @Field(() => String, {
    nullable: true,
    description: '"Add N more units for $Y/unit" when the next break is within 20 % of the quantity',
  })
  nudge!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'The smallest valid quantity above this one when the quantity rule refused it ("Round up to 125")',
  })
  roundUpTo!: number | null;

  @Field(() => [LineProblem], { description: 'Empty when the line can be ordered as it is' })
  problems!: LineProblem[];

  @Field({ description: 'True when problems is empty' })
  ok!: boolean;
}

@ObjectType({ description: 'What a list of lines would cost, without placing anything' })
export class Quote {
  @Field(() => [QuoteLine])
  lines!: QuoteLine[];

  @Field(() => Int, { description: 'Lines that can be ordered as they are' })
  okCount!: number;

  @Field(() => Int, { description: 'Lines with problems' })
  failedCount!: number;

  @Field(() => GraphQLSafeInt, { description: 'Units over the lines that can be ordered' })
  totalUnits!: number;

  @Field(() => GraphQLSafeInt, { description: 'Cents over the lines that can be ordered' })
  totalCents!: number;
}

@ObjectType({ description: 'A quick-order file checked line by line for the signed-in buyer' })
export class QuickOrderPreview extends Quote {
  @Field({
    description:
      'CSV (line,sku,quantity,reason) of the lines that cannot be ordered, cells escaped against spreadsheet formulas; empty when every line is fine',
  })
  failedLinesCsv!: string;
}

@ObjectType({ description: 'The order items a bulk add created, all in one transaction' })
export class BulkAddResult {
  @Field(() => [OrderItem])
  items!: OrderItem[];

  @Field(() => Int)
  count!: number;

  @Field(() => GraphQLSafeInt, { description: "Sum of the new items' totals in cents" })
  totalCents!: number;
}

@ObjectType({ description: 'A line of an earlier order that could not be put back' })
export class RefusedLine {
  @Field() productName!: string;
  @Field() sku!: string;
  @Field(() => Int) quantity!: number;
  @Field() reason!: string;
}

@ObjectType({
  description:
    'A line of an earlier order whose product is discontinued: the item that replaces it was ordered instead',
})
export class ReplacedLine {
  @Field({ description: 'The discontinued product, as on the earlier order' }) productName!: string;
  @Field() sku!: string;
  @Field({ description: 'The item that replaces it' }) replacementName!: string;
  @Field() replacementSku!: string;
}

@ObjectType({ description: 'What a reorder put back as open items, and what it could not' })
export class ReorderResult {
  @Field(() => [OrderItem]) items!: OrderItem[];
  @Field(() => Int) addedCount!: number;
  @Field(() => [RefusedLine]) refused!: RefusedLine[];
  @Field(() => [ReplacedLine], {
    description: 'Lines whose discontinued product was swapped for its replacement (docs/decisions/078)',
  })
  replaced!: ReplacedLine[];
}
