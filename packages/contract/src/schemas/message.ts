/** Message service shapes: the outbox's development mailbox and the contact form. */
import { z } from 'zod';
import { Email } from './user';
import { requiredText } from './common';
import { epochTime, requestRowId, rowId } from './fields';

export const OutboxChannel = z.enum(['email', 'sms']);
export type OutboxChannel = z.infer<typeof OutboxChannel>;

export const MailboxMessage = z.object({ id: rowId(), channel: OutboxChannel, to: z.string(), subject: z.string(), text: z.string(), createdAt: epochTime() }).strict();
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const MailboxMessageList = z.array(MailboxMessage);

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
    to: z.string(),
    subject: z.string(),
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
