-- Uploaded files (issue 11, docs/product.md §3 uploaded file, §7 file upload): one row per stored
-- file. The bytes live in the file storage (a folder, or an S3 bucket) under stored_name, a
-- random name that keeps nothing of the original; content_type was read from the bytes, never
-- from the name, and is what the file is served as.
create table uploaded_file (
  id bigserial primary key,
  owner_user_id integer not null references app_user (id),
  -- the service the file was uploaded for (the form's appName)
  app_name text not null,
  -- 'photo' is served to anyone with its stored name; 'document' only to its owner
  kind text not null check (kind in ('photo', 'document')),
  original_name text not null,
  stored_name text not null unique,
  content_type text not null,
  byte_size integer not null check (byte_size > 0),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
