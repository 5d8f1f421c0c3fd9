-- Catalogue: categories, brands, warehouses, goods owners, products, stock, favourites,
-- banners, flash deals, countries, cities, regions, topic pages (issue: catalogue).
create extension if not exists pg_trgm;

create table category (
  id serial primary key,
  parent_id integer references category (id),
  name_en text not null,
  name_zh text not null,
  status smallint not null default 1,
  sort_order integer not null default 0
);
create index category_parent_idx on category (parent_id);

create table brand (
  id serial primary key,
  name_en text not null,
  name_zh text not null,
  logo text,
  status smallint not null default 1
);

create table brand_category (
  brand_id integer not null references brand (id),
  category_id integer not null references category (id),
  primary key (category_id, brand_id)
);

create table warehouse (
  id serial primary key,
  warehouse_code text not null unique,
  name_en text not null,
  name_zh text not null,
  country_code text not null,
  city text not null,
  address text not null
);
create index warehouse_country_idx on warehouse (country_code);

create table goods_owner (
  id serial primary key,
  user_id integer references app_user (id),
  shop_name_en text not null,
  shop_name_zh text not null,
  description_en text not null default '',
  description_zh text not null default '',
  logo text,
  city text not null default '',
  rating numeric(2, 1) not null default 4.5,
  created_at timestamptz not null default now()
);

create table product (
  id serial primary key,
  owner_id integer not null references goods_owner (id),
  brand_id integer not null references brand (id),
  category1_id integer not null references category (id),
  category2_id integer not null references category (id),
  name_en text not null,
  name_zh text not null,
  selling_point_en text not null default '',
  selling_point_zh text not null default '',
  description_en text not null default '',
  description_zh text not null default '',
  media text not null default '',
  specs jsonb not null default '[]',
  weight_grams integer not null default 0,
  sales_countries text[] not null default '{GB}',
  -- money in pence
  price integer not null check (price >= 0),
  reference_price integer not null check (reference_price >= 0),
  platform_price integer not null check (platform_price >= 0),
  -- profit margin percent (null: unknown)
  profitable numeric(6, 2),
  -- denormalised from product_stock for listing speed; kept in step by the stock writers
  total_stock integer not null default 0,
  warehouse_codes text[] not null default '{}',
  main_warehouse_code text,
  sales_count integer not null default 0,
  review_count integer not null default 0,
  status smallint not null default 1,
  update_time timestamptz not null default now(),
  created_at timestamptz not null default now(),
  search_vector tsvector generated always as (
    to_tsvector('english', name_en || ' ' || selling_point_en)
  ) stored
);
-- listing: filters by category and brand, sorted by margin / time / price
create index product_cat1_brand_idx on product (category1_id, brand_id) where status = 1;
create index product_cat2_brand_idx on product (category2_id, brand_id) where status = 1;
create index product_profit_idx on product (profitable desc nulls last, id desc) where status = 1;
create index product_update_idx on product (update_time desc, id desc) where status = 1;
create index product_price_idx on product (price, id) where status = 1;
create index product_owner_idx on product (owner_id, profitable desc nulls last) where status = 1;
create index product_brand_idx on product (brand_id) where status = 1;
-- search: English full text plus trigram matching on both names (works for Chinese too)
create index product_search_idx on product using gin (search_vector);
create index product_name_en_trgm_idx on product using gin (name_en gin_trgm_ops);
create index product_name_zh_trgm_idx on product using gin (name_zh gin_trgm_ops);

create table product_stock (
  product_id integer not null references product (id) on delete cascade,
  warehouse_code text not null references warehouse (warehouse_code),
  quantity integer not null check (quantity >= 0),
  primary key (product_id, warehouse_code)
);

-- suggestion terms: distinct product names, brands and categories, with a weight
create table search_term (
  term text not null,
  language text not null,
  weight integer not null default 1,
  primary key (language, term)
);
create index search_term_prefix_idx on search_term (lower(term) text_pattern_ops, weight desc);

create table product_collect (
  user_id integer not null references app_user (id) on delete cascade,
  product_id integer not null references product (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);
create index product_collect_user_idx on product_collect (user_id, created_at desc);

create table banner (
  id serial primary key,
  language text not null check (language in ('en', 'zh')),
  image text not null,
  link text,
  sort_order integer not null default 0
);

create table flash_deal (
  id serial primary key,
  product_id integer not null references product (id),
  deal_price integer not null check (deal_price >= 0),
  quantity integer not null check (quantity >= 0),
  starts_at timestamptz not null,
  ends_at timestamptz not null
);
create index flash_deal_active_idx on flash_deal (ends_at);

create table country (
  id serial primary key,
  country_code text not null unique,
  name_en text not null,
  name_zh text not null,
  open_sign boolean not null default false,
  sort_order integer not null default 0
);

create table region (
  id serial primary key,
  parent_id integer references region (id),
  country_code text not null,
  name_en text not null,
  name_zh text not null,
  level smallint not null
);
create index region_parent_idx on region (parent_id);

create table city (
  id serial primary key,
  country_code text not null,
  region_id integer not null references region (id),
  name_en text not null,
  name_zh text not null
);
create index city_country_idx on city (country_code, lower(name_en));

create table topic_page (
  id serial primary key,
  title_en text not null,
  title_zh text not null,
  intro_en text not null default '',
  intro_zh text not null default '',
  banner text,
  product_ids integer[] not null default '{}',
  client_type text not null default 'PC',
  published boolean not null default true
);
