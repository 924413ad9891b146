/**
 * Order item rows shared by the order services and the bulk add (modules/wholesale):
 * one place builds the row a placed item gets, whichever path places it.
 */
import type { SessionUser } from '../../context';
import type { OrderItem, Prisma, Product } from '../../generated/prisma/client';

/** A new PENDING order item's row: snapshots of the product and the customer, the unit price of its price break. */
export function newOrderItemData(
  product: Pick<Product, 'id' | 'name' | 'imageUrl'> & { weightGrams?: number | null },
  user: SessionUser,
  line: OrderedLine,
  phone: string,
): Prisma.OrderItemCreateManyInput {
  return {
    productId: product.id,
    userId: user.id,
    productName: product.name,
    imageUrl: product.imageUrl,
    unitPriceCents: line.unitPriceCents,
    userName: user.displayName || user.email,
    userEmail: user.email,
    userPhone: phone,
    quantity: line.quantity,
    packName: line.pack?.name ?? null,
    packCount: line.pack?.count ?? null,
    packBaseUnits: line.pack?.baseUnits ?? null,
    unitWeightGrams: product.weightGrams ?? null,
  };
}

/** A line's base units and price, and the pack it was ordered in when that was not the base unit (docs/decisions/066). */
export interface OrderedLine {
  quantity: number;
  unitPriceCents: number;
  pack?: { name: string; count: number; baseUnits: number } | null;
}

/** An item with its line total (quantity x captured unit price). */
export function withTotal<T extends Pick<OrderItem, 'quantity' | 'unitPriceCents'>>(item: T) {
  return { ...item, totalCents: item.quantity * item.unitPriceCents };
}
