-- Card payments through Stripe (issue 35 item 1; docs/decisions.md "Card payments through Stripe").
--
-- A card payment names the gateway that took it: the sandbox (every card payment so far) or Stripe.
-- A Stripe payment keeps its PaymentIntent (pi_…); it is pending until Stripe's webhook says the
-- intent succeeded. When Stripe took money for a payment that could no longer pay its trade (paid
-- another way meanwhile, or closed), the money is sent back: provider_return_due until Stripe
-- accepted that refund (provider_return_ref, re_…).
alter table payment
  add column card_provider text check (card_provider in ('sandbox', 'stripe')),
  add column provider_ref text unique,
  add column provider_return_due boolean not null default false,
  add column provider_return_ref text;
update payment set card_provider = 'sandbox' where method = 3;
create index payment_provider_return_idx on payment (id) where provider_return_due;

-- A refund of a Stripe payment waits in 33 (in refund) until Stripe accepted it (provider_ref, re_…):
-- the sweeper sends it outside any transaction, claiming it first (provider_claimed_at) so two
-- processes do not both send it; Stripe's idempotency key makes a repeat harmless anyway.
alter table refund
  add column provider_ref text,
  add column provider_claimed_at timestamptz;
create index refund_provider_due_idx on refund (updated_at) where status = 33 and provider_ref is null;

-- Stripe's webhook events applied, one row each: an event delivered again (Stripe retries, or
-- delivers twice) finds its row and changes nothing.
create table stripe_event (
  event_id text primary key,
  type text not null,
  object_id text,
  received_at timestamptz not null default now()
);
