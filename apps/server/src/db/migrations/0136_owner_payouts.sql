-- Goods owners paid (issue 35 item 4) and the settlement statement (issue 33 item 6); docs/decisions.md "Goods owners
-- paid". The payment service owns every table here.

-- Platform settings changed by staff in the console: one row each. commissionBasisPoints is the platform's commission
-- on goods owners' sales (400 = 4.00%), taken at the rate in force when an order is settled.
create table platform_setting (
  name text primary key,
  value bigint not null,
  updated_by integer references app_user (id),
  updated_at timestamptz
);
insert into platform_setting (name, value) values ('commissionBasisPoints', 400);

-- order_funds: the rate a settlement took (so refunds after it give back commission at that rate, whatever the setting
-- is by then), and where the settlement went: the owner's payouts ledger (every settlement from now on) or, for orders
-- settled before this migration, the owner's wallet (their refunds are still taken back from the wallet).
alter table order_funds
  add column settled_rate smallint check (settled_rate between 0 and 10000),
  add column settled_to_ledger boolean not null default false;
update order_funds set settled_rate = 400 where settled_at is not null;

-- goods_owner: the Stripe Connect account payouts go to when Stripe is configured (null: bank transfers finance records)
alter table goods_owner add column stripe_account_id text check (stripe_account_id ~ '^acct_[A-Za-z0-9]{8,40}$');

-- The owner's running balance: the row every movement locks first (so parallel payouts queue and each sees the last),
-- updated with its ledger rows in one statement; it always equals the sum of owner_ledger.amount for the owner.
create table owner_account (
  owner_id integer primary key references goods_owner (id),
  balance bigint not null default 0,
  updated_at timestamptz not null default now()
);

-- The owner's ledger: append-only signed entries (pence). due_at: when the entry may be paid out (a settlement's and its
-- refunds' when the order's return window has passed after completion; a payout's and its reversal's at once).
create table owner_ledger (
  id bigserial primary key,
  owner_id integer not null references goods_owner (id),
  kind text not null check (kind in ('sale', 'commission', 'refund', 'payout', 'payoutReversal')),
  amount bigint not null check (amount <> 0),
  reference text not null,
  order_id bigint references shop_order (id),
  due_at timestamptz not null,
  created_at timestamptz not null default now(),
  unique (kind, reference),
  check ((kind in ('sale', 'payoutReversal') and amount > 0) or (kind in ('refund', 'payout') and amount < 0) or kind = 'commission')
);
create index owner_ledger_owner_idx on owner_ledger (owner_id, created_at, id);

-- Payouts: once per (owner, client key). A bank transfer is recorded as paid; a Stripe transfer is pending until Stripe
-- answers, paid with its transfer id, or failed (its money put back in the ledger by a payoutReversal entry).
create table owner_payout (
  id bigserial primary key,
  payout_no text not null unique,
  owner_id integer not null references goods_owner (id),
  amount bigint not null check (amount > 0),
  method text not null check (method in ('bank', 'stripe')),
  status text not null check (status in ('paid', 'pending', 'failed')),
  reference text not null,
  client_key uuid not null,
  stripe_account_id text,
  transfer_id text,
  failure text,
  created_by integer not null references app_user (id),
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (owner_id, client_key)
);
create index owner_payout_owner_idx on owner_payout (owner_id, created_at desc);
create index owner_payout_pending_idx on owner_payout (created_at) where status = 'pending';
