-- Returns and refund-only requests (issue 11; rules in packages/contract/src/rules/returns.ts,
-- docs/product.md §3 return, §4 return statuses 1–9).
--
-- The return window is written on each order (RETURN_WINDOW_DAYS when it is placed), so a later
-- change of policy is a new default here and never moves the window of an order already placed.
-- The window starts when the order first reached 7 (out for delivery) or 8 (completed), which
-- order_log already records.
alter table shop_order add column return_window_days smallint not null default 14 check (return_window_days between 0 and 365);

-- A request: what the buyer asked, and where it stands. Its lines say which order lines and how
-- many units; what can still be returned of a line is derived from the lines of the requests that
-- hold quantities (open or completed), counted under the order's row lock.
create table return_request (
  id bigserial primary key,
  return_no text not null unique,
  order_id bigint not null references shop_order (id),
  user_id integer not null references app_user (id),
  owner_id integer not null references goods_owner (id),
  -- 1 return and refund, 2 refund only (ReturnKind)
  kind smallint not null check (kind in (1, 2)),
  -- docs/product.md §4: 1 created … 9 platform intervention (ReturnStatus)
  status smallint not null check (status between 1 and 9),
  reason text not null,
  reason_text text not null default '',
  notes text not null default '',
  -- §3 verification photos: [{fileName, url}], url the stored name of the buyer's own upload
  photos jsonb not null default '[]',
  -- the same client key answers the same request; the hash tells a reuse for other details
  client_key text not null,
  request_hash text not null,
  review_deadline timestamptz,
  -- the ship-from warehouse's address as given on approval (the label prints what the buyer was told)
  return_address jsonb,
  reject_reason text not null default '',
  intervention_asked_by text check (intervention_asked_by in ('buyer', 'owner')),
  intervention_reason text not null default '',
  intervention_asked_at timestamptz,
  intervention_decision text check (intervention_decision in ('full', 'partial', 'none')),
  intervention_note text not null default '',
  intervention_decided_at timestamptz,
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, client_key)
);
create index return_request_order_idx on return_request (order_id);
create index return_request_user_idx on return_request (user_id, id desc);
create index return_request_owner_idx on return_request (owner_id, id desc);
-- the sweeper's automatic approval and the agent's intervention queue
create index return_request_review_due_idx on return_request (review_deadline) where status = 2;
create index return_request_intervention_idx on return_request (id) where status = 9;

create table return_line (
  id bigserial primary key,
  return_id bigint not null references return_request (id) on delete cascade,
  order_item_id bigint not null references order_item (id),
  quantity integer not null check (quantity > 0),
  -- what the request asks back for the line: its share of what the line was paid
  refund_amount integer not null check (refund_amount >= 0),
  -- what was granted once the request completed (the full ask, or the agent's part of it)
  refunded_amount integer check (refunded_amount >= 0 and refunded_amount <= refund_amount),
  logistics_company text,
  tracking_no text,
  shipped_at timestamptz,
  unique (return_id, order_item_id)
);
create index return_line_item_idx on return_line (order_item_id);

create table return_log (
  id bigserial primary key,
  return_id bigint not null references return_request (id) on delete cascade,
  status smallint not null,
  actor text not null check (actor in ('buyer', 'owner', 'platform', 'system')),
  note text not null default '',
  created_at timestamptz not null default clock_timestamp()
);
create index return_log_return_idx on return_log (return_id, id);
