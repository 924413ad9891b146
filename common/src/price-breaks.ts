/**
 * Volume price breaks (Shopify B2B's `quantityPriceBreaks`): from `minQuantity` units on, each unit
 * costs `unitPriceCents`. Below the first break the product's own price applies. The one price function:
 * the unit price captured on an order item (placeOrder, bulk add) and every quote come from `unitPriceFor`.
 */
import { MAX_PRICE_CENTS, formatCents } from './rules';
import { effectiveMaximum, formatUnits, roundUpToRule, type QuantityRule } from './quantity-rule';

export interface PriceBreak {
  minQuantity: number;
  unitPriceCents: number;
}

/** Most breaks one product may carry: a table a buyer can read at a glance. */
export const MAX_PRICE_BREAKS = 10;
/** "Add N more units for $Y/unit" shows when the next break is at most this share of the quantity away. */
export const NEXT_BREAK_NUDGE_SHARE = 0.2;

/** Breaks by rising quantity (callers may store them in any order). */
export function sortedBreaks(breaks: readonly PriceBreak[]): PriceBreak[] {
  return [...breaks].sort((a, b) => a.minQuantity - b.minQuantity);
}

/** The price tier a quantity falls in: the highest break whose minQuantity <= quantity, else the base price from `minimum`. */
export function tierFor(
  basePriceCents: number,
  breaks: readonly PriceBreak[],
  quantity: number,
  minimum = 0,
): PriceBreak {
  let tier: PriceBreak = { minQuantity: minimum, unitPriceCents: basePriceCents };
  for (const b of sortedBreaks(breaks)) if (b.minQuantity <= quantity) tier = b;
  return tier;
}

/** Unit price in cents for `quantity` units. */
export function unitPriceFor(
  basePriceCents: number,
  breaks: readonly PriceBreak[],
  quantity: number,
): number {
  return tierFor(basePriceCents, breaks, quantity).unitPriceCents;
}

/** The lowest unit price anyone can get ("from $X" on the product card). */
export function lowestUnitPrice(basePriceCents: number, breaks: readonly PriceBreak[]): number {
  return Math.min(basePriceCents, ...breaks.map((b) => b.unitPriceCents));
}

export interface NextBreak {
  /** The break's own threshold. */
  minQuantity: number;
  unitPriceCents: number;
  /** The smallest valid quantity (case pack, maximum) that reaches it. */
  quantity: number;
  /** Units to add to `quantity` to get there. */
  addUnits: number;
}

/** The next cheaper break above `quantity` that a valid order can reach, or null (none, or beyond the maximum). */
export function nextBreakFor(
  rule: QuantityRule,
  breaks: readonly PriceBreak[],
  quantity: number,
): NextBreak | null {
  const next = sortedBreaks(breaks).find((b) => b.minQuantity > quantity);
  if (!next) return null;
  const reach = roundUpToRule(rule, next.minQuantity);
  if (reach === null) return null;
  return {
    minQuantity: next.minQuantity,
    unitPriceCents: next.unitPriceCents,
    quantity: reach,
    addUnits: reach - quantity,
  };
}

/** Whether the next break is near enough to suggest: at most 20 % more units. */
export function isNudgeWorthy(quantity: number, next: NextBreak | null): next is NextBreak {
  return next !== null && quantity > 0 && next.addUnits <= quantity * NEXT_BREAK_NUDGE_SHARE;
}

/** "Add 25 more units for $6.10/unit". */
export function nextBreakNudge(next: NextBreak): string {
  return `Add ${formatUnits(next.addUnits)} more units for ${formatCents(next.unitPriceCents)}/unit`;
}

/**
 * What is wrong with a list of breaks an admin typed, or null. Whole numbers; thresholds above the minimum order
 * (the base price is what the minimum pays), on the case pack, within the maximum (an order can reach them) and distinct; prices from 1 cent, each strictly below the one before
 * (base price first), so buying more never costs more a unit.
 */
export function priceBreaksProblem(
  basePriceCents: number,
  breaks: readonly PriceBreak[],
  rule: QuantityRule,
): string | null {
  if (breaks.length > MAX_PRICE_BREAKS) return `At most ${MAX_PRICE_BREAKS} price breaks`;
  for (const b of breaks) {
    if (!Number.isSafeInteger(b.minQuantity) || !Number.isSafeInteger(b.unitPriceCents))
      return 'Price break quantities and prices must be whole numbers (prices in cents)';
    if (b.minQuantity <= rule.minimum)
      return `Price breaks start above the minimum order (${formatUnits(rule.minimum)} units): the product's price applies there`;
    if (b.unitPriceCents < 1 || b.unitPriceCents > MAX_PRICE_CENTS)
      return 'Price break prices must be between $0.01 and $1,000,000';
    // A break no valid order can reach would be shown and never paid: it must sit on the case pack and within the maximum.
    if (b.minQuantity % rule.increment !== 0) {
      const up = Math.ceil(b.minQuantity / rule.increment) * rule.increment;
      return `The ${formatUnits(b.minQuantity)}+ price break is not a whole number of cases (${formatUnits(rule.increment)} units each): use ${formatUnits(up)}`;
    }
    if (b.minQuantity > effectiveMaximum(rule)) {
      return `The ${formatUnits(b.minQuantity)}+ price break is above the most one order may hold (${formatUnits(effectiveMaximum(rule))} units): no order can reach it`;
    }
  }
  const sorted = sortedBreaks(breaks);
  let previous = basePriceCents;
  for (let i = 0; i < sorted.length; i++) {
    if (i > 0 && sorted[i].minQuantity === sorted[i - 1].minQuantity)
      return `Two price breaks start at ${formatUnits(sorted[i].minQuantity)} units`;
    if (sorted[i].unitPriceCents >= previous) {
      return `Prices must fall as quantity rises: the ${formatUnits(sorted[i].minQuantity)}+ price (${formatCents(sorted[i].unitPriceCents)}) must be below ${formatCents(previous)}`;
    }
    previous = sorted[i].unitPriceCents;
  }
  return null;
}
