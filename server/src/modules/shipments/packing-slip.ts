/** A shipment's packing slip: read for whoever may read its order (the order's own rule), drawn by packing-slip-pdf.ts. */
import { isoDay, sellerOf } from '@gluegun/common';
import type { Context } from '../../context';
import { addressLines } from '../purchase-orders/presenter';
import type { PackingSlipDocument } from './packing-slip-pdf';
import { visibleShipment } from './shipments';

export { renderPackingSlipPdf } from './packing-slip-pdf';

export async function packingSlipDocument(
  ctx: Context,
  orderId: string,
  shipmentId: string,
): Promise<PackingSlipDocument> {
  const { po, shipment } = await visibleShipment(ctx, orderId, shipmentId);
  const ordered = new Map((await ctx.loaders.invoiceLines.load(po.id)).map((l) => [l.id, l.quantity]));
  return {
    shipmentNumber: shipment.shipmentNumber,
    orderNumber: shipment.shipmentNumber.replace(/-\d+$/, ''),
    poNumber: po.poNumber,
    shippedOn: isoDay(shipment.shippedAt),
    carrier: shipment.carrier,
    service: shipment.service,
    trackingNumber: shipment.trackingNumber,
    shipsFrom: shipment.warehouseName,
    seller: sellerOf(ctx.config.seller),
    deliverTo: addressLines(po),
    contactPhone: po.contactPhone,
    lines: shipment.lines.map((l) => ({ ...l, ordered: ordered.get(l.invoiceLineId) ?? l.quantity })),
  };
}
