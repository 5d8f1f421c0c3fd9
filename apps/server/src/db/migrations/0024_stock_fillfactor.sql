-- Issue 17 §4 (checkout speed): every order placed updates its lines' stock rows, their SKUs' totals and
-- their products' totals. None of those columns is indexed, so each update can be a HOT update (no index
-- entry written) when the row's page has room for the new version; packed full (fillfactor 100), about
-- 60% of the product updates in the checkout benchmark found none and wrote an entry into each of the
-- product's 21 indexes (the listing's), and a third of the SKU and stock updates did the same into theirs.
-- Pages keep room for new versions from now on (pages already full gain it as they are pruned or rewritten).
alter table product set (fillfactor = 80);
alter table product_sku set (fillfactor = 80);
alter table sku_stock set (fillfactor = 80);
