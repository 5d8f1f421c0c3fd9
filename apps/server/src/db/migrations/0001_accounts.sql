-- Accounts, sessions, verification, rate limits, outbox (issue: foundation).
create table app_user (
  id serial primary key,
  username text not null,
  email text not null,
  phone text,
  password_hash text not null,
  nickname text,
  icon text,
  first_name text,
  last_name text,
  company_name text,
  vat_number text,
  purchase_permission boolean not null default false,
  -- bumped when roles or purchase permission change; older sessions then get code 7017 once
  permission_version integer not null default 1,
  second_auth_enabled boolean not null default false,
  totp_secret text,
  totp_pending_secret text,
  -- last accepted TOTP time step: each code is usable once
  totp_last_step bigint,
  language text not null default 'en',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index app_user_username_key on app_user (lower(username));
create unique index app_user_email_key on app_user (email);
create unique index app_user_phone_key on app_user (phone) where phone is not null;

create table user_role (
  user_id integer not null references app_user (id) on delete cascade,
  role_id smallint not null,
  primary key (user_id, role_id)
);

create table user_session (
  id serial primary key,
  token_hash text not null unique,
  user_id integer not null references app_user (id) on delete cascade,
  second_auth_pending boolean not null default false,
  permission_version integer not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
create index user_session_user_idx on user_session (user_id);

create table captcha_challenge (
  image_key uuid primary key,
  answer text not null,
  expires_at timestamptz not null
);
create index captcha_challenge_expiry_idx on captcha_challenge (expires_at);

create table verification_code (
  id serial primary key,
  target text not null,
  scene text not null,
  code_hash text not null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  consumed_at timestamptz
);
create index verification_code_lookup_idx on verification_code (target, scene, created_at desc);

-- fixed-window counters shared by every server process
create table rate_limit_counter (
  key text primary key,
  window_start timestamptz not null,
  hits integer not null
);

create table outbox_message (
  id serial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text not null,
  body text not null,
  status text not null default 'stored' check (status in ('stored', 'sent', 'failed')),
  error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);
create index outbox_message_recipient_idx on outbox_message (recipient, id desc);

create table contact_request (
  id serial primary key,
  ticket_number text not null unique,
  user_id integer references app_user (id) on delete set null,
  name text not null,
  email text not null,
  topic text not null,
  message text not null,
  created_at timestamptz not null default now()
);
