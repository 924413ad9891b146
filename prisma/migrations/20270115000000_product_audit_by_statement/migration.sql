-- The product's audit records (docs/decisions/060) written once a statement from its transition tables instead of
-- once a row (docs/decisions/099): the same records, field for field, as "gluegun_audit_row" writes for a product,
-- but a statement changing a thousand products (the catalog file) writes them with one INSERT, not a thousand.
CREATE FUNCTION "gluegun_audit_product_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('gluegun.audit', true), '')::jsonb;
  quiet text[] := ARRAY['updatedAt', 'version'];
  derived text[] := ARRAY['partKey', 'searchWords', 'catalogKeys'];
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

DROP TRIGGER "audit" ON "Product";
CREATE TRIGGER "audit_insert" AFTER INSERT ON "Product" REFERENCING NEW TABLE AS "gluegun_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "gluegun_audit_product_rows"();
CREATE TRIGGER "audit_update" AFTER UPDATE ON "Product" REFERENCING OLD TABLE AS "gluegun_old" NEW TABLE AS "gluegun_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "gluegun_audit_product_rows"();
CREATE TRIGGER "audit_delete" AFTER DELETE ON "Product" REFERENCING OLD TABLE AS "gluegun_old"
  FOR EACH STATEMENT EXECUTE FUNCTION "gluegun_audit_product_rows"();
