-- Lots and manifests, bulk import (issue 33 items 4 and 5). A lot is a listing sold as one (a pallet or a
-- case of mixed items) whose manifest says what is in it: each row an item's description, how many, the
-- retail value of one (pence) and its condition grade. The lot itself is listed under its lowest row grade
-- (the contract's rule; the listing's condition_grade holds it). The rows are written whole with each edit,
-- under the listing's lock and version, as the price tiers are.

create table lot_manifest_row (
  product_id integer not null references product (id) on delete cascade,
  position integer not null check (position >= 0),
  description text not null check (char_length(description) between 1 and 200),
  quantity integer not null check (quantity >= 1),
  retail_value integer not null check (retail_value >= 0),
  condition_grade smallint not null check (condition_grade between 1 and 6),
  primary key (product_id, position)
);

-- One row per bulk import a goods owner ran: its client key makes a retried import answer what the first
-- did (the unique index is taken in the import's own transaction, so two tries at once queue and the
-- second finds the first's row); target is 'products' or 'manifest' (then the lot's product id).
create table listing_import (
  id serial primary key,
  owner_id integer not null references goods_owner (id) on delete cascade,
  client_key uuid not null,
  target text not null check (target in ('products', 'manifest')),
  product_id integer references product (id) on delete set null,
  row_count integer not null check (row_count >= 0),
  listing_ids integer[] not null default '{}',
  user_id integer not null references app_user (id),
  created_at timestamptz not null default now(),
  unique (owner_id, client_key)
);
