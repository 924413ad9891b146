-- An order keeps the buyer reference (BT-10) its e-invoices carry as it was when the order was placed
-- (docs/decisions/111): the company's Leitweg-ID or other reference, else the buyer's PO number, else the order number
-- as orderNumberText writes it (SO-000123). A later change of the company's reference reaches only orders placed
-- after it, never an invoice already issued.
ALTER TABLE "PurchaseOrder" ADD COLUMN "buyerReference" TEXT;

-- Orders placed before: the rule applied today is the best record of it there is.
UPDATE "PurchaseOrder" po
SET "buyerReference" = COALESCE(c."buyerReference", po."poNumber", 'SO-' || repeat('0', greatest(0, 6 - length(po."number"::text))) || po."number")
FROM "Company" c WHERE c."id" = po."companyId";
UPDATE "PurchaseOrder" SET "buyerReference" = COALESCE("poNumber", 'SO-' || repeat('0', greatest(0, 6 - length("number"::text))) || "number")
WHERE "buyerReference" IS NULL;

-- The trigger that freezes the bill-to name, tax id and billing address freezes the buyer reference with them, so
-- every way an order is placed (checkout, approvals, PunchOut, EDI, schedules) takes it by the same rule.
CREATE OR REPLACE FUNCTION "gluegun_order_company"() RETURNS trigger AS $$
BEGIN
  IF NEW."companyId" IS NULL THEN
    SELECT "companyId" INTO NEW."companyId" FROM "User" WHERE "id" = NEW."userId";
  END IF;
  IF NEW."billToName" IS NULL AND NEW."companyId" IS NOT NULL THEN
    SELECT CASE WHEN c."personal" THEN COALESCE(NULLIF(btrim(NEW."companyName"), ''), c."name") ELSE c."name" END, c."taxId",
           c."billingLine1", c."billingLine2", c."billingCity", c."billingRegion", c."billingPostalCode", c."billingCountry"
    INTO NEW."billToName", NEW."billToTaxId",
         NEW."billToLine1", NEW."billToLine2", NEW."billToCity", NEW."billToRegion", NEW."billToPostalCode", NEW."billToCountry"
    FROM "Company" c WHERE c."id" = NEW."companyId";
  END IF;
  IF NEW."buyerReference" IS NULL THEN
    SELECT c."buyerReference" INTO NEW."buyerReference" FROM "Company" c WHERE c."id" = NEW."companyId";
    NEW."buyerReference" := COALESCE(NEW."buyerReference", NEW."poNumber", 'SO-' || repeat('0', greatest(0, 6 - length(NEW."number"::text))) || NEW."number");
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
