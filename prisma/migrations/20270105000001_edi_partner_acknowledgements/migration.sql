-- A document the shop sent, as the partner's 997 answered it (docs/decisions/087).
ALTER TABLE "EdiDocument" ADD COLUMN "ackStatus" TEXT,
  ADD COLUMN "acknowledgedAt" TIMESTAMP(3),
  ADD COLUMN "ackDocumentId" UUID,
  ADD COLUMN "ackNote" TEXT,
  ADD CONSTRAINT "EdiDocument_ackStatus_check" CHECK ("ackStatus" IN ('ACCEPTED', 'ACCEPTED_WITH_ERRORS', 'PARTLY_ACCEPTED', 'REJECTED'));
