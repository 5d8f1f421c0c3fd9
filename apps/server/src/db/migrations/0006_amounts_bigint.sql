-- Money that can pass 2^31 pence (£21,474,836.47) is bigint (issue 10 §1.3: the 22nd top-up of
-- £1,000,000 overflowed the wallet and answered 500).
--
-- A wallet has no ceiling: top-ups of up to £1,000,000 each (AMOUNT_MAX_PENCE in the contract)
-- add up without limit, so the balances, every ledger movement and balance after it, and a
-- withdrawal of the whole balance are bigint. The check keeps a balance within what a JavaScript
-- number holds exactly (2^53 − 1), which both database drivers read int8 into.
--
-- The other money columns stay integer because their values are bounded below 2^31 by rules
-- checked before they are written: a trade, its orders, payments and refunds by the checkout
-- limit (ORDER_AMOUNT_LIMIT, £50,000.00); prices by the catalogue's price bound (999,999,999);
-- quantities by CART_MAX_QUANTITY and PREORDER_MAX_QUANTITY.
alter table wallet
  alter column available type bigint,
  alter column frozen type bigint,
  add constraint wallet_balance_exact check (available + frozen <= 9007199254740991);
alter table wallet_ledger
  alter column amount type bigint,
  alter column balance_after type bigint;
alter table withdrawal alter column amount type bigint;
