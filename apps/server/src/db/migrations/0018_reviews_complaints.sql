-- Reviews of completed order lines and complaints (issue 14; rules in packages/contract/src/rules/reviews.ts
-- and rules/complaints.ts; docs/decisions.md "Reviews and complaints").
--
-- A review belongs to one order line (unique: one review per line, so a double click or two tabs
-- cannot post two). The product, owner and buyer are copied from the line so the product page and
-- the desk read one table. Helpful marks are rows (one per reader and review); helpful_count is
-- kept with them in the same transaction and must always equal their number.
create table product_review (
  id bigserial primary key,
  order_item_id bigint not null unique references order_item (id),
  order_id bigint not null references shop_order (id),
  product_id integer not null references product (id),
  owner_id integer not null references goods_owner (id),
  user_id integer not null references app_user (id),
  rating smallint not null check (rating between 1 and 5),
  body text not null default '',
  -- [{fileName, url}], url the stored name of the buyer's own photo upload
  photos jsonb not null default '[]',
  has_photos boolean not null default false,
  -- the name shown publicly, masked when posted (the account's name is never sent to readers)
  reviewer_name text not null,
  helpful_count integer not null default 0 check (helpful_count >= 0),
  reply_text text,
  replied_at timestamptz,
  posted_at timestamptz not null default now(),
  edited_at timestamptz
);
create index product_review_product_idx on product_review (product_id, posted_at desc, id desc);
create index product_review_product_helpful_idx on product_review (product_id, helpful_count desc, id desc);
create index product_review_user_idx on product_review (user_id, id desc);
create index product_review_owner_idx on product_review (owner_id, id desc);

create table product_review_helpful (
  review_id bigint not null references product_review (id) on delete cascade,
  user_id integer not null references app_user (id),
  created_at timestamptz not null default now(),
  primary key (review_id, user_id)
);

-- A complaint about one of the buyer's orders (order_id set) or about a goods owner (owner only).
-- Its history is complaint_log: each move with who made it and their words (the description, an
-- answer, a follow-up, the resolution) and any photos they added.
create table complaint (
  id bigserial primary key,
  complaint_no text not null unique,
  user_id integer not null references app_user (id),
  target text not null check (target in ('order', 'owner')),
  order_id bigint references shop_order (id),
  owner_id integer not null references goods_owner (id),
  type text not null,
  -- 1 open, 2 answered, 3 closed, 4 withdrawn (ComplaintStatus)
  status smallint not null check (status between 1 and 4),
  description text not null,
  photos jsonb not null default '[]',
  client_key text not null,
  request_hash text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, client_key),
  check ((target = 'order') = (order_id is not null))
);
create index complaint_user_idx on complaint (user_id, id desc);
create index complaint_status_idx on complaint (status, id desc);

create table complaint_log (
  id bigserial primary key,
  complaint_id bigint not null references complaint (id) on delete cascade,
  status smallint not null,
  actor text not null check (actor in ('buyer', 'agent')),
  note text not null default '',
  photos jsonb not null default '[]',
  created_at timestamptz not null default clock_timestamp()
);
create index complaint_log_complaint_idx on complaint_log (complaint_id, id);
