-- An approval request keeps the tax quote of its submission (docs/decisions/041's computation for its ship-to),
-- so the approver reads net, tax and total as checkout showed them. "totalCents" keeps its meaning: the items'
-- net when submitted. Requests submitted before this carry 0 tax (their quote was not kept).
ALTER TABLE "ApprovalRequest" ADD COLUMN "taxCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "ApprovalRequest" ADD COLUMN "taxName" TEXT;
ALTER TABLE "ApprovalRequest" ADD COLUMN "taxRateMillionths" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "ApprovalRequest" ADD COLUMN "taxRounding" TEXT;
ALTER TABLE "ApprovalRequest" ADD COLUMN "taxExemptCertificate" TEXT;
ALTER TABLE "ApprovalRequest" ADD CONSTRAINT "ApprovalRequest_tax" CHECK (
  "taxCents" >= 0 AND ("taxRounding" IS NULL OR "taxRounding" IN ('PER_LINE', 'PER_INVOICE'))
);
