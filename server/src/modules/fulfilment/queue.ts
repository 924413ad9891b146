/**
 * The fulfilment queue (docs/decisions/093): per warehouse, what is to be picked and shipped, read for shop admins.
 * A line belongs to a warehouse's queue while its order is open (not shipped, delivered or cancelled; not waiting for
 * its freight to be set) and the warehouse still holds units for it that have not shipped. Orders waiting for
 * approval are not purchase orders yet, so they are never here.
 */
import {
  MAX_FULFILMENT_QUEUE,
  isoDay,
  orderNumberText,
  pickGroups,
  sellerOf,
  toShipFrom,
  type PickGroup,
  type InvoiceSeller,
} from '@gluegun/common';
import { allowUser } from '../../auth/access';
import { nowOf, type Context } from '../../context';
import { fastQuery } from '../../db/fast-sql';
import { notFound } from '../../errors';
import { normalizeId } from '../../lib/validate';

export interface QueueLine {
  invoiceLineId: string;
  purchaseOrderId: string;
  orderNumber: string;
  poNumber: string | null;
  companyName: string;
  position: number;
  sku: string;
  productName: string;
  /** Units still to pick and ship from this warehouse. */
  quantity: number;
  requestedDeliveryDate: string | null;
  promisedDeliveryDate: string | null;
  /** The day this line is promised (docs/decisions/101, 110), YYYY-MM-DD; null = not known yet. */
  linePromisedDeliveryDate: string | null;
}

interface Row {
  invoiceLineId: string;
  purchaseOrderId: string;
  number: number;
  poNumber: string | null;
  companyName: string;
  position: number;
  sku: string;
  productName: string;
  shippable: number;
  requestedOn: string | null;
  promisedOn: string | null;
  linePromisedOn: string | null;
  allocations: Array<{ warehouseId: string; quantity: number }>;
  shippedFrom: Array<{ warehouseId: string | null; quantity: number }> | null;
}

/**
 * Lines with units allocated in the warehouse whose order is open: the earliest line promise first (one not known
 * yet last), then the order's promised (else requested) day, then the oldest order; with each line's allocations in
 * warehouse priority order and what it shipped.
 */
const QUEUE_SQL = `WITH mine AS (
    SELECT a."invoiceLineId" FROM "StockAllocation" a WHERE a."warehouseId" = $1::uuid AND a."quantity" > 0
  ), lines AS (
    SELECT l.*, COALESCE((SELECT sum(s."quantity") FROM "ShipmentLine" s WHERE s."invoiceLineId" = l."id"), 0)::int AS "shipped"
    FROM "InvoiceLine" l WHERE l."id" IN (SELECT "invoiceLineId" FROM mine)
  )
  SELECT l."id"::text AS "invoiceLineId", o."id"::text AS "purchaseOrderId", o."number", o."poNumber",
    COALESCE(NULLIF(o."companyName", ''), o."billToName", o."buyerName") AS "companyName", l."position", l."sku", l."productName",
    GREATEST(0, l."quantity" - l."cancelledQuantity" - l."shipped" - l."backorderedQuantity")::int AS "shippable",
    (SELECT json_agg(json_build_object('warehouseId', sh."warehouseId", 'quantity', s."quantity"))
      FROM "ShipmentLine" s JOIN "Shipment" sh ON sh."id" = s."shipmentId" WHERE s."invoiceLineId" = l."id") AS "shippedFrom",
    to_char(o."requestedDeliveryDate", 'YYYY-MM-DD') AS "requestedOn", to_char(o."promisedDeliveryDate", 'YYYY-MM-DD') AS "promisedOn",
    to_char(l."promisedDeliveryDate", 'YYYY-MM-DD') AS "linePromisedOn",
    (SELECT json_agg(json_build_object('warehouseId', a."warehouseId", 'quantity', a."quantity") ORDER BY h."priority", h."code")
      FROM "StockAllocation" a JOIN "Warehouse" h ON h."id" = a."warehouseId" WHERE a."invoiceLineId" = l."id" AND a."quantity" > 0) AS "allocations"
  FROM lines l JOIN "PurchaseOrder" o ON o."id" = l."purchaseOrderId"
  WHERE o."fulfilmentStatus" IN ('UNFULFILLED', 'PARTLY_SHIPPED') AND NOT o."freightPending"
    AND l."quantity" - l."cancelledQuantity" - l."shipped" - l."backorderedQuantity" > 0
  ORDER BY l."promisedDeliveryDate" NULLS LAST, COALESCE(o."promisedDeliveryDate", o."requestedDeliveryDate") NULLS LAST,
    o."number", l."position"
  LIMIT $2`;

async function warehouseOf(ctx: Context, raw: unknown) {
  const id = normalizeId(raw);
  const found = id ? await ctx.db.warehouse.findUnique({ where: { id } }) : null;
  if (!found) throw notFound('Warehouse');
  return found;
}

async function queueOf(ctx: Context, warehouseId: string): Promise<QueueLine[]> {
  const rows = await fastQuery<Row>(ctx.db, QUEUE_SQL, [warehouseId, MAX_FULFILMENT_QUEUE]);
  return rows.flatMap((r) => {
    const quantity = toShipFrom(warehouseId, r.allocations ?? [], r.shippedFrom ?? [], r.shippable);
    if (quantity <= 0) return [];
    return [
      {
        invoiceLineId: r.invoiceLineId,
        purchaseOrderId: r.purchaseOrderId,
        orderNumber: orderNumberText(r.number),
        poNumber: r.poNumber,
        companyName: r.companyName,
        position: r.position,
        sku: r.sku,
        productName: r.productName,
        quantity,
        requestedDeliveryDate: r.requestedOn,
        promisedDeliveryDate: r.promisedOn,
        linePromisedDeliveryDate: r.linePromisedOn,
      },
    ];
  });
}

/** A warehouse's queue: what to pick and ship, by the lines' promised days, the orders' days, then order. Admins only. */
export async function fulfilmentQueue(ctx: Context, rawWarehouseId: unknown): Promise<QueueLine[]> {
  allowUser(ctx, 'fulfilmentQueue');
  const warehouse = await warehouseOf(ctx, rawWarehouseId);
  return queueOf(ctx, warehouse.id);
}

export interface PickListDocument {
  warehouseCode: string;
  warehouseName: string;
  printedOn: string;
  seller: InvoiceSeller;
  groups: PickGroup[];
}

/** A warehouse's pick list: its queue grouped by SKU. Admins only. */
export async function pickListDocument(ctx: Context, rawWarehouseId: unknown): Promise<PickListDocument> {
  allowUser(ctx, 'pickListDocument');
  const warehouse = await warehouseOf(ctx, rawWarehouseId);
  const lines = await queueOf(ctx, warehouse.id);
  return {
    warehouseCode: warehouse.code,
    warehouseName: warehouse.name,
    printedOn: isoDay(nowOf(ctx)),
    seller: sellerOf(ctx.config.seller),
    groups: pickGroups(lines),
  };
}
