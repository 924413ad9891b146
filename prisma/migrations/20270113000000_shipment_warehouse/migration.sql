-- The warehouse a shipment left from: null on shipments made before shipments named one, and on those the spec's
-- whole-order status change makes (their units count off the line's warehouses in priority order).
ALTER TABLE "Shipment" ADD COLUMN "warehouseId" UUID;
ALTER TABLE "Shipment" ADD CONSTRAINT "Shipment_warehouseId_fkey" FOREIGN KEY ("warehouseId") REFERENCES "Warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
CREATE INDEX "Shipment_warehouseId_idx" ON "Shipment"("warehouseId");
