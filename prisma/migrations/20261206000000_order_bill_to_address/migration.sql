-- An invoice shows the buyer's billing address as it was when the invoice was issued: frozen on the order at
-- checkout with the legal name and tax id (a later move of the company never rewrites an issued invoice).
ALTER TABLE "PurchaseOrder" ADD COLUMN "billToLine1" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "billToLine2" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "billToCity" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "billToRegion" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "billToPostalCode" TEXT;
ALTER TABLE "PurchaseOrder" ADD COLUMN "billToCountry" TEXT;

-- Orders placed before: the company's billing address now is the best record of it there is.
UPDATE "PurchaseOrder" po
SET "billToLine1" = c."billingLine1", "billToLine2" = c."billingLine2", "billToCity" = c."billingCity",
    "billToRegion" = c."billingRegion", "billToPostalCode" = c."billingPostalCode", "billToCountry" = c."billingCountry"
FROM "Company" c WHERE c."id" = po."companyId";

-- The same trigger that freezes the bill-to name and tax id freezes the billing address with them.
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
  RETURN NEW;
END $$ LANGUAGE plpgsql;
