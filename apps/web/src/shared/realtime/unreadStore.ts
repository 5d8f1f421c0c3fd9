/**
 * The unread figures the header shows and the state of the chat connection: the store shared with the console
 * (@clearlot/browser/chat/realtimeState), with no socket code in it, so the header reads it without loading the
 * chat client; the connection (chatConnection.ts, loaded after the first view) writes it.
 */
export { type ChatConnectionState, type RealtimeState, realtimeStore, useRealtime } from '@clearlot/browser/chat/realtimeState';
