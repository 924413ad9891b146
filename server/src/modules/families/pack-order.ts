/**
 * An order line asked for in a pack (docs/decisions/066): "4 of Case of 250" becomes 1,000 base units, which the
 * quantity rule, stock and price breaks then read as usual. The client's numbers are never trusted: the pack's size
 * comes from the product row the order reads.
 */
import { baseQuantity, packLineText, roundUpPacks, type LineQuote, type PackSize } from '@gluegun/common';
import { AppError, badInput } from '../../errors';
import type { Prisma } from '../../generated/prisma/client';
import { quantityRuleOf, type WholesaleColumns } from '../products/product.wholesale';
import { packSizesOf } from './family.service';

export interface PackedQuantity {
  /** Base units. */
  quantity: number;
  /** The pack and how many, or null when ordered in base units. */
  pack: { name: string; count: number; baseUnits: number } | null;
}

/** Whether the caller named a pack at all (an absent or empty name orders base units, as before packs existed). */
export const namesPack = (packUnit: string | null | undefined): packUnit is string =>
  typeof packUnit === 'string' && packUnit.trim() !== '';

/** `count` of the product's pack `packUnit` in base units, or a refusal in words naming the packs it is sold in. */
export function packedQuantity(
  product: { name: string; packSizes: Prisma.JsonValue },
  packUnit: string | null | undefined,
  count: number,
): PackedQuantity {
  const packs = packSizesOf(product).slice(1);
  const answer = baseQuantity(packs, packUnit, count, product.name);
  if (!answer.ok)
    throw badInput(
      answer.message,
      namesPack(packUnit) && /not sold in/.test(answer.message) ? 'packUnit' : 'quantity',
    );
  return {
    quantity: answer.quantity,
    pack:
      answer.pack.baseUnits === 1
        ? null
        : { name: answer.pack.name, count: answer.count, baseUnits: answer.pack.baseUnits },
  };
}

/**
 * The refusal of a line the rule, stock or line bound turned down. In a pack it says what was counted first ("5 ×
 * Box of 25 = 125 units: Sold in cases of 100: 100 or 200") and offers the fewest packs that would do.
 */
export function lineRefusal(
  product: WholesaleColumns & { name: string },
  line: LineQuote,
  packed: PackedQuantity,
) {
  const problem = line.problems[0];
  if (!packed.pack)
    return new AppError('BAD_USER_INPUT', problem.message, {
      field: 'quantity',
      reason: problem.code,
      roundUpTo: line.roundUpTo,
    });
  const pack: PackSize = { name: packed.pack.name, baseUnits: packed.pack.baseUnits };
  return new AppError('BAD_USER_INPUT', `${packLineText(packed.pack.count, pack)}: ${problem.message}`, {
    field: 'quantity',
    reason: problem.code,
    roundUpTo: line.roundUpTo,
    roundUpToPacks: roundUpPacks(quantityRuleOf(product), pack, packed.pack.count),
  });
}
