-- Quotes (docs/decisions/065): a company's request for prices kept in versions (the buyer's request and counters,
-- the shop's priced answers with a freight note and an expiry), and the open items an accepted quote became.
CREATE TYPE "QuoteStatus" AS ENUM ('REQUESTED', 'COUNTERED', 'APPROVAL_NEEDED', 'SENT', 'ACCEPTED', 'EXPIRED', 'DECLINED', 'WITHDRAWN');
CREATE TYPE "QuoteSide" AS ENUM ('BUYER', 'STAFF');

CREATE TABLE "Quote" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "number" SERIAL NOT NULL,
  "companyId" UUID NOT NULL,
  "buyerId" UUID,
  "status" "QuoteStatus" NOT NULL DEFAULT 'REQUESTED',
  "currentVersion" INTEGER NOT NULL DEFAULT 1,
  "expiresAt" TIMESTAMP(3),
  "reminderSentAt" TIMESTAMP(3),
  "acceptedAt" TIMESTAMP(3),
  "acceptedById" UUID,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "Quote_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "Quote_currentVersion_check" CHECK ("currentVersion" >= 1),
  -- A sent quote always has an expiry; an accepted one says when.
  CONSTRAINT "Quote_sent_expires_check" CHECK ("status" <> 'SENT' OR "expiresAt" IS NOT NULL),
  CONSTRAINT "Quote_accepted_check" CHECK ("status" <> 'ACCEPTED' OR "acceptedAt" IS NOT NULL)
);
CREATE UNIQUE INDEX "Quote_number_key" ON "Quote"("number");
CREATE INDEX "Quote_companyId_createdAt_idx" ON "Quote"("companyId", "createdAt");
CREATE INDEX "Quote_buyerId_createdAt_idx" ON "Quote"("buyerId", "createdAt");
CREATE INDEX "Quote_status_expiresAt_idx" ON "Quote"("status", "expiresAt");
CREATE INDEX "Quote_createdAt_id_idx" ON "Quote"("createdAt", "id");
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Quote" ADD CONSTRAINT "Quote_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "QuoteVersion" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "quoteId" UUID NOT NULL,
  "number" INTEGER NOT NULL,
  "side" "QuoteSide" NOT NULL,
  "authorId" UUID,
  "note" TEXT NOT NULL DEFAULT '',
  "freightNote" TEXT NOT NULL DEFAULT '',
  "expiresAt" TIMESTAMP(3),
  "approvalNeeded" BOOLEAN NOT NULL DEFAULT false,
  "approvedById" UUID,
  "approvedAt" TIMESTAMP(3),
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "QuoteVersion_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "QuoteVersion_number_check" CHECK ("number" >= 1),
  -- The shop's versions expire; the one who priced never approves their own discount.
  CONSTRAINT "QuoteVersion_staff_expires_check" CHECK ("side" = 'BUYER' OR "expiresAt" IS NOT NULL),
  CONSTRAINT "QuoteVersion_approver_check" CHECK ("approvedById" IS NULL OR "approvedById" IS DISTINCT FROM "authorId")
);
CREATE UNIQUE INDEX "QuoteVersion_quoteId_number_key" ON "QuoteVersion"("quoteId", "number");
ALTER TABLE "QuoteVersion" ADD CONSTRAINT "QuoteVersion_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "QuoteLine" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "versionId" UUID NOT NULL,
  "position" INTEGER NOT NULL,
  "productId" UUID,
  "productName" TEXT NOT NULL,
  "sku" TEXT NOT NULL,
  "quantity" INTEGER NOT NULL,
  "note" TEXT NOT NULL DEFAULT '',
  "targetPriceCents" INTEGER,
  "unitPriceCents" INTEGER,
  "referencePriceCents" INTEGER NOT NULL,
  CONSTRAINT "QuoteLine_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "QuoteLine_quantity_check" CHECK ("quantity" > 0),
  CONSTRAINT "QuoteLine_prices_check" CHECK (("targetPriceCents" IS NULL OR "targetPriceCents" > 0) AND ("unitPriceCents" IS NULL OR "unitPriceCents" > 0))
);
CREATE UNIQUE INDEX "QuoteLine_versionId_position_key" ON "QuoteLine"("versionId", "position");
CREATE INDEX "QuoteLine_productId_idx" ON "QuoteLine"("productId");
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "QuoteVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "QuoteLine" ADD CONSTRAINT "QuoteLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "OrderItem" ADD COLUMN "quoteId" UUID;
CREATE INDEX "OrderItem_quoteId_idx" ON "OrderItem"("quoteId") WHERE "quoteId" IS NOT NULL;
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_quoteId_fkey" FOREIGN KEY ("quoteId") REFERENCES "Quote"("id") ON DELETE SET NULL ON UPDATE CASCADE;

SELECT "gluegun_audit_table"('Quote');
SELECT "gluegun_audit_table"('QuoteVersion');
SELECT "gluegun_audit_table"('QuoteLine');
