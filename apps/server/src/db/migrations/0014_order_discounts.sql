-- Coupons priced into orders (issue 15): what the coupons took off each order line and each order's
-- items and delivery. A line's refundable amount is its total less its discount.
alter table order_item add column discount integer not null default 0 check (discount >= 0);
alter table shop_order add column items_discount integer not null default 0 check (items_discount >= 0);
alter table shop_order add column delivery_discount integer not null default 0 check (delivery_discount >= 0);
