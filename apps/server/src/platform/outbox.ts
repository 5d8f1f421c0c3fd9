/**
 * One outbox for e-mail and SMS. Every message is stored; e-mail also goes through SMTP when SMTP_URL
 * is set, and texts through the configured SMS provider (./sms). Without them (development) the stored
 * messages are what the development mailbox page shows, so a person trying ClearLot locally can read
 * codes. A delivery that fails is marked failed with the provider's reason (listed for operations) and
 * the caller is told, so a person waiting for a code hears it will not come.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailboxMessage, MessagePurpose, OutboxChannel } from '@clearlot/contract';
import type { Db } from './db';
import { type SmsSender, SmsRefused } from './sms/types';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** what it is for, kept with it for the operations' failures list */
  purpose: MessagePurpose;
  to: string;
  subject: string;
  text: string;
}

/**
 * What became of a message: `stored` (no provider for its channel: the development mailbox shows it),
 * `sent` (a provider accepted it), `failed` (the provider refused it or could not be reached; `refused`
 * when the provider said this address cannot be reached at all).
 */
export type Delivery = { id: number; status: 'stored' | 'sent' } | { id: number; status: 'failed'; refused: boolean };

export interface Outbox {
  send(message: OutgoingMessage): Promise<Delivery>;
  /** messages for the development mailbox, newest first */
  list(to?: string, limit?: number): Promise<MailboxMessage[]>;
  /** e-mail leaves through SMTP */
  readonly delivers: boolean;
}

export function createOutbox(
  db: Db,
  options: { smtpUrl: string | null; mailFrom: string; log: FastifyBaseLogger; sms?: SmsSender | null; onFailure?: (channel: OutboxChannel) => void },
): Outbox {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const sms = options.sms ?? null;

  /** Hands the message to its channel's provider; the provider's id is kept for texts only (delivery reports name it). */
  async function deliver(message: OutgoingMessage): Promise<{ provider: string; ref: string | null } | null> {
    if (message.channel === 'email' && transport) {
      await transport.sendMail({ from: options.mailFrom, to: message.to, subject: message.subject, text: message.text });
      return { provider: 'smtp', ref: null };
    }
    if (message.channel === 'sms' && sms) return { provider: sms.provider, ...(await sms.send(message.to, message.text)) };
    return null;
  }

  return {
    delivers: transport !== null,
    async send(message) {
      const [row] = await db.query<{ id: number }>(`insert into outbox_message (channel, recipient, subject, body, purpose) values ($1, $2, $3, $4, $5) returning id`, [
        message.channel,
        message.to,
        message.subject,
        message.text,
        message.purpose,
      ]);
      const id = row!.id;
      try {
        const handed = await deliver(message);
        if (!handed) return { id, status: 'stored' };
        await db.query(`update outbox_message set status = 'sent', sent_at = now(), status_at = now(), provider = $2, provider_ref = $3 where id = $1`, [
          id,
          handed.provider,
          handed.ref || null,
        ]);
        return { id, status: 'sent' };
      } catch (error) {
        const refused = error instanceof SmsRefused;
        const provider = message.channel === 'sms' ? (sms?.provider ?? null) : 'smtp';
        options.log.error({ err: error, outboxId: id, channel: message.channel, provider }, `${message.channel} delivery failed`);
        options.onFailure?.(message.channel);
        await db.query(`update outbox_message set status = 'failed', status_at = now(), provider = $2, error = $3 where id = $1`, [
          id,
          provider,
          String(error instanceof Error ? error.message : error).slice(0, 1000),
        ]);
        return { id, status: 'failed', refused };
      }
    },
    async list(to, limit = 100) {
      const rows = await db.query<{ id: number; channel: OutboxChannel; recipient: string; subject: string; body: string; created: number }>(
        `select id, channel, recipient, subject, body, extract(epoch from created_at)::bigint as created
           from outbox_message where ($1::text is null or recipient = $1) order by id desc limit $2`,
        [to ?? null, limit],
      );
      return rows.map((r) => ({ id: r.id, channel: r.channel, to: r.recipient, subject: r.subject, text: r.body, createdAt: r.created }));
    },
  };
}
