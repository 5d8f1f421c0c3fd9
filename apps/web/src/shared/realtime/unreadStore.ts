/**
 * The unread figures the header shows (chat messages on the customer-service icon, notices on the
 * message-centre bell) and the state of the chat connection (for the reconnect notice). A tiny
 * external store with no socket code in it, so the header reads it without loading the chat client;
 * the connection (chatConnection.ts, loaded after the first view) writes it.
 */
import { useSyncExternalStore } from 'react';

export type ChatConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface RealtimeState {
  chatUnread: number;
  noticesUnread: number;
  connection: ChatConnectionState;
}

let state: RealtimeState = { chatUnread: 0, noticesUnread: 0, connection: 'idle' };
const listeners = new Set<() => void>();

export const realtimeStore = {
  getState: () => state,
  set(patch: Partial<RealtimeState>) {
    const next = { ...state, ...patch };
    if (next.chatUnread === state.chatUnread && next.noticesUnread === state.noticesUnread && next.connection === state.connection) return;
    state = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useRealtime(): RealtimeState {
  return useSyncExternalStore(realtimeStore.subscribe, realtimeStore.getState, realtimeStore.getState);
}
