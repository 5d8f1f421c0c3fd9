-- Flash deals at checkout (issue 34 item 3; docs/decisions.md "Flash deals at checkout"): the units an order took at a
-- deal's price, so a cancelled or closed order gives them back to the deal. The product service owns this table
-- beside flash_deal; the order service reaches it only through the product service's functions.
create table flash_deal_take (
  id bigserial primary key,
  deal_id integer not null references flash_deal (id),
  order_id bigint not null references shop_order (id),
  quantity integer not null check (quantity > 0),
  -- set once, when the order gives the units back (cancelled or closed before shipping)
  released_at timestamptz,
  created_at timestamptz not null default now(),
  unique (order_id, deal_id)
);
create index flash_deal_take_deal_idx on flash_deal_take (deal_id);
