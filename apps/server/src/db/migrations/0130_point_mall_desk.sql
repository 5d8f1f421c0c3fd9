-- The point mall desk (issue 34 item 5; docs/decisions.md "The point mall desk"). Operations list a goods owner's
-- product option in the mall, from one warehouse, at a points price and an agreed price per unit that the platform pays
-- the goods owner when a mall order completes, through the order's settlement (payment service), without the fee.

-- point_goods (loyalty): the agreed price per unit in pence (0 for goods listed before it existed: nothing was agreed,
-- as before), the desk's client key (a retried create answers the item it made), who listed it and when it last changed.
alter table point_goods
  add column agreed_price integer not null default 0 check (agreed_price between 0 and 1000000),
  add column client_key uuid unique,
  add column created_by integer,
  add column updated_at timestamptz not null default now();
alter table point_goods add constraint point_goods_points_price_max check (points_price <= 1000000);

-- point_redemption (loyalty): the agreed price per unit when the buyer redeemed, so a later edit of the item changes no
-- order already placed; the desk counts an item's redemptions and units by goods_id.
alter table point_redemption add column agreed_price integer not null default 0 check (agreed_price >= 0);
create index point_redemption_goods_idx on point_redemption (goods_id);

-- order_funds (payment): what the platform owes the goods owner for a point-mall order (agreed price x units, pence;
-- 0 for every other order), written with the redemption and paid once with the order's settlement; settled_agreed is
-- the part of a settlement paid at the agreed price (settled_gross and settled_fee stay the money the buyer paid).
alter table order_funds
  add column agreed_payout integer not null default 0 check (agreed_payout >= 0),
  add column settled_agreed integer not null default 0 check (settled_agreed >= 0);
