-- A quote asked from the buyer's open items remembers them, so accepting it after they were ordered is refused.
ALTER TABLE "Quote" ADD COLUMN "fromOpenItemIds" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[];
