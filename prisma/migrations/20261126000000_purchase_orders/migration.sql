-- Purchase orders, invoices, payments and credit (issue #20, docs/decisions/016).

CREATE TYPE "PaymentStatus" AS ENUM ('AWAITING_PAYMENT', 'PAID', 'VOID');
CREATE TYPE "FulfilmentStatus" AS ENUM ('UNFULFILLED', 'SHIPPED', 'DELIVERED', 'CANCELLED');

-- Per-customer credit: null = the shop's defaults (CREDIT_LIMIT_CENTS, net 30).
ALTER TABLE "User" ADD COLUMN "creditLimitCents" INTEGER;
ALTER TABLE "User" ADD COLUMN "paymentTermsDays" INTEGER;
ALTER TABLE "User" ADD COLUMN "holdLiftedAt" TIMESTAMP(3);
ALTER TABLE "User" ADD CONSTRAINT "User_credit_terms" CHECK (
  ("creditLimitCents" IS NULL OR "creditLimitCents" >= 0)
  AND ("paymentTermsDays" IS NULL OR "paymentTermsDays" BETWEEN 0 AND 120)
);

CREATE TABLE "PurchaseOrder" (
    "id" UUID NOT NULL,
    "number" SERIAL NOT NULL,
    "userId" UUID,
    "buyerName" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL,
    "poNumber" TEXT,
    "companyName" TEXT,
    "addressLine1" TEXT,
    "addressLine2" TEXT,
    "city" TEXT,
    "region" TEXT,
    "postalCode" TEXT,
    "country" TEXT,
    "contactPhone" TEXT NOT NULL,
    "notes" TEXT,
    "invoiceNumber" TEXT NOT NULL,
    "issuedAt" TIMESTAMP(3) NOT NULL,
    "termsDays" INTEGER NOT NULL,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "subtotalCents" INTEGER NOT NULL,
    "totalCents" INTEGER NOT NULL,
    "paidCents" INTEGER NOT NULL DEFAULT 0,
    "paymentStatus" "PaymentStatus" NOT NULL DEFAULT 'AWAITING_PAYMENT',
    "fulfilmentStatus" "FulfilmentStatus" NOT NULL DEFAULT 'UNFULFILLED',
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    CONSTRAINT "PurchaseOrder_pkey" PRIMARY KEY ("id"),
    -- Money adds up: never more paid than owed, PAID exactly when fully paid.
    CONSTRAINT "PurchaseOrder_money" CHECK (
      "subtotalCents" >= 0 AND "totalCents" >= 0 AND "paidCents" >= 0 AND "paidCents" <= "totalCents"
      AND ("paymentStatus" <> 'PAID' OR "paidCents" = "totalCents")
      AND ("paymentStatus" <> 'AWAITING_PAYMENT' OR "paidCents" < "totalCents" OR "totalCents" = 0)
    ),
    CONSTRAINT "PurchaseOrder_terms" CHECK ("termsDays" BETWEEN 0 AND 120 AND "dueAt" >= "issuedAt")
);

CREATE TABLE "InvoiceLine" (
    "id" UUID NOT NULL,
    "purchaseOrderId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "orderItemId" UUID,
    "productId" UUID,
    "sku" TEXT NOT NULL,
    "productName" TEXT NOT NULL,
    "imageUrl" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitPriceCents" INTEGER NOT NULL,
    "lineTotalCents" INTEGER NOT NULL,
    CONSTRAINT "InvoiceLine_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "InvoiceLine_money" CHECK ("quantity" > 0 AND "unitPriceCents" >= 0 AND "lineTotalCents" = "quantity"::bigint * "unitPriceCents")
);

CREATE TABLE "Payment" (
    "id" UUID NOT NULL,
    "purchaseOrderId" UUID NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "receivedOn" DATE NOT NULL,
    "reference" TEXT NOT NULL,
    "recordedById" UUID,
    "recordedByEmail" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Payment_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "Payment_amount" CHECK ("amountCents" > 0)
);

CREATE TABLE "PurchaseOrderEvent" (
    "id" UUID NOT NULL,
    "purchaseOrderId" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "detail" TEXT,
    "amountCents" INTEGER,
    "actorId" UUID,
    "actorEmail" TEXT NOT NULL,
    "actorRole" "Role",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "PurchaseOrderEvent_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "PurchaseOrder_number_key" ON "PurchaseOrder"("number");
CREATE UNIQUE INDEX "PurchaseOrder_invoiceNumber_key" ON "PurchaseOrder"("invoiceNumber");
CREATE INDEX "PurchaseOrder_userId_createdAt_idx" ON "PurchaseOrder"("userId", "createdAt");
CREATE INDEX "PurchaseOrder_createdAt_id_idx" ON "PurchaseOrder"("createdAt", "id");
CREATE INDEX "PurchaseOrder_paymentStatus_dueAt_idx" ON "PurchaseOrder"("paymentStatus", "dueAt");
CREATE UNIQUE INDEX "InvoiceLine_purchaseOrderId_position_key" ON "InvoiceLine"("purchaseOrderId", "position");
CREATE INDEX "Payment_purchaseOrderId_createdAt_idx" ON "Payment"("purchaseOrderId", "createdAt");
CREATE INDEX "PurchaseOrderEvent_purchaseOrderId_createdAt_idx" ON "PurchaseOrderEvent"("purchaseOrderId", "createdAt");

ALTER TABLE "PurchaseOrder" ADD CONSTRAINT "PurchaseOrder_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "InvoiceLine" ADD CONSTRAINT "InvoiceLine_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Payment" ADD CONSTRAINT "Payment_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "PurchaseOrderEvent" ADD CONSTRAINT "PurchaseOrderEvent_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Order items: the purchase order they were checked out on. Several lines share one invoice number now.
ALTER TABLE "OrderItem" ADD COLUMN "purchaseOrderId" UUID;
DROP INDEX "OrderItem_invoiceReference_key";
CREATE INDEX "OrderItem_invoiceReference_idx" ON "OrderItem"("invoiceReference");
CREATE INDEX "OrderItem_purchaseOrderId_idx" ON "OrderItem"("purchaseOrderId");

-- Migrate what exists without losing history: every item that was invoiced ("Pay") becomes a one-line purchase
-- order under its old invoice reference, issued when it was invoiced, net 30, nothing recorded as paid (no money
-- was ever recorded); fulfilment follows the item (PAID -> unfulfilled), a cancelled one is a void invoice.
-- The item events (OrderEvent) stay as they were; each order gets a MIGRATED event.
UPDATE "OrderItem" SET "purchaseOrderId" = gen_random_uuid()
  WHERE "status" IN ('PAID', 'SHIPPED', 'DELIVERED') OR ("status" = 'CANCELLED' AND "invoiceReference" IS NOT NULL);

INSERT INTO "PurchaseOrder" (
  "id", "userId", "buyerName", "buyerEmail", "contactPhone", "invoiceNumber", "issuedAt", "termsDays", "dueAt",
  "subtotalCents", "totalCents", "paymentStatus", "fulfilmentStatus", "createdAt", "updatedAt"
)
SELECT oi."purchaseOrderId", oi."userId", oi."userName", oi."userEmail", oi."userPhone",
  COALESCE(oi."invoiceReference", 'INV-MIGRATED-' || substr(oi."id"::text, 1, 8)),
  COALESCE(oi."invoicedAt", oi."updatedAt"), 30, COALESCE(oi."invoicedAt", oi."updatedAt") + interval '30 days',
  oi."quantity" * oi."unitPriceCents", oi."quantity" * oi."unitPriceCents",
  (CASE WHEN oi."status" = 'CANCELLED' THEN 'VOID' ELSE 'AWAITING_PAYMENT' END)::"PaymentStatus",
  (CASE oi."status" WHEN 'PAID' THEN 'UNFULFILLED' WHEN 'SHIPPED' THEN 'SHIPPED' WHEN 'DELIVERED' THEN 'DELIVERED' ELSE 'CANCELLED' END)::"FulfilmentStatus",
  COALESCE(oi."invoicedAt", oi."updatedAt"), CURRENT_TIMESTAMP
FROM "OrderItem" oi
WHERE oi."purchaseOrderId" IS NOT NULL
ORDER BY COALESCE(oi."invoicedAt", oi."updatedAt"), oi."id";

UPDATE "OrderItem" oi SET "invoiceReference" = po."invoiceNumber", "invoicedAt" = po."issuedAt"
FROM "PurchaseOrder" po WHERE po."id" = oi."purchaseOrderId";

INSERT INTO "InvoiceLine" ("id", "purchaseOrderId", "position", "orderItemId", "productId", "sku", "productName", "imageUrl", "quantity", "unitPriceCents", "lineTotalCents")
SELECT gen_random_uuid(), oi."purchaseOrderId", 1, oi."id", oi."productId", COALESCE(p."sku", '-'), oi."productName", oi."imageUrl",
  oi."quantity", oi."unitPriceCents", oi."quantity" * oi."unitPriceCents"
FROM "OrderItem" oi LEFT JOIN "Product" p ON p."id" = oi."productId"
WHERE oi."purchaseOrderId" IS NOT NULL;

INSERT INTO "PurchaseOrderEvent" ("id", "purchaseOrderId", "kind", "detail", "actorEmail", "createdAt")
SELECT gen_random_uuid(), po."id", 'MIGRATED', 'Invoiced before purchase orders existed: one line, net 30, no payment recorded', 'system', CURRENT_TIMESTAMP
FROM "PurchaseOrder" po;

-- Invoices overdue at the moment of this migration do not put anyone on hold until an admin has looked.
UPDATE "User" SET "holdLiftedAt" = CURRENT_TIMESTAMP
WHERE "id" IN (SELECT "userId" FROM "PurchaseOrder" WHERE "paymentStatus" = 'AWAITING_PAYMENT' AND "dueAt" < CURRENT_TIMESTAMP);

ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- One OPEN item per customer and product (the spec's 'All ready you added this product'); checked-out items no
-- longer block ordering the product again.
DROP INDEX "OrderItem_userId_productId_key";
CREATE INDEX "OrderItem_userId_productId_idx" ON "OrderItem"("userId", "productId");
CREATE UNIQUE INDEX "OrderItem_open_userId_productId_key" ON "OrderItem"("userId", "productId") WHERE "purchaseOrderId" IS NULL;
