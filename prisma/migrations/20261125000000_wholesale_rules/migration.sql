-- Wholesale quantity rules, volume price breaks and SKUs (issue #19, docs/decisions/014).

-- SKU: unique per product. Existing rows get a generated one (the column default); admins may set their own.
ALTER TABLE "Product" ADD COLUMN "sku" TEXT NOT NULL
  DEFAULT ('GG-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 10)));
CREATE UNIQUE INDEX "Product_sku_key" ON "Product"("sku");
ALTER TABLE "Product" ADD CONSTRAINT "Product_sku_format" CHECK ("sku" ~ '^[A-Z0-9][A-Z0-9-]{1,31}$');

-- Quantity rule: minimum (never below the shop's 100), case pack (increment) and an optional maximum per order.
ALTER TABLE "Product" ADD COLUMN "minOrderQuantity" INTEGER NOT NULL DEFAULT 100;
ALTER TABLE "Product" ADD COLUMN "orderIncrement" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Product" ADD COLUMN "maxOrderQuantity" INTEGER;
ALTER TABLE "Product" ADD CONSTRAINT "Product_quantity_rule" CHECK (
  "orderIncrement" >= 1
  AND "minOrderQuantity" >= 100
  AND "minOrderQuantity" % "orderIncrement" = 0
  AND ("maxOrderQuantity" IS NULL OR ("maxOrderQuantity" >= "minOrderQuantity" AND "maxOrderQuantity" % "orderIncrement" = 0))
);

-- Volume price breaks: [{"minQuantity": 500, "unitPriceCents": 610}, ...], validated by @gluegun/common's
-- priceBreaksProblem before every write; the database only insists on an array.
ALTER TABLE "Product" ADD COLUMN "priceBreaks" JSONB NOT NULL DEFAULT '[]';
ALTER TABLE "Product" ADD CONSTRAINT "Product_price_breaks_array" CHECK (jsonb_typeof("priceBreaks") = 'array');
