-- The audit trail (docs/decisions/060): every change to the shop's business tables, written by row triggers in the
-- transaction that made it, with who, from where and which operation (set per transaction by the server as
-- `gluegun.audit`), and the row before and after. Append-only: updates and deletes of it are refused.
CREATE TABLE "AuditRecord" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (clock_timestamp() AT TIME ZONE 'UTC'),
  -- USER (a person, or a key acting for its creator: apiKeyId set) or SYSTEM (jobs, scripts, anonymous requests).
  "actorType" TEXT NOT NULL,
  "userId" UUID,
  "apiKeyId" UUID,
  -- A sales rep acting as a buyer: the buyer here, the rep in userId.
  "actingForId" UUID,
  -- ADMIN, or the company role of a customer, when the change was made.
  "actorRole" TEXT,
  -- The company the changed row belongs to (its companyId, or the company itself): what a company admin reads.
  "companyId" UUID,
  "ip" TEXT,
  "requestId" TEXT,
  -- The GraphQL mutation or REST operation (access.ts names), or a job's name.
  "operation" TEXT,
  "entityType" TEXT NOT NULL,
  "entityId" TEXT NOT NULL,
  -- INSERT, UPDATE or DELETE.
  "action" TEXT NOT NULL,
  -- The columns an UPDATE changed (secrets included by name; their values never stored).
  "changed" TEXT[],
  "before" JSONB,
  "after" JSONB,
  CONSTRAINT "AuditRecord_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "AuditRecord_createdAt_id_idx" ON "AuditRecord"("createdAt", "id");
CREATE INDEX "AuditRecord_companyId_createdAt_idx" ON "AuditRecord"("companyId", "createdAt") WHERE "companyId" IS NOT NULL;
CREATE INDEX "AuditRecord_entity_idx" ON "AuditRecord"("entityType", "entityId", "createdAt");
CREATE INDEX "AuditRecord_userId_createdAt_idx" ON "AuditRecord"("userId", "createdAt") WHERE "userId" IS NOT NULL;

CREATE FUNCTION "gluegun_audit_refuse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit trail is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
CREATE TRIGGER "AuditRecord_append_only" BEFORE UPDATE OR DELETE ON "AuditRecord"
  FOR EACH ROW EXECUTE FUNCTION "gluegun_audit_refuse"();

-- One row trigger for every audited table. Arguments: columns whose values are never stored (secrets: a change is
-- named in "changed"), columns whose changes alone are bookkeeping and not recorded (a key's last use, a sign-in),
-- the primary key's columns, and columns left out altogether (derived by the database: search keys).
CREATE FUNCTION "gluegun_audit_row"() RETURNS trigger LANGUAGE plpgsql AS $$
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
                  WHEN row_ ? 'companyId' THEN row_ ->> 'companyId'
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

-- Puts the audit trigger on a table; a later migration adding a business table calls it too.
CREATE FUNCTION "gluegun_audit_table"(tbl text, secret text[] DEFAULT '{}', quiet text[] DEFAULT '{}', pk text[] DEFAULT '{id}',
                                      derived text[] DEFAULT '{}') RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS "audit" ON %I', tbl);
  EXECUTE format('CREATE TRIGGER "audit" AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION "gluegun_audit_row"(%L, %L, %L, %L)',
                 tbl, secret::text, quiet::text, pk::text, derived::text);
END $$;

SELECT "gluegun_audit_table"('Company');
SELECT "gluegun_audit_table"('CompanyLocation');
SELECT "gluegun_audit_table"('CompanyInvitation');
SELECT "gluegun_audit_table"('CustomerPartNumber', '{}', '{}', '{id}', '{partKey}');
SELECT "gluegun_audit_table"('ApprovalRule');
SELECT "gluegun_audit_table"('ApprovalRequest');
-- Signing in and out bumps these: the sign-in is no change of the person's data.
SELECT "gluegun_audit_table"('User', '{}', '{tokenVersion,emailVerified,signInProvider,identitySince,signedOutAt,firebaseUid}');
SELECT "gluegun_audit_table"('Product', '{}', '{}', '{id}', '{partKey,searchWords,catalogKeys}');
SELECT "gluegun_audit_table"('OrderItem');
SELECT "gluegun_audit_table"('PurchaseOrder');
SELECT "gluegun_audit_table"('Payment');
SELECT "gluegun_audit_table"('Review');
-- A key's hash is a credential; its last use is counted on every request it makes.
SELECT "gluegun_audit_table"('ApiKey', '{hash}', '{lastUsedAt,lastUsedIp,requestCount}');
SELECT "gluegun_audit_table"('WebhookEndpoint', '{secret,previousSecret}');
SELECT "gluegun_audit_table"('BankStatement');
SELECT "gluegun_audit_table"('BankStatementLine');
SELECT "gluegun_audit_table"('CreditNote');
SELECT "gluegun_audit_table"('CreditNoteLine');
SELECT "gluegun_audit_table"('Refund');
SELECT "gluegun_audit_table"('CustomerCreditEntry');
SELECT "gluegun_audit_table"('TaxRate');
SELECT "gluegun_audit_table"('Category');
SELECT "gluegun_audit_table"('ProductCategory', '{}', '{}', '{productId,categoryId}');
SELECT "gluegun_audit_table"('Specification');
SELECT "gluegun_audit_table"('ProductSpec', '{}', '{}', '{productId,specificationId}');
SELECT "gluegun_audit_table"('CategoryFilter', '{}', '{}', '{categoryId,specificationId}');
SELECT "gluegun_audit_table"('PriceList');
SELECT "gluegun_audit_table"('PriceListCompany', '{}', '{}', '{priceListId,companyId}');
SELECT "gluegun_audit_table"('PriceListEntry', '{}', '{}', '{priceListId,productId}');

-- A redelivery asked for by an admin is the only change to a delivery made by a person: the dispatcher's own updates
-- (attempts, results) do not name this column and do not reach the trigger at all.
CREATE TRIGGER "audit" AFTER UPDATE OF "redeliverRequestedAt" ON "WebhookDelivery" FOR EACH ROW
  WHEN (NEW."redeliverRequestedAt" IS NOT NULL AND OLD."redeliverRequestedAt" IS DISTINCT FROM NEW."redeliverRequestedAt")
  EXECUTE FUNCTION "gluegun_audit_row"('{}', '{}', '{id}', '{}');

-- Shipments, when their tables exist (made by an earlier migration).
DO $$ BEGIN
  IF to_regclass('"Shipment"') IS NOT NULL THEN PERFORM "gluegun_audit_table"('Shipment'); END IF;
  IF to_regclass('"ShipmentLine"') IS NOT NULL THEN PERFORM "gluegun_audit_table"('ShipmentLine'); END IF;
END $$;
