-- A sales rep's assignment may be limited to some of the company's locations (docs/decisions/117): a limited rep sees
-- and acts only for buyers, orders and quotes of those locations. Not limited (the default) keeps the whole company.
-- The ids stay when a location is removed, so a limit never widens to the whole company by itself.
ALTER TABLE "SalesRepAssignment"
  ADD COLUMN "locationLimited" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "locationIds" UUID[] NOT NULL DEFAULT '{}';
