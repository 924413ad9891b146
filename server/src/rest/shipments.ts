/**
 * Shipments over REST (docs/decisions/061), under the admin's and the buyer's order paths: the same services as
 * GraphQL's createShipment and markShipmentDelivered, and each shipment's packing slip PDF. A buyer reads an
 * order's shipments in its answer (GET /purchase-orders/{id}, `shipments`).
 */
import { Router } from 'express';
import * as shipments from '../modules/shipments/shipments';
import { packingSlipDocument, renderPackingSlipPdf } from '../modules/shipments/packing-slip';
import * as pos from '../modules/purchase-orders/purchase-order.service';
import { handle } from './handler';
import { bodyOf } from './body';
import { purchaseOrderAnswer } from './purchase-orders';

export function shipmentRoutes(): Router {
  const r = Router({ caseSensitive: true });
  r.get(
    '/purchase-orders/:id/shipments/:shipmentId/packing-slip.pdf',
    handle('packingSlipDocument', async (ctx, req, res) => {
      const document = await packingSlipDocument(ctx, String(req.params.id), String(req.params.shipmentId));
      const pdf = await renderPackingSlipPdf(document);
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="packing-slip-${document.shipmentNumber}.pdf"`,
      );
      res.setHeader('Cache-Control', 'private, no-store');
      res.send(pdf);
    }),
  );
  r.post(
    '/admin/purchase-orders/:id/shipments',
    handle(
      'createShipment',
      async (ctx, req) => {
        const shipment = await shipments.createShipment(ctx, String(req.params.id), bodyOf(req));
        return {
          success: true,
          shipment,
          purchaseOrder: await purchaseOrderAnswer(
            ctx,
            await pos.purchaseOrder(ctx, shipment.purchaseOrderId),
          ),
        };
      },
      201,
    ),
  );
  r.post(
    '/admin/purchase-orders/:id/shipments/:shipmentId/delivered',
    handle('markShipmentDelivered', async (ctx, req) => {
      const shipment = await shipments.markShipmentDelivered(
        ctx,
        String(req.params.shipmentId),
        bodyOf(req),
        String(req.params.id),
      );
      return {
        success: true,
        shipment,
        purchaseOrder: await purchaseOrderAnswer(ctx, await pos.purchaseOrder(ctx, shipment.purchaseOrderId)),
      };
    }),
  );
  return r;
}
