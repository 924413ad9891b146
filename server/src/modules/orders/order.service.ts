import {
  CUSTOMER_DELETABLE_STATUSES, DEFAULT_LIST_TAKE, MAX_LIST_TAKE, MESSAGES, allowedMoves, canTransition, orderInputSchema, quoteLine,
  type OrderActor, type OrderStatusName,
} from '@gluegun/common';
import { randomUUID } from 'node:crypto';
import type { Context } from '../../context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin, type Operation } from '../../auth/access';
import { withTxRetry } from '../../db/retry';
import { normalizeEmail, normalizeId, validate } from '../../lib/validate';
import { Prisma, type OrderItem, type OrderStatus, type Product } from '../../generated/prisma/client';
import { fastQuery, isUniqueViolation } from '../../db/fast-sql';
import { pricedProduct } from '../products/product.wholesale';
import { TX_OPTIONS, newOrderItemData, withTotal } from './order-item.data';
import { cancelOrderOfItem, invoiceOneItem, refreshFulfilment } from '../purchase-orders/purchase-order.service';

export { withTotal };

type Tx = Prisma.TransactionClient;

export interface PlaceOrderArgs {
  productId: string;
  quantity: number;
  phone: string;
}

/**
 * Places one order item for the signed-in user. One open item per user and product (partial unique index).
 * The product read decides the line (quantity rule, stock, price break); the item and its first status event are
 * then written by one statement (atomic on its own: no transaction round trips), which also re-checks that the
 * product still exists.
 */
export async function placeOrder(ctx: Context, input: PlaceOrderArgs) {
  const user = allowUser(ctx, 'placeOrder');
  const { quantity, phone } = await validate(orderInputSchema, input);
  const productId = normalizeId(input.productId);
  if (!productId) throw notFound('Product');
  // Both statements through `pg` (db/fast-sql.ts): this is the shop's hottest write.
  const [product] = await fastQuery<Product>(ctx.db, 'SELECT * FROM "Product" WHERE "id" = $1::uuid', [productId]);
  if (!product) throw notFound('Product');
  // The product's quantity rule, stock, line bound and price break: the one check quotes and bulk adds use too.
  const line = quoteLine(pricedProduct(product), quantity);
  if (line.problems.length > 0) {
    throw new AppError('BAD_USER_INPUT', line.problems[0].message, { field: 'quantity', reason: line.problems[0].code, roundUpTo: line.roundUpTo });
  }
  const d = newOrderItemData(product, user, line, phone);
  let rows: OrderItem[];
  try {
    rows = await fastQuery<OrderItem>(ctx.db, PLACE_ORDER_SQL, [randomUUID(), product.id, user.id, d.productName, d.imageUrl, d.unitPriceCents,
      d.userName, d.userEmail, d.userPhone, d.quantity, randomUUID(), user.email, user.role]);
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(MESSAGES.orderDuplicate);
    throw e;
  }
  if (rows.length === 0) throw notFound('Product'); // deleted between the read and the write
  return withTotal(rows[0]);
}

/**
 * The item and its first status event in one statement; inserts nothing when the product is gone. Timestamps are
 * UTC whatever the server's TimeZone, as Prisma writes them.
 */
const PLACE_ORDER_SQL = `
  WITH item AS (
    INSERT INTO "OrderItem" ("id", "productId", "userId", "productName", "imageUrl", "unitPriceCents", "userName", "userEmail", "userPhone", "quantity",
                             "createdAt", "updatedAt")
    SELECT $1::uuid, p."id", $3::uuid, $4, $5, $6, $7, $8, $9, $10, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
    FROM "Product" p WHERE p."id" = $2::uuid
    RETURNING *
  ), event AS (
    INSERT INTO "OrderEvent" ("id", "orderItemId", "toStatus", "actorId", "actorEmail", "actorRole", "createdAt")
    SELECT $11::uuid, item."id", 'PENDING', $3::uuid, $12, $13::"Role", item."createdAt" FROM item
  )
  SELECT * FROM item`;

export async function myOrders(ctx: Context) {
  const user = allowUser(ctx, 'myOrders');
  const rows = await ctx.db.orderItem.findMany({ where: { userId: user.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(withTotal);
}

/**
 * The orders of the user with this e-mail: yourself, or anyone for an admin (REST `GET /userOrder?email=`).
 * Ownership is by user id: items of a deleted account never pass to whoever registers that e-mail next.
 */
export async function ordersByEmail(ctx: Context, email: string) {
  const user = allowUser(ctx, 'ordersByEmail');
  const wanted = normalizeEmail(email);
  if (!wanted) throw badInput('email is required', 'email');
  if (wanted !== user.email && !isAdmin(ctx)) throw forbidden('You can only see your own orders');
  const owner = wanted === user.email ? user : await ctx.db.user.findUnique({ where: { email: wanted }, select: { id: true } });
  if (!owner) return [];
  const rows = await ctx.db.orderItem.findMany({ where: { userId: owner.id }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
  return rows.map(withTotal);
}

export async function allOrders(ctx: Context, args: { status?: OrderStatus | null; take?: number; skip?: number } = {}) {
  allowUser(ctx, 'orders');
  const take = args.take ?? DEFAULT_LIST_TAKE;
  const skip = args.skip ?? 0;
  if (!Number.isInteger(take) || take < 1 || take > MAX_LIST_TAKE) throw badInput(`take must be from 1 to ${MAX_LIST_TAKE}`, 'take');
  if (!Number.isInteger(skip) || skip < 0) throw badInput('skip must be 0 or more', 'skip');
  const rows = await ctx.db.orderItem.findMany({
    where: args.status ? { status: args.status } : {},
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take,
    skip,
  });
  return rows.map(withTotal);
}

/** Loads an item the caller may see: the owner or an admin. Others get NOT_FOUND (no existence leak)... */
async function loadVisible(ctx: Context, rawId: string, op: Operation) {
  const user = allowUser(ctx, op);
  const id = normalizeId(rawId);
  if (!id) throw notFound('Order item');
  const item = await ctx.db.orderItem.findUnique({ where: { id } });
  if (!item) throw notFound('Order item');
  // ...except that the spec answers 403 for another user's data, which we keep for integrators.
  if (item.userId !== user.id && !isAdmin(ctx)) throw forbidden('This order item is not yours');
  return item;
}

function actorOf(ctx: Context, item: Pick<OrderItem, 'userId'>): OrderActor {
  if (isAdmin(ctx)) return 'ADMIN';
  return ctx.user && item.userId === ctx.user.id ? 'OWNER' : 'OTHER';
}

/** Who may make which move: the one rule in @gluegun/common (allowedMoves). */
function assertMayTransition(ctx: Context, item: OrderItem, to: OrderStatus) {
  const from = item.status as OrderStatusName;
  if (!canTransition(from, to as OrderStatusName)) {
    throw badInput(`An order item cannot go from ${from} to ${to}`, 'status');
  }
  if (!allowedMoves(from, actorOf(ctx, item)).includes(to as OrderStatusName)) {
    throw forbidden(`Only an admin can move an order item from ${from} to ${to}`);
  }
}

async function releaseStock(tx: Tx, item: OrderItem) {
  if (!item.stockReserved || !item.productId) return;
  await tx.product.updateMany({ where: { id: item.productId }, data: { quantity: { increment: item.quantity }, version: { increment: 1 } } });
}

/**
 * Moves an order item to `to`. PAID is a one-line purchase order (the spec's Pay: stock reserved, invoice issued,
 * docs/decisions/016). An item on a purchase order moves with it: shipping or delivering a line updates the order's
 * fulfilment, cancelling the only line cancels the order (voids its invoice, returns the stock).
 */
export async function changeStatus(ctx: Context, id: string, to: OrderStatus, op: Operation = 'updateOrderStatus') {
  const user = allowUser(ctx, op);
  const item = await loadVisible(ctx, id, op);
  assertMayTransition(ctx, item, to);
  if (to === 'PAID') {
    await invoiceOneItem(ctx, item);
    return withTotal(await ctx.db.orderItem.findUniqueOrThrow({ where: { id: item.id } }));
  }
  const updated = await withTxRetry(() => ctx.db.$transaction(async (tx) => {
    if (to === 'CANCELLED' && item.purchaseOrderId && item.status === 'PAID') {
      await cancelOrderOfItem(ctx, tx, item, user);
      return tx.orderItem.findUniqueOrThrow({ where: { id: item.id } });
    }
    // Compare-and-set on the status: a concurrent change of the same item makes this one fail cleanly.
    const data: Prisma.OrderItemUpdateManyMutationInput = { status: to };
    if (to === 'CANCELLED') data.stockReserved = false;
    const moved = await tx.orderItem.updateMany({ where: { id: item.id, status: item.status }, data });
    if (moved.count === 0) throw conflict('This order item was changed meanwhile; reload and try again');
    if (to === 'CANCELLED') await releaseStock(tx, item);
    await tx.orderEvent.create({
      data: { orderItemId: item.id, fromStatus: item.status, toStatus: to, actorId: user.id, actorEmail: user.email, actorRole: user.role },
    });
    if (item.purchaseOrderId) await refreshFulfilment(tx, item.purchaseOrderId, user);
    return tx.orderItem.findUniqueOrThrow({ where: { id: item.id } });
  }, TX_OPTIONS));
  return withTotal(updated);
}

export const payOrderItem = (ctx: Context, id: string) => changeStatus(ctx, id, 'PAID', 'payOrderItem');
export const cancelOrderItem = (ctx: Context, id: string) => changeStatus(ctx, id, 'CANCELLED', 'cancelOrderItem');

/** Owners may delete items that hold no stock and have not shipped; admins any. Reserved stock is returned. */
export async function deleteOrderItem(ctx: Context, id: string) {
  const item = await loadVisible(ctx, id, 'deleteOrderItem');
  if (!isAdmin(ctx) && !CUSTOMER_DELETABLE_STATUSES.includes(item.status as OrderStatusName)) {
    throw forbidden(`A ${item.status} order item can only be removed by an admin; cancel it first`);
  }
  await withTxRetry(() => ctx.db.$transaction(async (tx) => {
    // An invoiced line that has not shipped is part of a live invoice: deleting the only line cancels its order
    // first (invoice void, stock returned); a line of a larger order is refused (cancelOrderOfItem says why).
    const cancelled = item.status === 'PAID' && item.purchaseOrderId !== null;
    if (cancelled) await cancelOrderOfItem(ctx, tx, item, ctx.user!);
    // Compare-and-set: an item checked out or shipped meanwhile (another tab) is not deleted under it.
    const gone = await tx.orderItem.deleteMany({ where: { id: item.id, status: cancelled ? 'CANCELLED' : item.status } });
    if (gone.count === 0) throw conflict('This order item was changed meanwhile; reload and try again');
    if (item.status === 'PAID' && !item.purchaseOrderId) await releaseStock(tx, item);
  }, TX_OPTIONS));
  return true;
}

/** Status history. Customers see who moved their item as a role ("the shop"), never an admin's e-mail. */
export async function orderEvents(ctx: Context, orderItemId: string) {
  const rows = await ctx.loaders.orderEvents.load(orderItemId);
  return isAdmin(ctx) ? rows : rows.map((e) => ({ ...e, actorEmail: null }));
}

/** Statuses the caller may move this item to next (drives the Update Status and Pay buttons). */
export function nextStatuses(ctx: Context, item: OrderItem): OrderStatus[] {
  return [...allowedMoves(item.status as OrderStatusName, actorOf(ctx, item))] as OrderStatus[];
}
