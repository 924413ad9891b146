-- Security hardening (issue #16).
-- Users: verified e-mail, sign-in provider and the auth time of the identity behind the account.
ALTER TABLE "User" ADD COLUMN "emailVerified" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "User" ADD COLUMN "signInProvider" TEXT;
ALTER TABLE "User" ADD COLUMN "identitySince" INTEGER NOT NULL DEFAULT 0;

-- Products: a version for optimistic concurrency of edits against stock moves.
ALTER TABLE "Product" ADD COLUMN "version" INTEGER NOT NULL DEFAULT 0;

-- Order items: when the invoice was issued; one line's value is bounded so no total overflows a 32-bit Int.
ALTER TABLE "OrderItem" ADD COLUMN "invoicedAt" TIMESTAMP(3);
UPDATE "OrderItem" o SET "invoicedAt" = e."createdAt"
  FROM (SELECT "orderItemId", max("createdAt") AS "createdAt" FROM "OrderEvent" WHERE "toStatus" = 'PAID' GROUP BY "orderItemId") e
  WHERE e."orderItemId" = o."id" AND o."invoiceReference" IS NOT NULL;
-- NOT VALID: rows written before this rule stay readable (the API computes totals as 64-bit and clamps nothing);
-- every new or changed row must satisfy it.
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_line_total_bounded"
  CHECK ("quantity"::bigint * "unitPriceCents"::bigint <= 1000000000) NOT VALID;
CREATE INDEX "OrderItem_userId_createdAt_idx" ON "OrderItem"("userId", "createdAt");

-- Order events: the actor's role, so customers see "the shop" instead of an admin's e-mail.
ALTER TABLE "OrderEvent" ADD COLUMN "actorRole" "Role";
UPDATE "OrderEvent" e SET "actorRole" = CASE WHEN e."actorId" IS NOT NULL AND e."actorId" = o."userId" THEN 'CUSTOMER'::"Role" ELSE 'ADMIN'::"Role" END
  FROM "OrderItem" o WHERE o."id" = e."orderItemId";
