-- After-sales requests for damaged or faulty goods (issue 11; rules in
-- packages/contract/src/rules/afterSales.ts, docs/product.md §3 after-sales, §4 status list and codes),
-- and insurance policies on insured orders (rules/insurance.ts, §4 insurance policy status).

-- One request is about one order line: how many units (apply_quantity), the money asked for them
-- (apply_amount, at most what the line can still refund) and how many go back (return_quantity).
create table after_sale (
  id bigserial primary key,
  after_sale_no text not null unique,
  order_id bigint not null references shop_order (id),
  order_item_id bigint not null references order_item (id),
  user_id integer not null references app_user (id),
  owner_id integer not null references goods_owner (id),
  -- docs/product.md §4: 1 created … 9 platform intervention (AfterSaleStatus)
  status smallint not null check (status between 1 and 9),
  -- 1 goods received, 2 not received (ReceiptStatus)
  receipt_status smallint not null check (receipt_status in (1, 2)),
  apply_quantity integer not null check (apply_quantity > 0),
  return_quantity integer not null check (return_quantity >= 0 and return_quantity <= apply_quantity),
  apply_amount integer not null check (apply_amount > 0),
  reason text not null,
  description text not null default '',
  -- §3 photos: [{fileName, url}], url the stored name of the buyer's own upload
  photos jsonb not null default '[]',
  client_key text not null,
  request_hash text not null,
  -- the goods owner reviews by then (status 2); the buyer confirms the refund by then (status 5)
  review_deadline timestamptz,
  confirm_deadline timestamptz,
  return_address jsonb,
  logistics_company text,
  tracking_no text,
  refuse_reason text not null default '',
  refund_no text,
  refunded_amount integer check (refunded_amount >= 0 and refunded_amount <= apply_amount),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, client_key)
);
-- one open request per order line at a time: a second application for the line waits on this
-- index and is refused, so concurrent applications never ask twice for the same goods
create unique index after_sale_open_line_idx on after_sale (order_item_id) where status in (1, 2, 3, 4, 9);
create index after_sale_user_idx on after_sale (user_id, id desc);
create index after_sale_owner_idx on after_sale (owner_id, id desc);
create index after_sale_order_idx on after_sale (order_id);
create index after_sale_review_due_idx on after_sale (review_deadline) where status = 2;
create index after_sale_confirm_due_idx on after_sale (confirm_deadline) where status = 5;

-- One row per move; `code` is the §4 status code (the event) that made it.
create table after_sale_log (
  id bigserial primary key,
  after_sale_id bigint not null references after_sale (id) on delete cascade,
  status smallint not null,
  code text not null default 'APPLY',
  actor text not null check (actor in ('buyer', 'owner', 'platform', 'system')),
  note text not null default '',
  created_at timestamptz not null default clock_timestamp()
);
create index after_sale_log_idx on after_sale_log (after_sale_id, id);

-- A policy per insured order (goods of £1,000 or more), written when the order is paid for.
create table insurance_policy (
  id bigserial primary key,
  policy_no text not null unique,
  order_id bigint not null unique references shop_order (id),
  insurer text not null,
  -- pence: the premium the platform pays, and what claims have paid out
  premium integer not null check (premium >= 0),
  insured_amount integer not null check (insured_amount >= 0),
  compensation integer not null default 0 check (compensation >= 0),
  -- InsuranceStatus: 1 in effect … 7 frozen
  status smallint not null check (status between 1 and 7),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table insurance_log (
  id bigserial primary key,
  policy_id bigint not null references insurance_policy (id) on delete cascade,
  status smallint not null,
  actor text not null check (actor in ('buyer', 'owner', 'platform', 'system')),
  note text not null default '',
  created_at timestamptz not null default clock_timestamp()
);
create index insurance_log_idx on insurance_log (policy_id, id);
