-- An order keeps the company location it shipped to and was priced by (docs/decisions/109): the id and the label the
-- location had when the order was placed, with no foreign key, so removing or renaming the location later leaves the
-- order saying what it said.
ALTER TABLE "PurchaseOrder" ADD COLUMN "shipToLocationId" UUID, ADD COLUMN "shipToLocationLabel" TEXT;
