-- Freight (docs/decisions/076): shipping methods kept by shop admins, a free-freight threshold per company, and on
-- each order the freight, its tax and the method's name, frozen at checkout; existing orders keep freight 0.
CREATE TYPE "ShippingKind" AS ENUM ('WEIGHT', 'PALLET', 'FLAT', 'QUOTED');

CREATE TABLE "ShippingMethod" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "name" TEXT NOT NULL,
  "kind" "ShippingKind" NOT NULL,
  "active" BOOLEAN NOT NULL DEFAULT true,
  "isDefault" BOOLEAN NOT NULL DEFAULT false,
  "bands" JSONB NOT NULL DEFAULT '[]',
  "flatCents" INTEGER,
  "parcelLimitGrams" INTEGER,
  "palletCapacityGrams" INTEGER,
  "palletPriceCents" INTEGER,
  "version" INTEGER NOT NULL DEFAULT 0,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "ShippingMethod_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ShippingMethod_money" CHECK (("flatCents" IS NULL OR "flatCents" >= 0) AND ("palletPriceCents" IS NULL OR "palletPriceCents" >= 0)),
  CONSTRAINT "ShippingMethod_default_active" CHECK (NOT "isDefault" OR "active")
);
CREATE UNIQUE INDEX "ShippingMethod_name_key" ON "ShippingMethod"("name");
-- One default at most, held by the database for two admins at once.
CREATE UNIQUE INDEX "ShippingMethod_one_default" ON "ShippingMethod"("isDefault") WHERE "isDefault";

ALTER TABLE "Company" ADD COLUMN "freeFreightThresholdCents" INTEGER;
ALTER TABLE "Company" ADD CONSTRAINT "Company_free_freight" CHECK ("freeFreightThresholdCents" IS NULL OR "freeFreightThresholdCents" >= 0);

ALTER TABLE "PurchaseOrder" ADD COLUMN "freightCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "PurchaseOrder" ADD COLUMN "freightTaxCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "PurchaseOrder" ADD COLUMN "shippingMethodName" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "freightNote" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "freightPending" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "PurchaseOrder" ADD COLUMN "freightSetAt" TIMESTAMP(3);
ALTER TABLE "PurchaseOrder" ADD COLUMN "freightSetByEmail" TEXT;
ALTER TABLE "PurchaseOrder" DROP CONSTRAINT "PurchaseOrder_tax";
ALTER TABLE "PurchaseOrder" ADD CONSTRAINT "PurchaseOrder_tax" CHECK (
  "taxCents" >= 0 AND "freightCents" >= 0 AND "freightTaxCents" >= 0 AND "freightTaxCents" <= "taxCents"
  AND "totalCents" = "subtotalCents" + "freightCents" + "taxCents"
  AND (NOT "freightPending" OR ("freightCents" = 0 AND "freightTaxCents" = 0))
  AND ("taxRounding" IS NULL OR "taxRounding" IN ('PER_LINE', 'PER_INVOICE'))
) NOT VALID;

ALTER TABLE "ApprovalRequest" ADD COLUMN "shippingMethodId" UUID;
ALTER TABLE "ApprovalRequest" ADD COLUMN "freightCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "ApprovalRequest" ADD COLUMN "freightTaxCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "ApprovalRequest" ADD COLUMN "freightPending" BOOLEAN NOT NULL DEFAULT false;
