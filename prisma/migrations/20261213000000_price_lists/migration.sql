-- Contract price lists (docs/decisions/057): named lists with a priority and first and last days, given to companies,
-- whose entries replace a product's list price with a fixed price (and its own breaks) or a percentage off.
CREATE TABLE "PriceList" (
  "id" UUID NOT NULL DEFAULT gen_random_uuid(),
  "name" TEXT NOT NULL,
  "priority" INTEGER NOT NULL DEFAULT 0,
  "validFrom" DATE,
  "validTo" DATE,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "PriceList_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "PriceList_dates_check" CHECK ("validFrom" IS NULL OR "validTo" IS NULL OR "validFrom" <= "validTo"),
  CONSTRAINT "PriceList_priority_check" CHECK ("priority" BETWEEN -1000 AND 1000)
);
CREATE UNIQUE INDEX "PriceList_name_key" ON "PriceList"("name");

CREATE TABLE "PriceListCompany" (
  "priceListId" UUID NOT NULL,
  "companyId" UUID NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "PriceListCompany_pkey" PRIMARY KEY ("priceListId", "companyId"),
  CONSTRAINT "PriceListCompany_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "PriceListCompany_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "PriceListCompany_companyId_idx" ON "PriceListCompany"("companyId");

-- Exactly one of a fixed price and a percentage; breaks only with a fixed price.
CREATE TABLE "PriceListEntry" (
  "priceListId" UUID NOT NULL,
  "productId" UUID NOT NULL,
  "unitPriceCents" INTEGER,
  "percentOffBp" INTEGER,
  "priceBreaks" JSONB NOT NULL DEFAULT '[]',
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "PriceListEntry_pkey" PRIMARY KEY ("priceListId", "productId"),
  CONSTRAINT "PriceListEntry_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "PriceListEntry_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "PriceListEntry_terms_check" CHECK (
    ("unitPriceCents" IS NOT NULL AND "percentOffBp" IS NULL AND "unitPriceCents" BETWEEN 1 AND 100000000)
    OR ("unitPriceCents" IS NULL AND "percentOffBp" BETWEEN 1 AND 9999 AND "priceBreaks" = '[]'::jsonb)
  )
);
CREATE INDEX "PriceListEntry_productId_idx" ON "PriceListEntry"("productId");
