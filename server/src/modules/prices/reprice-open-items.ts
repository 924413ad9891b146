/**
 * A buyer's lines priced again: the open ones when the ship-to location changes (docs/decisions/109), and the ones an
 * approval request holds when it is approved. Each gets the unit price it would get if added now, through the same
 * resolution placeOrder uses (contractEntriesFor with the buyer, contractPriced, quoteLine), so what is ordered
 * costs what the buyer's contract says on the day, and the change is said.
 */
import { quoteLine } from '@gluegun/common';
import type { Prisma } from '../../generated/prisma/client';
import { contractEntriesFor, contractPriced, visibleIdsFor } from './contract-entries';

/** One line whose unit price changed when priced again. */
export interface RepricedItem {
  itemId: string;
  productName: string;
  quantity: number;
  fromUnitPriceCents: number;
  toUnitPriceCents: number;
}

/** Which of a buyer's lines are priced again: the open cart, or the lines an approval request holds. */
export type RepriceScope = { kind: 'open' } | { kind: 'request'; approvalRequestId: string };

/**
 * Only lines the buyer could still order are touched: not yet on an order, still sold, and not accepted from a quote
 * (a quoted price is the quote's); open lines also not held by an approval request.
 */
function linesOf(buyerId: string, scope: RepriceScope): Prisma.OrderItemWhereInput {
  const orderable = { purchaseOrderId: null, quoteId: null, productId: { not: null } };
  return scope.kind === 'open'
    ? { userId: buyerId, status: 'PENDING', approvalRequestId: null, ...orderable }
    : { userId: buyerId, approvalRequestId: scope.approvalRequestId, ...orderable };
}

/**
 * The lines in `scope` whose unit price today differs from the one they carry, with both prices, oldest first:
 * each priced as if added now, through the same resolution placeOrder uses. Reads only.
 */
export async function priceChanges(
  db: Pick<Prisma.TransactionClient, 'orderItem' | 'product' | '$queryRawUnsafe' | '$executeRawUnsafe'>,
  buyer: { id: string; companyId: string },
  day: string,
  scope: RepriceScope,
): Promise<RepricedItem[]> {
  const items = await db.orderItem.findMany({
    where: linesOf(buyer.id, scope),
    select: { id: true, productId: true, productName: true, quantity: true, unitPriceCents: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  if (items.length === 0) return [];
  const productIds = [...new Set(items.map((i) => i.productId!))];
  const products = new Map(
    (await db.product.findMany({ where: { id: { in: productIds } } })).map((p) => [p.id, p]),
  );
  const entries = await contractEntriesFor(db, buyer.companyId, productIds, day, buyer.id);
  // A product the buyer's price lists now hide is not priced again: checkout refuses it (docs/decisions/129).
  const seen = await visibleIdsFor(db, { companyId: buyer.companyId, day, buyerId: buyer.id }, productIds);
  return items.flatMap((item): RepricedItem[] => {
    const product = products.get(item.productId!);
    if (!product || !seen.has(product.id)) return [];
    const to = quoteLine(
      contractPriced(product, entries.get(product.id) ?? []),
      item.quantity,
    ).unitPriceCents;
    if (to === item.unitPriceCents) return [];
    const { id: itemId, productName, quantity, unitPriceCents: fromUnitPriceCents } = item;
    return [{ itemId, productName, quantity, fromUnitPriceCents, toUnitPriceCents: to }];
  });
}

/**
 * Prices the buyer's lines in `scope` again and stores the new prices, inside the caller's transaction after it
 * locked the buyer's row (checkout locks that row first too, so it reads either the old prices or the new ones,
 * never a mix). Answers the lines whose price changed, oldest first.
 */
export async function repriceItems(
  tx: Prisma.TransactionClient,
  buyer: { id: string; companyId: string },
  day: string,
  scope: RepriceScope,
): Promise<RepricedItem[]> {
  const changed = await priceChanges(tx, buyer, day, scope);
  if (changed.length > 0)
    await tx.$executeRaw`UPDATE "OrderItem" o SET "unitPriceCents" = x."price", "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM unnest(${changed.map((c) => c.itemId)}::uuid[], ${changed.map((c) => c.toUnitPriceCents)}::int[]) AS x("id", "price")
      WHERE o."id" = x."id" AND o."purchaseOrderId" IS NULL`;
  return changed;
}

/** The buyer's open items priced again for the location they ship to now. */
export const repriceOpenItems = (
  tx: Prisma.TransactionClient,
  buyer: { id: string; companyId: string },
  day: string,
): Promise<RepricedItem[]> => repriceItems(tx, buyer, day, { kind: 'open' });
