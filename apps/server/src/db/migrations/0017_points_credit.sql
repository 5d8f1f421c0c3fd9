-- Points, the point mall and the credit score (issue 15; rules in packages/contract/src/rules/points.ts
-- and rules/credit.ts, decisions "Points" and "Credit score").
--
-- Points are a ledger: points_lot holds what each earning still has (remaining, expiring at
-- expires_at), points_entry is the append-only history of every change with its idempotency key, and
-- points_entry_lot says which lots a debit took from (and a redemption given back returns to). The
-- buyer's points_account row is the lock every points write of that buyer takes first, and holds the
-- debt a clawback could not take. For every buyer: sum(entry.points) = sum(lot.remaining) − debt.

create table points_account (
  user_id integer primary key references app_user (id) on delete cascade,
  -- points clawed back after they were spent; paid from the next earning
  debt integer not null default 0 check (debt >= 0),
  updated_at timestamptz not null default now()
);

create table points_lot (
  id bigserial primary key,
  user_id integer not null references app_user (id) on delete cascade,
  -- 'order' a completed order, 'review' a product review, 'goodwill' granted by the platform (PointsSource)
  source text not null check (source in ('order', 'review', 'goodwill')),
  earned integer not null check (earned > 0),
  remaining integer not null check (remaining >= 0 and remaining <= earned),
  earned_at timestamptz not null,
  -- spendable up to, not at, this instant (pointsExpiry)
  expires_at timestamptz not null,
  check (expires_at > earned_at)
);
create index points_lot_user_idx on points_lot (user_id, expires_at);
-- the expiry sweep reads lots still holding points past their expiry
create index points_lot_due_idx on points_lot (expires_at) where remaining > 0;

create table point_goods (
  id serial primary key,
  product_id integer not null references product (id),
  sku_id integer not null references product_sku (id),
  -- the warehouse the redeemed units ship from (stock is reserved there, as for any order)
  warehouse_code text not null references warehouse (warehouse_code),
  points_price integer not null check (points_price > 0),
  active boolean not null default true,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  unique (sku_id, warehouse_code)
);

-- A redemption's trade costs no money: purpose 'points', amount 0, paid when made.
alter table trade drop constraint trade_purpose_check;
alter table trade add constraint trade_purpose_check check (purpose in ('order', 'balance', 'points'));
alter table trade drop constraint trade_amount_check;
alter table trade add constraint trade_amount_check check (amount > 0 or (purpose = 'points' and amount = 0));
-- points a point-mall order was paid with (0 for every other order); such an order costs no money
alter table shop_order add column points_spent integer not null default 0 check (points_spent >= 0);

create table point_redemption (
  id bigserial primary key,
  user_id integer not null references app_user (id),
  -- the same client key answers the same redemption; the hash tells a reuse for another one
  client_key text not null,
  request_hash text not null,
  goods_id integer not null references point_goods (id),
  quantity integer not null check (quantity > 0),
  points integer not null check (points > 0),
  order_id bigint not null references shop_order (id),
  created_at timestamptz not null default now(),
  unique (user_id, client_key)
);
create index point_redemption_order_idx on point_redemption (order_id);

create table points_entry (
  id bigserial primary key,
  user_id integer not null references app_user (id) on delete cascade,
  -- what the write is, once: 'earn:order:<id>', 'earn:review:<id>', 'spend:redemption:<id>',
  -- 'clawback:order:<id>:<refund no>', 'expire:lot:<id>', 'return:redemption:<id>', 'goodwill:<key>'
  key text not null unique,
  -- 1 earn, 2 spend, 3 clawback, 4 expire, 5 given back (PointsEntryKind)
  kind smallint not null check (kind between 1 and 5),
  -- signed: what the entry changed the buyer's points by (lots less debt)
  points integer not null,
  -- the change to the debt: + by a clawback that found too few points, − by an earning paying it
  debt_change integer not null default 0,
  source text check (source in ('order', 'review', 'goodwill')),
  -- the lot an earning made
  lot_id bigint references points_lot (id),
  order_id bigint references shop_order (id),
  redemption_id bigint references point_redemption (id),
  review_id bigint,
  created_at timestamptz not null default now()
);
create index points_entry_user_idx on points_entry (user_id, id desc);
create index points_entry_order_idx on points_entry (order_id) where order_id is not null;

create table points_entry_lot (
  entry_id bigint not null references points_entry (id),
  lot_id bigint not null references points_lot (id),
  points integer not null check (points > 0),
  primary key (entry_id, lot_id)
);
create index points_entry_lot_lot_idx on points_entry_lot (lot_id);

-- The credit score: credit_account is the latest recalculation (and the lock for writing one),
-- credit_score_history every score the buyer had, appended when a recalculation changes it.
create table credit_account (
  user_id integer primary key references app_user (id) on delete cascade,
  score smallint not null check (score between 300 and 900),
  level smallint not null check (level between 1 and 5),
  recalculated_at timestamptz not null default now()
);
create table credit_score_history (
  id bigserial primary key,
  user_id integer not null references app_user (id) on delete cascade,
  score smallint not null check (score between 300 and 900),
  level smallint not null check (level between 1 and 5),
  -- the factors as counted then: [{factor, count, points}]
  factors jsonb not null,
  recorded_at timestamptz not null default now()
);
create index credit_score_history_user_idx on credit_score_history (user_id, id desc);
-- the recalculation sweep: how far it has read the orders' and returns' changes
create table credit_sweep (
  id boolean primary key default true check (id),
  scanned_to timestamptz not null
);
insert into credit_sweep (scanned_to) values (now());
create index shop_order_updated_idx on shop_order (updated_at);
create index return_request_updated_idx on return_request (updated_at);
