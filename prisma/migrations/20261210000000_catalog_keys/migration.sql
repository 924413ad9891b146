-- A product's place in the catalog as one indexed list on its own row (docs/decisions/055): `c:<category id>` for each
-- category it sits in and every category above them, `s:<specification id>=<value>` for each value. A category page's
-- filters are then index conditions on one table instead of joins over thousands of rows. The lists are kept by the
-- database itself, from ProductCategory, ProductSpec and the tree, so no writer can leave them stale.
ALTER TABLE "Product" ADD COLUMN "catalogKeys" TEXT[] NOT NULL DEFAULT '{}';
CREATE INDEX "Product_catalogKeys" ON "Product" USING gin ("catalogKeys");

CREATE FUNCTION "gg_catalog_keys"(p uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(k ORDER BY k), '{}') FROM (
    WITH RECURSIVE up(id) AS (
      SELECT "categoryId" FROM "ProductCategory" WHERE "productId" = p
      UNION
      SELECT c."parentId" FROM up JOIN "Category" c ON c.id = up.id WHERE c."parentId" IS NOT NULL
    )
    SELECT 'c:' || id::text FROM up
    UNION
    SELECT 's:' || "specificationId"::text || '=' || "value" FROM "ProductSpec" WHERE "productId" = p
  ) keys(k)
$$;

CREATE FUNCTION "gg_refresh_catalog_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "Product" SET "catalogKeys" = "gg_catalog_keys"(id) WHERE id = NEW."productId";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "Product" SET "catalogKeys" = "gg_catalog_keys"(id) WHERE id = OLD."productId";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "ProductCategory_catalogKeys" AFTER INSERT OR UPDATE OR DELETE ON "ProductCategory"
  FOR EACH ROW EXECUTE FUNCTION "gg_refresh_catalog_keys"();
CREATE TRIGGER "ProductSpec_catalogKeys" AFTER INSERT OR UPDATE OR DELETE ON "ProductSpec"
  FOR EACH ROW EXECUTE FUNCTION "gg_refresh_catalog_keys"();

-- A category moved: every product below it has new categories above.
CREATE FUNCTION "gg_refresh_moved_category"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Product" SET "catalogKeys" = "gg_catalog_keys"(id) WHERE "catalogKeys" @> ARRAY['c:' || NEW.id::text];
  RETURN NULL;
END $$;
CREATE TRIGGER "Category_catalogKeys" AFTER UPDATE OF "parentId" ON "Category"
  FOR EACH ROW WHEN (OLD."parentId" IS DISTINCT FROM NEW."parentId") EXECUTE FUNCTION "gg_refresh_moved_category"();

UPDATE "Product" SET "catalogKeys" = "gg_catalog_keys"(id) WHERE EXISTS (SELECT 1 FROM "ProductCategory" WHERE "productId" = "Product".id)
  OR EXISTS (SELECT 1 FROM "ProductSpec" WHERE "productId" = "Product".id);
