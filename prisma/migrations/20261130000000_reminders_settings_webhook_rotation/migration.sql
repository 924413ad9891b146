-- Issue #30, second half (docs/decisions/032): unpaid-invoice reminders sent once per (invoice, step), per-user
-- settings for optional e-mails, webhook secret rotation with an overlap, and endpoints disabled after retries.

-- One row per reminder step sent for an invoice, written in the transaction that writes its outbox event: the
-- unique key is what makes each step go once, however many instances run the schedule at the same moment.
CREATE TABLE "InvoiceReminder" (
    "id" UUID NOT NULL,
    "purchaseOrderId" UUID NOT NULL,
    "step" TEXT NOT NULL,
    "eventId" UUID NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "InvoiceReminder_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "InvoiceReminder_purchaseOrderId_step_key" ON "InvoiceReminder"("purchaseOrderId", "step");
ALTER TABLE "InvoiceReminder" ADD CONSTRAINT "InvoiceReminder_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Optional e-mails a user gets (transactional ones always go). Company-level settings come with issue #28.
ALTER TABLE "User" ADD COLUMN "emailPaymentReminders" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "User" ADD COLUMN "emailShippingNotices" BOOLEAN NOT NULL DEFAULT true;

-- Secret rotation: during the overlap deliveries are signed with both secrets.
ALTER TABLE "WebhookEndpoint" ADD COLUMN "previousSecret" TEXT;
ALTER TABLE "WebhookEndpoint" ADD COLUMN "previousSecretExpiresAt" TIMESTAMP(3);
ALTER TABLE "WebhookEndpoint" ADD COLUMN "secretRotatedAt" TIMESTAMP(3);
-- Why an endpoint stopped getting deliveries (retries exhausted), shown to admins until they enable it again.
ALTER TABLE "WebhookEndpoint" ADD COLUMN "disabledAt" TIMESTAMP(3);
ALTER TABLE "WebhookEndpoint" ADD COLUMN "disabledReason" TEXT;
-- A manual redelivery asked for by an admin; the dispatcher turns it into a job (same transaction rule as events).
ALTER TABLE "WebhookDelivery" ADD COLUMN "redeliverRequestedAt" TIMESTAMP(3);
CREATE INDEX "WebhookDelivery_redeliver_idx" ON "WebhookDelivery"("redeliverRequestedAt") WHERE "redeliverRequestedAt" IS NOT NULL;
