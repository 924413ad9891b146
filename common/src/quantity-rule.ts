/**
 * Per-product quantity rule (Shopify B2B's `quantityRule`): a minimum (never below the shop-wide 100),
 * an increment (case pack) and an optional maximum per order. This is the one rule function: the server applies
 * it to GraphQL, REST, quotes and bulk adds; the client shows the same verdict before sending anything.
 */
import { MAX_ORDER_QUANTITY, MIN_ORDER_QUANTITY } from './rules';
import { MESSAGES } from './messages';

export interface QuantityRule {
  /** Fewest units per order, a multiple of `increment`, at least MIN_ORDER_QUANTITY. */
  minimum: number;
  /** Case pack: valid quantities are multiples of it (counted from zero). */
  increment: number;
  /** Most units per order, a multiple of `increment`; null = no maximum beyond the shop's own cap. */
  maximum: number | null;
}

export const DEFAULT_QUANTITY_RULE: QuantityRule = {
  minimum: MIN_ORDER_QUANTITY,
  increment: 1,
  maximum: null,
};

export type QuantityProblemCode =
  'NOT_WHOLE' | 'BELOW_SHOP_MINIMUM' | 'BELOW_MINIMUM' | 'NOT_CASE_PACK' | 'ABOVE_MAXIMUM';

export interface QuantityProblem {
  code: QuantityProblemCode;
  message: string;
  /** The smallest valid quantity at or above the one asked for, when there is one ("Round up to 125"). */
  roundUpTo: number | null;
}

/** Units with thousands separators: 5000 -> '5,000'. */
export const formatUnits = (n: number): string => n.toLocaleString('en-US');

/** The most units one order line of this product may hold: its maximum, else the shop's cap (rounded down to a case). */
export function effectiveMaximum(rule: QuantityRule): number {
  const cap = rule.maximum ?? MAX_ORDER_QUANTITY;
  return Math.floor(Math.min(cap, MAX_ORDER_QUANTITY) / rule.increment) * rule.increment;
}

/** The smallest quantity >= `quantity` that the rule accepts, or null when none does (above the maximum). */
export function roundUpToRule(rule: QuantityRule, quantity: number): number | null {
  if (!Number.isFinite(quantity)) return null;
  const atLeast = Math.max(Math.ceil(quantity), rule.minimum, MIN_ORDER_QUANTITY);
  const rounded = Math.ceil(atLeast / rule.increment) * rule.increment;
  return rounded <= effectiveMaximum(rule) ? rounded : null;
}

/**
 * Why `quantity` is not a valid order quantity for a product with `rule`, or null when it is.
 * Order of checks: whole number, the shop's 100 (the spec's own text), the product's minimum, its case pack,
 * its maximum. `productName` goes into the plain-language messages.
 */
export function quantityProblem(
  rule: QuantityRule,
  quantity: number,
  productName: string,
): QuantityProblem | null {
  if (!Number.isSafeInteger(quantity)) {
    return {
      code: 'NOT_WHOLE',
      message: 'Quantity must be a whole number of units',
      roundUpTo: roundUpToRule(rule, quantity),
    };
  }
  const roundUpTo = roundUpToRule(rule, quantity);
  if (quantity < MIN_ORDER_QUANTITY)
    return { code: 'BELOW_SHOP_MINIMUM', message: MESSAGES.minOrderQuantity, roundUpTo };
  if (quantity < rule.minimum) {
    return {
      code: 'BELOW_MINIMUM',
      message: `Minimum order for ${productName} is ${formatUnits(rule.minimum)} units`,
      roundUpTo,
    };
  }
  const max = effectiveMaximum(rule);
  if (quantity > max) {
    return {
      code: 'ABOVE_MAXIMUM',
      message: `At most ${formatUnits(max)} units of ${productName} per order`,
      roundUpTo: null,
    };
  }
  if (quantity % rule.increment !== 0) {
    const below = Math.floor(quantity / rule.increment) * rule.increment;
    const choices = [below >= rule.minimum ? below : null, roundUpTo].filter((q): q is number => q !== null);
    return {
      code: 'NOT_CASE_PACK',
      message: `Sold in cases of ${formatUnits(rule.increment)}: ${choices.map(formatUnits).join(' or ')}`,
      roundUpTo,
    };
  }
  return null;
}

/**
 * What is wrong with a rule an admin typed, or null. Every number whole; minimum at least the shop's 100;
 * increment at least 1; minimum and maximum multiples of the increment; maximum at least the minimum.
 */
export function quantityRuleProblem(
  rule: QuantityRule,
): { field: 'minimum' | 'increment' | 'maximum'; message: string } | null {
  const { minimum, increment, maximum } = rule;
  if (!Number.isSafeInteger(increment) || increment < 1)
    return { field: 'increment', message: 'Case pack must be a whole number of at least 1' };
  if (increment > MAX_ORDER_QUANTITY)
    return { field: 'increment', message: `Case pack must be at most ${formatUnits(MAX_ORDER_QUANTITY)}` };
  if (!Number.isSafeInteger(minimum))
    return { field: 'minimum', message: 'Minimum order must be a whole number' };
  if (minimum < MIN_ORDER_QUANTITY)
    return {
      field: 'minimum',
      message: `Minimum order must be at least ${MIN_ORDER_QUANTITY} units (the shop's wholesale minimum)`,
    };
  if (minimum > MAX_ORDER_QUANTITY)
    return { field: 'minimum', message: `Minimum order must be at most ${formatUnits(MAX_ORDER_QUANTITY)}` };
  if (minimum % increment !== 0) {
    return {
      field: 'minimum',
      message: `Minimum order (${formatUnits(minimum)}) must be a multiple of the case pack (${formatUnits(increment)})`,
    };
  }
  if (maximum === null) return null;
  if (!Number.isSafeInteger(maximum))
    return { field: 'maximum', message: 'Maximum per order must be a whole number' };
  if (maximum < minimum)
    return { field: 'maximum', message: 'Maximum per order must be at least the minimum order' };
  if (maximum > MAX_ORDER_QUANTITY)
    return {
      field: 'maximum',
      message: `Maximum per order must be at most ${formatUnits(MAX_ORDER_QUANTITY)}`,
    };
  if (maximum % increment !== 0) {
    return {
      field: 'maximum',
      message: `Maximum per order (${formatUnits(maximum)}) must be a multiple of the case pack (${formatUnits(increment)})`,
    };
  }
  return null;
}
