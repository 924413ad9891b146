/**
 * Fulfilment (admins): ship, deliver or cancel a whole order, and keep an order in step when one of its lines moves.
 * Every move takes the order's row lock first (lockOrder), then moves lines with a compare-and-set on their status.
 */
import { FULFILMENT_MOVES, FULFILMENT_STATUS_LABELS, formatCents, fulfilmentOf, type FulfilmentStatusName } from '@gluegun/common';
import type { Context, SessionUser } from '../../context';
import { badInput, conflict, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { normalizeId } from '../../lib/validate';
import type { OrderItem, Prisma, PurchaseOrder } from '../../generated/prisma/client';
import { actorFields, lockOrder, orderLabel, type Tx } from '../purchase-orders/po-common';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';

/** After a line moved: the order's fulfilment from its lines, with an event when it changed. */
export async function refreshFulfilment(tx: Tx, purchaseOrderId: string, actor: SessionUser) {
  const po = await tx.purchaseOrder.findUnique({ where: { id: purchaseOrderId }, include: { items: { select: { status: true } } } });
  if (!po || po.items.length === 0) return;
  const next = fulfilmentOf(po.items.map((i) => i.status));
  if (next === po.fulfilmentStatus) return;
  await tx.purchaseOrder.update({ where: { id: po.id }, data: { fulfilmentStatus: next, version: { increment: 1 } } });
  await emit(tx, events.orderMoved(po, next, po.items.length));
  await tx.purchaseOrderEvent.create({
    data: { purchaseOrderId: po.id, kind: next, detail: `Fulfilment ${FULFILMENT_STATUS_LABELS[po.fulfilmentStatus as FulfilmentStatusName].toLowerCase()} -> ${FULFILMENT_STATUS_LABELS[next].toLowerCase()}`, ...actorFields(actor) },
  });
}

/**
 * Moves a whole order: SHIPPED ships every invoiced line, DELIVERED delivers every shipped one, CANCELLED returns
 * the stock of every line and voids the invoice (refused once money was recorded or a line shipped).
 */
export async function updateFulfilment(ctx: Context, rawId: string, to: FulfilmentStatusName) {
  const admin = allowUser(ctx, 'updateFulfilment');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  return inTransaction(ctx.db, async (tx) => {
    const po = await lockOrder(tx, id);
    return moveOrder(tx, po, to, admin);
  });
}

async function moveOrder(tx: Tx, po: PurchaseOrder, to: FulfilmentStatusName, actor: SessionUser) {
  const from = po.fulfilmentStatus as FulfilmentStatusName;
  if (!FULFILMENT_MOVES[from].includes(to)) {
    throw badInput(`Order ${orderLabel(po)} cannot go from ${FULFILMENT_STATUS_LABELS[from].toLowerCase()} to ${FULFILMENT_STATUS_LABELS[to].toLowerCase()}`, 'status');
  }
  const items = await tx.orderItem.findMany({ where: { purchaseOrderId: po.id } });
  const eventsFor = (moved: OrderItem[], toStatus: 'SHIPPED' | 'DELIVERED' | 'CANCELLED') => moved.map((i) => ({
    orderItemId: i.id, fromStatus: i.status, toStatus, ...actorFields(actor),
  }));
  const data: Prisma.PurchaseOrderUpdateInput = { fulfilmentStatus: to, version: { increment: 1 } };
  let detail: string;
  if (to === 'CANCELLED') {
    if (po.paidCents > 0) throw conflict(`Payments of ${formatCents(po.paidCents)} are recorded on ${orderLabel(po)}: it cannot be cancelled`);
    if (po.creditedCents > 0) throw conflict(`Credit notes of ${formatCents(po.creditedCents)} are issued on ${orderLabel(po)}: it cannot be cancelled`);
    const gone = items.filter((i) => i.status === 'SHIPPED' || i.status === 'DELIVERED');
    if (gone.length > 0) throw conflict(`${gone.length} line${gone.length === 1 ? ' has' : 's have'} shipped on ${orderLabel(po)}: it cannot be cancelled`);
    const live = items.filter((i) => i.status !== 'CANCELLED');
    // Compare-and-set on every line: the order row is locked, and every line move locks it first (changeStatus),
    // so this only fails if a line moved by a path that skipped the lock; then nothing is cancelled.
    const taken = await tx.orderItem.updateMany({
      where: { id: { in: live.map((i) => i.id) }, status: { in: ['PENDING', 'INVOICED'] } }, data: { status: 'CANCELLED', stockReserved: false },
    });
    if (taken.count !== live.length) throw conflict(`A line of ${orderLabel(po)} moved meanwhile: reload and try again`);
    const reserved = live.filter((i) => i.stockReserved && i.productId);
    if (reserved.length > 0) {
      await tx.$executeRaw`
        UPDATE "Product" p SET "quantity" = p."quantity" + x.q, "version" = p."version" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
        FROM unnest(${reserved.map((i) => i.productId!)}::uuid[], ${reserved.map((i) => i.quantity)}::int[]) AS x(id, q) WHERE p."id" = x.id`;
    }
    await tx.orderEvent.createMany({ data: eventsFor(live, 'CANCELLED') });
    data.paymentStatus = 'VOID';
    detail = `Cancelled; invoice ${po.invoiceNumber} void; stock returned`;
  } else {
    const toItem = to === 'SHIPPED' ? 'SHIPPED' : 'DELIVERED';
    const fromItem = toItem === 'SHIPPED' ? 'INVOICED' : 'SHIPPED';
    const moving = items.filter((i) => i.status === fromItem);
    await tx.orderItem.updateMany({ where: { id: { in: moving.map((i) => i.id) }, status: fromItem }, data: { status: toItem } });
    await tx.orderEvent.createMany({ data: eventsFor(moving, toItem) });
    detail = `${moving.length} line${moving.length === 1 ? '' : 's'} ${to === 'SHIPPED' ? 'shipped' : 'delivered'}`;
  }
  await tx.purchaseOrderEvent.create({ data: { purchaseOrderId: po.id, kind: to, detail, ...actorFields(actor) } });
  await emit(tx, events.orderMoved(po, to, items.length));
  return tx.purchaseOrder.update({ where: { id: po.id }, data });
}

/**
 * An item-level move on an item that belongs to an order (the spec's Update Status and cancel): cancelling the
 * only line cancels the order; a line of a larger order is refused (the invoice would no longer add up).
 */
export async function cancelOrderOfItem(ctx: Context, tx: Tx, item: OrderItem, actor: SessionUser) {
  const po = await lockOrder(tx, item.purchaseOrderId!);
  const others = await tx.orderItem.count({ where: { purchaseOrderId: po.id, id: { not: item.id }, status: { not: 'CANCELLED' } } });
  if (others > 0) {
    throw conflict(`This item is one of ${others + 1} lines on order ${orderLabel(po)} (invoice ${po.invoiceNumber}): cancel the whole order on the Purchase Orders page`);
  }
  return moveOrder(tx, po, 'CANCELLED', actor);
}
