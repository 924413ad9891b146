"use strict";
var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __setModuleDefault = (this && this.__setModuleDefault) || (Object.create ? (function(o, v) {
    Object.defineProperty(o, "default", { enumerable: true, value: v });
}) : function(o, v) {
    o["default"] = v;
});
var __importStar = (this && this.__importStar) || (function () {
    var ownKeys = function(o) {
        ownKeys = Object.getOwnPropertyNames || function (o) {
            var ar = [];
            for (var k in o) if (Object.prototype.hasOwnProperty.call(o, k)) ar[ar.length] = k;
            return ar;
        };
        return ownKeys(o);
    };
    return function (mod) {
        if (mod && mod.__esModule) return mod;
        var result = {};
        if (mod != null) for (var k = ownKeys(mod), i = 0; i < k.length; i++) if (k[i] !== "default") __createBinding(result, mod, k[i]);
        __setModuleDefault(result, mod);
        return result;
    };
})();
Object.defineProperty(exports, "__esModule", { value: true });
exports.refreshFulfilment = refreshFulfilment;
exports.updateFulfilment = updateFulfilment;
exports.cancelOrderOfItem = cancelOrderOfItem;
/**
 * Fulfilment (admins): ship, deliver or cancel a whole order, and keep an order in step when one of its lines moves.
 * Every move takes the order's row lock first (lockOrder), then moves lines with a compare-and-set on their status.
 */
const common_1 = require("@gluegun/common");
const errors_1 = require("../../errors");
const access_1 = require("../../auth/access");
const retry_1 = require("../../db/retry");
const validate_1 = require("../../lib/validate");
const po_common_1 = require("./po-common");
const outbox_1 = require("../events/outbox");
const events = __importStar(require("../events/event-types"));
/** After a line moved: the order's fulfilment from its lines, with an event when it changed. */
async function refreshFulfilment(tx, purchaseOrderId, actor) {
    const po = await tx.purchaseOrder.findUnique({ where: { id: purchaseOrderId }, include: { items: { select: { status: true } } } });
    if (!po || po.items.length === 0)
        return;
    const next = (0, common_1.fulfilmentOf)(po.items.map((i) => i.status));
    if (next === po.fulfilmentStatus)
        return;
    await tx.purchaseOrder.update({ where: { id: po.id }, data: { fulfilmentStatus: next, version: { increment: 1 } } });
    await (0, outbox_1.emit)(tx, events.orderMoved(po, next, po.items.length));
    await tx.purchaseOrderEvent.create({
        data: { purchaseOrderId: po.id, kind: next, detail: `Fulfilment ${common_1.FULFILMENT_STATUS_LABELS[po.fulfilmentStatus].toLowerCase()} -> ${common_1.FULFILMENT_STATUS_LABELS[next].toLowerCase()}`, ...(0, po_common_1.actorFields)(actor) },
    });
}
/**
 * Moves a whole order: SHIPPED ships every invoiced line, DELIVERED delivers every shipped one, CANCELLED returns
 * the stock of every line and voids the invoice (refused once money was recorded or a line shipped).
 */
async function updateFulfilment(ctx, rawId, to) {
    const admin = (0, access_1.allowUser)(ctx, 'updateFulfilment');
    const id = (0, validate_1.normalizeId)(rawId);
    if (!id)
        throw (0, errors_1.notFound)('Purchase order');
    return (0, retry_1.inTransaction)(ctx.db, async (tx) => {
        const po = await (0, po_common_1.lockOrder)(tx, id);
        return moveOrder(tx, po, to, admin);
    });
}
async function moveOrder(tx, po, to, actor) {
    const from = po.fulfilmentStatus;
    if (!common_1.FULFILMENT_MOVES[from].includes(to)) {
        throw (0, errors_1.badInput)(`Order ${(0, po_common_1.orderLabel)(po)} cannot go from ${common_1.FULFILMENT_STATUS_LABELS[from].toLowerCase()} to ${common_1.FULFILMENT_STATUS_LABELS[to].toLowerCase()}`, 'status');
    }
    const items = await tx.orderItem.findMany({ where: { purchaseOrderId: po.id } });
    const eventsFor = (moved, toStatus) => moved.map((i) => ({
        orderItemId: i.id, fromStatus: i.status, toStatus, ...(0, po_common_1.actorFields)(actor),
    }));
    const data = { fulfilmentStatus: to, version: { increment: 1 } };
    let detail;
    if (to === 'CANCELLED') {
        if (po.paidCents > 0)
            throw (0, errors_1.conflict)(`Payments of ${(0, common_1.formatCents)(po.paidCents)} are recorded on ${(0, po_common_1.orderLabel)(po)}: it cannot be cancelled`);
        if (po.creditedCents > 0)
            throw (0, errors_1.conflict)(`Credit notes of ${(0, common_1.formatCents)(po.creditedCents)} are issued on ${(0, po_common_1.orderLabel)(po)}: it cannot be cancelled`);
        const gone = items.filter((i) => i.status === 'SHIPPED' || i.status === 'DELIVERED');
        if (gone.length > 0)
            throw (0, errors_1.conflict)(`${gone.length} line${gone.length === 1 ? ' has' : 's have'} shipped on ${(0, po_common_1.orderLabel)(po)}: it cannot be cancelled`);
        const live = items.filter((i) => i.status !== 'CANCELLED');
        // Compare-and-set on every line: the order row is locked, and every line move locks it first (changeStatus),
        // so this only fails if a line moved by a path that skipped the lock; then nothing is cancelled.
        const taken = await tx.orderItem.updateMany({
            where: { id: { in: live.map((i) => i.id) }, status: { in: ['PENDING', 'INVOICED'] } }, data: { status: 'CANCELLED', stockReserved: false },
        });
        if (taken.count !== live.length)
            throw (0, errors_1.conflict)(`A line of ${(0, po_common_1.orderLabel)(po)} moved meanwhile: reload and try again`);
        const reserved = live.filter((i) => i.stockReserved && i.productId);
        if (reserved.length > 0) {
            await tx.$executeRaw `
        UPDATE "Product" p SET "quantity" = p."quantity" + x.q, "version" = p."version" + 1, "updatedAt" = now()
        FROM unnest(${reserved.map((i) => i.productId)}::uuid[], ${reserved.map((i) => i.quantity)}::int[]) AS x(id, q) WHERE p."id" = x.id`;
        }
        await tx.orderEvent.createMany({ data: eventsFor(live, 'CANCELLED') });
        data.paymentStatus = 'VOID';
        detail = `Cancelled; invoice ${po.invoiceNumber} void; stock returned`;
    }
    else {
        const toItem = to === 'SHIPPED' ? 'SHIPPED' : 'DELIVERED';
        const fromItem = toItem === 'SHIPPED' ? 'INVOICED' : 'SHIPPED';
        const moving = items.filter((i) => i.status === fromItem);
        await tx.orderItem.updateMany({ where: { id: { in: moving.map((i) => i.id) }, status: fromItem }, data: { status: toItem } });
        await tx.orderEvent.createMany({ data: eventsFor(moving, toItem) });
        detail = `${moving.length} line${moving.length === 1 ? '' : 's'} ${to === 'SHIPPED' ? 'shipped' : 'delivered'}`;
    }
    await tx.purchaseOrderEvent.create({ data: { purchaseOrderId: po.id, kind: to, detail, ...(0, po_common_1.actorFields)(actor) } });
    await (0, outbox_1.emit)(tx, events.orderMoved(po, to, items.length));
    return tx.purchaseOrder.update({ where: { id: po.id }, data });
}
/**
 * An item-level move on an item that belongs to an order (the spec's Update Status and cancel): cancelling the
 * only line cancels the order; a line of a larger order is refused (the invoice would no longer add up).
 */
async function cancelOrderOfItem(ctx, tx, item, actor) {
    const po = await (0, po_common_1.lockOrder)(tx, item.purchaseOrderId);
    const others = await tx.orderItem.count({ where: { purchaseOrderId: po.id, id: { not: item.id }, status: { not: 'CANCELLED' } } });
    if (others > 0) {
        throw (0, errors_1.conflict)(`This item is one of ${others + 1} lines on order ${(0, po_common_1.orderLabel)(po)} (invoice ${po.invoiceNumber}): cancel the whole order on the Purchase Orders page`);
    }
    return moveOrder(tx, po, 'CANCELLED', actor);
}
//# sourceMappingURL=fulfilment.js.map