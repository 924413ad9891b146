-- Delivery days per order line (decision 101): the buyer's requested day for the line and the day the shop promised
-- it at checkout (UTC calendar days); and the shop's holidays, days off beside weekends that promises skip.
ALTER TABLE "InvoiceLine" ADD COLUMN "requestedDeliveryDate" DATE;
ALTER TABLE "InvoiceLine" ADD COLUMN "promisedDeliveryDate" DATE;

CREATE TABLE "ShopHoliday" (
  "day" DATE NOT NULL,
  "name" TEXT NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "ShopHoliday_pkey" PRIMARY KEY ("day"),
  CONSTRAINT "ShopHoliday_name_check" CHECK (char_length("name") BETWEEN 1 AND 80)
);

-- Staff adding and removing days off is kept in the audit trail like the shop's other settings.
SELECT "gluegun_audit_table"('ShopHoliday', '{}', '{}', '{day}');
