-- Product families, variants, pack sizes, weights and dimensions (docs/decisions/066). A variant is a sellable
-- Product row grouped by a family with one value per option; a product without a family is a family of one, so
-- every existing product, order, invoice and API answer keeps its meaning with no row rewritten.
CREATE TABLE "ProductFamily" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "name" TEXT NOT NULL,
  "description" TEXT NOT NULL DEFAULT '',
  "optionNames" JSONB NOT NULL DEFAULT '[]',
  "version" INTEGER NOT NULL DEFAULT 0,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "ProductFamily_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ProductFamily_optionNames_check" CHECK (jsonb_typeof("optionNames") = 'array' AND jsonb_array_length("optionNames") <= 3)
);

ALTER TABLE "Product"
  ADD COLUMN "familyId" UUID,
  ADD COLUMN "optionValues" JSONB NOT NULL DEFAULT '[]',
  ADD COLUMN "packSizes" JSONB NOT NULL DEFAULT '[]',
  ADD COLUMN "weightGrams" INTEGER,
  ADD COLUMN "lengthMm" INTEGER,
  ADD COLUMN "widthMm" INTEGER,
  ADD COLUMN "heightMm" INTEGER,
  ADD CONSTRAINT "Product_familyId_fkey" FOREIGN KEY ("familyId") REFERENCES "ProductFamily"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  ADD CONSTRAINT "Product_optionValues_check" CHECK (jsonb_typeof("optionValues") = 'array' AND ("familyId" IS NOT NULL OR jsonb_array_length("optionValues") = 0)),
  ADD CONSTRAINT "Product_packSizes_check" CHECK (jsonb_typeof("packSizes") = 'array' AND jsonb_array_length("packSizes") <= 10),
  ADD CONSTRAINT "Product_weight_check" CHECK ("weightGrams" IS NULL OR "weightGrams" BETWEEN 1 AND 10000000),
  ADD CONSTRAINT "Product_dimensions_check" CHECK (
    ("lengthMm" IS NULL AND "widthMm" IS NULL AND "heightMm" IS NULL)
    OR ("lengthMm" BETWEEN 1 AND 100000 AND "widthMm" BETWEEN 1 AND 100000 AND "heightMm" BETWEEN 1 AND 100000));
CREATE INDEX "Product_familyId_idx" ON "Product"("familyId");
-- One variant per combination of option values in a family, whatever the letter case.
CREATE UNIQUE INDEX "Product_family_options_key" ON "Product"("familyId", lower("optionValues"::text)) WHERE "familyId" IS NOT NULL;

-- What the buyer ordered in (4 x "Case of 250"); the quantity stays in base units. The weight of one base unit when
-- the line was placed, so a line's weight does not move when the product is edited later.
ALTER TABLE "OrderItem"
  ADD COLUMN "packName" TEXT,
  ADD COLUMN "packCount" INTEGER,
  ADD COLUMN "packBaseUnits" INTEGER,
  ADD COLUMN "unitWeightGrams" INTEGER,
  ADD CONSTRAINT "OrderItem_pack_check" CHECK (
    ("packName" IS NULL AND "packCount" IS NULL AND "packBaseUnits" IS NULL)
    OR ("packName" IS NOT NULL AND "packCount" >= 1 AND "packBaseUnits" >= 2));

SELECT "gluegun_audit_table"('ProductFamily');
