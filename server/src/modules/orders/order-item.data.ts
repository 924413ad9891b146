/**
 * Order item rows shared by the order services and the bulk add (modules/wholesale):
 * one place builds the row a placed item gets, whichever path places it.
 */
import type { SessionUser } from '../../context';
import type { OrderItem, Prisma, Product } from '../../generated/prisma/client';

/** A new PENDING order item's row: snapshots of the product and the customer, the unit price of its price break. */
export function newOrderItemData(
  product: Pick<Product, 'id' | 'name' | 'imageUrl'>, user: SessionUser, line: { quantity: number; unitPriceCents: number }, phone: string,
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
  };
}

/** An item with its line total (quantity x captured unit price). */
export function withTotal<T extends Pick<OrderItem, 'quantity' | 'unitPriceCents'>>(item: T) {
  return { ...item, totalCents: item.quantity * item.unitPriceCents };
}
