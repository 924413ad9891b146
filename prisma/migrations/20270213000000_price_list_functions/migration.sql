-- Which price lists reach a company, and which products its limiting lists let it see (docs/decisions/138), as
-- PL/pgSQL functions: PostgreSQL keeps their statements' plans per connection, so a read that carries the rule
-- no longer parses and plans its subqueries every time. The shop's SQL calls these; the rule is written here only.

-- The lists of company `company`: given to it, to a customer group it is in, or to the location buyer `buyer` ships to
-- now (null: none; a location counts only while it is the company's own). A list reached several ways counts once.
CREATE FUNCTION "gg_company_price_lists"(company uuid, buyer uuid) RETURNS uuid[]
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ARRAY(
    SELECT c."priceListId" FROM "PriceListCompany" c WHERE c."companyId" = company
    UNION SELECT g."priceListId" FROM "PriceListGroup" g
      JOIN "CustomerGroupCompany" m ON m."groupId" = g."groupId" WHERE m."companyId" = company
    UNION SELECT pl."priceListId" FROM "User" u
      JOIN "CompanyLocation" cl ON cl."id" = u."shipToLocationId" AND cl."companyId" = company
      JOIN "PriceListLocation" pl ON pl."locationId" = cl."id" WHERE u."id" = buyer);
END $$;

-- The products company `company`'s buyer `buyer` may see on day `day`: null while none of its lists that apply that
-- day limits products (it sees every product), otherwise the products those limiting lists name.
CREATE FUNCTION "gg_catalog_limit"(company uuid, day date, buyer uuid) RETURNS uuid[]
LANGUAGE plpgsql STABLE AS $$
DECLARE
  limiting uuid[];
BEGIN
  limiting := ARRAY(SELECT l."id" FROM "PriceList" l
    WHERE l."limitsProducts"
      AND (l."validFrom" IS NULL OR l."validFrom" <= day) AND (l."validTo" IS NULL OR l."validTo" >= day)
      AND l."id" = ANY("gg_company_price_lists"(company, buyer)));
  IF cardinality(limiting) = 0 THEN
    RETURN NULL;
  END IF;
  RETURN ARRAY(SELECT DISTINCT e."productId" FROM "PriceListEntry" e WHERE e."priceListId" = ANY(limiting));
END $$;
