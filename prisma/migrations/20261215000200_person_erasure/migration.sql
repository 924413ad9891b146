-- A person's erasure (docs/decisions/060): their e-mail, name, phones and the address lines they typed are replaced
-- in every table of the shop, the audit trail included, while amounts, dates and ids stay, so invoices, credit
-- notes and payments keep what accounting law requires. Runs in the caller's transaction, in one statement.

-- The trail stays append-only, with one exception: inside an erasure, an UPDATE may rewrite a record's values
-- (before, after) and address, never who, when or what changed. A DELETE is always refused.
CREATE OR REPLACE FUNCTION "gluegun_audit_refuse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('gluegun.erasure', true) = 'on'
     AND (to_jsonb(NEW) - ARRAY['before', 'after', 'ip']) = (to_jsonb(OLD) - ARRAY['before', 'after', 'ip']) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit trail is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE FUNCTION "gluegun_erase_person"(person uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  u "User"%ROWTYPE;
  erased text := 'erased-' || person::text || '@erased.invalid';
  placeholder text := 'Erased person';
  vals text[];
  col record;
  v text;
BEGIN
  SELECT * INTO u FROM "User" WHERE id = person FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  PERFORM set_config('gluegun.erasure', 'on', true);

  -- What the person was known by or typed: e-mail, name, phones, address lines and notes on their orders and
  -- approval requests, their reviews' name and photo; a one-person company's name, tax id and billing lines.
  SELECT array_agg(DISTINCT x) INTO vals FROM (
    SELECT u.email AS x UNION SELECT u."displayName"
    UNION SELECT unnest(ARRAY["userName", "userEmail", "userPhone"]) FROM "OrderItem" WHERE "userId" = person
    UNION SELECT unnest(ARRAY["buyerName", "buyerEmail", "contactPhone", "addressLine1", "addressLine2", "notes"]) FROM "PurchaseOrder" WHERE "userId" = person
    UNION SELECT unnest(ARRAY["authorName", "photoUrl"]) FROM "Review" WHERE "authorId" = person
    UNION SELECT "requesterEmail" FROM "ApprovalRequest" WHERE "requesterId" = person
    UNION SELECT d.value FROM "ApprovalRequest" a, jsonb_each_text(CASE WHEN jsonb_typeof(a.details) = 'object' THEN a.details ELSE '{}' END) d
      WHERE a."requesterId" = person AND d.key IN ('contactPhone', 'addressLine1', 'addressLine2', 'notes', 'buyerName')
    UNION SELECT unnest(ARRAY[c.name, c."taxId", c."billingLine1", c."billingLine2"]) FROM "Company" c WHERE c.id = u."companyId" AND c.personal
  ) s WHERE x IS NOT NULL AND length(trim(x)) >= 3;

  -- Their own rows.
  UPDATE "User" SET email = erased, "displayName" = NULL, "firebaseUid" = NULL, "signInProvider" = NULL, "emailVerified" = false,
    "tokenVersion" = "tokenVersion" + 1, "signedOutAt" = floor(extract(epoch FROM clock_timestamp()))::int,
    "emailPaymentReminders" = false, "emailShippingNotices" = false, "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE id = person;
  UPDATE "ApiKey" SET "revokedAt" = (now() AT TIME ZONE 'UTC'), "lastUsedIp" = NULL WHERE "userId" = person AND "revokedAt" IS NULL;
  UPDATE "ApiKey" SET "lastUsedIp" = NULL WHERE "userId" = person;
  UPDATE "OrderItem" SET "userName" = placeholder, "userEmail" = erased, "userPhone" = '', "updatedAt" = (now() AT TIME ZONE 'UTC') WHERE "userId" = person;
  UPDATE "PurchaseOrder" SET "buyerName" = placeholder, "buyerEmail" = erased, "contactPhone" = '', "addressLine1" = NULL, "addressLine2" = NULL,
    "notes" = NULL, "updatedAt" = (now() AT TIME ZONE 'UTC') WHERE "userId" = person;
  UPDATE "Review" SET "authorName" = NULL, "photoUrl" = '', "updatedAt" = (now() AT TIME ZONE 'UTC') WHERE "authorId" = person;
  UPDATE "ApprovalRequest" SET "requesterEmail" = erased, "updatedAt" = (now() AT TIME ZONE 'UTC') WHERE "requesterId" = person;
  UPDATE "Company" SET name = placeholder, "taxId" = NULL, "billingLine1" = NULL, "billingLine2" = NULL, "updatedAt" = (now() AT TIME ZONE 'UTC')
    WHERE id = u."companyId" AND personal;
  UPDATE "PurchaseOrder" p SET "billToName" = placeholder, "billToTaxId" = NULL, "billToLine1" = NULL, "billToLine2" = NULL, "companyName" = placeholder
    FROM "Company" c WHERE c.id = u."companyId" AND c.personal AND p."companyId" = c.id;
  UPDATE "CompanyInvitation" SET email = erased WHERE lower(email) = lower(u.email);

  -- Their e-mail wherever a row names it (who recorded a payment, issued a credit note, acted on an order...).
  FOR col IN SELECT c.table_name, c.column_name FROM information_schema.columns c
      WHERE c.table_schema = current_schema() AND c.data_type IN ('text', 'character varying') AND c.is_generated = 'NEVER'
        AND c.table_name NOT IN ('_prisma_migrations', 'AuditRecord') LOOP
    EXECUTE format('UPDATE %I SET %I = $1 WHERE lower(%I) = lower($2)', col.table_name, col.column_name, col.column_name) USING erased, u.email;
  END LOOP;

  -- Every JSON value equal to one of those values, in every jsonb column (event payloads, approval details), the
  -- audit trail last: the changes above were recorded with their before values.
  IF vals IS NOT NULL THEN
    FOR col IN SELECT c.table_name, c.column_name FROM information_schema.columns c
        WHERE c.table_schema = current_schema() AND c.data_type = 'jsonb' AND c.table_name <> 'AuditRecord' LOOP
      FOREACH v IN ARRAY vals LOOP
        EXECUTE format('UPDATE %I SET %I = replace(%I::text, $1, $2)::jsonb WHERE strpos(%I::text, $1) > 0', col.table_name, col.column_name, col.column_name, col.column_name)
          USING to_jsonb(v)::text, to_jsonb(CASE WHEN v = u.email THEN erased ELSE placeholder END)::text;
      END LOOP;
    END LOOP;
    FOREACH v IN ARRAY vals LOOP
      UPDATE "AuditRecord" SET "before" = replace("before"::text, to_jsonb(v)::text, to_jsonb(CASE WHEN v = u.email THEN erased ELSE placeholder END)::text)::jsonb
        WHERE strpos("before"::text, to_jsonb(v)::text) > 0;
      UPDATE "AuditRecord" SET "after" = replace("after"::text, to_jsonb(v)::text, to_jsonb(CASE WHEN v = u.email THEN erased ELSE placeholder END)::text)::jsonb
        WHERE strpos("after"::text, to_jsonb(v)::text) > 0;
    END LOOP;
  END IF;
  -- The addresses their requests came from.
  UPDATE "AuditRecord" SET ip = NULL WHERE "userId" = person AND ip IS NOT NULL;
  RETURN erased;
END $$;
