-- Refunds on request and the goods owner's settlement (issue 11; rules in
-- packages/contract/src/rules/refund.ts, decisions: "Refunds and settlement").
--
-- What an order can still refund is derived from records, never kept as a counter: what its trades
-- paid (shop_order.paid_amount less the penalty kept) shared among its lines and delivery, less the
-- refund_line rows of each. Refunds of one order queue on its order_funds row (the payment
-- service's own row per order, locked FOR UPDATE), so no sequence or race of requests can refund
-- more than was paid. The same row records the settlement to the goods owner, made once.

-- ---------- refunds ----------
alter table refund
  add column owner_id integer references goods_owner (id),
  -- who asked for it (RefundSource) and the record it answers (an order, return or after-sales number)
  add column source text not null default 'cancellation'
    check (source in ('cancellation', 'return', 'refundOnly', 'afterSale', 'intervention')),
  add column source_id text not null default '',
  -- the caller's key: the same key on the same order answers the same refund
  add column client_key text,
  -- made after the order was settled: the money comes back from the goods owner's wallet first
  add column after_settlement boolean not null default false,
  -- what the goods owner's wallet gave back for it; null until taken (or when not after settlement)
  add column owner_debit integer check (owner_debit >= 0),
  -- attempts at the original method (a failed card refund can be retried)
  add column attempts smallint not null default 1,
  -- a failed refund retried to the buyer's wallet instead of the original method
  add column to_wallet boolean not null default false,
  add column updated_at timestamptz not null default now(),
  add column completed_at timestamptz;

-- refunds before this migration were whole cancellations, paid out at once
update refund r set owner_id = o.owner_id, source_id = o.order_no, client_key = 'cancel:' || o.order_no,
                    updated_at = r.created_at, completed_at = r.created_at
  from shop_order o where o.id = r.order_id;
alter table refund alter column owner_id set not null;

create unique index refund_client_key on refund (order_id, client_key) where client_key is not null;
create index refund_owner_idx on refund (owner_id, created_at desc);
-- the sweeper's work: provider refunds to confirm, suspended refunds to retry
create index refund_in_refund_idx on refund (updated_at) where status = 33;
create index refund_suspended_idx on refund (created_at) where status = 32;

-- what each refund gives back: part of an order line's goods, or the order's delivery (no line)
create table refund_line (
  id bigserial primary key,
  refund_id bigint not null references refund (id) on delete cascade,
  order_id bigint not null references shop_order (id),
  order_item_id bigint references order_item (id),
  amount integer not null check (amount > 0)
);
create index refund_line_refund_idx on refund_line (refund_id);
create index refund_line_order_idx on refund_line (order_id);

-- earlier refunds get their lines by the rule of paidShares: the amount shared among the items and
-- the delivery in proportion to their cost, floors plus a penny each to the largest remainders
-- (the earlier item on a tie, the delivery last)
with weights as (
  select r.id as refund_id, r.order_id, r.amount, i.id as item_id, (i.unit_price::bigint * i.quantity) as weight, i.id as position
    from refund r join order_item i on i.order_id = r.order_id
  union all
  select r.id, r.order_id, r.amount, null, (o.freight + o.surcharge + o.remote_surcharge)::bigint, 9223372036854775807
    from refund r join shop_order o on o.id = r.order_id
), totals as (
  select refund_id, sum(weight) as total from weights group by refund_id
), floors as (
  select w.*, (w.amount::numeric * w.weight) / t.total as exact
    from weights w join totals t on t.refund_id = w.refund_id where t.total > 0
), ranked as (
  select f.*, floor(f.exact) as share,
         row_number() over (partition by f.refund_id order by f.exact - floor(f.exact) desc, f.position) as rank,
         f.amount - sum(floor(f.exact)) over (partition by f.refund_id) as pennies
    from floors f
)
insert into refund_line (refund_id, order_id, order_item_id, amount)
select refund_id, order_id, item_id, (share + case when rank <= pennies then 1 else 0 end)::integer
  from ranked where share + case when rank <= pennies then 1 else 0 end > 0;

-- one row per move of a refund (platform/transitions.ts), with who made it
create table refund_log (
  id bigserial primary key,
  refund_id bigint not null references refund (id) on delete cascade,
  status smallint not null,
  actor text not null check (actor in ('buyer', 'platform', 'system')),
  note text not null default '',
  created_at timestamptz not null default clock_timestamp()
);
create index refund_log_refund_idx on refund_log (refund_id, id);
insert into refund_log (refund_id, status, actor, note, created_at) select id, status, 'system', '', created_at from refund;

-- ---------- the order's money in the payment service ----------
-- Created by the order's first refund or its settlement. Until settled_at the platform holds the
-- money and refunds go out at once; settling credits the goods owner's wallet once with the gross
-- (paid less penalty and refunds so far) less the platform's fee.
create table order_funds (
  order_id bigint primary key references shop_order (id),
  owner_id integer not null references goods_owner (id),
  settlement_no text unique,
  settled_gross integer check (settled_gross >= 0),
  settled_fee integer check (settled_fee >= 0),
  settled_at timestamptz,
  check ((settled_at is null) = (settlement_no is null) and (settled_at is null) = (settled_gross is null) and (settled_at is null) = (settled_fee is null))
);

-- the goods owner's side of the wallet ledger: sales settled, and refunds taken back
alter table wallet_ledger drop constraint wallet_ledger_type_check;
alter table wallet_ledger add constraint wallet_ledger_type_check
  check (type in ('topUp', 'payment', 'refund', 'withdrawal', 'openingCredit', 'penalty', 'settlement', 'settlementReversal'));
