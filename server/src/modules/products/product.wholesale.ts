import { sortedBreaks, type PriceBreak, type PricedProduct, type QuantityRule } from '@gluegun/common';
import type { Prisma } from '../../generated/prisma/client';

/**
 * Between the database's columns (minOrderQuantity, orderIncrement, maxOrderQuantity, priceBreaks JSON) and the
 * shared rule types of @gluegun/common. Writes are validated by the shared schema before they get here.
 */
export interface WholesaleColumns {
  minOrderQuantity: number;
  orderIncrement: number;
  maxOrderQuantity: number | null;
  priceBreaks: Prisma.JsonValue;
}

/** The columns every product read selects for the rule and the breaks. */
export const WHOLESALE_FIELDS = {
  sku: true,
  minOrderQuantity: true,
  orderIncrement: true,
  maxOrderQuantity: true,
  priceBreaks: true,
} as const;

export function quantityRuleOf(row: WholesaleColumns): QuantityRule {
  return { minimum: row.minOrderQuantity, increment: row.orderIncrement, maximum: row.maxOrderQuantity };
}

/** Stored breaks, by rising quantity. Anything that is not a {minQuantity, unitPriceCents} pair is ignored. */
export function priceBreaksOf(row: Pick<WholesaleColumns, 'priceBreaks'>): PriceBreak[] {
  const raw = Array.isArray(row.priceBreaks) ? row.priceBreaks : [];
  const breaks = raw.flatMap((b) => {
    const o = b as { minQuantity?: unknown; unitPriceCents?: unknown } | null;
    return o && Number.isSafeInteger(o.minQuantity) && Number.isSafeInteger(o.unitPriceCents)
      ? [{ minQuantity: o.minQuantity as number, unitPriceCents: o.unitPriceCents as number }]
      : [];
  });
  return sortedBreaks(breaks);
}

export function pricedProduct(
  row: WholesaleColumns & { name: string; priceCents: number; quantity: number; backordersAllowed?: boolean },
): PricedProduct {
  return {
    name: row.name,
    priceCents: row.priceCents,
    quantity: row.quantity,
    quantityRule: quantityRuleOf(row),
    priceBreaks: priceBreaksOf(row),
    backordersAllowed: row.backordersAllowed ?? false,
  };
}

/** Validated input -> columns. `rule`/`breaks` undefined leave the columns as they are (update) or at their defaults (create). */
export function wholesaleData(input: {
  quantityRule?: QuantityRule | null;
  priceBreaks?: PriceBreak[] | null;
}) {
  const data: Partial<Omit<WholesaleColumns, 'priceBreaks'>> & { priceBreaks?: Prisma.InputJsonValue } = {};
  if (input.quantityRule) {
    data.minOrderQuantity = input.quantityRule.minimum;
    data.orderIncrement = input.quantityRule.increment;
    data.maxOrderQuantity = input.quantityRule.maximum ?? null;
  }
  if (input.priceBreaks) {
    data.priceBreaks = sortedBreaks(input.priceBreaks).map((b) => ({
      minQuantity: b.minQuantity,
      unitPriceCents: b.unitPriceCents,
    }));
  }
  return data;
}
