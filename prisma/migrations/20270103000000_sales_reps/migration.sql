-- Sales reps and acting as a buyer (docs/decisions/084): a staff flag, the companies each rep serves, and the
-- act-as sessions a rep or shop admin opens to order for a company member.
ALTER TABLE "User" ADD COLUMN "salesRep" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "SalesRepAssignment" (
  "companyId" UUID NOT NULL,
  "repId" UUID NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "SalesRepAssignment_pkey" PRIMARY KEY ("companyId", "repId"),
  CONSTRAINT "SalesRepAssignment_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "SalesRepAssignment_repId_fkey" FOREIGN KEY ("repId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "SalesRepAssignment_repId_idx" ON "SalesRepAssignment"("repId");

CREATE TABLE "ActAsSession" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "actorId" UUID NOT NULL,
  "buyerId" UUID NOT NULL,
  "companyId" UUID NOT NULL,
  "startedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "expiresAt" TIMESTAMP(3) NOT NULL,
  "endedAt" TIMESTAMP(3),
  CONSTRAINT "ActAsSession_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "ActAsSession_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "ActAsSession_buyerId_fkey" FOREIGN KEY ("buyerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "ActAsSession_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "ActAsSession_actorId_idx" ON "ActAsSession"("actorId");
CREATE INDEX "ActAsSession_buyerId_idx" ON "ActAsSession"("buyerId");

-- Who assigned which rep, and every act-as session opened and ended, is kept in the audit trail.
SELECT "gluegun_audit_table"('SalesRepAssignment', '{}', '{}', '{companyId,repId}');
SELECT "gluegun_audit_table"('ActAsSession');
