/** Message service shapes: the outbox's development mailbox and the contact form. */
import { z } from 'zod';
import { type CodeScene, Email } from './user';
import { requiredText } from './common';
import { epochTime, requestRowId, rowId } from './fields';

export const OutboxChannel = z.enum(['email', 'sms']);
export type OutboxChannel = z.infer<typeof OutboxChannel>;

export const MailboxMessage = z.object({ id: rowId(), channel: OutboxChannel, to: z.string(), subject: z.string(), text: z.string(), createdAt: epochTime() }).strict();
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const MailboxMessageList = z.array(MailboxMessage);

/**
 * What an e-mail or text was for, stored with it (migration 0133) so operations can tell a failed sign-in
 * code from a failed refund notice without reading the message. The codes' subjects and bodies carry the
 * code itself, so for them the failures list shows only this.
 */
export const MessagePurpose = z.enum([
  'signUpCode',
  'signInCode',
  'passwordResetCode',
  'mobileConfirmationCode',
  'emailConfirmationCode',
  'paymentPasswordCode',
  'accountClosureCode',
  'applicationCode',
  'welcome',
  'staffWelcome',
  'passwordChanged',
  'contactChanged',
  'accountClosed',
  'applicationUpdate',
  'reviewReply',
  'complaintAnswer',
  'requestUpdate',
  'refundUpdate',
  'contactAcknowledgement',
  'contactForSupport',
]);
export type MessagePurpose = z.infer<typeof MessagePurpose>;

/** The purpose of a verification code sent for a scene. */
export const CODE_PURPOSE: Readonly<Record<CodeScene, MessagePurpose>> = {
  register: 'signUpCode',
  login: 'signInCode',
  resetPassword: 'passwordResetCode',
  bindPhone: 'mobileConfirmationCode',
  bindEmail: 'emailConfirmationCode',
  paymentPassword: 'paymentPasswordCode',
  closeAccount: 'accountClosureCode',
};

/** Purposes whose message carries a one-time code: never shown beyond the person it was sent to. */
export const CODE_PURPOSES: ReadonlySet<MessagePurpose> = new Set([...Object.values(CODE_PURPOSE), 'applicationCode']);

/** Operations' list of e-mails and texts a provider refused or could not deliver (issue 35 item 5). */
export const FailedDeliveryQuery = z
  .object({
    channel: OutboxChannel.optional(),
    /** the next page: messages older than this one */
    beforeId: requestRowId().optional(),
    limit: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }).default(50),
  })
  .strict();
export type FailedDeliveryQuery = z.infer<typeof FailedDeliveryQuery>;

export const FailedDelivery = z
  .object({
    id: rowId(),
    channel: OutboxChannel,
    /** the address or number, masked ('b***@example.co.uk', '+44 7700 ***123'): enough to match a person's report, not a list of contacts */
    to: z.string(),
    /** what the message was for; null for messages stored before purposes were kept */
    purpose: MessagePurpose.nullable(),
    /** the e-mail's subject, or null where it would show a code (and for texts and older messages) */
    subject: z.string().nullable(),
    /** failed: the provider refused it or could not be reached; undelivered: accepted, then reported not delivered */
    status: z.enum(['failed', 'undelivered']),
    provider: z.string().nullable(),
    reason: z.string().nullable(),
    createdAt: epochTime(),
    statusAt: epochTime().nullable(),
  })
  .strict();
export type FailedDelivery = z.infer<typeof FailedDelivery>;

export const FailedDeliveryPage = z
  .object({
    items: z.array(FailedDelivery),
    more: z.boolean(),
    /** whether codes can be texted at all (else they are e-mailed) and through which provider */
    textsAvailable: z.boolean(),
    smsProvider: z.enum(['twilio', 'sns']).nullable(),
  })
  .strict();
export type FailedDeliveryPage = z.infer<typeof FailedDeliveryPage>;

export const MailboxQuery = z.object({ to: z.string().max(254, { error: 'tooLong' }).optional() }).strict();

export const ContactTopic = z.enum(['order', 'payment', 'account', 'selling', 'other'], { error: 'invalidValue' });
export const ContactUsBody = z
  .object({
    name: requiredText(80),
    email: Email,
    topic: ContactTopic,
    message: z.string({ error: 'required' }).trim().min(10, { error: 'messageTooShort' }).max(2000, { error: 'tooLong' }),
  })
  .strict();
export type ContactUsBody = z.infer<typeof ContactUsBody>;
export const ContactUsResult = z.object({ ticketNumber: z.string() }).strict();
export type ContactUsResult = z.infer<typeof ContactUsResult>;

// ---- third-party service: where the visitor's IP is (offline data; docs/product.md §7 fallback GB/London) ----
/** Outside production a caller may ask about another address, so the Chinese first visit can be tried locally. */
export const IpCountryQuery = z.object({ ip: z.union([z.ipv4(), z.ipv6()], { error: 'invalidValue' }).optional() }).strict();
export const IpCountryResult = z.object({ countryCode: z.string(), city: z.string().nullable() }).strict();
export type IpCountryResult = z.infer<typeof IpCountryResult>;
/** What /ip/country answers: null when the address is not in the data (this machine, a private network): an answer, not an error. */
export const IpCountryAnswer = IpCountryResult.nullable();
