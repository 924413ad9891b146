-- PunchOut sessions (docs/decisions/064): one per accepted setup request, holding where the cart goes back
-- (cXML BrowserFormPost URL and BuyerCookie, or OCI HOOK_URL), the start link's hash until it is used once, and the
-- cart as it was transferred (what a later OrderRequest must match).
CREATE TABLE "PunchOutSession" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "identityId" UUID NOT NULL,
  "userId" UUID NOT NULL,
  "protocol" TEXT NOT NULL,
  "operation" TEXT NOT NULL,
  "returnUrl" TEXT NOT NULL,
  "buyerCookie" TEXT NOT NULL,
  "startHash" TEXT NOT NULL,
  "startExpiresAt" TIMESTAMP(3) NOT NULL,
  "startedAt" TIMESTAMP(3),
  "transferredAt" TIMESTAMP(3),
  "transferred" JSONB,
  "orderedAt" TIMESTAMP(3),
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "PunchOutSession_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "PunchOutSession_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "PunchOutIdentity"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "PunchOutSession_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "PunchOutSession_protocol_check" CHECK ("protocol" IN ('CXML', 'OCI'))
);
CREATE UNIQUE INDEX "PunchOutSession_startHash_key" ON "PunchOutSession"("startHash");
CREATE INDEX "PunchOutSession_userId_createdAt_idx" ON "PunchOutSession"("userId", "createdAt");
CREATE INDEX "PunchOutSession_identityId_buyerCookie_idx" ON "PunchOutSession"("identityId", "buyerCookie");

-- Every cXML payloadID accepted, per identity: a document sent again is refused as a replay.
CREATE TABLE "PunchOutPayload" (
  "identityId" UUID NOT NULL,
  "payloadId" TEXT NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "PunchOutPayload_pkey" PRIMARY KEY ("identityId", "payloadId"),
  CONSTRAINT "PunchOutPayload_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "PunchOutIdentity"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

SELECT "gluegun_audit_table"('PunchOutSession', '{startHash}');
SELECT "gluegun_audit_table"('PunchOutPayload', '{}', '{}', '{identityId,payloadId}');
