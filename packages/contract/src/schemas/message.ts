/** Message service shapes: the outbox's development mailbox and the contact form. */
import { z } from 'zod';
import { Email } from './user';
import { requiredText } from './common';

export type OutboxChannel = 'email' | 'sms';

export interface MailboxMessage {
  id: number;
  channel: OutboxChannel;
  to: string;
  subject: string;
  text: string;
  /** epoch seconds */
  createdAt: number;
}

export const MailboxQuery = z
  .object({ to: z.string().max(254, { error: 'tooLong' }).optional() })
  .strict();

export const ContactTopic = z.enum(['order', 'payment', 'account', 'selling', 'other'], { error: 'invalidValue' });
export const ContactUsBody = z
  .object({
    name: requiredText(80),
    email: Email,
    topic: ContactTopic,
    message: z.string({ error: 'required' }).trim().min(10, { error: 'invalidValue' }).max(2000, { error: 'tooLong' }),
  })
  .strict();
export type ContactUsBody = z.infer<typeof ContactUsBody>;
export interface ContactUsResult {
  ticketNumber: string;
}

/** Third-party service: where the visitor's IP is (offline data; spec §7 fallback GB/London). */
export interface IpCountryResult {
  countryCode: string;
  city: string | null;
}
