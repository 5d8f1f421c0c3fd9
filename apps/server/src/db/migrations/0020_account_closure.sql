-- Account closure (issue 14; docs/product.md §4, §7 /buyer/cancel). A closed account keeps its row,
-- so orders, trades, payments, refunds and ledgers keep pointing at it for the accounting retention
-- period, but its personal data is erased in the same transaction (docs/decisions.md "Account closure").
alter table app_user add column closed_at timestamptz;

-- One row per closed account: when, and what it was (its roles). No personal data.
create table account_closure (
  user_id integer primary key references app_user (id),
  closed_at timestamptz not null default now(),
  roles smallint[] not null
);
