/**
 * What the order form counts when a pack is chosen (docs/decisions/066): N of the pack in base units, with the
 * server's own conversion and line text from @gluegun/common, so the form says exactly what the order will hold.
 */
import { BASE_UNIT, baseQuantity, packLineText, type PackSize } from '@gluegun/common';

export const variantCopy = {
  orderIn: 'Order in',
  unitsCounted: (count: number, pack: PackSize) => packLineText(count, pack),
  weightRow: 'Weight',
  sizeRow: 'Size',
  perUnit: (grams: number) => `${grams.toLocaleString('en-US')} g per unit`,
  size: (l: number, w: number, h: number) => `${l} × ${w} × ${h} mm per unit`,
  notMade: 'not made',
  outOfStock: 'out of stock',
  choiceLabel: (value: string, state: string) =>
    state === 'AVAILABLE' ? value : `${value} (${state === 'MISSING' ? 'not made' : 'out of stock'})`,
};

/** The pack called `name` among the product's units (the base unit for ''), never a unit the product does not list. */
export function chosenPack(packs: readonly PackSize[] | undefined, name: string): PackSize {
  return (packs ?? []).find((p) => p.name === name) ?? BASE_UNIT;
}

/** Base units of `count` of `pack`, or null when the count is not a whole number of packs. */
export function unitsOf(pack: PackSize, count: number | null): number | null {
  if (count === null) return null;
  if (pack.baseUnits === 1) return count;
  const answer = baseQuantity([pack], pack.name, count, '');
  return answer.ok ? answer.quantity : null;
}
