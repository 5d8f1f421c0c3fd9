-- Texts sent through a provider (issue 35 item 5; docs/decisions.md "Texts through Twilio or Amazon SNS").
--
-- A message handed to a provider names it (smtp, twilio, sns) and keeps the provider's id for it, so a
-- delivery report (Twilio's status callback) finds its row. A report can turn a sent text into
-- delivered or undelivered; failed is a provider's refusal at sending time. What failed is listed for
-- operations from the partial index.
alter table outbox_message
  add column provider text,
  add column provider_ref text,
  add column status_at timestamptz;
alter table outbox_message drop constraint outbox_message_status_check;
alter table outbox_message
  add constraint outbox_message_status_check check (status in ('stored', 'sent', 'delivered', 'undelivered', 'failed'));
create unique index outbox_message_provider_ref_idx on outbox_message (provider, provider_ref) where provider_ref is not null;
create index outbox_message_failed_idx on outbox_message (id desc) where status in ('failed', 'undelivered');
