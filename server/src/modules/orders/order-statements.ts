/**
 * The order items' hand-written statements, apart from the code that runs them so the bench's baseline can send
 * the same texts (bench/baseline-server.mjs): the lists' sources and placing an order's product read.
 */
import type { OrderStatus } from '../../generated/prisma/client';
import { ORDER_ITEM_COLUMNS, PRODUCT_ROW_COLUMNS } from '../../db/columns';
import type { SqlListSource } from '../../db/sql-list';
import { CONTRACT_ENTRIES, productVisibleSql } from '../prices/contract-entries';

/**
 * Whose items a list holds: one user's, and of those on a purchase order only the ones placed for `companyId` (the
 * buyer's company now, po-common.ts visibleOrdersWhere: a former company's orders are its own); null: all (shop admins).
 */
export type ItemOwner = { id: string; companyId: string | null };

/** The company condition ($2): a primary-key probe per line that is on an order. */
const IN_COMPANY =
  'AND ("purchaseOrderId" IS NULL OR EXISTS (SELECT 1 FROM "PurchaseOrder" p WHERE p."id" = "OrderItem"."purchaseOrderId" AND p."companyId" = $2::uuid))';

/** One owner's items, on the (userId, createdAt) index. */
export const itemListSource = (owner: ItemOwner): SqlListSource => ({
  table: 'OrderItem',
  columns: ORDER_ITEM_COLUMNS,
  where: owner.companyId === null ? '"userId" = $1::uuid' : `"userId" = $1::uuid ${IN_COMPANY}`,
  params: owner.companyId === null ? [owner.id] : [owner.id, owner.companyId],
});

/** Every customer's items, or those in one status, on the (createdAt) and (status, createdAt) indexes. */
export const statusListSource = (status: OrderStatus | null): SqlListSource => ({
  table: 'OrderItem',
  columns: ORDER_ITEM_COLUMNS,
  where: status ? '"status" = $1::"OrderStatus"' : 'TRUE',
  params: status ? [status] : [],
});

/**
 * The product an order is placed for, with the buyer's contract entries of the day: $1 product, then CONTRACT_ENTRIES'
 * values; the ship-to location those entries were read for, which the write checks under the buyer's row lock; and
 * whether the company's price lists let it see the product (docs/decisions/129).
 */
export const PRODUCT_FOR_ORDER_SQL = `SELECT ${PRODUCT_ROW_COLUMNS}, ${CONTRACT_ENTRIES},
  (SELECT u."shipToLocationId"::text FROM "User" u WHERE u."id" = $4::uuid) AS "pricedForLocationId",
  ${productVisibleSql('p."id"', '$2', '$3', '$4')} AS "visible"
  FROM "Product" p WHERE p."id" = $1::uuid`;
