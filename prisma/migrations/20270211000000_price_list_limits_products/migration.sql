-- A price list may limit which products its companies see at all (docs/decisions/129); lists that exist limit nothing.
ALTER TABLE "PriceList" ADD COLUMN "limitsProducts" BOOLEAN NOT NULL DEFAULT false;
