/** Message service rules: the contact form stores a ticket, acknowledges it to the sender and copies support. */
import { randomBytes } from 'node:crypto';
import { type ContactUsBody, type ContactUsResult, normaliseEmail } from '@clearlot/contract';
import type { Db } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import { enforce } from '../../platform/rate-limit';
import type { RequestContext } from '../../platform/request-context';
import { contactAcknowledgement, contactForSupport } from './notices';
import { insertContactRequest } from './store';

export const SUPPORT_ADDRESS = 'support@clearlot.co.uk';

export function createMessageService(deps: { db: Db; outbox: Outbox }) {
  const { db, outbox } = deps;
  return {
    /** A message to customer service from a visitor or a signed-in user (10 per IP per hour). */
    async submitContact(body: ContactUsBody, userId: number | null, ctx: RequestContext): Promise<ContactUsResult> {
      await enforce(db, [{ key: `contact:ip:${ctx.ip}`, windowSeconds: 3600, max: 10 }]);
      const ticketNumber = `CL-${randomBytes(5).toString('hex').toUpperCase()}`;
      const email = normaliseEmail(body.email);
      await insertContactRequest(db, { ticketNumber, userId, name: body.name, email, topic: body.topic, message: body.message });
      await outbox.send({ channel: 'email', purpose: 'contactAcknowledgement', to: email, ...contactAcknowledgement(ctx.language, ticketNumber, body.name) });
      await outbox.send({ channel: 'email', purpose: 'contactForSupport', to: SUPPORT_ADDRESS, ...contactForSupport(ticketNumber, { ...body, email }) });
      return { ticketNumber };
    },
  };
}
