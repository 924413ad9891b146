-- A batch of stock moves (the catalog file's totals, docs/decisions/099) writes its warehouse rows in one statement
-- and then each product's total in one more: while the transaction-local setting "gluegun.stock_batch" is on, the
-- two row triggers stand aside, as the writer keeps the product's total equal to its warehouses' sum itself.
CREATE OR REPLACE FUNCTION "gluegun_stock_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  pid uuid;
  delta integer;
BEGIN
  IF pg_trigger_depth() > 1 OR current_setting('gluegun.stock_batch', true) = 'on' THEN RETURN NULL; END IF;
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

CREATE OR REPLACE FUNCTION "gluegun_product_stock"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer;
  owed integer;
  w record;
BEGIN
  IF pg_trigger_depth() > 1 OR current_setting('gluegun.stock_batch', true) = 'on' THEN RETURN NULL; END IF;
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
