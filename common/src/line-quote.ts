/**
 * One order line priced and checked: the quantity rule, stock and the line-value bound, with the price break the
 * line gets and the next one. placeOrder, quotes, the quick-order preview and the bulk add all read this, and the
 * client shows the same answer as the buyer types.
 */
import { MAX_LINE_TOTAL_CENTS, formatCents } from './rules';
import { quantityProblem, roundUpToRule, type QuantityProblem, type QuantityRule } from './quantity-rule';
import { nextBreakFor, tierFor, type NextBreak, type PriceBreak } from './price-breaks';

export interface PricedProduct {
  name: string;
  priceCents: number;
  /** Units in stock. */
  quantity: number;
  quantityRule: QuantityRule;
  priceBreaks: readonly PriceBreak[];
  /** May be ordered beyond stock, the rest backordered (docs/decisions/088); absent = no. */
  backordersAllowed?: boolean;
}

export type LineProblemCode = QuantityProblem['code'] | 'OUT_OF_STOCK' | 'LINE_TOO_LARGE';

export interface LineProblem {
  code: LineProblemCode;
  message: string;
}

export interface LineQuote {
  quantity: number;
  /** The break this quantity gets (minQuantity = the product's minimum for the base price). */
  tier: PriceBreak;
  unitPriceCents: number;
  lineTotalCents: number;
  /** Empty when the line can be ordered as it is. */
  problems: LineProblem[];
  /** The smallest valid quantity above this one, when the rule (not stock) refused it. */
  roundUpTo: number | null;
  nextBreak: NextBreak | null;
}

export function quoteLine(product: PricedProduct, quantity: number): LineQuote {
  const rule = product.quantityRule;
  const tier = tierFor(product.priceCents, product.priceBreaks, quantity, rule.minimum);
  const unitPriceCents = tier.unitPriceCents;
  const lineTotalCents = Number.isFinite(quantity) ? quantity * unitPriceCents : 0;
  const problems: LineProblem[] = [];
  const ruleProblem = quantityProblem(rule, quantity, product.name);
  if (ruleProblem) problems.push({ code: ruleProblem.code, message: ruleProblem.message });
  if (
    Number.isFinite(quantity) &&
    quantity > product.quantity &&
    !product.backordersAllowed &&
    ruleProblem?.code !== 'ABOVE_MAXIMUM'
  ) {
    problems.push({
      code: 'OUT_OF_STOCK',
      message: `Only ${product.quantity} units of ${product.name} are in stock`,
    });
  }
  if (lineTotalCents > MAX_LINE_TOTAL_CENTS) {
    problems.push({
      code: 'LINE_TOO_LARGE',
      message: `One order line can be worth at most ${formatCents(MAX_LINE_TOTAL_CENTS)}: at most ${Math.floor(MAX_LINE_TOTAL_CENTS / unitPriceCents)} units of ${product.name}`,
    });
  }
  const roundUpTo = ruleProblem?.roundUpTo ?? null;
  return {
    quantity,
    tier,
    unitPriceCents,
    lineTotalCents,
    problems,
    roundUpTo: roundUpTo !== null && roundUpTo <= product.quantity ? roundUpTo : null,
    nextBreak: Number.isFinite(quantity) ? nextBreakFor(rule, product.priceBreaks, quantity) : null,
  };
}

/**
 * The fewest units of this product one order line can hold now (its minimum, rounded up to the case pack), or null
 * when no line can be ordered: fewer units in stock than that, or no valid quantity under the maximum. The order
 * form offers ordering only when this is a number.
 */
export function smallestOrderable(product: PricedProduct): number | null {
  const smallest = roundUpToRule(product.quantityRule, product.quantityRule.minimum);
  return smallest !== null && (smallest <= product.quantity || product.backordersAllowed) ? smallest : null;
}
