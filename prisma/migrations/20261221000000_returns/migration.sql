-- Returns (docs/decisions/069): a buyer asks to send back delivered units; the shop approves (with a restocking fee)
-- or rejects, receives the goods (restocked or scrapped), and the receipt issues the credit note, which keeps the fee.
CREATE TYPE "ReturnStatus" AS ENUM ('REQUESTED', 'APPROVED', 'REJECTED', 'CANCELLED', 'RECEIVED');

ALTER TABLE "CreditNote" ADD COLUMN "restockingFeeCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "CreditNote" ADD COLUMN "restockingFeeTaxCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_restockingFee_check" CHECK ("restockingFeeCents" >= 0 AND "restockingFeeTaxCents" >= 0);

CREATE TABLE "ReturnRequest" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "number" SERIAL NOT NULL,
  "purchaseOrderId" UUID NOT NULL,
  "companyId" UUID,
  "status" "ReturnStatus" NOT NULL DEFAULT 'REQUESTED',
  "reason" TEXT NOT NULL,
  "photoLinks" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
  "requestedById" UUID,
  "requestedByEmail" TEXT NOT NULL,
  "restockingFeeBp" INTEGER NOT NULL DEFAULT 0,
  "decidedByEmail" TEXT,
  "decidedAt" TIMESTAMP(3),
  "rejectionReason" TEXT,
  "disposition" TEXT,
  "receivedByEmail" TEXT,
  "receivedAt" TIMESTAMP(3),
  "receiptNote" TEXT NOT NULL DEFAULT '',
  "creditNoteId" UUID,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "ReturnRequest_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ReturnRequest_fee_check" CHECK ("restockingFeeBp" BETWEEN 0 AND 5000),
  CONSTRAINT "ReturnRequest_disposition_check" CHECK ("disposition" IS NULL OR "disposition" IN ('RESTOCK', 'SCRAP')),
  -- A received return has its credit note; photo links are shown as links, so never anything but https.
  CONSTRAINT "ReturnRequest_received_check" CHECK ("status" <> 'RECEIVED' OR ("receivedAt" IS NOT NULL AND "disposition" IS NOT NULL)),
  CONSTRAINT "ReturnRequest_photoLinks_check" CHECK (array_to_string("photoLinks", ' ') = '' OR array_to_string("photoLinks", ' ') ~ '^https://')
);
CREATE UNIQUE INDEX "ReturnRequest_number_key" ON "ReturnRequest"("number");
CREATE UNIQUE INDEX "ReturnRequest_creditNoteId_key" ON "ReturnRequest"("creditNoteId");
CREATE INDEX "ReturnRequest_purchaseOrderId_idx" ON "ReturnRequest"("purchaseOrderId");
CREATE INDEX "ReturnRequest_status_createdAt_idx" ON "ReturnRequest"("status", "createdAt");
ALTER TABLE "ReturnRequest" ADD CONSTRAINT "ReturnRequest_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ReturnRequest" ADD CONSTRAINT "ReturnRequest_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "CreditNote"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "ReturnLine" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "returnRequestId" UUID NOT NULL,
  "invoiceLineId" UUID NOT NULL,
  "quantity" INTEGER NOT NULL,
  CONSTRAINT "ReturnLine_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ReturnLine_quantity_check" CHECK ("quantity" > 0)
);
CREATE UNIQUE INDEX "ReturnLine_returnRequestId_invoiceLineId_key" ON "ReturnLine"("returnRequestId", "invoiceLineId");
CREATE INDEX "ReturnLine_invoiceLineId_idx" ON "ReturnLine"("invoiceLineId");
ALTER TABLE "ReturnLine" ADD CONSTRAINT "ReturnLine_returnRequestId_fkey" FOREIGN KEY ("returnRequestId") REFERENCES "ReturnRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ReturnLine" ADD CONSTRAINT "ReturnLine_invoiceLineId_fkey" FOREIGN KEY ("invoiceLineId") REFERENCES "InvoiceLine"("id") ON DELETE CASCADE ON UPDATE CASCADE;

SELECT "gluegun_audit_table"('ReturnRequest');
SELECT "gluegun_audit_table"('ReturnLine');
