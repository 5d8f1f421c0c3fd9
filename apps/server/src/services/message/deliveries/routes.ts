/** Deliveries that failed, for operations (issue 35 item 5): e-mails and texts a provider refused or could not deliver. */
import type { FastifyInstance } from 'fastify';
import { CODE_PURPOSES, type FailedDelivery, FailedDeliveryPage, FailedDeliveryQuery, MessagePurpose, OPERATIONS_ROLES, maskEmail } from '@clearlot/contract';
import { maskInternationalPhone } from '@clearlot/contract/rules/phone';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { type FailedDeliveryRow, listFailedDeliveries } from './store';
import { registerTwilioStatus } from './twilioStatus';

export function registerDeliveryRoutes(app: FastifyInstance, deps: { db: Db; config: AppConfig }): void {
  const { db, config } = deps;
  if (config.sms?.provider === 'twilio') registerTwilioStatus(app, db, config.sms);
  route(
    app,
    'POST',
    '/platform/delivery/failures',
    {
      auth: 'required',
      roles: OPERATIONS_ROLES,
      body: FailedDeliveryQuery,
      response: FailedDeliveryPage,
      summary: 'E-mails and texts that could not be delivered, newest first, with the reason',
      tags: ['message', 'operations'],
    },
    async ({ body }) => {
      const rows = await listFailedDeliveries(db, { beforeId: body.beforeId ?? null, limit: body.limit + 1, channel: body.channel ?? null });
      const items = rows.slice(0, body.limit).map(asFailedDelivery);
      return { items, more: rows.length > body.limit, textsAvailable: config.textsAvailable, smsProvider: config.sms?.provider ?? null };
    },
  );
}

/**
 * A failed message as operations see it: the recipient masked (enough to match a person's report, not a
 * contact list) and what it was for; a subject only where it cannot show a code (a code's subject carries it).
 */
export function asFailedDelivery(row: FailedDeliveryRow): FailedDelivery {
  const purpose = MessagePurpose.safeParse(row.purpose).data ?? null;
  const to = row.channel === 'sms' ? maskInternationalPhone(row.recipient) : maskEmail(row.recipient);
  return {
    id: row.id,
    channel: row.channel,
    to,
    purpose,
    subject: row.channel === 'email' && purpose !== null && !CODE_PURPOSES.has(purpose) ? row.subject : null,
    status: row.status,
    provider: row.provider,
    // a provider's reason often repeats the number or address ("The 'To' number +44… is not valid"): masked there too
    reason: row.error === null ? null : row.error.replace(new RegExp(escapeRegExp(row.recipient), 'gi'), to),
    createdAt: Number(row.created),
    statusAt: row.status_at === null ? null : Number(row.status_at),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
