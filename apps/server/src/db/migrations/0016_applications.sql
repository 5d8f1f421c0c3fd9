-- Seller and middle-man applications (issue 13; docs/product.md §1, §3 seller application, §6 middle man).
-- One row per application, whatever its kind; a rejected application is corrected and submitted
-- again in the same row, so its number and history stay. An applicant without an account reaches
-- their draft through a draft token (only its SHA-256 is kept), given when their e-mail code is
-- confirmed; the account is created or upgraded on approval (docs/decisions.md, Applications).
create table partner_application (
  id bigserial primary key,
  application_no text not null unique,
  kind text not null check (kind in ('seller', 'middleMan')),
  -- 1 draft, 2 submitted, 3 approved, 4 rejected (rules/applications.ts)
  status smallint not null check (status between 1 and 4),
  email text not null,
  -- the account it belongs to: a middle man's from the start, a seller's once approved
  user_id integer references app_user (id),
  language text not null default 'en' check (language in ('en', 'zh')),
  company_name text not null default '',
  registration_number text not null default '',
  vat_number text not null default '',
  contact_first_name text not null default '',
  contact_last_name text not null default '',
  store_name text not null default '',
  store_link text not null default '',
  regions text[] not null default '{}',
  category_ids integer[] not null default '{}',
  terms_accepted_at timestamptz,
  company_check text not null default 'notChecked',
  company_check_name text,
  company_checked_at timestamptz,
  vat_check text not null default 'notChecked',
  vat_check_name text,
  vat_checked_at timestamptz,
  draft_token_hash text unique,
  draft_token_expires_at timestamptz,
  reject_reason text,
  reviewed_by integer references app_user (id),
  reviewed_at timestamptz,
  submitted_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (kind <> 'middleMan' or user_id is not null)
);
-- one open (draft, submitted or rejected) seller application per e-mail; one middle-man profile per account
create unique index partner_application_open_seller_key on partner_application (email) where kind = 'seller' and status in (1, 2, 4);
create unique index partner_application_middle_man_key on partner_application (user_id) where kind = 'middleMan';
create index partner_application_queue_idx on partner_application (status, submitted_at, id);
create index partner_application_user_idx on partner_application (user_id);
create index partner_application_email_idx on partner_application (email);

create table partner_application_log (
  id bigserial primary key,
  application_id bigint not null references partner_application (id) on delete cascade,
  status smallint not null,
  actor text not null,
  note text not null default '',
  created_at timestamptz not null default now()
);
create index partner_application_log_idx on partner_application_log (application_id, id);

-- An application's documents are uploaded before there may be an account: the file belongs to the
-- application then, and only the platform's reviewers are served it (files/service.ts mayRead).
alter table uploaded_file alter column owner_user_id drop not null;
alter table uploaded_file add column application_id bigint references partner_application (id);
alter table uploaded_file add constraint uploaded_file_belongs check (owner_user_id is not null or application_id is not null);

-- one document of each type per application; a new upload replaces the older
create table partner_application_document (
  application_id bigint not null references partner_application (id) on delete cascade,
  doc_type text not null check (doc_type in ('incorporation', 'proofOfAddress')),
  stored_name text not null unique references uploaded_file (stored_name),
  uploaded_at timestamptz not null default now(),
  primary key (application_id, doc_type)
);

-- Products a goods owner's delisting took off sale, and why, so relisting puts back exactly those
-- (and never one the platform withdrew for another reason).
alter table product add column delisted_reason text check (delisted_reason in ('owner', 'accountClosure'));
create index product_owner_delisted_idx on product (owner_id) where delisted_reason is not null;
