-- Related items (docs/decisions/078): accessories, spare parts and the one item that replaces a discontinued one.
-- A product is never related to itself, and has at most one replacement (the partial unique index holds it for two
-- admins at once); cycles of replacements are refused by the service, which locks the rows it reads.
CREATE TYPE "RelationKind" AS ENUM ('ACCESSORY', 'SPARE_PART', 'REPLACED_BY');

CREATE TABLE "ProductRelation" (
  "productId" UUID NOT NULL,
  "relatedId" UUID NOT NULL,
  "kind" "RelationKind" NOT NULL,
  "position" INTEGER NOT NULL DEFAULT 0,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "ProductRelation_pkey" PRIMARY KEY ("productId", "kind", "relatedId"),
  CONSTRAINT "ProductRelation_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "ProductRelation_relatedId_fkey" FOREIGN KEY ("relatedId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "ProductRelation_not_itself_check" CHECK ("productId" <> "relatedId")
);

CREATE INDEX "ProductRelation_relatedId_idx" ON "ProductRelation"("relatedId");
CREATE UNIQUE INDEX "ProductRelation_one_replacement_key" ON "ProductRelation"("productId") WHERE "kind" = 'REPLACED_BY';
