-- Issue #28: an invoice bills the buying company by its legal name (and tax id), frozen when the order is placed
-- like every other snapshot on the order (a later rename of the company never rewrites an issued invoice).
-- A personal company (made for one person at sign-in or by the migration, never named by anyone) has no legal
-- name of its own: its orders bill the company name the buyer typed at checkout, as they did before companies
-- existed, and the person's name only when none was typed.
ALTER TABLE "PurchaseOrder" ADD COLUMN "billToName" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "billToTaxId" TEXT;

UPDATE "PurchaseOrder" po
SET "billToName" = CASE WHEN c."personal" THEN COALESCE(NULLIF(btrim(po."companyName"), ''), c."name") ELSE c."name" END,
    "billToTaxId" = c."taxId"
FROM "Company" c WHERE c."id" = po."companyId";

-- A purchase order inserted without a company belongs to its buyer's; without a bill-to, it bills that company as
-- it is named at that moment (a personal one: the company name typed on the order).
CREATE OR REPLACE FUNCTION "gluegun_order_company"() RETURNS trigger AS $$
BEGIN
  IF NEW."companyId" IS NULL THEN
    SELECT "companyId" INTO NEW."companyId" FROM "User" WHERE "id" = NEW."userId";
  END IF;
  IF NEW."billToName" IS NULL AND NEW."companyId" IS NOT NULL THEN
    SELECT CASE WHEN c."personal" THEN COALESCE(NULLIF(btrim(NEW."companyName"), ''), c."name") ELSE c."name" END, c."taxId"
    INTO NEW."billToName", NEW."billToTaxId"
    FROM "Company" c WHERE c."id" = NEW."companyId";
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
