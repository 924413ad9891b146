-- Delivery dates (decision 083): a product's lead time in working days, the buyer's requested delivery day and the
-- shop's promised one on each order (UTC calendar days).
ALTER TABLE "Product" ADD COLUMN "leadTimeDays" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Product" ADD CONSTRAINT "Product_leadTimeDays_check" CHECK ("leadTimeDays" >= 0 AND "leadTimeDays" <= 260);
ALTER TABLE "PurchaseOrder" ADD COLUMN "requestedDeliveryDate" DATE;
ALTER TABLE "PurchaseOrder" ADD COLUMN "promisedDeliveryDate" DATE;
