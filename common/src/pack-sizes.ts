/**
 * Pack sizes (docs/decisions/066): a product is sold in a base unit and may list packs of a whole number of base
 * units ("Box of 25", "Case of 250"). A buyer orders N of one; the line is counted and priced in base units, so the
 * shop's 100-unit minimum, the quantity rule, stock and price breaks all read base units. This is the one conversion.
 */
import { MAX_ORDER_QUANTITY } from './rules';
import { formatUnits, roundUpToRule, type QuantityRule } from './quantity-rule';

export interface PackSize {
  /** What the buyer sees and sends: "Case of 250". */
  name: string;
  /** How many base units one holds (at least 2: one base unit is the base unit itself). */
  baseUnits: number;
}

/** The base unit every product is sold in; ordering without a pack (or in this one) counts single units. */
export const BASE_UNIT: PackSize = { name: 'Each', baseUnits: 1 };
export const MAX_PACK_SIZES = 10;
export const MAX_PACK_BASE_UNITS = 1_000_000;
export const MAX_PACK_NAME_LENGTH = 40;

/** Names compare without letter case or repeated spaces ("case of 250" is "Case of 250"). */
export const packKey = (name: string): string => name.trim().replace(/\s+/g, ' ').toLowerCase();
/** A pack name as stored: trimmed, inner spaces single. */
export const tidyPackName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** Why an admin's list of pack sizes cannot be saved (first problem, in words), or null. */
export function packSizesProblem(packs: readonly PackSize[]): string | null {
  if (packs.length > MAX_PACK_SIZES) return `At most ${MAX_PACK_SIZES} pack sizes`;
  const names = new Set<string>([packKey(BASE_UNIT.name)]);
  const counts = new Set<number>();
  for (const p of packs) {
    const name = tidyPackName(p.name);
    if (name.length === 0) return 'Every pack size needs a name';
    if (name.length > MAX_PACK_NAME_LENGTH)
      return `A pack size's name has at most ${MAX_PACK_NAME_LENGTH} characters`;
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f]/.test(name)) return "A pack size's name cannot hold control characters";
    if (!Number.isSafeInteger(p.baseUnits) || p.baseUnits < 2 || p.baseUnits > MAX_PACK_BASE_UNITS) {
      return `${name}: a pack holds a whole number of units from 2 to ${formatUnits(MAX_PACK_BASE_UNITS)}`;
    }
    if (names.has(packKey(name)))
      return `${name}: two pack sizes cannot share a name (${BASE_UNIT.name} is the single unit)`;
    if (counts.has(p.baseUnits))
      return `${name}: another pack size already holds ${formatUnits(p.baseUnits)} units`;
    names.add(packKey(name));
    counts.add(p.baseUnits);
  }
  return null;
}

/** The list as stored: names tidied, smallest pack first. */
export const tidyPackSizes = (packs: readonly PackSize[]): PackSize[] =>
  packs
    .map((p) => ({ name: tidyPackName(p.name), baseUnits: p.baseUnits }))
    .sort((a, b) => a.baseUnits - b.baseUnits);

/** Every unit a product can be ordered in, the base unit first. */
export const orderUnits = (packs: readonly PackSize[]): PackSize[] => [BASE_UNIT, ...packs];

/** The pack with this name (any letter case), the base unit for no name, or null when the product has no such pack. */
export function packNamed(packs: readonly PackSize[], name: string | null | undefined): PackSize | null {
  if (name === null || name === undefined || packKey(name) === '') return BASE_UNIT;
  return orderUnits(packs).find((p) => packKey(p.name) === packKey(name)) ?? null;
}

export type PackOrder =
  { ok: true; pack: PackSize; count: number; quantity: number } | { ok: false; message: string };

/** `count` of the unit named `unitName` in base units, or why that cannot be ordered (unknown pack, not a whole count). */
export function baseQuantity(
  packs: readonly PackSize[],
  unitName: string | null | undefined,
  count: number,
  productName: string,
): PackOrder {
  const pack = packNamed(packs, unitName);
  if (!pack) {
    const names = orderUnits(packs)
      .map((p) => p.name)
      .join(', ');
    return {
      ok: false,
      message: `${productName} is not sold in "${String(unitName).slice(0, MAX_PACK_NAME_LENGTH)}": choose ${names}`,
    };
  }
  if (pack.baseUnits === 1) return { ok: true, pack, count, quantity: count };
  if (!Number.isSafeInteger(count) || count < 1)
    return { ok: false, message: `Order a whole number of ${pack.name}, at least 1` };
  if (count > MAX_ORDER_QUANTITY)
    return { ok: false, message: `At most ${formatUnits(MAX_ORDER_QUANTITY)} units per order line` };
  return { ok: true, pack, count, quantity: count * pack.baseUnits };
}

/** How a line reads: "4 × Case of 250 = 1,000 units", or "1,000 units" in the base unit. */
export function packLineText(count: number, pack: PackSize | null): string {
  if (!pack || pack.baseUnits === 1) return `${formatUnits(count)} units`;
  return `${formatUnits(count)} × ${pack.name} = ${formatUnits(count * pack.baseUnits)} units`;
}

/**
 * The fewest packs, at least `count`, whose units the rule accepts (in base units), or null when none does under
 * the maximum: what "Round up to" offers when a pack order breaks the rule.
 */
export function roundUpPacks(rule: QuantityRule, pack: PackSize, count: number): number | null {
  const units = roundUpToRule(rule, Math.max(count, 1) * pack.baseUnits);
  if (units === null) return null;
  // Packs whose units are a multiple of the case pack come every `step` packs.
  const step = rule.increment / gcd(rule.increment, pack.baseUnits);
  const packs = Math.ceil(Math.ceil(units / pack.baseUnits) / step) * step;
  return roundUpToRule(rule, packs * pack.baseUnits) === packs * pack.baseUnits ? packs : null;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
