-- Coupons (issue 15; rules in packages/contract/src/rules/coupon.ts): what the coupon centre offers
-- (coupon), the copies buyers claim (buyer_coupon) and their use on orders (coupon_redemption, one
-- row per use, with what it took off each order in coupon_redemption_order).
--
-- Two guards each keep a count right under any concurrency:
-- - claims: one guarded update of coupon.issued (`issued < total_limit`) and a unique copy number
--   per buyer (1 … per_buyer_limit), so a coupon is never claimed past either limit;
-- - use: one guarded update of buyer_coupon.used_at (`used_at is null`) and at most one live
--   redemption per copy (the partial unique index), so a copy is never used on two checkouts.

create table coupon (
  id serial primary key,
  code text not null unique,
  name_en text not null,
  name_zh text not null,
  -- 1 amount off over a threshold, 2 percentage off with a cap, 3 free delivery (CouponKind)
  kind smallint not null check (kind in (1, 2, 3)),
  -- pence of covered goods needed, before any discount; 0 for any amount
  threshold integer not null default 0 check (threshold >= 0),
  amount_off integer check (amount_off > 0),
  percent_off smallint check (percent_off between 1 and 99),
  max_off integer check (max_off > 0),
  -- 1 everything, 2 a category (and the categories under it), 3 one goods owner's goods (CouponScope)
  scope smallint not null check (scope in (1, 2, 3)),
  category_id integer references category (id),
  owner_id integer references goods_owner (id),
  -- claimable and usable from valid_from up to (not at) valid_until
  valid_from timestamptz not null,
  valid_until timestamptz not null,
  total_limit integer not null check (total_limit > 0),
  per_buyer_limit smallint not null default 1 check (per_buyer_limit between 1 and 100),
  issued integer not null default 0 check (issued between 0 and total_limit),
  created_at timestamptz not null default now(),
  check (valid_until > valid_from),
  check ((kind = 1) = (amount_off is not null)),
  -- an amount off needs a spend above it, and a percentage is below 100: coupons never make goods free,
  -- so a checkout always has something to pay (a trade's amount is above zero)
  check (amount_off < threshold),
  check ((kind = 2) = (percent_off is not null and max_off is not null)),
  check ((scope = 2) = (category_id is not null)),
  check ((scope = 3) = (owner_id is not null))
);
-- the centre lists coupons still running
create index coupon_valid_until_idx on coupon (valid_until);

create table buyer_coupon (
  id bigserial primary key,
  coupon_id integer not null references coupon (id),
  user_id integer not null references app_user (id) on delete cascade,
  -- the buyer's n-th copy of this coupon, 1 … per_buyer_limit
  copy_no smallint not null check (copy_no > 0),
  claimed_at timestamptz not null default now(),
  -- set while a live redemption holds the copy; cleared when its unpaid orders close
  used_at timestamptz,
  unique (coupon_id, user_id, copy_no)
);
create index buyer_coupon_user_idx on buyer_coupon (user_id, claimed_at desc);

create table coupon_redemption (
  id bigserial primary key,
  buyer_coupon_id bigint not null references buyer_coupon (id),
  user_id integer not null references app_user (id),
  redeemed_at timestamptz not null default now(),
  -- when every order it was used on closed or was cancelled unpaid, and the copy came back
  released_at timestamptz
);
create unique index coupon_redemption_live on coupon_redemption (buyer_coupon_id) where released_at is null;

create table coupon_redemption_order (
  redemption_id bigint not null references coupon_redemption (id),
  order_id bigint not null references shop_order (id),
  -- what the coupon took off this order's items and delivery (priceCheckout's CouponShare)
  items_off integer not null check (items_off >= 0),
  delivery_off integer not null check (delivery_off >= 0),
  released_at timestamptz,
  primary key (redemption_id, order_id)
);
create index coupon_redemption_order_order_idx on coupon_redemption_order (order_id);
