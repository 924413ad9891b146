-- The catalog search's trigram and full-text indexes take a written row into the index at once instead of into a
-- pending list: every search reads the whole pending list beside the index (up to 4 MB), and while prices and stock
-- change several times a second that list is always long, so a search costs milliseconds more (docs/decisions/136).
ALTER INDEX "Product_name_trgm" SET (fastupdate = off);
ALTER INDEX "Product_searchDoc" SET (fastupdate = off);
-- What is pending now goes into the indexes.
SELECT gin_clean_pending_list('"Product_name_trgm"'::regclass);
SELECT gin_clean_pending_list('"Product_searchDoc"'::regclass);
