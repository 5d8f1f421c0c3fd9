-- Coupons issued by operations (issue 34 item 4; rules in packages/contract/src/rules/coupon.ts): who a coupon is
-- for, pausing it, and codes unique whatever their case (buyers type them at checkout).
--
-- - audience: 1 every buyer, 2 new buyers only (no paid order yet), judged inside the guarded statement of each
--   claim and each use (services/loyalty/coupons/store.ts), never remembered from an earlier moment;
-- - paused_at: set while operations have paused the coupon; a paused coupon is neither claimed nor newly used,
--   the orders already placed with it keep it;
-- - created_by: the staff member who issued it (a plain id, like the audit log's actor; null for the demo seed).
alter table coupon
  add column audience smallint not null default 1 check (audience in (1, 2)),
  add column paused_at timestamptz,
  add column created_by integer;

-- codes are compared without regard to case: SPRING25 and spring25 are one code
create unique index coupon_code_ci on coupon (lower(code));

-- the desk lists newest first and finds coupons by a part of their code or name
create index coupon_created_idx on coupon (created_at desc, id desc);

-- a coupon's uses, for its redemptions page and its used count
create index coupon_redemption_copy_idx on coupon_redemption (buyer_coupon_id, redeemed_at desc);
