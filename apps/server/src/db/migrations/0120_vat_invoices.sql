-- VAT done properly (issue 35 item 2; rules/vat.ts, docs/decisions.md "VAT").
--
-- Prices are quoted and stored ex VAT from now on: each product has a VAT rate (standard 20%, reduced 5%,
-- zero; standard unless its goods owner sets another) and placing an order adds the VAT, split per line
-- (net, VAT) and for the delivery (apportioned over the goods' rates), stored on the order so it never
-- changes.
--
-- Orders placed before this were charged the price without VAT added. What a buyer paid does not change:
-- those orders are read as VAT-inclusive at the standard rate (the rate every product had), which is how
-- HMRC treats a charge made without VAT added, and their split is worked out from their totals here
-- (`vat_basis = 'inclusive'`); net + VAT of every line and of the delivery equals what was charged before.

alter table product add column vat_rate text not null default 'standard' check (vat_rate in ('standard', 'reduced', 'zero'));

-- the buyer's price display: false shows prices ex VAT (the default for businesses), true with VAT
alter table app_user add column prices_with_vat boolean not null default false;

alter table order_item
  add column vat_rate text not null default 'standard' check (vat_rate in ('standard', 'reduced', 'zero')),
  -- the line's taxable amount: unit price × quantity − coupon discount
  add column net_amount integer,
  -- VAT on the net at the rate, rounded on the line
  add column vat_amount integer;

update order_item
   set net_amount = round((unit_price::bigint * quantity - discount) * 5 / 6.0)::int,
       vat_amount = (unit_price::bigint * quantity - discount)::int - round((unit_price::bigint * quantity - discount) * 5 / 6.0)::int
 where net_amount is null;

alter table order_item
  alter column net_amount set not null,
  alter column vat_amount set not null,
  add constraint order_item_vat_check check (net_amount >= 0 and vat_amount >= 0);

alter table shop_order
  -- 'exclusive': VAT added to ex-VAT prices; 'inclusive': placed before, its charges read as gross
  add column vat_basis text not null default 'exclusive' check (vat_basis in ('exclusive', 'inclusive')),
  -- the delivery after coupons, ex VAT, and its VAT (its parts per rate in vat_parts with the lines')
  add column delivery_net integer,
  add column delivery_vat integer,
  -- the order's taxable amount (lines' net + delivery net) and its VAT; gross = net + VAT = payable + points paid
  add column net_amount integer,
  add column vat_amount integer,
  -- the delivery's VAT per rate: [{rate, net, vat}], standard, reduced, zero
  add column delivery_vat_parts jsonb not null default '[]';

with delivery as (
  select id, freight + surcharge + remote_surcharge - delivery_discount as gross from shop_order where net_amount is null
), split as (
  select id, gross, round(gross * 5 / 6.0)::int as net from delivery
), lines as (
  select order_id, sum(net_amount)::int as net, sum(vat_amount)::int as vat from order_item group by order_id
)
update shop_order o
   set vat_basis = 'inclusive',
       delivery_net = s.net,
       delivery_vat = s.gross - s.net,
       net_amount = coalesce(l.net, 0) + s.net,
       vat_amount = coalesce(l.vat, 0) + s.gross - s.net,
       delivery_vat_parts = case when s.gross = 0 then '[]'::jsonb
                                 else jsonb_build_array(jsonb_build_object('rate', 'standard', 'net', s.net, 'vat', s.gross - s.net)) end
  from split s left join lines l on l.order_id = s.id
 where o.id = s.id;

alter table shop_order
  alter column delivery_net set not null,
  alter column delivery_vat set not null,
  alter column net_amount set not null,
  alter column vat_amount set not null,
  add constraint shop_order_vat_check check (delivery_net >= 0 and delivery_vat >= 0 and net_amount >= 0 and vat_amount >= 0);
