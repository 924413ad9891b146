-- Issue #29 item 2 (docs/decisions/036): bank statement import and matching. A file is imported once (its SHA-256
-- is unique) and a line once across files (its fingerprint is unique); confirmed lines become payments that
-- remember the line they came from.
CREATE TYPE "BankLineStatus" AS ENUM ('PROPOSED', 'CONFIRMED', 'UNMATCHED', 'IGNORED');

CREATE TABLE "BankStatement" (
    "id" UUID NOT NULL,
    "fileName" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "fileHash" TEXT NOT NULL,
    "importedById" UUID,
    "importedByEmail" TEXT NOT NULL,
    "creditLines" INTEGER NOT NULL,
    "newLines" INTEGER NOT NULL,
    "debitsSkipped" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BankStatement_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "BankStatement_fileHash_key" ON "BankStatement"("fileHash");
CREATE INDEX "BankStatement_createdAt_idx" ON "BankStatement"("createdAt");

CREATE TABLE "BankStatementLine" (
    "id" UUID NOT NULL,
    "statementId" UUID NOT NULL,
    "lineNo" INTEGER NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "bookedOn" DATE NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "reference" TEXT NOT NULL,
    "counterparty" TEXT NOT NULL,
    "bankReference" TEXT,
    "status" "BankLineStatus" NOT NULL,
    "matchRule" TEXT,
    "allocations" JSONB NOT NULL DEFAULT '[]',
    "unappliedCents" INTEGER NOT NULL DEFAULT 0,
    "note" TEXT,
    "decidedById" UUID,
    "decidedByEmail" TEXT,
    "decidedAt" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "BankStatementLine_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "BankStatementLine_amount_positive" CHECK ("amountCents" > 0),
    CONSTRAINT "BankStatementLine_unapplied_range" CHECK ("unappliedCents" >= 0 AND "unappliedCents" <= "amountCents")
);
CREATE UNIQUE INDEX "BankStatementLine_fingerprint_key" ON "BankStatementLine"("fingerprint");
CREATE INDEX "BankStatementLine_status_bookedOn_idx" ON "BankStatementLine"("status", "bookedOn");
CREATE INDEX "BankStatementLine_statementId_lineNo_idx" ON "BankStatementLine"("statementId", "lineNo");
ALTER TABLE "BankStatementLine" ADD CONSTRAINT "BankStatementLine_statementId_fkey" FOREIGN KEY ("statementId") REFERENCES "BankStatement"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "Payment" ADD COLUMN "bankStatementLineId" UUID;
CREATE INDEX "Payment_bankStatementLineId_idx" ON "Payment"("bankStatementLineId");
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_bankStatementLineId_fkey" FOREIGN KEY ("bankStatementLineId") REFERENCES "BankStatementLine"("id") ON DELETE SET NULL ON UPDATE CASCADE;
