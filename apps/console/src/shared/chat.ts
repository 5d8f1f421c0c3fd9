/**
 * The console's chat connection (issue 32): the client the storefront uses too (@clearlot/browser/chat), opened
 * for an account that works at a chat desk (the goods owner's inbox, customer service's desk) while it is signed
 * in, and closed when it signs out, so a new message reaches the desk wherever the person is in the console.
 */
import { useEffect } from 'react';
import { createChatConnection } from '@clearlot/browser/chat/connection';
import { realtimeStore } from '@clearlot/browser/chat/realtimeState';

let signedInAs: string | null = null;

export const consoleChat = createChatConnection({
  store: realtimeStore,
  username: async () => {
    if (!signedInAs) throw new Error('No account is signed in to the console');
    return signedInAs;
  },
});

/** Keeps the connection open while `username` (an account that works at a chat desk) is signed in. */
export function useConsoleChat(username: string | null): void {
  useEffect(() => {
    if (!username) return;
    signedInAs = username;
    consoleChat.start();
    return () => {
      signedInAs = null;
      consoleChat.stop();
    };
  }, [username]);
}
