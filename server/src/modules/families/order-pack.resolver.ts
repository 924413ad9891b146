import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import { GraphQLSafeInt } from 'graphql-scalars';
import { packLineText } from '@gluegun/common';
import type { Context } from '../../context';
import { OrderItem } from '../orders/order.type';
import { PurchaseOrder } from '../purchase-orders/purchase-order.type';
import { PackSize } from './family.type';

interface PackColumns {
  quantity: number;
  packName?: string | null;
  packCount?: number | null;
  packBaseUnits?: number | null;
  unitWeightGrams?: number | null;
}

/** Grams of a line: its base units times the weight of one when it was placed; null when the product had no weight. */
const lineGrams = (item: PackColumns): number | null =>
  item.unitWeightGrams ? item.quantity * item.unitWeightGrams : null;

@Resolver(() => OrderItem)
export class OrderItemPackResolver {
  @FieldResolver(() => PackSize, {
    nullable: true,
    description: 'The pack it was ordered in; null = in base units',
  })
  packUnit(@Root() item: PackColumns) {
    return item.packName && item.packBaseUnits
      ? { name: item.packName, baseUnits: item.packBaseUnits }
      : null;
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'How many of packUnit were ordered; null = in base units',
  })
  packCount(@Root() item: PackColumns) {
    return item.packName ? (item.packCount ?? null) : null;
  }

  @FieldResolver(() => String, {
    description: 'How the line was counted: "4 × Case of 250 = 1,000 units", or "1,000 units"',
  })
  orderedAs(@Root() item: PackColumns) {
    return item.packName && item.packCount && item.packBaseUnits
      ? packLineText(item.packCount, { name: item.packName, baseUnits: item.packBaseUnits })
      : packLineText(item.quantity, null);
  }

  @FieldResolver(() => GraphQLSafeInt, {
    nullable: true,
    description:
      'Weight of the line in grams (its units times the weight of one when placed); null = the product had no weight',
  })
  weightGrams(@Root() item: PackColumns) {
    return lineGrams(item);
  }
}

@Resolver(() => PurchaseOrder)
export class PurchaseOrderWeightResolver {
  @FieldResolver(() => GraphQLSafeInt, {
    nullable: true,
    description: "Weight of all its lines in grams, for shipping; null when a line's product had no weight",
  })
  async weightGrams(@Ctx() ctx: Context, @Root() po: PurchaseOrder) {
    const items = await ctx.loaders.purchaseOrderItems.load(po.id);
    const grams = items.map(lineGrams);
    return grams.length > 0 && grams.every((g) => g !== null) ? grams.reduce((a, b) => a! + b!, 0) : null;
  }
}
