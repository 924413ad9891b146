-- Which warehouse each invoice line's units were taken from at checkout (docs/decisions/082): the units a line took
-- from a warehouse and has not given back (a cancellation or a restock returns them there first).
CREATE TABLE "StockAllocation" (
  "invoiceLineId" UUID NOT NULL,
  "warehouseId" UUID NOT NULL,
  "quantity" INTEGER NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "StockAllocation_pkey" PRIMARY KEY ("invoiceLineId", "warehouseId"),
  CONSTRAINT "StockAllocation_quantity_nonnegative" CHECK ("quantity" >= 0),
  CONSTRAINT "StockAllocation_invoiceLineId_fkey" FOREIGN KEY ("invoiceLineId") REFERENCES "InvoiceLine"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "StockAllocation_warehouseId_fkey" FOREIGN KEY ("warehouseId") REFERENCES "Warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "StockAllocation_warehouseId_idx" ON "StockAllocation"("warehouseId");
