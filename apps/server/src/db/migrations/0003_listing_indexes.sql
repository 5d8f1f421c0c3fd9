-- Listing at a million products: every filter + sort the storefront offers is served by an
-- index-only scan in the requested order (a descending index also serves the ascending sort by
-- scanning backwards), and the ship-from filter becomes a bit mask so it can be checked inside
-- the index instead of on the table.
alter table product add column warehouse_mask bigint not null default 0;
update product p set warehouse_mask = coalesce(
  (select bit_or(1::bigint << (w.id - 1)) from warehouse w where w.warehouse_code = any (p.warehouse_codes)), 0);

drop index product_cat1_brand_idx;
drop index product_cat2_brand_idx;
drop index product_profit_idx;
drop index product_update_idx;
drop index product_price_idx;
drop index product_brand_idx;

create index product_list_profit_idx on product (profitable desc nulls last, id desc) include (price, warehouse_mask, brand_id) where status = 1;
create index product_list_update_idx on product (update_time desc, id desc) include (price, profitable, warehouse_mask, brand_id) where status = 1;
create index product_list_price_idx on product (price, id) include (profitable, warehouse_mask, brand_id) where status = 1;
create index product_list_brand_profit_idx on product (brand_id, profitable desc nulls last, id desc) include (price, warehouse_mask) where status = 1;
create index product_list_brand_update_idx on product (brand_id, update_time desc, id desc) include (price, profitable, warehouse_mask) where status = 1;
create index product_list_brand_price_idx on product (brand_id, price, id) include (profitable, warehouse_mask) where status = 1;
create index product_list_cat1_profit_idx on product (category1_id, profitable desc nulls last, id desc) include (price, warehouse_mask, brand_id) where status = 1;
create index product_list_cat1_update_idx on product (category1_id, update_time desc, id desc) include (price, profitable, warehouse_mask, brand_id) where status = 1;
create index product_list_cat1_price_idx on product (category1_id, price, id) include (profitable, warehouse_mask, brand_id) where status = 1;
create index product_list_cat2_profit_idx on product (category2_id, profitable desc nulls last, id desc) include (price, warehouse_mask, brand_id) where status = 1;
create index product_list_cat2_update_idx on product (category2_id, update_time desc, id desc) include (price, profitable, warehouse_mask, brand_id) where status = 1;
create index product_list_cat2_price_idx on product (category2_id, price, id) include (profitable, warehouse_mask, brand_id) where status = 1;
create index product_list_cat1_brand_profit_idx on product (category1_id, brand_id, profitable desc nulls last, id desc) include (price, warehouse_mask) where status = 1;
create index product_list_cat1_brand_update_idx on product (category1_id, brand_id, update_time desc, id desc) include (price, profitable, warehouse_mask) where status = 1;
create index product_list_cat1_brand_price_idx on product (category1_id, brand_id, price, id) include (profitable, warehouse_mask) where status = 1;
create index product_list_cat2_brand_profit_idx on product (category2_id, brand_id, profitable desc nulls last, id desc) include (price, warehouse_mask) where status = 1;
create index product_list_cat2_brand_update_idx on product (category2_id, brand_id, update_time desc, id desc) include (price, profitable, warehouse_mask) where status = 1;
create index product_list_cat2_brand_price_idx on product (category2_id, brand_id, price, id) include (profitable, warehouse_mask) where status = 1;
