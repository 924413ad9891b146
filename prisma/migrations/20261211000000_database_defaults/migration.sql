-- Ids and updatedAt get database defaults. Prisma fills them in its own client (@default(uuid()), @updatedAt),
-- so a statement written by hand beside Prisma (docs/decisions/043) had to supply them itself; now it can leave
-- them out and still write what Prisma would. Timestamps are UTC wall time, as Prisma writes them.

ALTER TABLE "ApiKey" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "ApprovalEvent" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "ApprovalRequest" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "ApprovalRule" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "BankStatementLine" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "BankStatement" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "CompanyInvitation" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "CompanyLocation" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "Company" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "CreditNoteLine" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "CreditNote" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "CustomerCreditEntry" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "CustomerPartNumber" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "CustomerPartNumber" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "InvoiceLine" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "InvoiceReminder" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "OrderEvent" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "OrderItem" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "OrderItem" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Payment" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "Product" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "Product" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "PurchaseOrderEvent" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "PurchaseOrder" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "PurchaseOrder" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Refund" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "Review" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "Review" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "TaxRate" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "TaxRate" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "User" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "User" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "WebhookDelivery" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "WebhookEndpoint" ALTER COLUMN "id" SET DEFAULT gen_random_uuid();
ALTER TABLE "WebhookEndpoint" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');

-- Every timestamp default is UTC wall time whatever the database's TimeZone setting (CURRENT_TIMESTAMP is the
-- session's local time once cast to a timestamp column).
ALTER TABLE "ApiKey" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "ApprovalEvent" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "ApprovalRequest" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "ApprovalRequest" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "ApprovalRule" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "BankStatementLine" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "BankStatement" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Category" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Category" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "CompanyInvitation" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "CompanyLocation" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Company" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Company" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "CreditNote" ALTER COLUMN "issuedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "CustomerCreditEntry" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "CustomerPartNumber" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "IdempotencyKey" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "IdempotencyKey" ALTER COLUMN "lockedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "InvoiceReminder" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "OrderEvent" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "OrderItem" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "OutboxEvent" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Payment" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Product" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "PurchaseOrderEvent" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "PurchaseOrder" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Refund" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Review" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Specification" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "Specification" ALTER COLUMN "updatedAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "TaxRate" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "User" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "WebhookDelivery" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');
ALTER TABLE "WebhookEndpoint" ALTER COLUMN "createdAt" SET DEFAULT (now() AT TIME ZONE 'UTC');

-- The one-person company a new user gets is stamped in UTC too.
CREATE OR REPLACE FUNCTION "gluegun_user_company"() RETURNS trigger AS $$
BEGIN
  IF NEW."companyId" IS NULL THEN NEW."companyId" := gen_random_uuid(); END IF;
  IF NOT EXISTS (SELECT 1 FROM "Company" WHERE "id" = NEW."companyId") THEN
    INSERT INTO "Company" ("id", "name", "personal", "createdAt", "updatedAt")
    VALUES (NEW."companyId", COALESCE(NULLIF(btrim(NEW."displayName"), ''), NEW."email"), true, now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC');
  END IF;
  RETURN NEW;
END $$ LANGUAGE plpgsql;
