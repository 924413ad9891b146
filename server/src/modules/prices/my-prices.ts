/**
 * The caller's own price for products at a quantity, with where it comes from (docs/decisions/134): what the product
 * page shows a signed-in buyer (the contract step and its explanation, else the list price and its break), read for
 * REST callers and API keys. Always the caller's company and ship-to location (an API key acts as its creator): no
 * argument names a company, so another company's prices cannot be asked for.
 */
import { explainContractTier, tierFor, type ContractTier } from '@gluegun/common';
import { allowUser } from '../../auth/access';
import { AppError, badInput } from '../../errors';
import type { Context } from '../../context';
import { normalizeId } from '../../lib/validate';
import { catalogViewerOf, contractPriceFor, visibleIdsRead } from './contract-entries';
import { WHOLESALE_FIELDS, pricedProduct } from '../products/product.wholesale';

/** The most products one read prices. */
export const MAX_MY_PRICES = 50;
/** The largest quantity asked about (a line of more is refused at checkout anyway). */
const MAX_QUANTITY = 10_000_000;

export interface MyPrice {
  productId: string;
  sku: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
  /** The list price at that quantity, for comparison. */
  listUnitPriceCents: number;
  source: 'CONTRACT' | 'LIST';
  /** The step that applies: from this many units on (the product's minimum, or a break). */
  fromQuantity: number;
  priceListName: string | null;
  percentOffBp: number | null;
  /** "Your contract price: Acme 2027, 12 % off"; null when the list price applies. */
  explanation: string | null;
}

function idsOf(raw: unknown): string[] {
  const text = Array.isArray(raw) ? raw.join(',') : typeof raw === 'string' ? raw : '';
  const parts = text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (parts.length === 0) throw badInput('Name at least one product id in productIds', 'productIds');
  if (parts.length > MAX_MY_PRICES)
    throw badInput(`At most ${MAX_MY_PRICES} products in one read`, 'productIds');
  const ids = parts.map((p) => {
    const id = normalizeId(p);
    if (!id) throw badInput(`${p.slice(0, 60)} is not a product id`, 'productIds');
    return id;
  });
  return [...new Set(ids)];
}

function quantityOf(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const n = typeof raw === 'number' ? raw : /^\d+$/.test(String(raw)) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_QUANTITY)
    throw badInput(
      `quantity must be a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}`,
      'quantity',
    );
  return n;
}

/** The contract step that prices `quantity`: the last one starting at or below it (the first below the minimum). */
function stepAt(tiers: readonly ContractTier[], quantity: number): ContractTier {
  let step = tiers[0];
  for (const t of tiers) if (t.minQuantity <= quantity) step = t;
  return step;
}

/** `productIds` (comma-separated or repeated) at `quantity` (absent: each product's minimum), in the order asked. */
export async function myPrices(
  ctx: Context,
  raw: { productIds: unknown; quantity: unknown },
): Promise<MyPrice[]> {
  allowUser(ctx, 'myPrices');
  const ids = idsOf(raw.productIds);
  const asked = quantityOf(raw.quantity);
  // A product the caller's price lists hide has no price for it, as if it did not exist (docs/decisions/129).
  const [found, seen] = await Promise.all([
    ctx.db.product.findMany({
      where: { id: { in: ids } },
      select: { id: true, name: true, priceCents: true, quantity: true, ...WHOLESALE_FIELDS },
    }),
    visibleIdsRead(ctx.db, catalogViewerOf(ctx), ids),
  ]);
  const rows = found.filter((r) => seen.has(r.id));
  const missing = ids.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length > 0)
    throw new AppError('NOT_FOUND', `No product has the id ${missing[0]}`, { field: 'productIds' });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return Promise.all(
    ids.map(async (id) => {
      const row = byId.get(id)!;
      const listed = pricedProduct(row);
      const quantity = asked ?? listed.quantityRule.minimum;
      const list = tierFor(listed.priceCents, listed.priceBreaks, quantity, listed.quantityRule.minimum);
      const tiers = await contractPriceFor(ctx, row);
      const step = tiers ? stepAt(tiers, quantity) : null;
      const unitPriceCents = step ? step.unitPriceCents : list.unitPriceCents;
      return {
        productId: row.id,
        sku: row.sku,
        name: row.name,
        quantity,
        unitPriceCents,
        lineTotalCents: unitPriceCents * quantity,
        listUnitPriceCents: list.unitPriceCents,
        source: step ? 'CONTRACT' : 'LIST',
        fromQuantity: step ? step.minQuantity : list.minQuantity,
        priceListName: step ? step.priceListName : null,
        percentOffBp: step ? step.percentOffBp : null,
        explanation: step ? explainContractTier(step) : null,
      };
    }),
  );
}
