/** Deliveries that failed, for operations (issue 35 item 5): e-mails and texts a provider refused or could not deliver. */
import type { FastifyInstance } from 'fastify';
import { FailedDeliveryPage, FailedDeliveryQuery, OPERATIONS_ROLES } from '@clearlot/contract';
import type { AppConfig } from '../../../platform/config';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { listFailedDeliveries } from './store';
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
      const items = rows.slice(0, body.limit).map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        status: row.status,
        provider: row.provider,
        reason: row.error,
        createdAt: Number(row.created),
        statusAt: row.status_at === null ? null : Number(row.status_at),
      }));
      return { items, more: rows.length > body.limit, textsAvailable: config.textsAvailable, smsProvider: config.sms?.provider ?? null };
    },
  );
}
