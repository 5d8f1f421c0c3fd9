-- What an e-mail or text was for (issue 35 item 5; docs/decisions.md "The delivery failures desk"): the outbox
-- stores the sender's purpose (MessagePurpose in packages/contract/src/schemas/message.ts) with every message, so
-- the operations' failures list can say "sign-in code" or "refund update" without showing a code's subject.
-- Messages stored before this have none.
alter table outbox_message add column purpose text;
