-- Issue #28, spending limits and approval rules (docs/decisions/037-company-accounts.md).
CREATE TYPE "LimitPeriod" AS ENUM ('WEEK', 'MONTH');
CREATE TYPE "ApprovalStatus" AS ENUM ('AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'WITHDRAWN');

ALTER TABLE "User" ADD COLUMN "orderLimitCents" INTEGER CHECK ("orderLimitCents" IS NULL OR "orderLimitCents" >= 0);
ALTER TABLE "User" ADD COLUMN "periodLimitCents" INTEGER CHECK ("periodLimitCents" IS NULL OR "periodLimitCents" >= 0);
ALTER TABLE "User" ADD COLUMN "limitPeriod" "LimitPeriod";

CREATE TABLE "ApprovalRule" (
    "id" UUID NOT NULL,
    "companyId" UUID NOT NULL,
    "thresholdCents" INTEGER NOT NULL CHECK ("thresholdCents" >= 0),
    "approverRole" "CompanyRole" NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ApprovalRule_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ApprovalRule_companyId_idx" ON "ApprovalRule"("companyId");
ALTER TABLE "ApprovalRule" ADD CONSTRAINT "ApprovalRule_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "ApprovalRequest" (
    "id" UUID NOT NULL,
    "number" SERIAL NOT NULL,
    "companyId" UUID NOT NULL,
    "requesterId" UUID,
    "requesterEmail" TEXT NOT NULL,
    "details" JSONB NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "reasons" JSONB NOT NULL,
    "requiredRoles" "CompanyRole"[],
    "status" "ApprovalStatus" NOT NULL DEFAULT 'AWAITING_APPROVAL',
    "rejectionReason" TEXT,
    "purchaseOrderId" UUID,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ApprovalRequest_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "ApprovalRequest_number_key" ON "ApprovalRequest"("number");
CREATE UNIQUE INDEX "ApprovalRequest_purchaseOrderId_key" ON "ApprovalRequest"("purchaseOrderId");
CREATE INDEX "ApprovalRequest_companyId_status_createdAt_idx" ON "ApprovalRequest"("companyId", "status", "createdAt");
CREATE INDEX "ApprovalRequest_requesterId_createdAt_idx" ON "ApprovalRequest"("requesterId", "createdAt");
ALTER TABLE "ApprovalRequest" ADD CONSTRAINT "ApprovalRequest_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "ApprovalRequest" ADD CONSTRAINT "ApprovalRequest_requesterId_fkey" FOREIGN KEY ("requesterId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "ApprovalEvent" (
    "id" UUID NOT NULL,
    "requestId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "actorId" UUID,
    "actorEmail" TEXT NOT NULL,
    "role" "CompanyRole",
    "detail" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ApprovalEvent_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "ApprovalEvent_requestId_createdAt_idx" ON "ApprovalEvent"("requestId", "createdAt");
ALTER TABLE "ApprovalEvent" ADD CONSTRAINT "ApprovalEvent_requestId_fkey" FOREIGN KEY ("requestId") REFERENCES "ApprovalRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "OrderItem" ADD COLUMN "approvalRequestId" UUID;
CREATE INDEX "OrderItem_approvalRequestId_idx" ON "OrderItem"("approvalRequestId");
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_approvalRequestId_fkey" FOREIGN KEY ("approvalRequestId") REFERENCES "ApprovalRequest"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Issue #30's company-level e-mail settings, now that companies exist: an optional e-mail goes only when both the
-- person and their company want it.
ALTER TABLE "Company" ADD COLUMN "emailPaymentReminders" BOOLEAN NOT NULL DEFAULT true;
ALTER TABLE "Company" ADD COLUMN "emailShippingNotices" BOOLEAN NOT NULL DEFAULT true;
