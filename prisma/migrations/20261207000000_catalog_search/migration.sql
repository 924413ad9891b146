-- Catalog search on PostgreSQL alone (docs/decisions/052): part numbers by a normalised key, words of the name and
-- description by full-text search, parts of names by trigrams. pg_trgm ships with PostgreSQL and is a trusted
-- extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A part number as buyers type it: case, spaces, hyphens, dots, slashes and underscores do not count, so
-- "GG-100W", "gg 100w", "GG.100.W" and "GG100W" are one key.
CREATE OR REPLACE FUNCTION "gg_part_key"(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(lower(t), '[[:space:]._/-]+', '', 'g') $$;

-- Exact part numbers (btree), parts of part numbers and of names (trigrams, for LIKE '%...%'), words (full-text).
CREATE INDEX "Product_partKey" ON "Product" ("gg_part_key"("sku"));
CREATE INDEX "Product_partKey_trgm" ON "Product" USING gin ("gg_part_key"("sku") gin_trgm_ops);
CREATE INDEX "Product_name_trgm" ON "Product" USING gin ("name" gin_trgm_ops);
CREATE INDEX "Product_words" ON "Product" USING gin (to_tsvector('english', "name" || ' ' || "description"));
