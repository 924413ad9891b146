import type { Db } from '../../src/db/prisma';
import type { OrderItem, Prisma, Product, User } from '../../src/generated/prisma/client';

/**
 * The one way tests write an order item straight into the database (no service, no rules): the row a
 * placed order would have, copied from its product and user, for worlds a test starts from. Tests of
 * placing an order itself go through the service or GraphQL instead.
 */
export function orderItemData(
  product: Pick<Product, 'id' | 'name' | 'imageUrl' | 'priceCents'>,
  user: Pick<User, 'id' | 'email' | 'displayName'>,
  overrides: Partial<Prisma.OrderItemCreateManyInput> = {},
): Prisma.OrderItemCreateManyInput {
  return {
    productId: product.id,
    userId: user.id,
    productName: product.name,
    imageUrl: product.imageUrl,
    unitPriceCents: product.priceCents,
    userName: user.displayName ?? user.email,
    userEmail: user.email,
    userPhone: '555 0100',
    quantity: 100,
    ...overrides,
  };
}

export function createOrderItem(
  db: Db,
  product: Parameters<typeof orderItemData>[0],
  user: Parameters<typeof orderItemData>[1],
  overrides: Partial<Prisma.OrderItemCreateManyInput> = {},
): Promise<OrderItem> {
  return db.orderItem.create({ data: orderItemData(product, user, overrides) });
}
