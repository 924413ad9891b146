-- A person's erasure (docs/decisions/060, 098) reaches a value written inside a longer X12 element (a free-text MSG
-- or NTE note), and the personal-data export lists the kept documents that name the person (decision 105): both read
-- the same values and the same document walk, defined once here.

-- What names a person: e-mail, name, phones, address lines and notes on their orders and approval requests, their
-- reviews' name and photo; a one-person company's name, tax id and billing lines.
CREATE OR REPLACE FUNCTION "gluegun_person_values"(person uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_agg(DISTINCT x) FROM (
    SELECT u.email AS x FROM "User" u WHERE u.id = person
    UNION SELECT u."displayName" FROM "User" u WHERE u.id = person
    UNION SELECT unnest(ARRAY["userName", "userEmail", "userPhone"]) FROM "OrderItem" WHERE "userId" = person
    UNION SELECT unnest(ARRAY["buyerName", "buyerEmail", "contactPhone", "addressLine1", "addressLine2", "notes"]) FROM "PurchaseOrder" WHERE "userId" = person
    UNION SELECT unnest(ARRAY["authorName", "photoUrl"]) FROM "Review" WHERE "authorId" = person
    UNION SELECT "requesterEmail" FROM "ApprovalRequest" WHERE "requesterId" = person
    UNION SELECT d.value FROM "ApprovalRequest" a, jsonb_each_text(CASE WHEN jsonb_typeof(a.details) = 'object' THEN a.details ELSE '{}' END) d
      WHERE a."requesterId" = person AND d.key IN ('contactPhone', 'addressLine1', 'addressLine2', 'notes', 'buyerName')
    UNION SELECT unnest(ARRAY[c.name, c."taxId", c."billingLine1", c."billingLine2"]) FROM "Company" c JOIN "User" u ON u."companyId" = c.id
      WHERE u.id = person AND c.personal
  ) s WHERE x IS NOT NULL AND length(trim(x)) >= 3
$$;

-- One kept X12 document with those values replaced: an element equal to one (3 characters or more) becomes the
-- placeholder whole; inside an element holding letters, outside the envelope segments, each run of 4 characters or
-- more that stands as words of its own is replaced in place. The replacement loses any of the document's delimiter
-- characters, so the document still splits into the same segments and elements. Unchanged when nothing names them.
CREATE OR REPLACE FUNCTION "gluegun_edi_erased"(content text, vals text[], email text, erased text, placeholder text)
RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  es text; st text; delims text; rep_erased text; rep_placeholder text;
  lowered text[]; email_run text; other_runs text;
  segs text[]; els text[]; tag text;
  -- Words joined by these are one word (an e-mail, a hyphenated name), and a dot counts only when a word follows it.
  before_run constant text := '(?<![[:alnum:]_@.-])(';
  after_run constant text := ')(?![[:alnum:]_@-]|\.[[:alnum:]])';
BEGIN
  IF content IS NULL OR vals IS NULL OR strpos(content, 'ISA') <> 1 OR length(content) < 106 THEN RETURN content; END IF;
  IF NOT EXISTS (SELECT 1 FROM unnest(vals) x WHERE strpos(lower(content), lower(trim(x))) > 0) THEN RETURN content; END IF;
  es := substr(content, 4, 1);
  st := substr(content, 106, 1);
  -- ISA11 is the repetition separator from version 00501 on (a letter before it), ISA16 the component separator.
  delims := es || st || substr(content, 105, 1) || CASE WHEN substr(content, 83, 1) ~ '[[:alnum:]]' THEN '' ELSE substr(content, 83, 1) END;
  rep_erased := translate(erased, delims, '');
  rep_placeholder := translate(placeholder, delims, '');
  SELECT array_agg(lower(trim(x))) INTO lowered FROM unnest(vals) x;
  SELECT before_run || string_agg(regexp_replace(trim(x), '([^[:alnum:][:space:]])', '\\\1', 'g'), '|' ORDER BY length(trim(x)) DESC) || after_run
    INTO other_runs FROM unnest(vals) x WHERE length(trim(x)) >= 4 AND lower(trim(x)) <> lower(coalesce(email, ''));
  IF length(trim(coalesce(email, ''))) >= 4 THEN
    email_run := before_run || regexp_replace(trim(email), '([^[:alnum:][:space:]])', '\\\1', 'g') || after_run;
  END IF;
  segs := string_to_array(content, st);
  FOR i IN 2 .. coalesce(array_length(segs, 1), 0) LOOP
    els := string_to_array(segs[i], es);
    tag := upper(btrim(els[1], E' \r\n\t'));
    FOR j IN 2 .. coalesce(array_length(els, 1), 0) LOOP
      IF lower(trim(els[j])) = ANY (lowered) THEN
        els[j] := CASE WHEN lower(trim(els[j])) = lower(email) THEN rep_erased ELSE rep_placeholder END;
      ELSIF tag NOT IN ('GS', 'GE', 'ST', 'SE', 'IEA') AND els[j] ~ '[[:alpha:]]' THEN
        -- A quantity, price, date or control number holds no letter, so no phone's digits can reach it.
        IF email_run IS NOT NULL THEN els[j] := regexp_replace(els[j], email_run, rep_erased, 'gi'); END IF;
        IF other_runs IS NOT NULL THEN els[j] := regexp_replace(els[j], other_runs, rep_placeholder, 'gi'); END IF;
      END IF;
    END LOOP;
    segs[i] := array_to_string(els, es);
  END LOOP;
  RETURN array_to_string(segs, st);
END $$;

-- The erasure of 20270114000000_erasure_in_edi_documents, reading those values and walking each document through it.
CREATE OR REPLACE FUNCTION "gluegun_erase_person"(person uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  u "User"%ROWTYPE;
  erased text := 'erased-' || person::text || '@erased.invalid';
  placeholder text := 'Erased person';
  vals text[];
  col record;
  v text;
  doc record;
  txt text;
BEGIN
  SELECT * INTO u FROM "User" WHERE id = person FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  PERFORM set_config('gluegun.erasure', 'on', true);

  vals := "gluegun_person_values"(person);

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

  -- The X12 documents kept for their company (an 850's PER names its contact, an N3 or a free-text note may carry
  -- what they typed), the envelope as it came, so each still reads as the interchange it was.
  IF vals IS NOT NULL THEN
    FOR doc IN SELECT id, content FROM "EdiDocument" WHERE "companyId" = u."companyId" LOOP
      txt := "gluegun_edi_erased"(doc.content, vals, u.email, erased, placeholder);
      IF txt IS DISTINCT FROM doc.content THEN UPDATE "EdiDocument" SET content = txt WHERE id = doc.id; END IF;
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
