-- A company's own part numbers for the shop's items (docs/decisions/054): one number per item and one item per
-- number within a company, the number compared by its key (gg_part_key: no case, spaces, hyphens, dots, slashes or
-- underscores), as the shop's own SKUs are.
CREATE TABLE "CustomerPartNumber" (
  "id" UUID NOT NULL,
  "companyId" UUID NOT NULL,
  "productId" UUID NOT NULL,
  "partNumber" TEXT NOT NULL,
  "partKey" TEXT GENERATED ALWAYS AS ("gg_part_key"("partNumber")) STORED,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" TIMESTAMP(3) NOT NULL,
  CONSTRAINT "CustomerPartNumber_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "CustomerPartNumber_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "CustomerPartNumber_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  -- Checked here as well as by the service, so no path can store a number without a letter or digit (an empty key
  -- would start every part number) or longer than a document's column.
  CONSTRAINT "CustomerPartNumber_partNumber_check" CHECK (length("partNumber") BETWEEN 1 AND 40 AND "gg_part_key"("partNumber") ~ '[[:alnum:]]')
);
CREATE UNIQUE INDEX "CustomerPartNumber_companyId_productId_key" ON "CustomerPartNumber"("companyId", "productId");
-- Whole keys and keys starting with what was typed, within one company.
CREATE UNIQUE INDEX "CustomerPartNumber_companyId_partKey_key" ON "CustomerPartNumber"("companyId", "partKey" text_pattern_ops);
CREATE INDEX "CustomerPartNumber_productId_idx" ON "CustomerPartNumber"("productId");

-- The buyer's part number as it was when the invoice was issued, printed beside the SKU.
ALTER TABLE "InvoiceLine" ADD COLUMN "customerPartNumber" TEXT;
