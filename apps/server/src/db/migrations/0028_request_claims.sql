-- Requests and refunds, issue 31 items 2 and 8 (rules in packages/contract/src/rules/claims.ts).
--
-- A request the sweeper cannot settle (its automatic approval refused, e.g. its refund more than the
-- line can still refund) is skipped from then on instead of failing every pass: the error code it
-- met and when are kept on the request, where the goods owner and customer service see it and can
-- act on it by hand.
alter table return_request add column settle_problem integer, add column settle_problem_at timestamptz;
alter table after_sale add column settle_problem integer, add column settle_problem_at timestamptz;

-- After the goods owner refuses a request, the buyer may ask the platform to step in until then
-- (INTERVENTION_APPEAL_DAYS after the refusal); null when it cannot be asked (never refused by the
-- goods owner, refused before this column, decided by the platform, or already asked).
alter table return_request add column appeal_deadline timestamptz;
alter table after_sale add column appeal_deadline timestamptz;
