-- Backorders (decision 088): an item may be ordered beyond its stock when staff allow it, with an optional expected
-- restock day; an invoice line keeps the units it is still owed (taken from stock as stock arrives, oldest order first).
ALTER TABLE "Product" ADD COLUMN "backordersAllowed" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Product" ADD COLUMN "restockOn" DATE;
ALTER TABLE "InvoiceLine" ADD COLUMN "backorderedQuantity" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_backorderedQuantity_check" CHECK ("backorderedQuantity" >= 0 AND "backorderedQuantity" <= "quantity");
-- The restock's first-come-first-served read: the lines of a product still owed units.
CREATE INDEX "InvoiceLine_backordered_idx" ON "InvoiceLine" ("productId") WHERE "backorderedQuantity" > 0;
