/**
 * Shipments (docs/decisions/061): an admin ships some lines of an order with their quantities, a carrier and
 * tracking; later marks a shipment delivered. One transaction each, under the order's row lock (lockOrder), so two
 * shipments of one line at once ship one after the other and the second sees what the first took: a line never
 * ships more than is open. The order's fulfilment and its items follow (shipping-state.ts).
 */
import {
  UNNAMED_CARRIER,
  deliveredInputSchema,
  formatDay,
  isoDay,
  knownCarrier,
  momentOf,
  orderNumberText,
  overdueCutoff,
  shipmentInputSchema,
  shipmentNumberText,
  toShipFrom,
  trackingUrlFor,
} from '@gluegun/common';
import { nowOf, type Context, type SessionUser } from '../../context';
import { badInput, conflict, notFound } from '../../errors';
import { allowUser } from '../../auth/access';
import { inTransaction } from '../../db/retry';
import { giveBack } from '../stock/stock';
import { normalizeId, validate } from '../../lib/validate';
import type { PurchaseOrder, Shipment } from '../../generated/prisma/client';
import { lockOrder, loadVisible, type Tx } from '../purchase-orders/po-common';
import { emit } from '../events/outbox';
import * as events from '../events/event-types';
import { recordShipNotice } from '../x12/outbound';
import {
  SHIPMENT_LINES,
  deliverShipments,
  lineStates,
  makeShipment,
  presentShipment,
  syncFulfilment,
  type ChosenLine,
} from './shipping-state';

/** A moment given for a shipment: not in the future (a minute's grace for clocks) and not before `notBefore`. */
function checkedMoment(
  ctx: Context,
  raw: string | null | undefined,
  field: string,
  label: string,
  notBefore: Date,
  notBeforeText: string,
): Date {
  const now = nowOf(ctx);
  if (!raw) return now;
  const at = momentOf(raw);
  if (at.getTime() > now.getTime() + 60_000) throw badInput(`${label} cannot be in the future`, field);
  if (at.getTime() < notBefore.getTime()) throw badInput(`${label} cannot be before ${notBeforeText}`, field);
  return at;
}

async function shipmentEvent(tx: Tx, po: PurchaseOrder, shipment: Shipment, kind: 'created' | 'delivered') {
  const full = await tx.shipment.findUniqueOrThrow({ where: { id: shipment.id }, include: SHIPMENT_LINES });
  const view = presentShipment(po, full);
  return {
    view,
    event: kind === 'created' ? events.shipmentCreated(po, view) : events.shipmentDelivered(po, view),
  };
}

/** The warehouse a shipment is said to leave from, or a refusal next to the field. */
async function warehouseNamed(tx: Tx, raw: string) {
  const id = normalizeId(raw);
  const found = id
    ? await tx.warehouse.findUnique({ where: { id }, select: { id: true, name: true } })
    : null;
  if (!found) throw badInput('That warehouse does not exist', 'warehouseId');
  return found;
}

/**
 * A load leaving one warehouse takes of each line at most what is allocated there and has not shipped from there
 * (common toShipFrom: shipments that named no warehouse count off the line's warehouses in priority order).
 */
async function checkFromWarehouse(
  tx: Tx,
  warehouse: { id: string; name: string },
  chosen: Array<ChosenLine & { shippable: number }>,
  label: string,
) {
  const ids = chosen.map((c) => c.line.id);
  const [allocations, shipped] = await Promise.all([
    tx.stockAllocation.findMany({
      where: { invoiceLineId: { in: ids }, quantity: { gt: 0 } },
      select: {
        invoiceLineId: true,
        warehouseId: true,
        quantity: true,
        warehouse: { select: { priority: true, code: true } },
      },
    }),
    tx.shipmentLine.findMany({
      where: { invoiceLineId: { in: ids } },
      select: { invoiceLineId: true, quantity: true, shipment: { select: { warehouseId: true } } },
    }),
  ]);
  for (const c of chosen) {
    const mine = allocations
      .filter((a) => a.invoiceLineId === c.line.id)
      .sort(
        (a, b) =>
          a.warehouse.priority - b.warehouse.priority || (a.warehouse.code < b.warehouse.code ? -1 : 1),
      );
    const out = shipped
      .filter((s) => s.invoiceLineId === c.line.id)
      .map((s) => ({ warehouseId: s.shipment.warehouseId, quantity: s.quantity }));
    const left = toShipFrom(warehouse.id, mine, out, c.shippable);
    if (c.quantity > left) {
      throw conflict(
        left === 0
          ? `Nothing of line ${c.line.position} (${c.line.sku}) is left to ship from ${warehouse.name} on ${label}`
          : `Only ${left} of line ${c.line.position} (${c.line.sku}) is left to ship from ${warehouse.name} on ${label}`,
      );
    }
  }
}

/** Ships lines of an order: each named line at most what is open of it (and, from a named warehouse, what is there). Admins only. */
export async function createShipment(ctx: Context, rawOrderId: string, raw: unknown) {
  const admin = allowUser(ctx, 'createShipment');
  const input = await validate(shipmentInputSchema, raw);
  const id = normalizeId(rawOrderId);
  if (!id) throw notFound('Purchase order');
  return inTransaction(ctx.db, async (tx) => {
    const po = await lockOrder(tx, id);
    const label = orderNumberText(po.number);
    if (po.fulfilmentStatus === 'CANCELLED')
      throw conflict(`Order ${label} is cancelled: nothing is left to ship`);
    const states = await lineStates(tx, po.id);
    const seen = new Set<string>();
    const chosen: Array<ChosenLine & { shippable: number }> = input.lines.map((asked) => {
      const lineId = normalizeId(asked.invoiceLineId);
      const found = lineId ? states.find((s) => s.line.id === lineId) : undefined;
      if (!found) throw badInput(`That line is not on order ${label}`, 'lines');
      if (seen.has(found.line.id))
        throw badInput(`Line ${found.line.position} (${found.line.sku}) is named twice`, 'lines');
      seen.add(found.line.id);
      if (asked.quantity > found.shippable && found.shippable < found.open) {
        throw conflict(
          `Only ${found.shippable} of line ${found.line.position} (${found.line.sku}) is in stock to ship on ${label}; ${found.line.backorderedQuantity} are on backorder`,
        );
      }
      if (asked.quantity > found.open) {
        throw conflict(
          found.open === 0
            ? `Nothing of line ${found.line.position} (${found.line.sku}) is left to ship on ${label}`
            : `Only ${found.open} of line ${found.line.position} (${found.line.sku}) is left to ship on ${label}`,
        );
      }
      return { line: found.line, quantity: asked.quantity, shippable: found.shippable };
    });
    const warehouse = input.warehouseId ? await warehouseNamed(tx, input.warehouseId) : null;
    if (warehouse) await checkFromWarehouse(tx, warehouse, chosen, label);
    const carrier = knownCarrier(input.carrier) ?? input.carrier;
    const shippedAt = checkedMoment(
      ctx,
      input.shippedAt,
      'shippedAt',
      'Ship date',
      overdueCutoff(po.issuedAt),
      `the order was placed (${formatDay(isoDay(po.issuedAt))})`,
    );
    const trackingUrl = trackingUrlFor(carrier, input.trackingNumber, input.trackingUrl);
    const shipment = await makeShipment(
      tx,
      po,
      chosen,
      {
        carrier,
        service: input.service ?? '',
        trackingNumber: input.trackingNumber,
        trackingUrl,
        shippedAt,
        warehouseId: warehouse?.id ?? null,
      },
      admin,
    );
    const synced = await syncFulfilment(tx, po, admin);
    const { view, event } = await shipmentEvent(tx, synced.po, shipment, 'created');
    await recordShipNotice(tx, ctx.config, synced.po, view, nowOf(ctx));
    await emit(tx, [event, ...synced.events]);
    return view;
  });
}

/** Marks a shipment delivered (by default now). Admins only; `orderId`, when given (REST), must be its order. */
export async function markShipmentDelivered(
  ctx: Context,
  rawShipmentId: string,
  raw: unknown,
  rawOrderId?: string,
) {
  const admin = allowUser(ctx, 'markShipmentDelivered');
  const input = await validate(deliveredInputSchema, raw ?? {});
  const id = normalizeId(rawShipmentId);
  const found = id ? await ctx.db.shipment.findUnique({ where: { id } }) : null;
  if (!found || (rawOrderId !== undefined && normalizeId(rawOrderId) !== found.purchaseOrderId))
    throw notFound('Shipment');
  return inTransaction(ctx.db, async (tx) => {
    const po = await lockOrder(tx, found.purchaseOrderId);
    const shipment = await tx.shipment.findUniqueOrThrow({ where: { id: found.id } });
    const name = shipmentNumberText(po.number, shipment.number);
    if (shipment.deliveredAt)
      throw conflict(`Shipment ${name} was already delivered on ${formatDay(isoDay(shipment.deliveredAt))}`);
    const at = checkedMoment(
      ctx,
      input.deliveredAt,
      'deliveredAt',
      'Delivery date',
      overdueCutoff(shipment.shippedAt),
      `it shipped (${formatDay(isoDay(shipment.shippedAt))})`,
    );
    const [done] = await deliverShipments(
      tx,
      po,
      [shipment],
      at < shipment.shippedAt ? shipment.shippedAt : at,
      admin,
    );
    const synced = await syncFulfilment(tx, po, admin);
    const { view, event } = await shipmentEvent(tx, synced.po, done, 'delivered');
    await emit(tx, [event, ...synced.events]);
    return view;
  });
}

/**
 * A whole-order or one-line status change made without a shipment (the spec's Update Status, updateFulfilment):
 * everything still open (of `lineIds`, or of every line) ships now in one shipment with no carrier named.
 */
export async function shipOpenRest(
  tx: Tx,
  ctx: Context,
  po: PurchaseOrder,
  actor: SessionUser,
  lineIds?: string[],
) {
  const states = (await lineStates(tx, po.id)).filter(
    (s) => s.shippable > 0 && (!lineIds || lineIds.includes(s.line.id)),
  );
  if (states.length === 0) return { po, events: [] };
  const shipment = await makeShipment(
    tx,
    po,
    states.map((s) => ({ line: s.line, quantity: s.shippable })),
    {
      carrier: UNNAMED_CARRIER,
      service: '',
      trackingNumber: null,
      trackingUrl: null,
      shippedAt: nowOf(ctx),
    },
    actor,
  );
  const synced = await syncFulfilment(tx, po, actor);
  const { view, event } = await shipmentEvent(tx, synced.po, shipment, 'created');
  await recordShipNotice(tx, ctx.config, synced.po, view, nowOf(ctx));
  return { po: synced.po, events: [event, ...synced.events] };
}

/** Every shipment not yet delivered (of those carrying `lineIds`, or all) is delivered now. */
export async function deliverOpenShipments(
  tx: Tx,
  ctx: Context,
  po: PurchaseOrder,
  actor: SessionUser,
  lineIds?: string[],
) {
  const open = await tx.shipment.findMany({
    where: {
      purchaseOrderId: po.id,
      deliveredAt: null,
      ...(lineIds ? { lines: { some: { invoiceLineId: { in: lineIds } } } } : {}),
    },
    orderBy: { number: 'asc' },
  });
  const now = nowOf(ctx);
  const done = await deliverShipments(tx, po, open, now, actor);
  const synced = await syncFulfilment(tx, po, actor);
  const made = await Promise.all(done.map((s) => shipmentEvent(tx, synced.po, s, 'delivered')));
  return { po: synced.po, events: [...made.map((m) => m.event), ...synced.events] };
}

/** Cancels what has not shipped of a partly shipped order: its stock comes back; says which lines lost how many units. */
export async function cancelOpenRest(tx: Tx, po: PurchaseOrder, actor: SessionUser) {
  const open = (await lineStates(tx, po.id)).filter((s) => s.open > 0);
  for (const s of open)
    await tx.invoiceLine.update({
      where: { id: s.line.id },
      data: { cancelledQuantity: { increment: s.open } },
    });
  await giveBack(
    tx,
    open.map((s) => ({
      productId: s.line.productId,
      quantity: s.open,
      invoiceLineId: s.line.id,
      unshipped: true,
    })),
  );
  const units = open.reduce((sum, s) => sum + s.open, 0);
  await tx.purchaseOrderEvent.create({
    data: {
      purchaseOrderId: po.id,
      kind: 'OPEN_REST_CANCELLED',
      actorId: actor.id,
      actorEmail: actor.email,
      actorRole: actor.role,
      detail: `${units} unit${units === 1 ? '' : 's'} not shipped cancelled; stock returned`,
    },
  });
  return {
    ...(await syncFulfilment(tx, po, actor)),
    cancelled: open.map((s) => ({ lineId: s.line.id, quantity: s.open })),
  };
}

/** The shipments of an order the caller may see (loader: one query for any number of orders). */
export async function shipmentsOf(ctx: Context, po: PurchaseOrder) {
  return ctx.loaders.shipments.load(po.id).then((rows) => rows.map((s) => presentShipment(po, s)));
}

/**
 * Units of an item shipped so far: what its order's shipments carried of the item's invoice line (0 before the order
 * or its first shipment). Read through the request's loaders, so a page of items costs two queries.
 */
export async function shippedQuantityOf(
  ctx: Context,
  item: { id: string; purchaseOrderId: string | null },
): Promise<number> {
  if (!item.purchaseOrderId) return 0;
  const [lines, sent] = await Promise.all([
    ctx.loaders.invoiceLines.load(item.purchaseOrderId),
    ctx.loaders.shipments.load(item.purchaseOrderId),
  ]);
  const line = lines.find((l) => l.orderItemId === item.id);
  if (!line) return 0;
  return sent
    .flatMap((s) => s.lines)
    .filter((l) => l.invoiceLineId === line.id)
    .reduce((sum, l) => sum + l.quantity, 0);
}

/** One shipment of an order the caller may see, for its packing slip. */
export async function visibleShipment(ctx: Context, rawOrderId: string, rawShipmentId: string) {
  const po = await loadVisible(ctx, rawOrderId, 'packingSlipDocument');
  const id = normalizeId(rawShipmentId);
  const shipment = id
    ? await ctx.db.shipment.findFirst({ where: { id, purchaseOrderId: po.id }, include: SHIPMENT_LINES })
    : null;
  if (!shipment) throw notFound('Shipment');
  return { po, shipment: presentShipment(po, shipment) };
}
