-- A row that moves to another company (a member removed or moved) belongs in the trail of the company it left: the
-- row before holds what that company set (role, spending limits), which the new company must not read. The
-- company it joins records the invitation accepted. A user's sign-in identity is not kept in the trail at all.
CREATE OR REPLACE FUNCTION "gluegun_audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ctx jsonb := nullif(current_setting('gluegun.audit', true), '')::jsonb;
  secret text[] := TG_ARGV[0]::text[];
  quiet text[] := TG_ARGV[1]::text[] || ARRAY['updatedAt', 'version'];
  pk text[] := TG_ARGV[2]::text[];
  derived text[] := TG_ARGV[3]::text[];
  old_row jsonb;
  new_row jsonb;
  row_ jsonb;
  changed_ text[];
  company text;
BEGIN
  IF TG_OP <> 'INSERT' THEN old_row := to_jsonb(OLD) - derived; END IF;
  IF TG_OP <> 'DELETE' THEN new_row := to_jsonb(NEW) - derived; END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT array_agg(n.key ORDER BY n.key) INTO changed_ FROM jsonb_each(new_row) n WHERE n.value IS DISTINCT FROM old_row -> n.key;
    IF changed_ IS NULL OR changed_ <@ quiet THEN RETURN NULL; END IF;
    -- Stock taken or returned by placing, paying or cancelling an order: the order's own rows record it.
    IF TG_TABLE_NAME = 'Product' AND ctx ->> 'orders' = 'true' AND changed_ <@ ARRAY['quantity', 'version', 'updatedAt'] THEN RETURN NULL; END IF;
  END IF;
  row_ := coalesce(new_row, old_row);
  company := CASE WHEN TG_TABLE_NAME = 'Company' THEN row_ ->> 'id'
                  WHEN row_ ? 'companyId' THEN coalesce(old_row, new_row) ->> 'companyId'
                  WHEN ctx ->> 'role' IS DISTINCT FROM 'ADMIN' THEN ctx ->> 'company' END;
  INSERT INTO "AuditRecord" ("actorType", "userId", "apiKeyId", "actingForId", "actorRole", "companyId", "ip", "requestId",
                             "operation", "entityType", "entityId", "action", "changed", "before", "after")
  VALUES (CASE WHEN ctx ->> 'user' IS NULL THEN 'SYSTEM' ELSE 'USER' END,
          (ctx ->> 'user')::uuid, (ctx ->> 'key')::uuid, (ctx ->> 'actingFor')::uuid, ctx ->> 'role', company::uuid,
          ctx ->> 'ip', ctx ->> 'requestId', ctx ->> 'op', TG_TABLE_NAME,
          (SELECT string_agg(row_ ->> k, ':' ORDER BY i) FROM unnest(pk) WITH ORDINALITY AS p(k, i)),
          TG_OP, changed_, old_row - secret, new_row - secret);
  RETURN NULL;
END $$;

SELECT "gluegun_audit_table"('User', '{}', '{tokenVersion,emailVerified,signInProvider,identitySince,signedOutAt}', '{id}', '{firebaseUid}');
