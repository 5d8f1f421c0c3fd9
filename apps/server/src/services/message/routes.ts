/** Message service: the development mailbox, the contact form, chat (issue 12) and the message centre. */
import type { FastifyInstance } from 'fastify';
import { ContactUsBody, ContactUsResult, MailboxMessageList, MailboxQuery } from '@clearlot/contract';
import type { AppConfig } from '../../platform/config';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { requestContext } from '../../platform/request-context';
import { route } from '../../platform/routes';
import { type ChatRoutePorts, registerChatRoutes } from './chat/routes';
import { registerDeliveryRoutes } from './deliveries/routes';
import { isFromThisMachine, mailboxRecipient } from './mailbox';
import { registerNoticeRoutes } from './notices/routes';
import { createMessageService } from './service';

export function messageRoutes(deps: { db: Db; outbox: Outbox; config: AppConfig }, chatPorts: ChatRoutePorts) {
  const { outbox, config } = deps;
  const messages = createMessageService(deps);
  return async function messageService(app: FastifyInstance) {
    const tags = ['message'];
    if (config.devMailbox) {
      route(
        app,
        'GET',
        '/dev/mailbox',
        { response: MailboxMessageList, query: MailboxQuery, summary: 'Development mailbox (DEV_MAILBOX=true, this machine only)', tags },
        ({ query, request }) => {
          // to anyone else it does not exist
          if (!isFromThisMachine(request)) return fail('notFound');
          const to = query.to?.trim();
          return outbox.list(to ? mailboxRecipient(to) : undefined);
        },
      );
    }

    route(app, 'POST', '/contact/submit', { response: ContactUsResult, body: ContactUsBody, auth: 'optional', summary: 'Contact customer service', tags }, ({ body, request }) =>
      messages.submitContact(body, request.session?.userId ?? null, requestContext(request)),
    );

    registerDeliveryRoutes(app, deps);
    await registerChatRoutes(app, deps, chatPorts);
    registerNoticeRoutes(app, deps.db);
  };
}
