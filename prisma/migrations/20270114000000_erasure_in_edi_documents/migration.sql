-- A person's erasure (docs/decisions/060) reaches inside the X12 documents kept for their company too (decision 098):
-- the function is the one of 20261215000200_person_erasure with that step added before the JSON values.
CREATE OR REPLACE FUNCTION "gluegun_erase_person"(person uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  u "User"%ROWTYPE;
  erased text := 'erased-' || person::text || '@erased.invalid';
  placeholder text := 'Erased person';
  vals text[];
  col record;
  v text;
  lowered text[];
  doc record;
  txt text;
  es text;
  st text;
  segs text[];
  els text[];
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

  -- The X12 documents kept for their company (an 850's PER names its contact, an N1 or N3 may carry what they typed):
  -- every element equal to one of those values becomes the placeholder, the envelope and every other element as they
  -- were, so the document still reads as the interchange it was.
  IF vals IS NOT NULL THEN
    SELECT array_agg(lower(trim(x))) INTO lowered FROM unnest(vals) x;
    FOR doc IN SELECT id, content FROM "EdiDocument" WHERE "companyId" = u."companyId" AND strpos(content, 'ISA') = 1 AND length(content) >= 106 LOOP
      es := substr(doc.content, 4, 1);
      st := substr(doc.content, 106, 1);
      segs := string_to_array(doc.content, st);
      FOR i IN 2 .. coalesce(array_length(segs, 1), 0) LOOP
        els := string_to_array(segs[i], es);
        FOR j IN 2 .. coalesce(array_length(els, 1), 0) LOOP
          IF lower(trim(els[j])) = ANY (lowered) THEN
            els[j] := CASE WHEN lower(trim(els[j])) = lower(u.email) THEN erased ELSE placeholder END;
          END IF;
        END LOOP;
        segs[i] := array_to_string(els, es);
      END LOOP;
      txt := array_to_string(segs, st);
      IF txt <> doc.content THEN UPDATE "EdiDocument" SET content = txt WHERE id = doc.id; END IF;
    END LOOP;
  END IF;

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
