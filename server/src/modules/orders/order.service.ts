import {
  CUSTOMER_DELETABLE_STATUSES,
  DEFAULT_LIST_TAKE,
  MAX_LIST_TAKE,
  allowedMoves,
  canTransition,
  orderInputSchema,
  orderLineCancellable,
  quoteLine,
  type OrderActor,
  type OrderStatusName,
  orderStatusWord,
} from '@gluegun/common';
import type { Context, SessionUser } from '../../context';
import { AppError, badInput, conflict, forbidden, notFound } from '../../errors';
import { allowUser, isAdmin, type Operation } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { giveBack } from '../stock/stock';
import { normalizeEmail, normalizeId, validate } from '../../lib/validate';
import { Prisma, type OrderItem, type OrderStatus, type Product } from '../../generated/prisma/client';
import { fastQuery } from '../../db/fast-sql';
import { keysetPage, type PageArgs } from '../../lib/connection';
import { sqlList } from '../../db/sql-list';
import { catalogViewerOf, contractEntriesOf, contractPriced, pricingDay } from '../prices/contract-entries';
import { withTotal } from './order-item.data';
import { addOpenItems, ShipToMoved } from './open-items';
import { lineRefusal, namesPack, packedQuantity } from '../families/pack-order';
import { itemListSource, statusListSource, PRODUCT_FOR_ORDER_SQL, type ItemOwner } from './order-statements';
import { invoiceOneItem } from '../purchase-orders/checkout';
import { cancelOrderOfItem, moveOrderLine, refreshFulfilment } from '../fulfilment/fulfilment';
import { actorFields, lockOrder } from '../purchase-orders/po-common';
import { emit } from '../events/outbox';
import { orderItemStatusChanged } from '../events/event-types';

export { withTotal };

type Tx = Prisma.TransactionClient;

export interface PlaceOrderArgs {
  productId: string;
  /** Base units, or how many of `packUnit`. */
  quantity: number;
  phone: string;
  packUnit?: string | null;
}

/**
 * Places one order item for the signed-in user. One open item per user and product (partial unique index).
 * The product read decides the line (quantity rule, stock, price break); the item and its first status event are
 * then written by one statement (atomic on its own: no transaction round trips), which also re-checks that the
 * product still exists.
 */
export async function placeOrder(ctx: Context, input: PlaceOrderArgs) {
  const user = allowUser(ctx, 'placeOrder');
  // In a pack, the shop's 100 is checked once the pack is counted in base units (the product's row says its size).
  const { phone } = await validate(
    namesPack(input.packUnit) ? orderInputSchema.pick(['phone']) : orderInputSchema,
    input,
  );
  const productId = normalizeId(input.productId);
  if (!productId) throw notFound('Product');
  return placeValidOrder(ctx, user, { ...input, productId, phone });
}

/** How many times placeOrder prices a line again when the buyer's location moved under it before it refuses. */
const PLACE_ATTEMPTS = 3;

/**
 * placeOrder once the caller and the input are checked: its statements, which the bench's baseline runs too.
 * Both go through `pg` (db/fast-sql.ts): this is the shop's hottest write. The product comes with the company's
 * contract entries of the day, so a contract price costs no extra round trip. The write queues on the buyer's row
 * behind a change of ship-to location and writes only if the line was priced for the location it finds; otherwise
 * the line is priced again for it (docs/decisions/117).
 */
export async function placeValidOrder(
  ctx: Pick<Context, 'db' | 'clock'>,
  user: SessionUser,
  input: PlaceOrderArgs,
) {
  for (let attempt = 1; ; attempt += 1) {
    const [product] = await fastQuery<
      Product & { contractEntries: unknown; pricedForLocationId: string | null; visible: boolean }
    >(ctx.db, PRODUCT_FOR_ORDER_SQL, [input.productId, user.companyId, pricingDay(ctx), user.id]);
    // A product the buyer's price lists hide is not found, as on its page; a shop admin sees every product.
    if (!product || (!product.visible && catalogViewerOf({ user, clock: ctx.clock })))
      throw notFound('Product');
    const packed = packedQuantity(product, input.packUnit, input.quantity);
    const { quantity } = packed;
    // The product's quantity rule, stock, line bound and price break: the one check quotes and bulk adds use too.
    const line = quoteLine(contractPriced(product, contractEntriesOf(product.contractEntries)), quantity);
    if (line.problems.length > 0) throw lineRefusal(product, line, packed);
    try {
      const [item] = await addOpenItems(
        { db: ctx.db, pricedForLocationId: product.pricedForLocationId },
        user,
        [{ product, quote: { ...line, pack: packed.pack } }],
        { phone: input.phone, onDuplicate: 'ITEM' },
      );
      return withTotal(item);
    } catch (e) {
      if (!(e instanceof ShipToMoved)) throw e;
      if (attempt >= PLACE_ATTEMPTS)
        throw conflict('Your ship-to location changed while this item was being added. Add it again.');
    }
  }
}

/** A page of a list answer: `take` from 1 to MAX_LIST_TAKE (default DEFAULT_LIST_TAKE), `skip` 0 or more. */
export function listWindow(args: { take?: number | null; skip?: number | null }) {
  const take = args.take ?? DEFAULT_LIST_TAKE;
  const skip = args.skip ?? 0;
  if (!Number.isInteger(take) || take < 1 || take > MAX_LIST_TAKE)
    throw badInput(`take must be from 1 to ${MAX_LIST_TAKE}`, 'take');
  if (!Number.isInteger(skip) || skip < 0 || skip > 10_000_000)
    throw badInput('skip must be a whole number from 0 to 10000000', 'skip');
  return { take, skip };
}

/**
 * The caller's items, newest first: DEFAULT_LIST_TAKE by default, `skip` for older ones (docs/decisions/023), so a
 * buyer with 20,000 past lines no longer gets them all on every call.
 */
export async function myOrders(ctx: Context, args: { take?: number | null; skip?: number | null } = {}) {
  const user = allowUser(ctx, 'myOrders');
  const { take, skip } = listWindow(args);
  return itemList(ctx, { id: user.id, companyId: user.companyId }).offset(take, skip);
}

export type { ItemOwner };

/**
 * One owner's items, newest first, on `pg` (a hot read, docs/performance.md): the one list myOrders, GET /userOrder
 * and their cursor pages read.
 */
export const itemList = (ctx: Context, owner: ItemOwner) =>
  sqlList(ctx.db, itemListSource(owner), (row: OrderItem) => withTotal(row));

/**
 * The orders of the user with this e-mail: yourself, or anyone for an admin (REST `GET /userOrder?email=`).
 * Ownership is by user id: items of a deleted account never pass to whoever registers that e-mail next.
 */
export async function ordersByEmail(
  ctx: Context,
  email: string,
  window: { take?: number; skip?: number } = {},
) {
  const owner = await ownerByEmail(ctx, email);
  const page = listWindow({ take: window.take ?? MAX_LIST_TAKE, skip: window.skip });
  if (!owner) return [];
  return itemList(ctx, owner).offset(page.take, page.skip);
}

/** Whose orders `GET /userOrder?email=` reads: your own e-mail (your company's lines), or (admins) anyone's; null = nobody has it. */
async function ownerByEmail(ctx: Context, email: string): Promise<ItemOwner | null> {
  const user = allowUser(ctx, 'ordersByEmail');
  const wanted = normalizeEmail(email);
  if (!wanted) throw badInput('email is required', 'email');
  if (wanted !== user.email && !isAdmin(ctx)) throw forbidden('You can only see your own orders');
  const found =
    wanted === user.email
      ? user
      : await ctx.db.user.findUnique({ where: { email: wanted }, select: { id: true } });
  return found ? { id: found.id, companyId: isAdmin(ctx) ? null : user.companyId } : null;
}

/**
 * `ordersByEmail` as cursor pages (REST `GET /userOrder?limit=&cursor=`): the same caller rule (your own e-mail,
 * admins anyone's), newest first on the (userId, createdAt) keyset.
 */
export async function ordersByEmailConnection(ctx: Context, email: string, args: PageArgs) {
  const owner = await ownerByEmail(ctx, email);
  return keysetPage(args, 'myOrders', owner ? itemList(ctx, owner) : NOBODY);
}

/** The list of nobody's items: an unknown e-mail's pages are empty (its cursors are still checked). */
const NOBODY = { rows: async () => [], any: async () => false };

/** Every customer's items, or those in one status, newest first on `pg`: an admin's page is up to 500 rows. */
export const statusList = (ctx: Context, status: OrderStatus | null) =>
  sqlList(ctx.db, statusListSource(status), (row: OrderItem) => withTotal(row));

export async function allOrders(
  ctx: Context,
  args: { status?: OrderStatus | null; take?: number; skip?: number } = {},
) {
  allowUser(ctx, 'orders');
  const { take, skip } = listWindow(args);
  return statusList(ctx, args.status ?? null).offset(take, skip);
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
  // A line of an order placed for another company (one the owner has since left) is that company's.
  const po =
    item.purchaseOrderId && !isAdmin(ctx)
      ? await ctx.db.purchaseOrder.findUnique({
          where: { id: item.purchaseOrderId },
          select: { companyId: true },
        })
      : null;
  if (po && po.companyId !== user.companyId)
    throw forbidden('This order item is on an order of a company you are no longer in');
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
    throw badInput(
      `An order item cannot go from ${orderStatusWord(from)} to ${orderStatusWord(to)}`,
      'status',
    );
  }
  if (!allowedMoves(from, actorOf(ctx, item)).includes(to as OrderStatusName)) {
    throw forbidden(
      `Only the shop can move an order item from ${orderStatusWord(from)} to ${orderStatusWord(to)}`,
    );
  }
}

async function releaseStock(tx: Tx, item: OrderItem) {
  if (!item.stockReserved || !item.productId) return;
  await giveBack(tx, [
    { productId: item.productId, quantity: item.quantity, orderItemId: item.id, unshipped: true },
  ]);
}

/**
 * Moves an order item to `to`. INVOICED is a one-line purchase order (the spec's Pay: stock reserved, invoice issued,
 * docs/decisions/016). An item on a purchase order moves with it: shipping or delivering a line updates the order's
 * fulfilment, cancelling the only line cancels the order (voids its invoice, returns the stock).
 */
export async function changeStatus(
  ctx: Context,
  id: string,
  to: OrderStatus,
  op: Operation = 'updateOrderStatus',
) {
  const user = allowUser(ctx, op);
  const item = await loadVisible(ctx, id, op);
  assertNotWaiting(item);
  assertMayTransition(ctx, item, to);
  if (to === 'INVOICED') {
    await invoiceOneItem(ctx, item, op);
    return withTotal(await ctx.db.orderItem.findUniqueOrThrow({ where: { id: item.id } }));
  }
  const updated = await inTransaction(ctx.db, async (tx) => {
    if (to === 'CANCELLED' && item.purchaseOrderId && item.status === 'INVOICED') {
      await cancelOrderOfItem(ctx, tx, item, user);
      return tx.orderItem.findUniqueOrThrow({ where: { id: item.id } });
    }
    // A line of an order ships and is delivered in shipments (docs/decisions/061): its item follows them.
    if (item.purchaseOrderId && (to === 'SHIPPED' || to === 'DELIVERED')) {
      await moveOrderLine(ctx, tx, item, to, user);
      return tx.orderItem.findUniqueOrThrow({ where: { id: item.id } });
    }
    // A line of an order moves under its order's lock (the same order of locks as a whole-order move), so a line
    // shipped while another admin cancels the order is either shipped first (cancel refused) or refused itself.
    if (item.purchaseOrderId) await lockOrder(tx, item.purchaseOrderId);
    // Compare-and-set on the status: a concurrent change of the same item makes this one fail cleanly.
    const data: Prisma.OrderItemUpdateManyMutationInput = { status: to };
    if (to === 'CANCELLED') data.stockReserved = false;
    const moved = await tx.orderItem.updateMany({
      where: { id: item.id, status: item.status, approvalRequestId: item.approvalRequestId },
      data,
    });
    if (moved.count === 0) throw conflict('This order item was changed meanwhile; reload and try again');
    if (to === 'CANCELLED') await releaseStock(tx, item);
    await tx.orderEvent.create({
      data: { orderItemId: item.id, fromStatus: item.status, toStatus: to, ...actorFields(user) },
    });
    await emit(tx, orderItemStatusChanged(item, to));
    if (item.purchaseOrderId) await refreshFulfilment(tx, item.purchaseOrderId, user);
    return tx.orderItem.findUniqueOrThrow({ where: { id: item.id } });
  });
  return withTotal(updated);
}

/** An open item in an order waiting for approval moves only with that request. */
function assertNotWaiting(item: OrderItem) {
  if (item.status === 'PENDING' && item.approvalRequestId && !item.purchaseOrderId) {
    throw new AppError(
      'CONFLICT',
      'This item waits for approval in an order you submitted: withdraw that request first.',
      { reason: 'NOT_OPEN', field: 'id' },
    );
  }
}

export const payOrderItem = (ctx: Context, id: string) => changeStatus(ctx, id, 'INVOICED', 'payOrderItem');
export const cancelOrderItem = (ctx: Context, id: string) =>
  changeStatus(ctx, id, 'CANCELLED', 'cancelOrderItem');

/** Owners may delete items that hold no stock and have not shipped; admins any. Reserved stock is returned. */
export async function deleteOrderItem(ctx: Context, id: string) {
  const item = await loadVisible(ctx, id, 'deleteOrderItem');
  assertNotWaiting(item);
  if (!isAdmin(ctx) && !CUSTOMER_DELETABLE_STATUSES.includes(item.status as OrderStatusName)) {
    throw forbidden(`This order item is ${orderStatusWord(item.status)}: only the shop can remove it now`);
  }
  await inTransaction(ctx.db, async (tx) => {
    // An invoiced line that has not shipped is part of a live invoice: deleting the only line cancels its order
    // first (invoice void, stock returned); a line of a larger order is refused (cancelOrderOfItem says why).
    const cancelled = item.status === 'INVOICED' && item.purchaseOrderId !== null;
    if (cancelled) await cancelOrderOfItem(ctx, tx, item, ctx.user!);
    // Compare-and-set: an item checked out or shipped meanwhile (another tab) is not deleted under it.
    const gone = await tx.orderItem.deleteMany({
      where: {
        id: item.id,
        status: cancelled ? 'CANCELLED' : item.status,
        approvalRequestId: item.approvalRequestId,
      },
    });
    if (gone.count === 0) throw conflict('This order item was changed meanwhile; reload and try again');
    if (item.status === 'INVOICED' && !item.purchaseOrderId) await releaseStock(tx, item);
  });
  return true;
}

/** Status history. Customers see who moved their item as a role ("the shop"), never an admin's e-mail. */
export async function orderEvents(ctx: Context, orderItemId: string) {
  const rows = await ctx.loaders.orderEvents.load(orderItemId);
  return isAdmin(ctx) ? rows : rows.map((e) => ({ ...e, actorEmail: null }));
}

/**
 * Statuses the caller may move this item to next (drives the Update Status, Pay and Cancel buttons). Cancelling an
 * invoiced line cancels its order, which the order's own rule may refuse (paid on, other lines, shipped): Cancel is
 * then not offered, by the same rule in @gluegun/common (orderLineCancellable).
 */
export async function nextStatuses(ctx: Context, item: OrderItem): Promise<OrderStatus[]> {
  const moves = [...allowedMoves(item.status as OrderStatusName, actorOf(ctx, item))] as OrderStatus[];
  if (!moves.includes('CANCELLED') || !item.purchaseOrderId || item.status !== 'INVOICED') return moves;
  const [po, lines] = await Promise.all([
    ctx.loaders.purchaseOrder.load(item.purchaseOrderId),
    ctx.loaders.purchaseOrderItems.load(item.purchaseOrderId),
  ]);
  const others = lines.filter((l) => l.id !== item.id && l.status !== 'CANCELLED').length;
  return po && orderLineCancellable(po, others) ? moves : moves.filter((m) => m !== 'CANCELLED');
}
