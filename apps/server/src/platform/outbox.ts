/**
 * One outbox for e-mail and SMS. Every message is stored; e-mail also goes through SMTP
 * when SMTP_URL is set. Without SMTP (development) the stored messages are what the
 * development mailbox page shows, so a person trying ClearLot locally can read codes.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailboxMessage, OutboxChannel } from '@clearlot/contract';
import type { Db } from './db';

export interface OutgoingMessage {
  channel: OutboxChannel;
  to: string;
  subject: string;
  text: string;
}

export interface Outbox {
  send(message: OutgoingMessage): Promise<void>;
  /** messages for the development mailbox, newest first */
  list(to?: string, limit?: number): Promise<MailboxMessage[]>;
  readonly delivers: boolean;
}

export function createOutbox(db: Db, options: { smtpUrl: string | null; mailFrom: string; log: FastifyBaseLogger }): Outbox {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    delivers: transport !== null,
    async send(message) {
      const [row] = await db.query<{ id: number }>(`insert into outbox_message (channel, recipient, subject, body) values ($1, $2, $3, $4) returning id`, [
        message.channel,
        message.to,
        message.subject,
        message.text,
      ]);
      if (!transport || message.channel !== 'email' || !row) return;
      try {
        await transport.sendMail({ from: options.mailFrom, to: message.to, subject: message.subject, text: message.text });
        await db.query(`update outbox_message set status = 'sent', sent_at = now() where id = $1`, [row.id]);
      } catch (error) {
        options.log.error({ err: error, outboxId: row.id }, 'smtp delivery failed');
        await db.query(`update outbox_message set status = 'failed', error = $2 where id = $1`, [row.id, String(error)]);
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
