-- The catalog search finds specification values too (docs/decisions/118): "white 11 mm stick" finds the white 11 mm
-- sticks. A product's values, with their specification's name and unit, are kept as text on its row ("specText", by
-- the database from ProductSpec and Specification, as "catalogKeys" is), and its words join the name's and the
-- description's in one parsed column, "searchDoc", so words from both are matched together. "searchWords" (name and
-- description only) is left for the release still running and dropped by a contract step after it.
ALTER TABLE "Product" ADD COLUMN "specText" TEXT NOT NULL DEFAULT '';
ALTER TABLE "Product" ADD COLUMN "searchDoc" tsvector
  GENERATED ALWAYS AS (to_tsvector('english', "name" || ' ' || "description" || ' ' || "specText")) STORED;
CREATE INDEX "Product_searchDoc" ON "Product" USING gin ("searchDoc");

-- Each value as "<name> <value> <unit>", and a number with its unit also written together ("11mm"), since buyers type both.
CREATE FUNCTION "gg_spec_text"(p uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(string_agg(
           s."name" || ' ' || v."value"
             || CASE WHEN s."unit" IS NOT NULL AND s."unit" <> '' THEN ' ' || s."unit" || ' ' || v."value" || s."unit" ELSE '' END,
           ' ' ORDER BY s."position", s."key"), '')
  FROM "ProductSpec" v JOIN "Specification" s ON s.id = v."specificationId"
  WHERE v."productId" = p
$$;

-- The trigger that keeps "catalogKeys" keeps the text too, in the same UPDATE.
CREATE OR REPLACE FUNCTION "gg_refresh_catalog_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "Product" SET "catalogKeys" = "gg_catalog_keys"(id), "specText" = "gg_spec_text"(id) WHERE id = NEW."productId";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "Product" SET "catalogKeys" = "gg_catalog_keys"(id), "specText" = "gg_spec_text"(id) WHERE id = OLD."productId";
  END IF;
  RETURN NULL;
END $$;

-- A specification renamed or given another unit: the text of every product with a value of it.
CREATE FUNCTION "gg_refresh_spec_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "Product" SET "specText" = "gg_spec_text"(id)
  WHERE id IN (SELECT "productId" FROM "ProductSpec" WHERE "specificationId" = NEW.id);
  RETURN NULL;
END $$;
CREATE TRIGGER "Specification_specText" AFTER UPDATE OF "name", "unit" ON "Specification"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."unit" IS DISTINCT FROM NEW."unit")
  EXECUTE FUNCTION "gg_refresh_spec_text"();

UPDATE "Product" SET "specText" = "gg_spec_text"(id) WHERE EXISTS (SELECT 1 FROM "ProductSpec" WHERE "productId" = "Product".id);

-- The product's audit records leave out the two derived columns, as the other derived ones.
CREATE OR REPLACE FUNCTION "gluegun_audit_product_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('gluegun.audit', true), '')::jsonb;
  quiet text[] := ARRAY['updatedAt', 'version'];
  derived text[] := ARRAY['partKey', 'searchWords', 'catalogKeys', 'specText', 'searchDoc'];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "AuditRecord" ("actorType", "userId", "apiKeyId", "actingForId", "actorRole", "companyId", "ip", "requestId",
                               "operation", "entityType", "entityId", "action", "changed", "before", "after")
    SELECT CASE WHEN ctx ->> 'user' IS NULL THEN 'SYSTEM' ELSE 'USER' END, (ctx ->> 'user')::uuid, (ctx ->> 'key')::uuid,
           (ctx ->> 'actingFor')::uuid, ctx ->> 'role', (CASE WHEN ctx ->> 'role' IS DISTINCT FROM 'ADMIN' THEN ctx ->> 'company' END)::uuid,
           ctx ->> 'ip', ctx ->> 'requestId', ctx ->> 'op', TG_TABLE_NAME, n."id"::text, TG_OP, NULL, NULL, to_jsonb(n) - derived
    FROM "gluegun_new" n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "AuditRecord" ("actorType", "userId", "apiKeyId", "actingForId", "actorRole", "companyId", "ip", "requestId",
                               "operation", "entityType", "entityId", "action", "changed", "before", "after")
    SELECT CASE WHEN ctx ->> 'user' IS NULL THEN 'SYSTEM' ELSE 'USER' END, (ctx ->> 'user')::uuid, (ctx ->> 'key')::uuid,
           (ctx ->> 'actingFor')::uuid, ctx ->> 'role', (CASE WHEN ctx ->> 'role' IS DISTINCT FROM 'ADMIN' THEN ctx ->> 'company' END)::uuid,
           ctx ->> 'ip', ctx ->> 'requestId', ctx ->> 'op', TG_TABLE_NAME, o."id"::text, TG_OP, NULL, to_jsonb(o) - derived, NULL
    FROM "gluegun_old" o;
  ELSE
    -- Old and new rows paired by id (a product's id never changes), each made JSON once; bookkeeping alone is not recorded.
    WITH x AS MATERIALIZED (
      SELECT n."id"::text AS "id", to_jsonb(o) - derived AS old_row, to_jsonb(n) - derived AS new_row
      FROM "gluegun_new" n JOIN "gluegun_old" o ON o."id" = n."id"
    ), d AS MATERIALIZED (
      SELECT x.*, (SELECT array_agg(e.key ORDER BY e.key) FROM jsonb_each(x.new_row) e WHERE e.value IS DISTINCT FROM x.old_row -> e.key) AS changed_
      FROM x
    )
    INSERT INTO "AuditRecord" ("actorType", "userId", "apiKeyId", "actingForId", "actorRole", "companyId", "ip", "requestId",
                               "operation", "entityType", "entityId", "action", "changed", "before", "after")
    SELECT CASE WHEN ctx ->> 'user' IS NULL THEN 'SYSTEM' ELSE 'USER' END, (ctx ->> 'user')::uuid, (ctx ->> 'key')::uuid,
           (ctx ->> 'actingFor')::uuid, ctx ->> 'role', (CASE WHEN ctx ->> 'role' IS DISTINCT FROM 'ADMIN' THEN ctx ->> 'company' END)::uuid,
           ctx ->> 'ip', ctx ->> 'requestId', ctx ->> 'op', TG_TABLE_NAME, d."id", TG_OP, d.changed_, d.old_row, d.new_row
    FROM d
    WHERE d.changed_ IS NOT NULL AND NOT d.changed_ <@ quiet
      -- Stock taken or returned by placing, paying or cancelling an order: the order's own rows record it.
      AND NOT coalesce(ctx ->> 'orders' = 'true' AND d.changed_ <@ ARRAY['quantity', 'version', 'updatedAt'], false);
  END IF;
  RETURN NULL;
END $$;
