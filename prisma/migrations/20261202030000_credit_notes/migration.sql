-- Issue #29 item 3 (docs/decisions/038): credit notes, refunds and customer credit. An invoice's balance is
-- total - credited - paid and never negative; money a credit note gives back is held as the company's credit
-- (never negative), applied to other invoices or refunded.
ALTER TABLE "PurchaseOrder" ADD COLUMN "creditedCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "PurchaseOrder" DROP CONSTRAINT "PurchaseOrder_money";
ALTER TABLE "PurchaseOrder" ADD CONSTRAINT "PurchaseOrder_money" CHECK (
  "subtotalCents" >= 0 AND "totalCents" >= 0 AND "paidCents" >= 0 AND "creditedCents" >= 0
  AND "paidCents" + "creditedCents" <= "totalCents"
  AND ("paymentStatus" <> 'PAID' OR "paidCents" + "creditedCents" = "totalCents")
  AND ("paymentStatus" <> 'AWAITING_PAYMENT' OR "paidCents" + "creditedCents" < "totalCents" OR "totalCents" = 0)
);

ALTER TABLE "Company" ADD COLUMN "creditBalanceCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Company" ADD CONSTRAINT "Company_credit_balance_nonnegative" CHECK ("creditBalanceCents" >= 0);

CREATE TABLE "CreditNote" (
    "id" UUID NOT NULL,
    "number" SERIAL NOT NULL,
    "purchaseOrderId" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "reason" TEXT NOT NULL,
    "returnStock" BOOLEAN NOT NULL DEFAULT false,
    "amountCents" INTEGER NOT NULL,
    "appliedToInvoiceCents" INTEGER NOT NULL,
    "releasedCents" INTEGER NOT NULL,
    "settlement" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "issuedById" UUID,
    "issuedByEmail" TEXT NOT NULL,
    CONSTRAINT "CreditNote_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CreditNote_money" CHECK ("amountCents" > 0 AND "appliedToInvoiceCents" >= 0 AND "releasedCents" >= 0
      AND "appliedToInvoiceCents" + "releasedCents" = "amountCents"),
    CONSTRAINT "CreditNote_settlement" CHECK ("settlement" IN ('HOLD', 'APPLY', 'REFUND'))
);
CREATE UNIQUE INDEX "CreditNote_number_key" ON "CreditNote"("number");
CREATE INDEX "CreditNote_purchaseOrderId_issuedAt_idx" ON "CreditNote"("purchaseOrderId", "issuedAt");
CREATE INDEX "CreditNote_companyId_issuedAt_idx" ON "CreditNote"("companyId", "issuedAt");
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "CreditNote" ADD CONSTRAINT "CreditNote_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE TABLE "CreditNoteLine" (
    "id" UUID NOT NULL,
    "creditNoteId" UUID NOT NULL,
    "invoiceLineId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "sku" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "productId" UUID,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "lineTotalCents" INTEGER NOT NULL,
    CONSTRAINT "CreditNoteLine_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CreditNoteLine_money" CHECK ("quantity" > 0 AND "unitPriceCents" >= 0 AND "lineTotalCents" = "quantity" * "unitPriceCents")
);
CREATE INDEX "CreditNoteLine_creditNoteId_idx" ON "CreditNoteLine"("creditNoteId");
CREATE INDEX "CreditNoteLine_invoiceLineId_idx" ON "CreditNoteLine"("invoiceLineId");
ALTER TABLE "CreditNoteLine" ADD CONSTRAINT "CreditNoteLine_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "CreditNote"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "Refund" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "creditNoteId" UUID,
    "amountCents" INTEGER NOT NULL,
    "paidOn" DATE NOT NULL,
    "method" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "recordedById" UUID,
    "recordedByEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Refund_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Refund_amount_positive" CHECK ("amountCents" > 0)
);
CREATE INDEX "Refund_companyId_createdAt_idx" ON "Refund"("companyId", "createdAt");
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "Refund" ADD CONSTRAINT "Refund_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "CreditNote"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "CustomerCreditEntry" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "purchaseOrderId" UUID,
    "creditNoteId" UUID,
    "refundId" UUID,
    "bankStatementLineId" UUID,
    "detail" TEXT NOT NULL,
    "actorId" UUID,
    "actorEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CustomerCreditEntry_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "CustomerCreditEntry_sign" CHECK (
      ("kind" IN ('CREDIT_NOTE', 'OVERPAYMENT') AND "amountCents" > 0) OR ("kind" IN ('APPLIED', 'REFUNDED') AND "amountCents" < 0))
);
CREATE INDEX "CustomerCreditEntry_companyId_createdAt_idx" ON "CustomerCreditEntry"("companyId", "createdAt");
CREATE INDEX "CustomerCreditEntry_purchaseOrderId_idx" ON "CustomerCreditEntry"("purchaseOrderId");
ALTER TABLE "CustomerCreditEntry" ADD CONSTRAINT "CustomerCreditEntry_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "CustomerCreditEntry" ADD CONSTRAINT "CustomerCreditEntry_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "CustomerCreditEntry" ADD CONSTRAINT "CustomerCreditEntry_creditNoteId_fkey" FOREIGN KEY ("creditNoteId") REFERENCES "CreditNote"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "CustomerCreditEntry" ADD CONSTRAINT "CustomerCreditEntry_refundId_fkey" FOREIGN KEY ("refundId") REFERENCES "Refund"("id") ON DELETE SET NULL ON UPDATE CASCADE;
