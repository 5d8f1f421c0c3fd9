-- Placing an order reads the buyer's credit facts, each counted only as far as it can move the score
-- (credit/store.ts creditFactsUpToSql). Pre-order breaches (a penalty kept) are rare, so without an
-- index of their own the count would read every order the buyer ever placed to find there are none.
create index shop_order_breach_idx on shop_order (user_id, closed_at) where penalty > 0;
