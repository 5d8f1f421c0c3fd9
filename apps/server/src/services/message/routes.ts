/** Message service: the development mailbox and the contact form. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ContactUsBody, ContactUsResult, MailboxMessageList, MailboxQuery, normaliseEmail } from '@clearlot/contract';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { enforce } from '../../platform/rate-limit';
import { requestContext } from '../../platform/request-context';
import { route } from '../../platform/routes';
import { contactAcknowledgement, contactForSupport } from './notices';

export const SUPPORT_ADDRESS = 'support@clearlot.co.uk';

export function messageRoutes(deps: { db: Db; outbox: Outbox; config: AppConfig }) {
  const { db, outbox, config } = deps;
  return async function messageService(app: FastifyInstance) {
    const tags = ['message'];
    route(app, 'GET', '/dev/mailbox', { response: MailboxMessageList, query: MailboxQuery, summary: 'Development mailbox (not in production)', tags }, ({ query }) => {
      if (config.mode === 'production') return fail('notFound');
      const to = query.to?.trim();
      return outbox.list(to ? (to.includes('@') ? normaliseEmail(to) : to) : undefined);
    });

    route(app, 'POST', '/contact/submit', { response: ContactUsResult, body: ContactUsBody, auth: 'optional', summary: 'Contact customer service', tags }, async ({ body, request }): Promise<ContactUsResult> => {
      const ctx = requestContext(request);
      await enforce(db, [{ key: `contact:ip:${ctx.ip}`, windowSeconds: 3600, max: 10 }]);
      const ticketNumber = `CL-${randomBytes(5).toString('hex').toUpperCase()}`;
      const email = normaliseEmail(body.email);
      await db.query(
        `insert into contact_request (ticket_number, user_id, name, email, topic, message) values ($1, $2, $3, $4, $5, $6)`,
        [ticketNumber, request.session?.userId ?? null, body.name, email, body.topic, body.message],
      );
      await outbox.send({ channel: 'email', to: email, ...contactAcknowledgement(ctx.language, ticketNumber, body.name) });
      await outbox.send({ channel: 'email', to: SUPPORT_ADDRESS, ...contactForSupport(ticketNumber, { ...body, email }) });
      return { ticketNumber };
    });
  };
}
