-- Procurement PunchOut identities (docs/decisions/064): per company, the cXML From/To/Sender credentials its
-- purchasing system sends, the shared secret and the OCI password as scrypt hashes only, and the member signed in
-- when a setup request names no member of the company.
CREATE TABLE "PunchOutIdentity" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "companyId" UUID NOT NULL,
  "fromDomain" TEXT NOT NULL,
  "fromIdentity" TEXT NOT NULL,
  "toDomain" TEXT NOT NULL,
  "toIdentity" TEXT NOT NULL,
  "senderDomain" TEXT NOT NULL,
  "senderIdentity" TEXT NOT NULL,
  "secretHash" TEXT NOT NULL,
  "ociUsername" TEXT,
  "ociPasswordHash" TEXT,
  "punchOutUserId" UUID,
  "enabled" BOOLEAN NOT NULL DEFAULT true,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "PunchOutIdentity_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "PunchOutIdentity_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "PunchOutIdentity_punchOutUserId_fkey" FOREIGN KEY ("punchOutUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE,
  CONSTRAINT "PunchOutIdentity_oci_check" CHECK (("ociUsername" IS NULL) = ("ociPasswordHash" IS NULL))
);
CREATE UNIQUE INDEX "PunchOutIdentity_companyId_key" ON "PunchOutIdentity"("companyId");
-- A sender identity names one company: the setup request is routed by it before any secret is compared.
CREATE UNIQUE INDEX "PunchOutIdentity_senderDomain_senderIdentity_key" ON "PunchOutIdentity"("senderDomain", "senderIdentity");
CREATE UNIQUE INDEX "PunchOutIdentity_ociUsername_key" ON "PunchOutIdentity"("ociUsername");
CREATE INDEX "PunchOutIdentity_punchOutUserId_idx" ON "PunchOutIdentity"("punchOutUserId");

-- The hashes are credentials: recorded as changed, never with their values.
SELECT "gluegun_audit_table"('PunchOutIdentity', '{secretHash,ociPasswordHash}');
