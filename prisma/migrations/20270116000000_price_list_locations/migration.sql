-- Price lists given to one location of a company (docs/decisions/100), and the location a buyer's orders ship to now:
-- a buyer's lines are priced by the company's lists and the lists of that location.
CREATE TABLE "PriceListLocation" (
  "priceListId" UUID NOT NULL,
  "locationId" UUID NOT NULL,
  "createdAt" TIMESTAMP(3) NOT NULL DEFAULT (now() AT TIME ZONE 'UTC'),
  CONSTRAINT "PriceListLocation_pkey" PRIMARY KEY ("priceListId", "locationId"),
  CONSTRAINT "PriceListLocation_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList"("id") ON DELETE CASCADE ON UPDATE CASCADE,
  CONSTRAINT "PriceListLocation_locationId_fkey" FOREIGN KEY ("locationId") REFERENCES "CompanyLocation"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "PriceListLocation_locationId_idx" ON "PriceListLocation"("locationId");

ALTER TABLE "User" ADD COLUMN "shipToLocationId" UUID;
ALTER TABLE "User" ADD CONSTRAINT "User_shipToLocationId_fkey" FOREIGN KEY ("shipToLocationId") REFERENCES "CompanyLocation"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Which lists were given to which location is kept in the audit trail like the lists' companies and groups.
SELECT "gluegun_audit_table"('PriceListLocation', '{}', '{}', '{priceListId,locationId}');
