/**
 * What an order's lines have shipped, and the order kept in step with it (docs/decisions/061). Every caller holds
 * the order's row lock (lockOrder): the figures read here cannot change under it, which is what stops two shipments
 * of one line from shipping more than was ordered.
 */
import { MAX_SHIPMENTS_PER_ORDER, orderNumberText } from '@gluegun/common';
import { conflict } from '../../errors';
import {
  FULFILMENT_STATUS_LABELS,
  fulfilmentOfShipments,
  lineItemStatus,
  openQuantity,
  shipmentNumberText,
  type FulfilmentStatusName,
  type LineShipping,
} from '@gluegun/common';
import type { SessionUser } from '../../context';
import type { InvoiceLine, PurchaseOrder, Shipment, ShipmentLine } from '../../generated/prisma/client';
import { actorFields, type Tx } from '../purchase-orders/po-common';
import * as events from '../events/event-types';
import type { BusinessEvent } from '../events/event-types';

/** `shippable`: what is open and allocated; backordered units wait for stock (docs/decisions/088). */
export interface LineState {
  line: InvoiceLine;
  state: LineShipping;
  open: number;
  shippable: number;
}

/** Each invoice line of the order with what shipped of it, what of that was delivered, and what is open. */
export async function lineStates(tx: Tx, purchaseOrderId: string): Promise<LineState[]> {
  const [lines, shipped] = await Promise.all([
    tx.invoiceLine.findMany({ where: { purchaseOrderId }, orderBy: { position: 'asc' } }),
    tx.shipmentLine.findMany({
      where: { shipment: { purchaseOrderId } },
      select: { invoiceLineId: true, quantity: true, shipment: { select: { deliveredAt: true } } },
    }),
  ]);
  return lines.map((line) => {
    const mine = shipped.filter((s) => s.invoiceLineId === line.id);
    const state: LineShipping = {
      ordered: line.quantity,
      cancelled: line.cancelledQuantity,
      shipped: mine.reduce((sum, s) => sum + s.quantity, 0),
      delivered: mine.filter((s) => s.shipment.deliveredAt).reduce((sum, s) => sum + s.quantity, 0),
    };
    const open = openQuantity(state);
    return { line, state, open, shippable: Math.max(0, open - line.backorderedQuantity) };
  });
}

/**
 * After a shipment, a delivery or a cancellation: each line's item moves to what its line now says (an event row and
 * an `order_item.status_changed` each), and the order's fulfilment follows its shipments (an order event and a
 * `purchase_order.*` event when it changed). Returns the order as it now is and the business events to emit.
 */
export async function syncFulfilment(
  tx: Tx,
  po: PurchaseOrder,
  actor: SessionUser,
): Promise<{ po: PurchaseOrder; events: BusinessEvent[] }> {
  const states = await lineStates(tx, po.id);
  const out: BusinessEvent[] = [];
  const itemIds = states.map((s) => s.line.orderItemId).filter((id): id is string => Boolean(id));
  const items = await tx.orderItem.findMany({ where: { id: { in: itemIds } } });
  for (const { line, state } of states) {
    const item = items.find((i) => i.id === line.orderItemId);
    const to = lineItemStatus(state);
    if (!item || item.status === to) continue;
    await tx.orderItem.update({
      where: { id: item.id },
      data: { status: to, ...(to === 'CANCELLED' ? { stockReserved: false } : {}) },
    });
    await tx.orderEvent.create({
      data: { orderItemId: item.id, fromStatus: item.status, toStatus: to, ...actorFields(actor) },
    });
    out.push(events.orderItemStatusChanged(item, to));
  }
  const next = fulfilmentOfShipments(states.map((s) => s.state));
  if (next === po.fulfilmentStatus) return { po, events: out };
  const updated = await tx.purchaseOrder.update({
    where: { id: po.id },
    data: { fulfilmentStatus: next, version: { increment: 1 } },
  });
  const label = (s: string) => FULFILMENT_STATUS_LABELS[s as FulfilmentStatusName].toLowerCase();
  await tx.purchaseOrderEvent.create({
    data: {
      purchaseOrderId: po.id,
      kind: next,
      detail: `Fulfilment ${label(po.fulfilmentStatus)} -> ${label(next)}`,
      ...actorFields(actor),
    },
  });
  out.push(events.orderMoved(po, next, states.length));
  return { po: updated, events: out };
}

export interface ChosenLine {
  line: InvoiceLine;
  quantity: number;
}
export interface ShipmentFacts {
  carrier: string;
  service: string;
  trackingNumber: string | null;
  trackingUrl: string | null;
  shippedAt: Date;
  /** The warehouse it leaves from, when the admin named one. */
  warehouseId?: string | null;
}

/** A new shipment of the chosen lines, numbered after the order's last one, with its order event. */
export async function makeShipment(
  tx: Tx,
  po: PurchaseOrder,
  chosen: ChosenLine[],
  facts: ShipmentFacts,
  actor: SessionUser,
) {
  const last = await tx.shipment.aggregate({
    where: { purchaseOrderId: po.id },
    _max: { number: true },
    _count: { _all: true },
  });
  if (last._count._all >= MAX_SHIPMENTS_PER_ORDER) {
    throw conflict(
      `Order ${orderNumberText(po.number)} has shipped in ${MAX_SHIPMENTS_PER_ORDER} shipments, the most one order ships in: ship the rest in one`,
    );
  }
  const shipment = await tx.shipment.create({
    data: {
      purchaseOrderId: po.id,
      number: (last._max.number ?? 0) + 1,
      ...facts,
      createdById: actor.id,
      createdByEmail: actor.email,
      lines: { create: chosen.map((c) => ({ invoiceLineId: c.line.id, quantity: c.quantity })) },
    },
  });
  const units = chosen.reduce((sum, c) => sum + c.quantity, 0);
  const by = [facts.carrier, facts.service].filter(Boolean).join(' ');
  await tx.purchaseOrderEvent.create({
    data: {
      purchaseOrderId: po.id,
      kind: 'SHIPMENT',
      detail: `Shipment ${shipmentNumberText(po.number, shipment.number)}: ${units} unit${units === 1 ? '' : 's'} of ${chosen.length} line${chosen.length === 1 ? '' : 's'} by ${by}${facts.trackingNumber ? `, tracking ${facts.trackingNumber}` : ''}`,
      ...actorFields(actor),
    },
  });
  return shipment;
}

/** Marks shipments delivered at `at`, each with its order event; returns them as they now are. */
export async function deliverShipments(
  tx: Tx,
  po: PurchaseOrder,
  shipments: Shipment[],
  at: Date,
  actor: SessionUser,
) {
  const done: Shipment[] = [];
  for (const s of shipments) {
    done.push(await tx.shipment.update({ where: { id: s.id }, data: { deliveredAt: at } }));
    await tx.purchaseOrderEvent.create({
      data: {
        purchaseOrderId: po.id,
        kind: 'SHIPMENT_DELIVERED',
        detail: `Shipment ${shipmentNumberText(po.number, s.number)} delivered`,
        ...actorFields(actor),
      },
    });
  }
  return done;
}

export type ShipmentWithLines = Shipment & {
  lines: Array<
    ShipmentLine & {
      invoiceLine: Pick<InvoiceLine, 'position' | 'sku' | 'productName' | 'customerPartNumber'>;
    }
  >;
  warehouse: { code: string; name: string } | null;
};
export const SHIPMENT_LINES = {
  lines: {
    include: {
      invoiceLine: { select: { position: true, sku: true, productName: true, customerPartNumber: true } },
    },
  },
  warehouse: { select: { code: true, name: true } },
} as const;

/** A shipment as the API and the events show it. */
export function presentShipment(po: Pick<PurchaseOrder, 'number'>, s: ShipmentWithLines) {
  return {
    id: s.id,
    purchaseOrderId: s.purchaseOrderId,
    number: s.number,
    shipmentNumber: shipmentNumberText(po.number, s.number),
    carrier: s.carrier,
    service: s.service,
    trackingNumber: s.trackingNumber,
    trackingUrl: s.trackingUrl,
    shippedAt: s.shippedAt,
    deliveredAt: s.deliveredAt,
    warehouseId: s.warehouseId,
    warehouseCode: s.warehouse?.code ?? null,
    warehouseName: s.warehouse?.name ?? null,
    lines: [...s.lines]
      .sort((a, b) => a.invoiceLine.position - b.invoiceLine.position)
      .map((l) => ({
        invoiceLineId: l.invoiceLineId,
        position: l.invoiceLine.position,
        sku: l.invoiceLine.sku,
        productName: l.invoiceLine.productName,
        customerPartNumber: l.invoiceLine.customerPartNumber,
        quantity: l.quantity,
      })),
  };
}
export type ShipmentView = ReturnType<typeof presentShipment>;
