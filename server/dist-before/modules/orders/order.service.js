"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.cancelOrderItem = exports.payOrderItem = exports.withTotal = void 0;
exports.placeOrder = placeOrder;
exports.listWindow = listWindow;
exports.myOrders = myOrders;
exports.ordersByEmail = ordersByEmail;
exports.ordersByEmailConnection = ordersByEmailConnection;
exports.allOrders = allOrders;
exports.changeStatus = changeStatus;
exports.deleteOrderItem = deleteOrderItem;
exports.orderEvents = orderEvents;
exports.nextStatuses = nextStatuses;
const common_1 = require("@gluegun/common");
const node_crypto_1 = require("node:crypto");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const fast_sql_1 = require("../../db/fast-sql");
const connection_1 = require("../../lib/connection");
const product_wholesale_1 = require("../products/product.wholesale");
const order_item_data_1 = require("./order-item.data");
Object.defineProperty(exports, "withTotal", { enumerable: true, get: function () { return order_item_data_1.withTotal; } });
const columns_1 = require("../../db/columns");
const checkout_1 = require("../purchase-orders/checkout");
const fulfilment_1 = require("../purchase-orders/fulfilment");
const po_common_1 = require("../purchase-orders/po-common");
const outbox_1 = require("../events/outbox");
const event_types_1 = require("../events/event-types");
/** Newest first, the order of every list of items (the (userId, createdAt) and (createdAt) indexes). */
const NEWEST_FIRST = 'ORDER BY "createdAt" DESC, "id" DESC';
/**
 * Places one order item for the signed-in user. One open item per user and product (partial unique index).
 * The product read decides the line (quantity rule, stock, price break); the item and its first status event are
 * then written by one statement (atomic on its own: no transaction round trips), which also re-checks that the
 * product still exists.
 */
async function placeOrder(ctx, input) {
    const user = (0, access_1.allowUser)(ctx, 'placeOrder');
    const { quantity, phone } = await (0, validate_1.validate)(common_1.orderInputSchema, input);
    const productId = (0, validate_1.normalizeId)(input.productId);
    if (!productId)
        throw (0, errors_1.notFound)('Product');
    // Both statements through `pg` (db/fast-sql.ts): this is the shop's hottest write.
    const [product] = await (0, fast_sql_1.fastQuery)(ctx.db, 'SELECT * FROM "Product" WHERE "id" = $1::uuid', [productId]);
    if (!product)
        throw (0, errors_1.notFound)('Product');
    // The product's quantity rule, stock, line bound and price break: the one check quotes and bulk adds use too.
    const line = (0, common_1.quoteLine)((0, product_wholesale_1.pricedProduct)(product), quantity);
    if (line.problems.length > 0) {
        throw new errors_1.AppError('BAD_USER_INPUT', line.problems[0].message, { field: 'quantity', reason: line.problems[0].code, roundUpTo: line.roundUpTo });
    }
    const d = (0, order_item_data_1.newOrderItemData)(product, user, line, phone);
    const itemId = (0, node_crypto_1.randomUUID)();
    // Its outbox event rides in the same statement (sequence 1 of a new item): written exactly when the item is.
    const placed = (0, event_types_1.orderItemPlaced)({ id: itemId, userId: user.id, productId: product.id, productName: d.productName, quantity: d.quantity, unitPriceCents: d.unitPriceCents });
    let rows;
    try {
        rows = await (0, fast_sql_1.fastQuery)(ctx.db, PLACE_ORDER_SQL, [itemId, product.id, user.id, d.productName, d.imageUrl, d.unitPriceCents,
            d.userName, d.userEmail, d.userPhone, d.quantity, (0, node_crypto_1.randomUUID)(), user.email, user.role, (0, node_crypto_1.randomUUID)(), JSON.stringify(placed.data)]);
    }
    catch (e) {
        if ((0, fast_sql_1.isUniqueViolation)(e))
            throw new errors_1.AppError('CONFLICT', common_1.MESSAGES.orderDuplicate, { reason: 'ALREADY_ORDERED' });
        throw e;
    }
    if (rows.length === 0)
        throw (0, errors_1.notFound)('Product'); // deleted between the read and the write
    return (0, order_item_data_1.withTotal)(rows[0]);
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
  ), seq AS (
    INSERT INTO "OutboxSequence" ("resourceType", "resourceId", "last") SELECT 'order_item', item."id", 1 FROM item
  ), outbox AS (
    INSERT INTO "OutboxEvent" ("eventId", "type", "resourceType", "resourceId", "sequence", "version", "payload", "createdAt")
    SELECT $14::uuid, 'order_item.placed', 'order_item', item."id", 1, 1, $15::jsonb, item."createdAt" FROM item
  )
  SELECT * FROM item`;
/** A page of a list answer: `take` from 1 to MAX_LIST_TAKE (default DEFAULT_LIST_TAKE), `skip` 0 or more. */
function listWindow(args) {
    const take = args.take ?? common_1.DEFAULT_LIST_TAKE;
    const skip = args.skip ?? 0;
    if (!Number.isInteger(take) || take < 1 || take > common_1.MAX_LIST_TAKE)
        throw (0, errors_1.badInput)(`take must be from 1 to ${common_1.MAX_LIST_TAKE}`, 'take');
    if (!Number.isInteger(skip) || skip < 0 || skip > 10_000_000)
        throw (0, errors_1.badInput)('skip must be a whole number from 0 to 10000000', 'skip');
    return { take, skip };
}
/**
 * The caller's items, newest first: DEFAULT_LIST_TAKE by default, `skip` for older ones (docs/decisions/023), so a
 * buyer with 20,000 past lines no longer gets them all on every call.
 */
async function myOrders(ctx, args = {}) {
    const user = (0, access_1.allowUser)(ctx, 'myOrders');
    return itemsOf(ctx, user.id, listWindow(args));
}
/**
 * One user's items, newest first, through `pg` (a hot read: Prisma's mapping of 50-500 rows was a third of its CPU,
 * docs/performance.md). The same statement Prisma sent, on the (userId, createdAt) index.
 */
async function itemsOf(ctx, userId, page) {
    const rows = await (0, fast_sql_1.fastQuery)(ctx.db, `SELECT ${columns_1.ORDER_ITEM_COLUMNS} FROM "OrderItem" WHERE "userId" = $1::uuid ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [userId, page.take, page.skip]);
    return rows.map(order_item_data_1.withTotal);
}
/**
 * The orders of the user with this e-mail: yourself, or anyone for an admin (REST `GET /userOrder?email=`).
 * Ownership is by user id: items of a deleted account never pass to whoever registers that e-mail next.
 */
async function ordersByEmail(ctx, email, window = {}) {
    const owner = await ownerByEmail(ctx, email);
    const page = listWindow({ take: window.take ?? common_1.MAX_LIST_TAKE, skip: window.skip });
    if (!owner)
        return [];
    return itemsOf(ctx, owner.id, page);
}
/** Whose orders `GET /userOrder?email=` reads: your own e-mail, or (admins) anyone's; null = nobody has it. */
async function ownerByEmail(ctx, email) {
    const user = (0, access_1.allowUser)(ctx, 'ordersByEmail');
    const wanted = (0, validate_1.normalizeEmail)(email);
    if (!wanted)
        throw (0, errors_1.badInput)('email is required', 'email');
    if (wanted !== user.email && !(0, access_1.isAdmin)(ctx))
        throw (0, errors_1.forbidden)('You can only see your own orders');
    return wanted === user.email ? user : ctx.db.user.findUnique({ where: { email: wanted }, select: { id: true } });
}
/**
 * `ordersByEmail` as cursor pages (REST `GET /userOrder?limit=&cursor=`): the same caller rule (your own e-mail,
 * admins anyone's), newest first on the (userId, createdAt) keyset.
 */
async function ordersByEmailConnection(ctx, email, args) {
    const owner = await ownerByEmail(ctx, email);
    const whose = { userId: owner?.id ?? null };
    return (0, connection_1.keysetPage)(args, 'myOrders', {
        rows: async (past, orderBy, take) => (owner ? (await ctx.db.orderItem.findMany({ where: (0, connection_1.withKey)(whose, past), orderBy, take })).map(order_item_data_1.withTotal) : []),
        any: async (past) => owner !== null && (await ctx.db.orderItem.findFirst({ where: (0, connection_1.withKey)(whose, past), select: { id: true } })) !== null,
    });
}
async function allOrders(ctx, args = {}) {
    (0, access_1.allowUser)(ctx, 'orders');
    const { take, skip } = listWindow(args);
    // Through `pg`, as myOrders: an admin's page is up to 500 rows.
    const rows = args.status
        ? await (0, fast_sql_1.fastQuery)(ctx.db, `SELECT ${columns_1.ORDER_ITEM_COLUMNS} FROM "OrderItem" WHERE "status" = $1::"OrderStatus" ${NEWEST_FIRST} LIMIT $2 OFFSET $3`, [args.status, take, skip])
        : await (0, fast_sql_1.fastQuery)(ctx.db, `SELECT ${columns_1.ORDER_ITEM_COLUMNS} FROM "OrderItem" ${NEWEST_FIRST} LIMIT $1 OFFSET $2`, [take, skip]);
    return rows.map(order_item_data_1.withTotal);
}
/** Loads an item the caller may see: the owner or an admin. Others get NOT_FOUND (no existence leak)... */
async function loadVisible(ctx, rawId, op) {
    const user = (0, access_1.allowUser)(ctx, op);
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Order item');
    const item = await ctx.db.orderItem.findUnique({ where: { id } });
    if (!item)
        throw (0, errors_1.notFound)('Order item');
    // ...except that the spec answers 403 for another user's data, which we keep for integrators.
    if (item.userId !== user.id && !(0, access_1.isAdmin)(ctx))
        throw (0, errors_1.forbidden)('This order item is not yours');
    return item;
}
function actorOf(ctx, item) {
    if ((0, access_1.isAdmin)(ctx))
        return 'ADMIN';
    return ctx.user && item.userId === ctx.user.id ? 'OWNER' : 'OTHER';
}
/** Who may make which move: the one rule in @gluegun/common (allowedMoves). */
function assertMayTransition(ctx, item, to) {
    const from = item.status;
    if (!(0, common_1.canTransition)(from, to)) {
        throw (0, errors_1.badInput)(`An order item cannot go from ${(0, common_1.orderStatusWord)(from)} to ${(0, common_1.orderStatusWord)(to)}`, 'status');
    }
    if (!(0, common_1.allowedMoves)(from, actorOf(ctx, item)).includes(to)) {
        throw (0, errors_1.forbidden)(`Only the shop can move an order item from ${(0, common_1.orderStatusWord)(from)} to ${(0, common_1.orderStatusWord)(to)}`);
    }
}
async function releaseStock(tx, item) {
    if (!item.stockReserved || !item.productId)
        return;
    await tx.product.updateMany({ where: { id: item.productId }, data: { quantity: { increment: item.quantity }, version: { increment: 1 } } });
}
/**
 * Moves an order item to `to`. INVOICED is a one-line purchase order (the spec's Pay: stock reserved, invoice issued,
 * docs/decisions/016). An item on a purchase order moves with it: shipping or delivering a line updates the order's
 * fulfilment, cancelling the only line cancels the order (voids its invoice, returns the stock).
 */
async function changeStatus(ctx, id, to, op = 'updateOrderStatus') {
    const user = (0, access_1.allowUser)(ctx, op);
    const item = await loadVisible(ctx, id, op);
    assertNotWaiting(item);
    assertMayTransition(ctx, item, to);
    if (to === 'INVOICED') {
        await (0, checkout_1.invoiceOneItem)(ctx, item, op);
        return (0, order_item_data_1.withTotal)(await ctx.db.orderItem.findUniqueOrThrow({ where: { id: item.id } }));
    }
    const updated = await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        if (to === 'CANCELLED' && item.purchaseOrderId && item.status === 'INVOICED') {
            await (0, fulfilment_1.cancelOrderOfItem)(ctx, tx, item, user);
            return tx.orderItem.findUniqueOrThrow({ where: { id: item.id } });
        }
        // A line of an order moves under its order's lock (the same order of locks as a whole-order move), so a line
        // shipped while another admin cancels the order is either shipped first (cancel refused) or refused itself.
        if (item.purchaseOrderId)
            await (0, po_common_1.lockOrder)(tx, item.purchaseOrderId);
        // Compare-and-set on the status: a concurrent change of the same item makes this one fail cleanly.
        const data = { status: to };
        if (to === 'CANCELLED')
            data.stockReserved = false;
        const moved = await tx.orderItem.updateMany({ where: { id: item.id, status: item.status, approvalRequestId: item.approvalRequestId }, data });
        if (moved.count === 0)
            throw (0, errors_1.conflict)('This order item was changed meanwhile; reload and try again');
        if (to === 'CANCELLED')
            await releaseStock(tx, item);
        await tx.orderEvent.create({
            data: { orderItemId: item.id, fromStatus: item.status, toStatus: to, ...(0, po_common_1.actorFields)(user) },
        });
        await (0, outbox_1.emit)(tx, (0, event_types_1.orderItemStatusChanged)(item, to));
        if (item.purchaseOrderId)
            await (0, fulfilment_1.refreshFulfilment)(tx, item.purchaseOrderId, user);
        return tx.orderItem.findUniqueOrThrow({ where: { id: item.id } });
    });
    return (0, order_item_data_1.withTotal)(updated);
}
/** An open item in an order waiting for approval (issue #28) moves only with that request. */
function assertNotWaiting(item) {
    if (item.status === 'PENDING' && item.approvalRequestId && !item.purchaseOrderId) {
        throw new errors_1.AppError('CONFLICT', 'This item waits for approval in an order you submitted: withdraw that request first.', { reason: 'NOT_OPEN', field: 'id' });
    }
}
const payOrderItem = (ctx, id) => changeStatus(ctx, id, 'INVOICED', 'payOrderItem');
exports.payOrderItem = payOrderItem;
const cancelOrderItem = (ctx, id) => changeStatus(ctx, id, 'CANCELLED', 'cancelOrderItem');
exports.cancelOrderItem = cancelOrderItem;
/** Owners may delete items that hold no stock and have not shipped; admins any. Reserved stock is returned. */
async function deleteOrderItem(ctx, id) {
    const item = await loadVisible(ctx, id, 'deleteOrderItem');
    assertNotWaiting(item);
    if (!(0, access_1.isAdmin)(ctx) && !common_1.CUSTOMER_DELETABLE_STATUSES.includes(item.status)) {
        throw (0, errors_1.forbidden)(`This order item is ${(0, common_1.orderStatusWord)(item.status)}: only the shop can remove it now`);
    }
    await (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        // An invoiced line that has not shipped is part of a live invoice: deleting the only line cancels its order
        // first (invoice void, stock returned); a line of a larger order is refused (cancelOrderOfItem says why).
        const cancelled = item.status === 'INVOICED' && item.purchaseOrderId !== null;
        if (cancelled)
            await (0, fulfilment_1.cancelOrderOfItem)(ctx, tx, item, ctx.user);
        // Compare-and-set: an item checked out or shipped meanwhile (another tab) is not deleted under it.
        const gone = await tx.orderItem.deleteMany({ where: { id: item.id, status: cancelled ? 'CANCELLED' : item.status, approvalRequestId: item.approvalRequestId } });
        if (gone.count === 0)
            throw (0, errors_1.conflict)('This order item was changed meanwhile; reload and try again');
        if (item.status === 'INVOICED' && !item.purchaseOrderId)
            await releaseStock(tx, item);
    });
    return true;
}
/** Status history. Customers see who moved their item as a role ("the shop"), never an admin's e-mail. */
async function orderEvents(ctx, orderItemId) {
    const rows = await ctx.loaders.orderEvents.load(orderItemId);
    return (0, access_1.isAdmin)(ctx) ? rows : rows.map((e) => ({ ...e, actorEmail: null }));
}
/**
 * Statuses the caller may move this item to next (drives the Update Status, Pay and Cancel buttons). Cancelling an
 * invoiced line cancels its order, which the order's own rule may refuse (paid on, other lines, shipped): Cancel is
 * then not offered (issue #26, item 22), by the same rule in @gluegun/common (orderLineCancellable).
 */
async function nextStatuses(ctx, item) {
    const moves = [...(0, common_1.allowedMoves)(item.status, actorOf(ctx, item))];
    if (!moves.includes('CANCELLED') || !item.purchaseOrderId || item.status !== 'INVOICED')
        return moves;
    const [po, lines] = await Promise.all([
        ctx.loaders.purchaseOrder.load(item.purchaseOrderId),
        ctx.loaders.purchaseOrderItems.load(item.purchaseOrderId),
    ]);
    const others = lines.filter((l) => l.id !== item.id && l.status !== 'CANCELLED').length;
    return po && (0, common_1.orderLineCancellable)(po, others) ? moves : moves.filter((m) => m !== 'CANCELLED');
}
//# sourceMappingURL=order.service.js.map