-- The rule of which products a company sees as the lists that limit it (docs/decisions/140): the company's lists are
-- read once (gg_catalog_limit read them once per limiting list in the shop), and a statement asks whether a product
-- is on one of them through the entries' primary key instead of building every named product into an array.
-- Both functions only read, so a statement calling them may still run in parallel.
ALTER FUNCTION "gg_company_price_lists"(uuid, uuid) PARALLEL SAFE;

-- The lists that limit what company `company`'s buyer `buyer` sees on day `day`: null while none does (it sees every
-- product), otherwise the lists of its own (gg_company_price_lists) that apply that day and limit products.
CREATE FUNCTION "gg_limiting_lists"(company uuid, day date, buyer uuid) RETURNS uuid[]
LANGUAGE plpgsql STABLE PARALLEL SAFE AS $$
DECLARE
  reached uuid[] := "gg_company_price_lists"(company, buyer);
  limiting uuid[];
BEGIN
  IF cardinality(reached) = 0 THEN
    RETURN NULL;
  END IF;
  limiting := ARRAY(SELECT l."id" FROM "PriceList" l
    WHERE l."id" = ANY(reached) AND l."limitsProducts"
      AND (l."validFrom" IS NULL OR l."validFrom" <= day) AND (l."validTo" IS NULL OR l."validTo" >= day));
  IF cardinality(limiting) = 0 THEN
    RETURN NULL;
  END IF;
  RETURN limiting;
END $$;

DROP FUNCTION "gg_catalog_limit"(uuid, date, uuid);
