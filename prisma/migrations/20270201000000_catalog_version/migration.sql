-- The catalog's shape as one number (docs/decisions/121): counted up in the statement that adds or removes products,
-- changes their catalog keys (categories and specification values) or takes one into or out of stock (stock for its
-- minimum order), never by a price change or a stock change that leaves it on the same side. A category page's value
-- counts and its list's count depend only on that shape, so an instance keeps them per number and reads them again
-- once it changes; the number lives in the database, so every instance sees every writer's change.
CREATE TABLE "CatalogVersion" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "n" BIGINT NOT NULL DEFAULT 0,
    CONSTRAINT "CatalogVersion_pkey" PRIMARY KEY ("id")
);
INSERT INTO "CatalogVersion" ("id", "n") VALUES (1, 0);

-- Counted only when a statement changed something: a statement that matched no row leaves the catalog as it was (and
-- a refused request that sent one has changed nothing). Once per statement, so an import counts once per batch.
CREATE FUNCTION "gg_bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed boolean;
BEGIN
  -- Each transition table exists only for its own event, so each is read in its own branch.
  IF TG_OP = 'INSERT' THEN
    changed := EXISTS (SELECT 1 FROM "gg_catalog_new");
  ELSIF TG_OP = 'DELETE' THEN
    changed := EXISTS (SELECT 1 FROM "gg_catalog_old");
  ELSIF TG_OP = 'UPDATE' THEN
    changed := EXISTS (SELECT 1 FROM "gg_catalog_old" o JOIN "gg_catalog_new" n ON n.id = o.id
      WHERE n."catalogKeys" IS DISTINCT FROM o."catalogKeys"
        OR (n."quantity" >= n."minOrderQuantity") IS DISTINCT FROM (o."quantity" >= o."minOrderQuantity"));
  ELSE
    changed := true;
  END IF;
  IF changed THEN
    UPDATE "CatalogVersion" SET "n" = "n" + 1 WHERE "id" = 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Product_catalogVersion_insert" AFTER INSERT ON "Product" REFERENCING NEW TABLE AS "gg_catalog_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "gg_bump_catalog_version"();
CREATE TRIGGER "Product_catalogVersion_delete" AFTER DELETE ON "Product" REFERENCING OLD TABLE AS "gg_catalog_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "gg_bump_catalog_version"();
-- Every update of a product passes (a transition table cannot go with a column list); the audit trigger already
-- keeps the same old and new rows, so what this adds is comparing the keys and stock of the rows changed.
CREATE TRIGGER "Product_catalogVersion_update" AFTER UPDATE ON "Product"
  REFERENCING OLD TABLE AS "gg_catalog_old" NEW TABLE AS "gg_catalog_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "gg_bump_catalog_version"();
CREATE TRIGGER "Product_catalogVersion_truncate" AFTER TRUNCATE ON "Product"
  FOR EACH STATEMENT EXECUTE FUNCTION "gg_bump_catalog_version"();
