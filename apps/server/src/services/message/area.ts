/** The message service's area: mailbox, contact form, chat and the message centre (services/area.ts). */
import { ServicePrefix } from '@clearlot/contract/api/services';
import type { Area } from '../area';
import { seedDemoChats } from './chat/seed';
import { purgeExpiredChatTokens } from './chat/store';
import { messageRoutes } from './routes';

export const messageArea: Area = {
  name: 'message',
  routes: (deps, wiring) => [{ prefix: ServicePrefix.message, plugin: messageRoutes(deps, wiring.chat) }],
  sweepJobs: () => [{ name: 'chat-tokens', run: purgeExpiredChatTokens }],
  // a conversation with customer service and one with the demo goods owner (issue 12), after the catalogue's shops
  seeds: [{ name: 'demo chats', stage: 'demo', run: (db) => seedDemoChats(db) }],
};
