-- Chat with customer service and goods owners, the message centre, translation cache (issue 12).

-- A conversation: a buyer with customer service (kind 1, one per buyer, any agent may answer) or with
-- one goods owner's shop (kind 2, one per buyer and shop). last_seq is the conversation's own counter:
-- a message takes the next seq while the conversation row is locked, so seq order is commit order and a
-- client reading "after my last seq" can never skip a message that committed late.
create table chat_conversation (
  id bigserial primary key,
  kind smallint not null check (kind in (1, 2)),
  buyer_id integer not null references app_user (id) on delete cascade,
  owner_id integer references goods_owner (id),
  -- the goods owner's account (kind 2); agent_id: the agent who took the conversation (kind 1)
  owner_user_id integer references app_user (id),
  agent_id integer references app_user (id),
  status smallint not null check (status between 1 and 3),
  last_seq integer not null default 0,
  last_message text,
  last_message_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 1 and owner_id is null) or (kind = 2 and owner_id is not null and owner_user_id is not null))
);
create unique index chat_conversation_service_key on chat_conversation (buyer_id) where kind = 1;
create unique index chat_conversation_owner_key on chat_conversation (buyer_id, owner_id) where kind = 2;
create index chat_conversation_owner_user_idx on chat_conversation (owner_user_id, last_message_at desc) where kind = 2;
create index chat_conversation_desk_idx on chat_conversation (status, last_message_at desc) where kind = 1;

create table chat_conversation_log (
  id bigserial primary key,
  conversation_id bigint not null references chat_conversation (id) on delete cascade,
  status smallint not null,
  actor text not null,
  note text not null default '',
  created_at timestamptz not null default now()
);
create index chat_conversation_log_conversation_idx on chat_conversation_log (conversation_id);

-- Read markers: the seq each participant has read up to (agents get a row when they take or answer).
create table chat_participant (
  conversation_id bigint not null references chat_conversation (id) on delete cascade,
  user_id integer not null references app_user (id) on delete cascade,
  read_seq integer not null default 0,
  primary key (conversation_id, user_id)
);
create index chat_participant_user_idx on chat_participant (user_id);

-- Messages: stored before anyone is told of them. (sender_id, nonce) makes a retried send land once.
create table chat_message (
  id bigserial primary key,
  conversation_id bigint not null references chat_conversation (id) on delete cascade,
  seq integer not null,
  sender_id integer not null references app_user (id),
  sender_role text not null check (sender_role in ('buyer', 'agent', 'owner', 'system')),
  kind smallint not null check (kind in (1, 2, 3)),
  body text not null default '',
  image text,
  nonce text,
  content_hash text,
  created_at timestamptz not null default now(),
  unique (conversation_id, seq)
);
create unique index chat_message_nonce_key on chat_message (sender_id, nonce) where nonce is not null;

-- The chat token of docs/product.md §7 (/im/getTokenByUsername): only its hash is kept, tied to the
-- session it was issued to, so signing out or a revoked session closes the chat as well.
create table chat_token (
  token_hash text primary key,
  user_id integer not null references app_user (id) on delete cascade,
  session_id integer not null references user_session (id) on delete cascade,
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index chat_token_user_idx on chat_token (user_id);

-- The message centre: system notices to one person, each linked to what it is about.
create table user_notice (
  id bigserial primary key,
  user_id integer not null references app_user (id) on delete cascade,
  kind smallint not null check (kind between 1 and 9),
  title_en text not null,
  title_zh text not null,
  body_en text not null,
  body_zh text not null,
  link text,
  -- a notice about the same thing posted twice (a retried hook) lands once
  dedupe_key text,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index user_notice_user_idx on user_notice (user_id, id desc);
create index user_notice_unread_idx on user_notice (user_id) where read_at is null;
create unique index user_notice_dedupe_key on user_notice (user_id, dedupe_key) where dedupe_key is not null;

-- Translations by hash of (provider, target language, text): a text is sent to the provider once.
create table translation_cache (
  text_hash text primary key,
  provider text not null,
  target text not null,
  translation text not null,
  created_at timestamptz not null default now()
);
