-- A credit note may credit the invoice's freight too (net and its tax); older notes credited none.
ALTER TABLE "CreditNote" ADD COLUMN "freightCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "CreditNote" ADD COLUMN "freightTaxCents" INTEGER NOT NULL DEFAULT 0;
