-- X12 EDI (docs/decisions/075): the ISA sender a company's interchanges carry, and every document received or sent.
CREATE TABLE "EdiPartner" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "companyId" UUID NOT NULL,
  "qualifier" TEXT NOT NULL,
  "senderId" TEXT NOT NULL,
  "enabled" BOOLEAN NOT NULL DEFAULT true,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "EdiPartner_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "EdiPartner_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "EdiPartner_companyId_key" ON "EdiPartner"("companyId");
CREATE UNIQUE INDEX "EdiPartner_qualifier_senderId_key" ON "EdiPartner"("qualifier", "senderId");

CREATE TABLE "EdiDocument" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "companyId" UUID NOT NULL,
  "direction" TEXT NOT NULL,
  "kind" TEXT NOT NULL,
  "sender" TEXT NOT NULL,
  "controlNumber" TEXT NOT NULL,
  "content" TEXT NOT NULL,
  "purchaseOrderId" UUID,
  "approvalRequestId" UUID,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "EdiDocument_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "EdiDocument_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "EdiDocument_direction_check" CHECK ("direction" IN ('IN', 'OUT'))
);
-- One interchange control number per sender and direction: a replayed interchange loses here.
CREATE UNIQUE INDEX "EdiDocument_direction_sender_controlNumber_key" ON "EdiDocument"("direction", "sender", "controlNumber");
CREATE INDEX "EdiDocument_companyId_createdAt_idx" ON "EdiDocument"("companyId", "createdAt");
-- The shop's own interchange control numbers (ISA13 of the 997 and 855 it sends).
CREATE SEQUENCE "EdiControlNumber" MINVALUE 1 MAXVALUE 999999999 CYCLE;
