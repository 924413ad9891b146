/**
 * A buyer's open lines priced again for the location they ship to now (docs/decisions/109): when the ship-to location
 * changes, each open item gets the unit price it would get if added now, through the same resolution placeOrder uses
 * (contractEntriesFor with the buyer, contractPriced, quoteLine), so the cart and checkout say what the order costs.
 */
import { quoteLine } from '@gluegun/common';
import type { Prisma } from '../../generated/prisma/client';
import { contractEntriesFor, contractPriced } from './contract-entries';

/** One open line whose unit price the new location changed. */
export interface RepricedItem {
  itemId: string;
  productName: string;
  quantity: number;
  fromUnitPriceCents: number;
  toUnitPriceCents: number;
}

/**
 * Prices the buyer's open items again, inside the caller's transaction after it locked the buyer's row and stored the
 * new location (checkout locks that row first too, so it reads either the old prices or the new ones, never a mix).
 * Only items the buyer could check out are touched: not yet on an order or an approval request, still sold, and not
 * accepted from a quote (a quoted price is the quote's). Answers the items whose price changed, oldest first.
 */
export async function repriceOpenItems(
  tx: Prisma.TransactionClient,
  buyer: { id: string; companyId: string },
  day: string,
): Promise<RepricedItem[]> {
  const items = await tx.orderItem.findMany({
    where: {
      userId: buyer.id,
      status: 'PENDING',
      purchaseOrderId: null,
      approvalRequestId: null,
      quoteId: null,
      productId: { not: null },
    },
    select: { id: true, productId: true, productName: true, quantity: true, unitPriceCents: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  if (items.length === 0) return [];
  const productIds = [...new Set(items.map((i) => i.productId!))];
  const products = new Map(
    (await tx.product.findMany({ where: { id: { in: productIds } } })).map((p) => [p.id, p]),
  );
  const entries = await contractEntriesFor(tx, buyer.companyId, productIds, day, buyer.id);
  const changed = items.flatMap((item): RepricedItem[] => {
    const product = products.get(item.productId!);
    if (!product) return [];
    const to = quoteLine(
      contractPriced(product, entries.get(product.id) ?? []),
      item.quantity,
    ).unitPriceCents;
    if (to === item.unitPriceCents) return [];
    const { id: itemId, productName, quantity, unitPriceCents: fromUnitPriceCents } = item;
    return [{ itemId, productName, quantity, fromUnitPriceCents, toUnitPriceCents: to }];
  });
  if (changed.length > 0)
    await tx.$executeRaw`UPDATE "OrderItem" o SET "unitPriceCents" = x."price", "updatedAt" = now() AT TIME ZONE 'UTC'
      FROM unnest(${changed.map((c) => c.itemId)}::uuid[], ${changed.map((c) => c.toUnitPriceCents)}::int[]) AS x("id", "price")
      WHERE o."id" = x."id" AND o."status" = 'PENDING' AND o."purchaseOrderId" IS NULL AND o."approvalRequestId" IS NULL`;
  return changed;
}
