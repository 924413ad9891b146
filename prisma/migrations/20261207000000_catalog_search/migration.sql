-- Catalog search on PostgreSQL alone (docs/decisions/052): part numbers by a normalised key, words of the name and
-- description by full-text search, parts of names by trigrams. pg_trgm ships with PostgreSQL and is a trusted
-- extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- A part number as buyers type it: case, spaces, hyphens, dots, slashes and underscores do not count, so
-- "GG-100W", "gg 100w", "GG.100.W" and "GG100W" are one key.
CREATE OR REPLACE FUNCTION "gg_part_key"(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT regexp_replace(lower(t), '[[:space:]._/-]+', '', 'g') $$;

-- The SKU's key, kept beside it (so ranking a search compares stored text instead of computing it per row), with a
-- pattern index for whole keys and keys that start with what was typed.
ALTER TABLE "Product" ADD COLUMN "partKey" TEXT GENERATED ALWAYS AS ("gg_part_key"("sku")) STORED;
CREATE INDEX "Product_partKey" ON "Product" ("partKey" text_pattern_ops);
-- Parts of names (trigrams, for ILIKE '%...%').
CREATE INDEX "Product_name_trgm" ON "Product" USING gin ("name" gin_trgm_ops);
-- Words of the name and description (full-text), kept parsed beside them: a search that matches many rows rechecks
-- each one against this column instead of parsing the text again.
ALTER TABLE "Product" ADD COLUMN "searchWords" tsvector
  GENERATED ALWAYS AS (to_tsvector('english', "name" || ' ' || "description")) STORED;
CREATE INDEX "Product_words" ON "Product" USING gin ("searchWords");
