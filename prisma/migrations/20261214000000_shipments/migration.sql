-- Shipments (docs/decisions/061): an order ships in one or more shipments, each with its lines and quantities,
-- carrier, service, tracking number and link; what has not shipped stays open. PARTLY_SHIPPED is the order's
-- fulfilment while something shipped and something is open. A line's units cancelled before they shipped are
-- counted on the line (cancelledQuantity), so a partly shipped order can cancel its open rest.
ALTER TYPE "FulfilmentStatus" ADD VALUE 'PARTLY_SHIPPED' AFTER 'UNFULFILLED';

ALTER TABLE "InvoiceLine" ADD COLUMN "cancelledQuantity" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_cancelledQuantity_check" CHECK ("cancelledQuantity" BETWEEN 0 AND "quantity");

CREATE TABLE "Shipment" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "purchaseOrderId" UUID NOT NULL,
  "number" INTEGER NOT NULL,
  "carrier" TEXT NOT NULL,
  "service" TEXT NOT NULL DEFAULT '',
  "trackingNumber" TEXT,
  "trackingUrl" TEXT,
  "shippedAt" TIMESTAMP(3) NOT NULL,
  "deliveredAt" TIMESTAMP(3),
  "createdById" UUID,
  "createdByEmail" TEXT NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "Shipment_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "Shipment_number_check" CHECK ("number" >= 1),
  CONSTRAINT "Shipment_delivered_check" CHECK ("deliveredAt" IS NULL OR "deliveredAt" >= "shippedAt"),
  -- Shown to buyers as a link: never anything but https (checked by the service too).
  CONSTRAINT "Shipment_trackingUrl_check" CHECK ("trackingUrl" IS NULL OR "trackingUrl" LIKE 'https://%')
);
CREATE UNIQUE INDEX "Shipment_purchaseOrderId_number_key" ON "Shipment"("purchaseOrderId", "number");
ALTER TABLE "Shipment" ADD CONSTRAINT "Shipment_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ShipmentLine" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "shipmentId" UUID NOT NULL,
  "invoiceLineId" UUID NOT NULL,
  "quantity" INTEGER NOT NULL,
  CONSTRAINT "ShipmentLine_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ShipmentLine_quantity_check" CHECK ("quantity" > 0)
);
CREATE UNIQUE INDEX "ShipmentLine_shipmentId_invoiceLineId_key" ON "ShipmentLine"("shipmentId", "invoiceLineId");
CREATE INDEX "ShipmentLine_invoiceLineId_idx" ON "ShipmentLine"("invoiceLineId");
ALTER TABLE "ShipmentLine" ADD CONSTRAINT "ShipmentLine_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ShipmentLine" ADD CONSTRAINT "ShipmentLine_invoiceLineId_fkey" FOREIGN KEY ("invoiceLineId") REFERENCES "InvoiceLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;
