-- Issue #28: company accounts (docs/decisions/037-company-accounts.md). Every customer becomes the only member (and
-- admin) of a one-person company holding their current credit limit, terms and hold; every purchase order belongs to
-- its buyer's company. Credit figures keep their meaning: a one-person company's open invoices are its member's.

CREATE TYPE "CompanyRole" AS ENUM ('COMPANY_ADMIN', 'BUYER', 'REQUESTER', 'ACCOUNTS_PAYABLE');

CREATE TABLE "Company" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "taxId" TEXT,
    "billingLine1" TEXT,
    "billingLine2" TEXT,
    "billingCity" TEXT,
    "billingRegion" TEXT,
    "billingPostalCode" TEXT,
    "billingCountry" TEXT,
    "creditLimitCents" INTEGER,
    "paymentTermsDays" INTEGER,
    "holdLiftedAt" TIMESTAMP(3),
    "personal" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Company_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Company_creditLimitCents_check" CHECK ("creditLimitCents" IS NULL OR "creditLimitCents" >= 0),
    CONSTRAINT "Company_paymentTermsDays_check" CHECK ("paymentTermsDays" IS NULL OR "paymentTermsDays" >= 0)
);
CREATE INDEX "Company_createdAt_id_idx" ON "Company"("createdAt", "id");
CREATE INDEX "Company_name_lower_idx" ON "Company"(lower("name"));

CREATE TABLE "CompanyLocation" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "label" TEXT NOT NULL,
    "addressLine1" TEXT NOT NULL,
    "addressLine2" TEXT,
    "city" TEXT NOT NULL,
    "region" TEXT,
    "postalCode" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CompanyLocation_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "CompanyLocation_companyId_createdAt_idx" ON "CompanyLocation"("companyId", "createdAt");
ALTER TABLE "CompanyLocation" ADD CONSTRAINT "CompanyLocation_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "CompanyInvitation" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "role" "CompanyRole" NOT NULL,
    "invitedById" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "acceptedById" UUID,
    "revokedAt" TIMESTAMP(3),
    CONSTRAINT "CompanyInvitation_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "CompanyInvitation_email_idx" ON "CompanyInvitation"("email");
CREATE INDEX "CompanyInvitation_companyId_createdAt_idx" ON "CompanyInvitation"("companyId", "createdAt");
-- One open invitation per company and address: inviting again replaces nothing silently.
CREATE UNIQUE INDEX "CompanyInvitation_open_key" ON "CompanyInvitation"("companyId", "email") WHERE "acceptedAt" IS NULL AND "revokedAt" IS NULL;
ALTER TABLE "CompanyInvitation" ADD CONSTRAINT "CompanyInvitation_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CompanyInvitation" ADD CONSTRAINT "CompanyInvitation_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Every existing user: a one-person company with the user's id as its id, holding their credit terms and hold.
-- Its name is the company name of their latest order if they gave one, else their name, else their e-mail.
INSERT INTO "Company" ("id", "name", "creditLimitCents", "paymentTermsDays", "holdLiftedAt", "personal", "createdAt", "updatedAt")
SELECT u."id",
       COALESCE(
         (SELECT NULLIF(btrim(po."companyName"), '') FROM "PurchaseOrder" po WHERE po."userId" = u."id" AND NULLIF(btrim(po."companyName"), '') IS NOT NULL ORDER BY po."createdAt" DESC LIMIT 1),
         NULLIF(btrim(u."displayName"), ''), u."email"),
       u."creditLimitCents", u."paymentTermsDays", u."holdLiftedAt", true, u."createdAt", CURRENT_TIMESTAMP
FROM "User" u;

ALTER TABLE "User" ADD COLUMN "companyId" UUID;
ALTER TABLE "User" ADD COLUMN "companyRole" "CompanyRole" NOT NULL DEFAULT 'COMPANY_ADMIN';
UPDATE "User" SET "companyId" = "id";
ALTER TABLE "User" ALTER COLUMN "companyId" SET NOT NULL;
ALTER TABLE "User" ALTER COLUMN "companyId" SET DEFAULT gen_random_uuid();
CREATE INDEX "User_companyId_idx" ON "User"("companyId");
ALTER TABLE "User" ADD CONSTRAINT "User_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "PurchaseOrder" ADD COLUMN "companyId" UUID;
UPDATE "PurchaseOrder" po SET "companyId" = po."userId" WHERE po."userId" IS NOT NULL;
-- Orders of deleted users: one company per buyer e-mail, so their figures stay together as they were.
CREATE TEMP TABLE "orphan_company" ON COMMIT DROP AS
SELECT lower(po."buyerEmail") AS email, gen_random_uuid() AS id, min(po."buyerName") AS name, min(po."createdAt") AS created
FROM "PurchaseOrder" po WHERE po."companyId" IS NULL GROUP BY lower(po."buyerEmail");
INSERT INTO "Company" ("id", "name", "personal", "createdAt", "updatedAt")
SELECT o.id, o.name, true, o.created, CURRENT_TIMESTAMP FROM "orphan_company" o;
UPDATE "PurchaseOrder" po SET "companyId" = o.id FROM "orphan_company" o
WHERE po."companyId" IS NULL AND lower(po."buyerEmail") = o.email;
ALTER TABLE "PurchaseOrder" ALTER COLUMN "companyId" SET NOT NULL;
CREATE INDEX "PurchaseOrder_companyId_createdAt_idx" ON "PurchaseOrder"("companyId", "createdAt");
ALTER TABLE "PurchaseOrder" ADD CONSTRAINT "PurchaseOrder_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "User" DROP COLUMN "creditLimitCents";
ALTER TABLE "User" DROP COLUMN "paymentTermsDays";
ALTER TABLE "User" DROP COLUMN "holdLiftedAt";

-- A user inserted without a company (first sign-in, seeds, tests) gets a one-person company of their own.
CREATE FUNCTION "gluegun_user_company"() RETURNS trigger AS $$
BEGIN
  IF NEW."companyId" IS NULL THEN NEW."companyId" := gen_random_uuid(); END IF;
  IF NOT EXISTS (SELECT 1 FROM "Company" WHERE "id" = NEW."companyId") THEN
    INSERT INTO "Company" ("id", "name", "personal", "createdAt", "updatedAt")
    VALUES (NEW."companyId", COALESCE(NULLIF(btrim(NEW."displayName"), ''), NEW."email"), true, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP);
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER "User_company" BEFORE INSERT ON "User" FOR EACH ROW EXECUTE FUNCTION "gluegun_user_company"();

-- A purchase order inserted without a company belongs to its buyer's.
CREATE FUNCTION "gluegun_order_company"() RETURNS trigger AS $$
BEGIN
  IF NEW."companyId" IS NULL THEN
    SELECT "companyId" INTO NEW."companyId" FROM "User" WHERE "id" = NEW."userId";
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
CREATE TRIGGER "PurchaseOrder_company" BEFORE INSERT ON "PurchaseOrder" FOR EACH ROW EXECUTE FUNCTION "gluegun_order_company"();
