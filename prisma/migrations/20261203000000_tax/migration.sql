-- Issue #29 item 5 (docs/decisions/041): tax rates by ship-to country and region, exempt companies, and the tax
-- frozen on every invoice, invoice line, credit note and credit-note line. None by default: every existing row
-- keeps 0 tax, so its total stays subtotal.
CREATE TABLE "TaxRate" (
    "id" UUID NOT NULL,
    "country" TEXT NOT NULL,
    "region" TEXT,
    "regionKey" TEXT NOT NULL DEFAULT '',
    "name" TEXT NOT NULL,
    "rateMillionths" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "TaxRate_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "TaxRate_rate" CHECK ("rateMillionths" >= 0 AND "rateMillionths" <= 1000000),
    CONSTRAINT "TaxRate_country" CHECK ("country" ~ '^[A-Z]{2}$'),
    CONSTRAINT "TaxRate_region_key" CHECK (("region" IS NULL) = ("regionKey" = ''))
);
CREATE UNIQUE INDEX "TaxRate_country_regionKey_key" ON "TaxRate"("country", "regionKey");

ALTER TABLE "Company" ADD COLUMN "taxExemptCertificate" TEXT;
ALTER TABLE "Company" ADD COLUMN "taxExemptUntil" DATE;
ALTER TABLE "Company" ADD CONSTRAINT "Company_tax_exemption" CHECK (("taxExemptCertificate" IS NULL) = ("taxExemptUntil" IS NULL));

ALTER TABLE "PurchaseOrder" ADD COLUMN "taxCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "PurchaseOrder" ADD COLUMN "taxName" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "taxRateMillionths" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "PurchaseOrder" ADD COLUMN "taxRounding" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "taxExemptCertificate" TEXT;
ALTER TABLE "PurchaseOrder" ADD CONSTRAINT "PurchaseOrder_tax" CHECK (
  "taxCents" >= 0 AND "totalCents" = "subtotalCents" + "taxCents"
  AND ("taxRounding" IS NULL OR "taxRounding" IN ('PER_LINE', 'PER_INVOICE'))
) NOT VALID;

ALTER TABLE "InvoiceLine" ADD COLUMN "taxCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_tax" CHECK ("taxCents" >= 0);

ALTER TABLE "CreditNote" ADD COLUMN "taxCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_tax" CHECK ("taxCents" >= 0 AND "taxCents" <= "amountCents");
ALTER TABLE "CreditNoteLine" ADD COLUMN "taxCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "CreditNoteLine" ADD CONSTRAINT "CreditNoteLine_tax" CHECK ("taxCents" >= 0);
