/**
 * The unread figures an app shows (chat messages on the storefront's customer-service icon, notices on its
 * bell) and the state of the chat connection (for the reconnect notice). A tiny external store with no socket
 * code in it, so a header reads it without loading the chat client; the connection (connection.ts, loaded
 * when needed) writes it. One store per app: each app's bundle holds its own.
 */
import { useSyncExternalStore } from 'react';

export type ChatConnectionState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'offline';

export interface RealtimeState {
  chatUnread: number;
  noticesUnread: number;
  connection: ChatConnectionState;
}

export interface RealtimeStore {
  getState(): RealtimeState;
  set(patch: Partial<RealtimeState>): void;
  subscribe(listener: () => void): () => void;
}

export function createRealtimeStore(): RealtimeStore {
  let state: RealtimeState = { chatUnread: 0, noticesUnread: 0, connection: 'idle' };
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    set(patch) {
      const next = { ...state, ...patch };
      if (next.chatUnread === state.chatUnread && next.noticesUnread === state.noticesUnread && next.connection === state.connection) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const realtimeStore = createRealtimeStore();

export function useRealtime(store: RealtimeStore = realtimeStore): RealtimeState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
