-- The catalog filter's index takes a written row into the index at once instead of into a pending list (docs/decisions/139):
-- every category page's statements read the whole pending list beside the index, and while prices and stock change
-- several times a second it is always long (a top category's facet totals took 72 ms after 6,000 changes, 17 ms with
-- the list emptied, on the category bench's 100,000 products).
ALTER INDEX "Product_catalogKeys" SET (fastupdate = off);
-- What is pending now goes into the index.
SELECT gin_clean_pending_list('"Product_catalogKeys"'::regclass);
