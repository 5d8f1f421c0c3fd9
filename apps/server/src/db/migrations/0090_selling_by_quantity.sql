-- Selling by quantity (issue 33 item 3): an option's minimum order quantity, its case pack (sold only in
-- whole cases) and its tiered prices (a price per unit from a quantity up). Every existing option keeps
-- MOQ 1, case pack 1 and no tiers, so nothing it sells changes. The rules live in the contract
-- (rules/quantity.ts); these checks are the database's last word on the same ones.

alter table product_sku
  add column min_quantity integer not null default 1,
  add column case_pack integer not null default 1,
  add constraint product_sku_quantity_terms_check check (case_pack >= 1 and min_quantity >= 1 and min_quantity % case_pack = 0);

-- the tiers after the option's own price (which is its first tier, at its MOQ); written whole with every
-- edit of the option, under the listing's lock
create table product_price_tier (
  sku_id integer not null references product_sku (id) on delete cascade,
  min_quantity integer not null check (min_quantity >= 2),
  price integer not null check (price >= 1),
  primary key (sku_id, min_quantity)
);
