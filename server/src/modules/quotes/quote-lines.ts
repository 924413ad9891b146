/**
 * A version's lines as written: each named product found, its quantity within the product's rule, and the buyer's
 * own price for it today (the company's contract price, else the list price at that quantity): what a quoted
 * discount is measured from (docs/decisions/065). Stock is not checked here: checkout checks it when the items are ordered.
 */
import { MAX_LINE_TOTAL_CENTS, formatCents, quantityProblem, quoteLine } from '@gluegun/common';
import { AppError, badInput } from '../../errors';
import { normalizeId } from '../../lib/validate';
import {
  catalogViewerOf,
  contractEntriesFor,
  contractPriced,
  pricingDay,
  visibleIdsFor,
} from '../prices/contract-entries';
import { nowOf, type Context } from '../../context';
import type { Tx } from './quote-common';

export interface AskedLine {
  productId: string;
  quantity: number;
  note: string;
  targetPriceCents?: number | null;
  unitPriceCents?: number;
}

export interface WrittenLine {
  position: number;
  productId: string;
  productName: string;
  sku: string;
  quantity: number;
  note: string;
  targetPriceCents: number | null;
  unitPriceCents: number | null;
  referencePriceCents: number;
}

/**
 * Checks and prices the lines for the quote's company and buyer (whose ship-to location's lists count as they do when
 * the buyer adds the item, docs/decisions/106); a refused line names its position and product.
 */
export async function writtenLines(
  ctx: Context,
  tx: Tx,
  pricing: { companyId: string; buyerId: string | null },
  asked: readonly AskedLine[],
): Promise<WrittenLine[]> {
  const ids = asked.map((l, i) => {
    const id = normalizeId(l.productId);
    if (!id) throw badInput(`Line ${i + 1}: that product does not exist`, 'lines');
    return id;
  });
  if (new Set(ids).size !== ids.length) {
    throw new AppError('BAD_USER_INPUT', 'The same product is listed twice: put its quantities on one line', {
      field: 'lines',
      reason: 'DUPLICATE_LINE',
    });
  }
  const products = await tx.product.findMany({ where: { id: { in: ids } } });
  const day = pricingDay({ clock: () => nowOf(ctx) });
  const entries = await contractEntriesFor(tx, pricing.companyId, ids, day, pricing.buyerId);
  // Only products the quote's company may see (docs/decisions/129): it could not order the others.
  const seen = await visibleIdsFor(tx, { ...pricing, day }, ids);
  return asked.map((l, i) => {
    const product = products.find((p) => p.id === ids[i]);
    if (!product || (!seen.has(product.id) && catalogViewerOf(ctx)))
      throw badInput(`Line ${i + 1}: that product does not exist`, 'lines');
    if (!seen.has(product.id))
      throw badInput(
        `Line ${i + 1}: ${product.name} is not offered to this company: its price lists do not name it`,
        'lines',
      );
    const priced = contractPriced(product, entries.get(product.id) ?? []);
    const problem = quantityProblem(priced.quantityRule, l.quantity, product.name);
    if (problem)
      throw new AppError('BAD_USER_INPUT', `Line ${i + 1}: ${problem.message}`, {
        field: 'lines',
        reason: problem.code,
        roundUpTo: problem.roundUpTo ?? null,
      });
    const unit = l.unitPriceCents ?? null;
    if (unit !== null && unit * l.quantity > MAX_LINE_TOTAL_CENTS) {
      throw badInput(
        `Line ${i + 1}: one line can be worth at most ${formatCents(MAX_LINE_TOTAL_CENTS)}`,
        'lines',
      );
    }
    return {
      position: i + 1,
      productId: product.id,
      productName: product.name,
      sku: product.sku,
      quantity: l.quantity,
      note: l.note,
      targetPriceCents: l.targetPriceCents ?? null,
      unitPriceCents: unit,
      referencePriceCents: quoteLine(priced, l.quantity).unitPriceCents,
    };
  });
}

/** Writes a version and its lines; returns nothing (the caller reads the quote again). */
export async function addVersion(
  tx: Tx,
  quoteId: string,
  number: number,
  version: {
    side: 'BUYER' | 'STAFF';
    authorId: string;
    note: string;
    freightNote?: string;
    expiresAt?: Date | null;
    approvalNeeded?: boolean;
  },
  lines: WrittenLine[],
): Promise<void> {
  await tx.quoteVersion.create({
    data: {
      quoteId,
      number,
      side: version.side,
      authorId: version.authorId,
      note: version.note,
      freightNote: version.freightNote ?? '',
      expiresAt: version.expiresAt ?? null,
      approvalNeeded: version.approvalNeeded ?? false,
      lines: { create: lines },
    },
  });
}
