-- Warehouses and stock per warehouse (docs/decisions/082). Product."quantity" stays the total across warehouses:
-- the database keeps it equal to the sum of the product's warehouse rows, whoever writes them.
CREATE TABLE "Warehouse" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "code" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "priority" INTEGER NOT NULL,
  "active" BOOLEAN NOT NULL DEFAULT true,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "Warehouse_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "Warehouse_code_key" ON "Warehouse"("code");

CREATE TABLE "WarehouseStock" (
  "productId" UUID NOT NULL,
  "warehouseId" UUID NOT NULL,
  "quantity" INTEGER NOT NULL,
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "WarehouseStock_pkey" PRIMARY KEY ("productId", "warehouseId"),
  CONSTRAINT "WarehouseStock_quantity_nonnegative" CHECK ("quantity" >= 0),
  CONSTRAINT "WarehouseStock_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "WarehouseStock_warehouseId_fkey" FOREIGN KEY ("warehouseId") REFERENCES "Warehouse"("id") ON DELETE RESTRICT ON UPDATE CASCADE
);
CREATE INDEX "WarehouseStock_warehouseId_idx" ON "WarehouseStock"("warehouseId");

-- Priority 1 is allocated first. Today's stock is all in the main warehouse; the north one starts empty.
INSERT INTO "Warehouse" ("code", "name", "priority") VALUES ('MAIN', 'Main warehouse', 1), ('NORTH', 'North warehouse', 2);
INSERT INTO "WarehouseStock" ("productId", "warehouseId", "quantity")
  SELECT p."id", w."id", p."quantity" FROM "Product" p CROSS JOIN "Warehouse" w WHERE w."code" = 'MAIN' AND p."quantity" > 0;

-- A write to a warehouse row moves the product's total by the same amount (and bumps its version, as every stock
-- move did). Rows written by the product's own trigger below are skipped: the product already holds that total.
CREATE FUNCTION "gluegun_stock_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
  delta integer;
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN pid := NEW."productId"; delta := NEW."quantity";
  ELSIF TG_OP = 'DELETE' THEN pid := OLD."productId"; delta := -OLD."quantity";
  ELSE
    IF NEW."productId" <> OLD."productId" THEN RAISE EXCEPTION 'a warehouse row cannot move to another product'; END IF;
    pid := NEW."productId"; delta := NEW."quantity" - OLD."quantity";
  END IF;
  IF delta <> 0 THEN
    UPDATE "Product" SET "quantity" = "quantity" + delta, "version" = "version" + 1, "updatedAt" = now() AT TIME ZONE 'UTC' WHERE "id" = pid;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "stock_total" AFTER INSERT OR UPDATE OR DELETE ON "WarehouseStock" FOR EACH ROW EXECUTE FUNCTION "gluegun_stock_total"();

-- A total written onto the product itself (a new product's opening stock, the catalog import, fixtures) lands in
-- the warehouses: units added go to the first warehouse by priority, units removed come off in priority order.
CREATE FUNCTION "gluegun_product_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
  owed integer;
  w record;
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  delta := NEW."quantity" - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD."quantity" END;
  IF delta > 0 THEN
    INSERT INTO "WarehouseStock" ("productId", "warehouseId", "quantity")
      SELECT NEW."id", h."id", delta FROM "Warehouse" h ORDER BY h."active" DESC, h."priority", h."code" LIMIT 1
      ON CONFLICT ("productId", "warehouseId") DO UPDATE
        SET "quantity" = "WarehouseStock"."quantity" + EXCLUDED."quantity", "updatedAt" = now() AT TIME ZONE 'UTC';
  ELSIF delta < 0 THEN
    owed := -delta;
    FOR w IN SELECT s."warehouseId", s."quantity" FROM "WarehouseStock" s JOIN "Warehouse" h ON h."id" = s."warehouseId"
              WHERE s."productId" = NEW."id" AND s."quantity" > 0 ORDER BY h."priority", h."code" FOR UPDATE OF s LOOP
      EXIT WHEN owed = 0;
      UPDATE "WarehouseStock" SET "quantity" = "quantity" - LEAST(owed, w."quantity"), "updatedAt" = now() AT TIME ZONE 'UTC'
        WHERE "productId" = NEW."id" AND "warehouseId" = w."warehouseId";
      owed := owed - LEAST(owed, w."quantity");
    END LOOP;
    IF owed > 0 THEN RAISE EXCEPTION 'stock of product % is not in its warehouses', NEW."id"; END IF;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "product_stock" AFTER INSERT OR UPDATE OF "quantity" ON "Product" FOR EACH ROW EXECUTE FUNCTION "gluegun_product_stock"();

-- Warehouses are the shop's settings, in the audit trail; a stock move is recorded on its product's row (and an
-- order's moves by the order's own rows), so the warehouse rows are not recorded a second time.
SELECT "gluegun_audit_table"('Warehouse');
