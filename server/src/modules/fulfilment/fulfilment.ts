/**
 * Fulfilment (admins): ship, deliver or cancel a whole order, and keep an order in step when one of its lines moves.
 * Every move takes the order's row lock first (lockOrder); shipping and delivering go through shipments (061).
 */
import {
  FULFILMENT_MOVES,
  FULFILMENT_STATUS_LABELS,
  formatCents,
  type FulfilmentStatusName,
} from '@gluegun/common';
import type { Context, SessionUser } from '../../context';
import { badInput, conflict, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { giveBack } from '../stock/stock';
import { normalizeId } from '../../lib/validate';
import type { OrderItem, Prisma, PurchaseOrder } from '../../generated/prisma/client';
import { actorFields, lockOrder, orderLabel, type Tx } from '../purchase-orders/po-common';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import { syncFulfilment } from '../shipments/shipping-state';
import { cancelOpenRest, deliverOpenShipments, shipOpenRest } from '../shipments/shipments';
import { creditCancelledRest } from '../credit-notes/issue';
import { lockCompany } from '../credit-notes/ledger';

/** After a line moved by a path that is not a shipment: the order and its items follow its shipments again. */
export async function refreshFulfilment(tx: Tx, purchaseOrderId: string, actor: SessionUser) {
  const po = await tx.purchaseOrder.findUnique({ where: { id: purchaseOrderId } });
  if (!po) return;
  const synced = await syncFulfilment(tx, po, actor);
  await emit(tx, synced.events);
}

/**
 * Moves a whole order (docs/decisions/061): SHIPPED ships everything still open in one shipment, DELIVERED delivers
 * every shipment not yet delivered, CANCELLED returns the stock of every line and voids the invoice (refused once
 * money was recorded), or on a partly shipped order cancels only what has not shipped and credits it.
 */
export async function updateFulfilment(ctx: Context, rawId: string, to: FulfilmentStatusName) {
  const admin = allowUser(ctx, 'updateFulfilment');
  const id = normalizeId(rawId);
  if (!id) throw notFound('Purchase order');
  return inTransaction(ctx.db, async (tx) => {
    // A cancel may issue a credit note, which locks the company before the order: the same order here.
    if (to === 'CANCELLED') {
      const head = await tx.purchaseOrder.findUnique({ where: { id }, select: { companyId: true } });
      if (head?.companyId) await lockCompany(tx, head.companyId);
    }
    const po = await lockOrder(tx, id);
    return moveOrder(ctx, tx, po, to, admin);
  });
}

/**
 * The whole-order cancel for a caller that is not the shop (an EDI 860 cancellation, docs/decisions/095): the same
 * locks and the same rules as the shop's cancel, refused once anything has shipped (the open rest is the shop's call).
 */
export async function cancelUnshippedOrder(
  ctx: Context,
  tx: Tx,
  purchaseOrderId: string,
  actor: SessionUser,
) {
  const head = await tx.purchaseOrder.findUnique({
    where: { id: purchaseOrderId },
    select: { companyId: true },
  });
  if (head?.companyId) await lockCompany(tx, head.companyId);
  const po = await lockOrder(tx, purchaseOrderId);
  if (po.fulfilmentStatus !== 'UNFULFILLED') {
    throw conflict(
      `${orderLabel(po)} is ${FULFILMENT_STATUS_LABELS[po.fulfilmentStatus as FulfilmentStatusName].toLowerCase()}: it cannot be cancelled`,
    );
  }
  return moveOrder(ctx, tx, po, 'CANCELLED', actor);
}

async function moveOrder(
  ctx: Context,
  tx: Tx,
  po: PurchaseOrder,
  to: FulfilmentStatusName,
  actor: SessionUser,
) {
  const from = po.fulfilmentStatus as FulfilmentStatusName;
  if (!FULFILMENT_MOVES[from].includes(to)) {
    throw badInput(
      `Order ${orderLabel(po)} cannot go from ${FULFILMENT_STATUS_LABELS[from].toLowerCase()} to ${FULFILMENT_STATUS_LABELS[to].toLowerCase()}`,
      'status',
    );
  }
  if (to === 'SHIPPED' || to === 'DELIVERED') {
    const moved =
      to === 'SHIPPED'
        ? await shipOpenRest(tx, ctx, po, actor)
        : await deliverOpenShipments(tx, ctx, po, actor);
    await emit(tx, moved.events);
    return moved.po;
  }
  if (from === 'PARTLY_SHIPPED') {
    const synced = await cancelOpenRest(tx, po, actor);
    await emit(tx, synced.events);
    // The invoice stands for what shipped; what was cancelled is credited at once.
    const credited = await creditCancelledRest(tx, actor, synced.po, synced.cancelled);
    return credited?.after ?? synced.po;
  }
  const items = await tx.orderItem.findMany({ where: { purchaseOrderId: po.id } });
  const eventsFor = (moved: OrderItem[]) =>
    moved.map((i) => ({
      orderItemId: i.id,
      fromStatus: i.status,
      toStatus: 'CANCELLED' as const,
      ...actorFields(actor),
    }));
  if (po.paidCents > 0)
    throw conflict(
      `Payments of ${formatCents(po.paidCents)} are recorded on ${orderLabel(po)}: it cannot be cancelled`,
    );
  if (po.creditedCents > 0)
    throw conflict(
      `Credit notes of ${formatCents(po.creditedCents)} are issued on ${orderLabel(po)}: it cannot be cancelled`,
    );
  const gone = items.filter((i) => i.status === 'SHIPPED' || i.status === 'DELIVERED');
  const shipped = await tx.shipment.count({ where: { purchaseOrderId: po.id } });
  if (gone.length > 0 || shipped > 0)
    throw conflict(
      `${Math.max(gone.length, 1)} line${gone.length > 1 ? 's have' : ' has'} shipped on ${orderLabel(po)}: it cannot be cancelled`,
    );
  const live = items.filter((i) => i.status !== 'CANCELLED');
  // Compare-and-set on every line: the order row is locked, and every line move locks it first (changeStatus),
  // so this only fails if a line moved by a path that skipped the lock; then nothing is cancelled.
  const taken = await tx.orderItem.updateMany({
    where: { id: { in: live.map((i) => i.id) }, status: { in: ['PENDING', 'INVOICED'] } },
    data: { status: 'CANCELLED', stockReserved: false },
  });
  if (taken.count !== live.length)
    throw conflict(`A line of ${orderLabel(po)} moved meanwhile: reload and try again`);
  const reserved = live.filter((i) => i.stockReserved && i.productId);
  await giveBack(
    tx,
    reserved.map((i) => ({
      productId: i.productId,
      quantity: i.quantity,
      orderItemId: i.id,
      unshipped: true,
    })),
  );
  // Every unit of every line is now cancelled before shipping (the order's fulfilment reads its lines).
  await tx.$executeRaw`UPDATE "InvoiceLine" SET "cancelledQuantity" = "quantity" WHERE "purchaseOrderId" = ${po.id}::uuid`;
  await tx.orderEvent.createMany({ data: eventsFor(live) });
  const data: Prisma.PurchaseOrderUpdateInput = {
    fulfilmentStatus: to,
    version: { increment: 1 },
    paymentStatus: 'VOID',
  };
  await tx.purchaseOrderEvent.create({
    data: {
      purchaseOrderId: po.id,
      kind: to,
      detail: `Cancelled; invoice ${po.invoiceNumber} void; stock returned`,
      ...actorFields(actor),
    },
  });
  await emit(tx, events.orderMoved(po, to, items.length));
  return tx.purchaseOrder.update({ where: { id: po.id }, data });
}

/**
 * An item-level move on an item that belongs to an order (the spec's Update Status and cancel): cancelling the
 * only line cancels the order; a line of a larger order is refused (the invoice would no longer add up).
 */
export async function cancelOrderOfItem(ctx: Context, tx: Tx, item: OrderItem, actor: SessionUser) {
  const po = await lockOrder(tx, item.purchaseOrderId!);
  const others = await tx.orderItem.count({
    where: { purchaseOrderId: po.id, id: { not: item.id }, status: { not: 'CANCELLED' } },
  });
  if (others > 0) {
    throw conflict(
      `This item is one of ${others + 1} lines on order ${orderLabel(po)} (invoice ${po.invoiceNumber}): cancel the whole order on the Purchase Orders page`,
    );
  }
  return moveOrder(ctx, tx, po, 'CANCELLED', actor);
}

/**
 * The spec's Update Status on one line of an order: SHIPPED ships what is still open of that line in one shipment,
 * DELIVERED delivers every shipment carrying it (and so the other lines in those shipments). The order follows.
 */
export async function moveOrderLine(
  ctx: Context,
  tx: Tx,
  item: OrderItem,
  to: 'SHIPPED' | 'DELIVERED',
  actor: SessionUser,
) {
  const po = await lockOrder(tx, item.purchaseOrderId!);
  const now = await tx.orderItem.findUnique({ where: { id: item.id }, select: { status: true } });
  if (!now || now.status !== item.status)
    throw conflict('This order item was changed meanwhile; reload and try again');
  const line = await tx.invoiceLine.findFirst({
    where: { purchaseOrderId: po.id, orderItemId: item.id },
    select: { id: true },
  });
  if (!line) throw conflict(`This item has no line on order ${orderLabel(po)}`);
  const moved =
    to === 'SHIPPED'
      ? await shipOpenRest(tx, ctx, po, actor, [line.id])
      : await deliverOpenShipments(tx, ctx, po, actor, [line.id]);
  await emit(tx, moved.events);
}
