-- The goods owner's listings and stock (issue 33 items 1–2).
--
-- Listings are products: a draft is status 2 (no buyer's query reads a status other than 1), a
-- condition grade, a version that every edit moves on (a stale edit is refused, never applied) and the
-- client's key of the create call (a retried create writes once). Options (SKUs) gain their weight and
-- size for delivery. Selling by quantity and lots (issue 33 items 3–4) will add tables keyed by
-- product or SKU; nothing here needs to change for them.
alter table product add column condition_grade smallint not null default 1 check (condition_grade between 1 and 6);
alter table product add column version integer not null default 1;
alter table product add column create_key uuid;
create unique index product_create_key_idx on product (owner_id, create_key) where create_key is not null;
-- the goods owner's listings desk: their products, newest change first
create index product_owner_update_idx on product (owner_id, update_time desc, id desc);

alter table product_sku add column weight_grams integer not null default 0 check (weight_grams >= 0);
alter table product_sku add column length_mm integer not null default 0 check (length_mm >= 0);
alter table product_sku add column width_mm integer not null default 0 check (width_mm >= 0);
alter table product_sku add column height_mm integer not null default 0 check (height_mm >= 0);
update product_sku k set weight_grams = p.weight_grams from product p where p.id = k.product_id;

-- Stock as movements: every change of a shelf (one SKU in one warehouse) is a row here, whoever makes
-- it: the goods owner's receipts and adjustments, a checkout taking units, a cancellation putting them
-- back. sku_stock.quantity stays the figure checkouts decrement (reservations are unchanged) and is
-- always the sum of its shelf's movements: the triggers below write the movement in the statement
-- that changes the figure, so no writer can move one without the other.
create table stock_movement (
  id bigserial primary key,
  sku_id integer not null references product_sku (id) on delete cascade,
  warehouse_code text not null references warehouse (warehouse_code),
  kind text not null check (kind in ('opening', 'receive', 'adjust', 'order', 'release')),
  change integer not null check (change <> 0),
  quantity_after integer not null check (quantity_after >= 0),
  reason text check (reason in ('count', 'damaged', 'lost', 'found', 'returnedToSupplier', 'other')),
  note text not null default '',
  user_id integer references app_user (id),
  client_key uuid,
  created_at timestamptz not null default now()
);
create index stock_movement_shelf_idx on stock_movement (sku_id, warehouse_code, id);
create unique index stock_movement_client_key_idx on stock_movement (user_id, client_key) where client_key is not null;

-- the ledger begins with what every shelf holds now
insert into stock_movement (sku_id, warehouse_code, kind, change, quantity_after)
select sku_id, warehouse_code, 'opening', quantity, quantity from sku_stock where quantity <> 0 order by sku_id, warehouse_code;

-- What a movement is, when the writer says (the goods owner's calls set these for their transaction
-- with set_config(…, true)); otherwise a new shelf is an opening, a decrease an order's, an increase a release.
create function stock_movement_label(inserted boolean, delta integer) returns table (kind text, reason text, note text, user_id integer, client_key uuid)
language sql stable as $$
  select coalesce(nullif(current_setting('clearlot.stock_kind', true), ''),
                  case when inserted then 'opening' when delta < 0 then 'order' else 'release' end),
         nullif(current_setting('clearlot.stock_reason', true), ''),
         coalesce(current_setting('clearlot.stock_note', true), ''),
         nullif(current_setting('clearlot.stock_user', true), '')::int,
         nullif(current_setting('clearlot.stock_key', true), '')::uuid
$$;

create function stock_movement_on_insert() returns trigger language plpgsql as $$
begin
  insert into stock_movement (sku_id, warehouse_code, kind, change, quantity_after, reason, note, user_id, client_key)
  select n.sku_id, n.warehouse_code, l.kind, n.quantity, n.quantity, l.reason, l.note, l.user_id, l.client_key
    from new_rows n cross join lateral stock_movement_label(true, n.quantity) l
   where n.quantity <> 0
   order by n.sku_id, n.warehouse_code;
  return null;
end $$;

create function stock_movement_on_update() returns trigger language plpgsql as $$
begin
  insert into stock_movement (sku_id, warehouse_code, kind, change, quantity_after, reason, note, user_id, client_key)
  select n.sku_id, n.warehouse_code, l.kind, n.quantity - o.quantity, n.quantity, l.reason, l.note, l.user_id, l.client_key
    from new_rows n join old_rows o on o.sku_id = n.sku_id and o.warehouse_code = n.warehouse_code
         cross join lateral stock_movement_label(false, n.quantity - o.quantity) l
   where n.quantity <> o.quantity
   order by n.sku_id, n.warehouse_code;
  return null;
end $$;

-- a shelf removed with stock on it (an operator's or a test's delete) empties it in the ledger too;
-- a shelf removed with its SKU (a deleted listing) takes its movements with it
create function stock_movement_on_delete() returns trigger language plpgsql as $$
begin
  insert into stock_movement (sku_id, warehouse_code, kind, change, quantity_after, reason, note, user_id, client_key)
  select o.sku_id, o.warehouse_code, l.kind, -o.quantity, 0, l.reason, l.note, l.user_id, l.client_key
    from old_rows o cross join lateral stock_movement_label(false, -o.quantity) l
   where o.quantity <> 0 and exists (select 1 from product_sku k where k.id = o.sku_id)
   order by o.sku_id, o.warehouse_code;
  return null;
end $$;

-- statement triggers with transition tables: one insert per statement, however many shelves it moved
create trigger stock_movement_follow_insert after insert on sku_stock
  referencing new table as new_rows for each statement execute function stock_movement_on_insert();
create trigger stock_movement_follow_update after update on sku_stock
  referencing old table as old_rows new table as new_rows for each statement execute function stock_movement_on_update();
create trigger stock_movement_follow_delete after delete on sku_stock
  referencing old table as old_rows for each statement execute function stock_movement_on_delete();
