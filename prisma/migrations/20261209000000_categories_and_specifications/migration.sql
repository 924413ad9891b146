-- The catalog's shape (docs/decisions/055): a tree of categories, products in one or more of them, typed
-- specifications with a value per product, and the specifications each category offers as filters.
CREATE TABLE "Category" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "slug" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "description" TEXT NOT NULL DEFAULT '',
  "parentId" UUID,
  "position" INTEGER NOT NULL DEFAULT 0,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "Category_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "Category_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Category"("id") ON DELETE RESTRICT ON UPDATE CASCADE,
  CONSTRAINT "Category_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("slug") <= 60),
  CONSTRAINT "Category_parent_check" CHECK ("parentId" IS NULL OR "parentId" <> "id")
);
CREATE UNIQUE INDEX "Category_slug_key" ON "Category"("slug");
CREATE INDEX "Category_parentId_position_idx" ON "Category"("parentId", "position");

CREATE TABLE "ProductCategory" (
  "productId" UUID NOT NULL,
  "categoryId" UUID NOT NULL,
  CONSTRAINT "ProductCategory_pkey" PRIMARY KEY ("productId", "categoryId"),
  CONSTRAINT "ProductCategory_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "ProductCategory_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "ProductCategory_categoryId_productId_idx" ON "ProductCategory"("categoryId", "productId");

CREATE TYPE "SpecKind" AS ENUM ('NUMBER', 'CHOICE', 'TEXT');

CREATE TABLE "Specification" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "key" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "kind" "SpecKind" NOT NULL,
  "unit" TEXT,
  "choices" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  "position" INTEGER NOT NULL DEFAULT 0,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
  CONSTRAINT "Specification_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "Specification_key_check" CHECK ("key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("key") <= 40)
);
CREATE UNIQUE INDEX "Specification_key_key" ON "Specification"("key");

-- A product's value of one specification: `value` as shown and filtered on (a number in its shortest decimal form,
-- a choice, or text), and for numbers `numberValue`, which orders them.
CREATE TABLE "ProductSpec" (
  "productId" UUID NOT NULL,
  "specificationId" UUID NOT NULL,
  "value" TEXT NOT NULL,
  "numberValue" DOUBLE PRECISION,
  CONSTRAINT "ProductSpec_pkey" PRIMARY KEY ("productId", "specificationId"),
  CONSTRAINT "ProductSpec_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "ProductSpec_specificationId_fkey" FOREIGN KEY ("specificationId") REFERENCES "Specification"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "ProductSpec_specificationId_value_idx" ON "ProductSpec"("specificationId", "value", "productId");

CREATE TABLE "CategoryFilter" (
  "categoryId" UUID NOT NULL,
  "specificationId" UUID NOT NULL,
  "position" INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "CategoryFilter_pkey" PRIMARY KEY ("categoryId", "specificationId"),
  CONSTRAINT "CategoryFilter_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "CategoryFilter_specificationId_fkey" FOREIGN KEY ("specificationId") REFERENCES "Specification"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
