-- Browsing history (issue 14, MyTracks): the products a signed-in buyer opened, one row per product and
-- London day (opening it again that day moves it to the top), the newest BROWSING_HISTORY_CAP kept.
create table browsing_history (
  user_id integer not null references app_user (id) on delete cascade,
  product_id integer not null references product (id) on delete cascade,
  viewed_on date not null,
  viewed_at timestamptz not null default now(),
  primary key (user_id, viewed_on, product_id)
);
create index browsing_history_user_idx on browsing_history (user_id, viewed_at desc);
