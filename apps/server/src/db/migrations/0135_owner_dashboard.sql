-- The goods owner's dashboard (issue 33 item 6): every figure reads the shop's orders paid in a period.
create index shop_order_owner_paid_idx on shop_order (owner_id, paid_at) where paid_at is not null;
