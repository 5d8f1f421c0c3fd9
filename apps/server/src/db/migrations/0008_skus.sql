-- Product options (issue 16, docs/product.md §3 "SKU"): every product is sold as one or more SKUs.
-- A SKU has its own price, stock by warehouse and, where it differs, its own picture. A product
-- without options has exactly one SKU whose option list is empty. Stock lives per SKU and
-- warehouse (sku_stock, which replaces product_stock); product.total_stock and product.price stay
-- as the listing's denormalised totals (sum of stock, lowest price), kept in step by the writers.

create table product_sku (
  id serial primary key,
  product_id integer not null references product (id) on delete cascade,
  sku_code text not null unique,
  -- the choice that picks this SKU, in the product's option order:
  -- [{"name": "颜色", "nameEn": "Colour", "value": "黑色", "valueEn": "Black"}]; [] for a product without options
  options jsonb not null default '[]',
  price integer not null check (price >= 0),
  reference_price integer not null check (reference_price >= 0),
  platform_price integer not null check (platform_price >= 0),
  -- null: the product's first picture
  image text,
  total_stock integer not null default 0 check (total_stock >= 0),
  status smallint not null default 1,
  sort_order integer not null default 0
);
create index product_sku_product_idx on product_sku (product_id, sort_order, id);

create table sku_stock (
  sku_id integer not null references product_sku (id) on delete cascade,
  warehouse_code text not null references warehouse (warehouse_code),
  quantity integer not null check (quantity >= 0),
  primary key (sku_id, warehouse_code)
);

-- whether the card's one-click add can pick for the buyer (false) or the detail page must (true)
alter table product add column has_options boolean not null default false;
-- warehouse cities in both languages (the stock table is read in Chinese too)
alter table warehouse add column city_zh text not null default '';
update warehouse set city_zh = case city when 'London' then '伦敦' when 'Manchester' then '曼彻斯特' when 'Birmingham' then '伯明翰' else city end;

-- every existing product becomes one SKU holding its stock
insert into product_sku (product_id, sku_code, price, reference_price, platform_price, total_stock, status)
select id, 'P' || id, price, reference_price, platform_price, total_stock, status from product;
insert into sku_stock (sku_id, warehouse_code, quantity)
select k.id, s.warehouse_code, s.quantity from product_stock s join product_sku k on k.product_id = s.product_id;
drop table product_stock;

-- cart lines are per SKU and warehouse
alter table cart_item add column sku_id integer references product_sku (id);
update cart_item c set sku_id = k.id from product_sku k where k.product_id = c.product_id;
alter table cart_item alter column sku_id set not null;
alter table cart_item drop constraint cart_item_user_id_product_id_warehouse_code_key;
alter table cart_item add constraint cart_item_user_sku_warehouse_key unique (user_id, sku_id, warehouse_code);

-- order lines record the SKU and the options as they were when ordered
alter table order_item add column sku_id integer references product_sku (id);
alter table order_item add column sku_code text not null default '';
alter table order_item add column sku_options jsonb not null default '[]';
update order_item i set sku_id = k.id, sku_code = k.sku_code from product_sku k where k.product_id = i.product_id;
alter table order_item alter column sku_id set not null;

-- the margin shown is the discount below RRP the buyer gets (docs/product.md §5): one figure, one rounding
update product set profitable = floor((reference_price - price) * 100.0 / reference_price + 0.5)
 where profitable is not null and reference_price > 0;
