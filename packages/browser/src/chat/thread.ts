/**
 * One conversation's messages on the page (issue 12), the same in the storefront's chat and the console's desks: what the server stored, ordered by seq and each
 * once, and what this page is still sending (by nonce). A message arriving by the socket, by a
 * refetch after a reconnect, or as the acknowledgement of a send is merged the same way, so nothing
 * shows twice; a pending send is replaced by its stored message when that arrives. The client keeps
 * at most 500 messages of a peer conversation and 200 of a group (docs/product.md §7); loading older
 * pages on purpose widens the window.
 */
import { CHAT_CACHE_PER_GROUP, CHAT_CACHE_PER_PEER, type ChatMessageView, mergeMessages } from '@clearlot/contract/rules/chat';

export interface PendingSend {
  nonce: string;
  text: string;
  image: string | null;
  /** null while sending; the reason when it failed (the retry sends the same nonce again) */
  failure: string | null;
}

export interface Thread {
  messages: ChatMessageView[];
  pending: PendingSend[];
  hasMore: boolean;
  loaded: boolean;
  limit: number;
}

export type ThreadEvent =
  | { type: 'loaded'; messages: ChatMessageView[]; hasMore: boolean }
  | { type: 'older'; messages: ChatMessageView[]; hasMore: boolean }
  | { type: 'received'; messages: ChatMessageView[] }
  | { type: 'sending'; send: Omit<PendingSend, 'failure'> }
  | { type: 'failed'; nonce: string; reason: string };

export const cacheLimit = (conversationType: 'groupChat' | 'peer') => (conversationType === 'groupChat' ? CHAT_CACHE_PER_GROUP : CHAT_CACHE_PER_PEER);

export const emptyThread = (limit: number): Thread => ({ messages: [], pending: [], hasMore: false, loaded: false, limit });

/** The newest seq held: what a reconnecting page fetches after. */
export const lastSeqOf = (thread: Thread) => thread.messages.at(-1)?.seq ?? 0;

export function threadReducer(thread: Thread, event: ThreadEvent): Thread {
  switch (event.type) {
    case 'loaded':
      return {
        ...thread,
        messages: mergeMessages(thread.messages, event.messages, thread.limit),
        hasMore: event.hasMore,
        loaded: true,
        pending: withoutLanded(thread.pending, event.messages),
      };
    case 'older': {
      const messages = mergeMessages(event.messages, thread.messages, thread.messages.length + event.messages.length);
      return { ...thread, messages, hasMore: event.hasMore };
    }
    case 'received': {
      const limit = Math.max(thread.limit, thread.messages.length);
      const messages = mergeMessages(thread.messages, event.messages, limit);
      // seqs start at 1 and have no gaps: anything before the first held one can be loaded
      return { ...thread, messages, pending: withoutLanded(thread.pending, event.messages), hasMore: (messages[0]?.seq ?? 1) > 1 };
    }
    case 'sending':
      return { ...thread, pending: [...thread.pending.filter((p) => p.nonce !== event.send.nonce), { ...event.send, failure: null }] };
    case 'failed':
      return { ...thread, pending: thread.pending.map((p) => (p.nonce === event.nonce ? { ...p, failure: event.reason } : p)) };
  }
}

function withoutLanded(pending: PendingSend[], landed: readonly ChatMessageView[]): PendingSend[] {
  const nonces = new Set(landed.map((m) => m.nonce).filter(Boolean));
  return pending.filter((p) => !nonces.has(p.nonce));
}
