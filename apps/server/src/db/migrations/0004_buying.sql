-- Buying: cart, delivery addresses, trades (one checkout's payment), orders with items, logs and
-- cancellations, payments, refunds, wallets with a ledger, saved cards, withdrawals (issue: buying).
-- Money is integer pence; every balance column has a check so it can never go negative.

create table cart_item (
  id bigserial primary key,
  user_id integer not null references app_user (id) on delete cascade,
  product_id integer not null references product (id),
  warehouse_code text not null references warehouse (warehouse_code),
  quantity integer not null check (quantity > 0),
  selected boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, product_id, warehouse_code)
);
create index cart_item_user_idx on cart_item (user_id, created_at desc);

create table receive_address (
  id serial primary key,
  user_id integer not null references app_user (id) on delete cascade,
  recipient_name text not null,
  country_code text not null default 'GB' check (country_code = 'GB'),
  city text not null,
  county text not null default '',
  postcode text not null,
  dial_code text not null default '44',
  mobile text not null,
  address_line1 text not null,
  address_line2 text not null default '',
  is_default boolean not null default false,
  deleted boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index receive_address_user_idx on receive_address (user_id) where not deleted;
create unique index receive_address_one_default on receive_address (user_id) where is_default and not deleted;

-- one checkout's (or one pre-order balance's) payment; status 1 awaiting payment, 2 paid, 3 closed
create table trade (
  id bigserial primary key,
  trade_no text not null unique,
  user_id integer not null references app_user (id),
  client_key text,
  -- fingerprint of the placing request: the same client key with a different request is refused
  request_hash text,
  -- 'order' (checkout or deposit) or 'balance' (a pre-order's balance)
  purpose text not null default 'order' check (purpose in ('order', 'balance')),
  amount integer not null check (amount > 0),
  status smallint not null default 1 check (status in (1, 2, 3)),
  pay_deadline timestamptz not null,
  payment_method smallint,
  paid_at timestamptz,
  created_at timestamptz not null default now()
);
create unique index trade_client_key on trade (user_id, client_key) where client_key is not null;
create index trade_user_idx on trade (user_id, created_at desc);
create index trade_unpaid_deadline_idx on trade (pay_deadline) where status = 1;

create table shop_order (
  id bigserial primary key,
  order_no text not null unique,
  trade_id bigint not null references trade (id),
  -- the trade of a pre-order's balance, once asked for
  balance_trade_id bigint references trade (id),
  user_id integer not null references app_user (id),
  owner_id integer not null references goods_owner (id),
  warehouse_code text not null references warehouse (warehouse_code),
  order_type smallint not null check (order_type in (1, 2)),
  status smallint not null check (status between 1 and 12),
  delivery_type smallint not null check (delivery_type in (1, 2, 3)),
  subtotal integer not null check (subtotal >= 0),
  freight integer not null check (freight >= 0),
  surcharge integer not null check (surcharge >= 0),
  remote_surcharge integer not null check (remote_surcharge >= 0),
  chargeable_weight_grams integer not null check (chargeable_weight_grams >= 0),
  payable integer not null check (payable >= 0),
  deposit integer not null default 0 check (deposit >= 0),
  paid_amount integer not null default 0 check (paid_amount >= 0),
  refunded_amount integer not null default 0 check (refunded_amount >= 0),
  penalty integer not null default 0 check (penalty >= 0),
  payment_method smallint,
  recipient_name text not null,
  recipient_mobile text not null,
  recipient_region text not null,
  recipient_address text not null,
  recipient_postcode text not null,
  notes text not null default '',
  invoice jsonb not null default '{"type":"none"}',
  pre_order_days integer,
  -- deadlines of the timed rules; each sweeper job reads one of them
  pay_deadline timestamptz,
  ship_deadline timestamptz,
  receipt_deadline timestamptz,
  pre_order_expires_at timestamptz,
  paid_at timestamptz,
  shipped_at timestamptz,
  completed_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index shop_order_user_idx on shop_order (user_id, created_at desc);
create index shop_order_user_status_idx on shop_order (user_id, status, created_at desc);
create index shop_order_owner_idx on shop_order (owner_id, status, created_at desc);
create index shop_order_trade_idx on shop_order (trade_id);
create index shop_order_balance_trade_idx on shop_order (balance_trade_id) where balance_trade_id is not null;
create index shop_order_ship_deadline_idx on shop_order (ship_deadline) where status = 4;
create index shop_order_receipt_deadline_idx on shop_order (receipt_deadline) where status = 7;
create index shop_order_preorder_expiry_idx on shop_order (pre_order_expires_at) where status = 9;

create table order_item (
  id bigserial primary key,
  order_id bigint not null references shop_order (id) on delete cascade,
  product_id integer not null references product (id),
  warehouse_code text not null,
  product_name_en text not null,
  product_name_zh text not null,
  product_image text not null default '',
  unit_price integer not null check (unit_price >= 0),
  quantity integer not null check (quantity > 0),
  weight_grams integer not null default 0,
  -- stock taken from product_stock when the order was placed (0 for pre-orders)
  reserved_quantity integer not null default 0 check (reserved_quantity >= 0),
  tracking_no text,
  logistics_company text,
  shipped_at timestamptz
);
create index order_item_order_idx on order_item (order_id);

create table order_log (
  id bigserial primary key,
  order_id bigint not null references shop_order (id) on delete cascade,
  status smallint not null,
  actor text not null check (actor in ('buyer', 'owner', 'platform', 'system')),
  note text not null default '',
  created_at timestamptz not null default clock_timestamp()
);
create index order_log_order_idx on order_log (order_id, id);

create table order_cancellation (
  order_id bigint primary key references shop_order (id) on delete cascade,
  reason text not null,
  requested_at timestamptz not null default now(),
  -- 0 pending review, 1 approved, 2 rejected
  review_status smallint not null default 0 check (review_status in (0, 1, 2)),
  review_deadline timestamptz,
  reviewed_at timestamptz,
  review_note text not null default '',
  -- the status the order was in when the request was made
  from_status smallint not null
);
create index order_cancellation_review_idx on order_cancellation (review_deadline) where review_status = 0;

-- payments: at most one succeeded payment per trade, enforced by the database
create table payment (
  id bigserial primary key,
  payment_no text not null unique,
  trade_id bigint not null references trade (id),
  user_id integer not null references app_user (id),
  payment_key text not null,
  method smallint not null check (method in (1, 2, 3, 4)),
  amount integer not null check (amount > 0),
  -- 1 pending, 2 succeeded, 3 failed, 4 expired
  status smallint not null check (status in (1, 2, 3, 4)),
  card_brand text,
  card_last4 text,
  card_token text,
  qr_token text unique,
  qr_expires_at timestamptz,
  failure_code integer,
  created_at timestamptz not null default now(),
  succeeded_at timestamptz,
  unique (user_id, payment_key)
);
create unique index payment_one_success_per_trade on payment (trade_id) where status = 2;
create index payment_trade_idx on payment (trade_id);
create index payment_pending_qr_idx on payment (qr_expires_at) where status = 1;

create table refund (
  id bigserial primary key,
  refund_no text not null unique,
  order_id bigint not null references shop_order (id),
  payment_id bigint references payment (id),
  user_id integer not null references app_user (id),
  method smallint not null,
  amount integer not null check (amount >= 0),
  reason text not null,
  -- docs/product.md §4 refund statuses: 31 succeeded, 32 suspended, 33 in refund, 34 failed
  status smallint not null check (status in (31, 32, 33, 34)),
  created_at timestamptz not null default now()
);
create index refund_order_idx on refund (order_id);
create index refund_user_idx on refund (user_id, created_at desc);

create table wallet (
  user_id integer primary key references app_user (id) on delete cascade,
  available integer not null default 0 check (available >= 0),
  frozen integer not null default 0 check (frozen >= 0),
  payment_password_hash text,
  updated_at timestamptz not null default now()
);

-- every movement of available + frozen; the sum of signed amounts always equals the balance
create table wallet_ledger (
  id bigserial primary key,
  serial_no text not null unique,
  user_id integer not null references app_user (id) on delete cascade,
  transaction_id text not null,
  direction smallint not null check (direction in (1, -1)),
  type text not null check (type in ('topUp', 'payment', 'refund', 'withdrawal', 'openingCredit', 'penalty')),
  amount integer not null check (amount > 0),
  balance_after integer not null check (balance_after >= 0),
  remarks text not null default '',
  created_at timestamptz not null default clock_timestamp()
);
create index wallet_ledger_user_idx on wallet_ledger (user_id, id desc);

create table saved_card (
  id serial primary key,
  user_id integer not null references app_user (id) on delete cascade,
  brand text not null check (brand in ('visa', 'mastercard')),
  last4 text not null,
  holder_name text not null,
  expiry_month smallint not null,
  expiry_year smallint not null,
  -- the sandbox gateway's token for the card; the number and CVV are never stored
  token text not null unique,
  billing_address_id integer references receive_address (id),
  removed boolean not null default false,
  created_at timestamptz not null default now()
);
create index saved_card_user_idx on saved_card (user_id) where not removed;

create table withdrawal (
  id bigserial primary key,
  withdrawal_no text not null unique,
  user_id integer not null references app_user (id) on delete cascade,
  saved_card_id integer not null references saved_card (id),
  amount integer not null check (amount > 0),
  remarks text not null default '',
  -- 1 pending (amount frozen), 2 completed
  status smallint not null default 1 check (status in (1, 2)),
  created_at timestamptz not null default now(),
  completed_at timestamptz
);
create index withdrawal_pending_idx on withdrawal (created_at) where status = 1;
