/**
 * The storefront's chat connection (issue 12): the client shared with the console (@clearlot/browser/chat),
 * writing the header's store, its chat token asked for the signed-in account's user name.
 */
import { createChatConnection } from '@clearlot/browser/chat/connection';
import { loadUserInfo, sessionStore } from '../session/session';
import { realtimeStore } from './unreadStore';

export const chatConnection = createChatConnection({
  store: realtimeStore,
  username: async () => (sessionStore.getState().user ?? (await loadUserInfo())).username,
});
