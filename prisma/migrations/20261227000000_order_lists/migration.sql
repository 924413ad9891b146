-- Shared order lists and their schedules (docs/decisions/077): a company's named lists of products and quantities,
-- each with at most one schedule; every reminder and run of a schedule is one OrderScheduleRun row, unique per
-- (schedule, run day, kind), so two instances racing a run insert one row and only its inserter places the order.
CREATE TABLE "OrderList" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "companyId" UUID NOT NULL,
  "createdById" UUID,
  "createdByEmail" TEXT NOT NULL,
  "name" TEXT NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "OrderList_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "OrderList_name_check" CHECK (length("name") BETWEEN 1 AND 80)
);
CREATE INDEX "OrderList_companyId_name_idx" ON "OrderList"("companyId", "name");
ALTER TABLE "OrderList" ADD CONSTRAINT "OrderList_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OrderList" ADD CONSTRAINT "OrderList_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

CREATE TABLE "OrderListLine" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "listId" UUID NOT NULL,
  "productId" UUID NOT NULL,
  "quantity" INTEGER NOT NULL,
  "scheduleQuantity" INTEGER,
  "position" INTEGER NOT NULL DEFAULT 0,
  CONSTRAINT "OrderListLine_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "OrderListLine_quantity_check" CHECK ("quantity" > 0 AND ("scheduleQuantity" IS NULL OR "scheduleQuantity" > 0))
);
CREATE UNIQUE INDEX "OrderListLine_listId_productId_key" ON "OrderListLine"("listId", "productId");
CREATE INDEX "OrderListLine_productId_idx" ON "OrderListLine"("productId");
ALTER TABLE "OrderListLine" ADD CONSTRAINT "OrderListLine_listId_fkey" FOREIGN KEY ("listId") REFERENCES "OrderList"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OrderListLine" ADD CONSTRAINT "OrderListLine_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "OrderSchedule" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "listId" UUID NOT NULL,
  "ownerId" UUID NOT NULL,
  "everyWeeks" INTEGER,
  "dayOfMonth" INTEGER,
  "nextRunOn" DATE,
  "endOn" DATE,
  "contactPhone" TEXT NOT NULL,
  "paused" BOOLEAN NOT NULL DEFAULT false,
  "stoppedReason" TEXT,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "OrderSchedule_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "OrderSchedule_rule_check" CHECK (("everyWeeks" IS NULL) <> ("dayOfMonth" IS NULL)
    AND ("everyWeeks" IS NULL OR "everyWeeks" BETWEEN 1 AND 52) AND ("dayOfMonth" IS NULL OR "dayOfMonth" BETWEEN 1 AND 28))
);
CREATE UNIQUE INDEX "OrderSchedule_listId_key" ON "OrderSchedule"("listId");
CREATE INDEX "OrderSchedule_nextRunOn_idx" ON "OrderSchedule"("nextRunOn");
CREATE INDEX "OrderSchedule_ownerId_idx" ON "OrderSchedule"("ownerId");
ALTER TABLE "OrderSchedule" ADD CONSTRAINT "OrderSchedule_listId_fkey" FOREIGN KEY ("listId") REFERENCES "OrderList"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "OrderSchedule" ADD CONSTRAINT "OrderSchedule_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "OrderScheduleRun" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "scheduleId" UUID NOT NULL,
  "runOn" DATE NOT NULL,
  "kind" TEXT NOT NULL,
  "status" TEXT NOT NULL,
  "lines" JSONB NOT NULL DEFAULT '[]',
  "message" TEXT,
  "purchaseOrderId" UUID,
  "approvalRequestId" UUID,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "OrderScheduleRun_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "OrderScheduleRun_kind_check" CHECK ("kind" IN ('REMINDER', 'RUN')),
  CONSTRAINT "OrderScheduleRun_status_check" CHECK ("status" IN ('SENT', 'CLAIMED', 'PLACED', 'AWAITING_APPROVAL', 'FAILED', 'SKIPPED'))
);
CREATE UNIQUE INDEX "OrderScheduleRun_scheduleId_runOn_kind_key" ON "OrderScheduleRun"("scheduleId", "runOn", "kind");
ALTER TABLE "OrderScheduleRun" ADD CONSTRAINT "OrderScheduleRun_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "OrderSchedule"("id") ON DELETE CASCADE ON UPDATE CASCADE;

SELECT "gluegun_audit_table"('OrderList');
SELECT "gluegun_audit_table"('OrderListLine');
SELECT "gluegun_audit_table"('OrderSchedule');
