-- A percentage entry may carry breaks of its own ([{minQuantity, percentOffBp}], docs/decisions/133); entries that
-- exist keep '[]', so they keep meaning a percentage off the list price and each of its breaks.
ALTER TABLE "PriceListEntry" DROP CONSTRAINT "PriceListEntry_terms_check";
ALTER TABLE "PriceListEntry" ADD CONSTRAINT "PriceListEntry_terms_check" CHECK (
  jsonb_typeof("priceBreaks") = 'array' AND (
    ("unitPriceCents" IS NOT NULL AND "percentOffBp" IS NULL AND "unitPriceCents" BETWEEN 1 AND 100000000)
    OR ("unitPriceCents" IS NULL AND "percentOffBp" BETWEEN 1 AND 9999 AND jsonb_array_length("priceBreaks") <= 10)
  )
);
