import { describe, expect, it } from 'vitest';
import type { ChatMessageView } from '@clearlot/contract/rules/chat';
import { cacheLimit, emptyThread, lastSeqOf, threadReducer } from './thread';

const message = (seq: number, nonce: string | null = null): ChatMessageView => ({
  id: 100 + seq,
  conversationId: 1,
  seq,
  senderId: 7,
  senderName: 'Ada',
  senderRole: 'buyer',
  kind: 1,
  text: `message ${seq}`,
  image: null,
  nonce,
  createdAt: 1_760_000_000 + seq,
});

describe('a conversation on the page (issue 12 delivery guarantees)', () => {
  it('shows each stored message once, in seq order, however it arrives (socket, refetch, acknowledgement)', () => {
    let thread = threadReducer(emptyThread(500), { type: 'loaded', messages: [message(1), message(2)], hasMore: false });
    thread = threadReducer(thread, { type: 'received', messages: [message(4)] });
    // the refetch after a reconnect brings 3 and 4 again
    thread = threadReducer(thread, { type: 'received', messages: [message(3), message(4)] });
    expect(thread.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(lastSeqOf(thread)).toBe(4);
  });

  it('a pending send is replaced by its stored message, matched by nonce; a failure keeps it for a retry', () => {
    let thread = threadReducer(emptyThread(500), { type: 'sending', send: { nonce: 'n-aaaaaaaa', text: 'hi', image: null } });
    thread = threadReducer(thread, { type: 'sending', send: { nonce: 'n-bbbbbbbb', text: 'there', image: null } });
    thread = threadReducer(thread, { type: 'failed', nonce: 'n-bbbbbbbb', reason: 'timed out' });
    expect(thread.pending.map((p) => [p.nonce, p.failure])).toEqual([
      ['n-aaaaaaaa', null],
      ['n-bbbbbbbb', 'timed out'],
    ]);
    thread = threadReducer(thread, { type: 'received', messages: [message(1, 'n-aaaaaaaa')] });
    expect(thread.pending.map((p) => p.nonce)).toEqual(['n-bbbbbbbb']);
    // the retry sends the same nonce: still one pending entry
    thread = threadReducer(thread, { type: 'sending', send: { nonce: 'n-bbbbbbbb', text: 'there', image: null } });
    expect(thread.pending).toEqual([{ nonce: 'n-bbbbbbbb', text: 'there', image: null, failure: null }]);
  });

  it('keeps the newest 200 of a group (customer service) and 500 of a peer; older pages loaded on purpose stay', () => {
    expect([cacheLimit('groupChat'), cacheLimit('peer')]).toEqual([200, 500]);
    const many = Array.from({ length: 210 }, (_, i) => message(i + 1));
    let thread = threadReducer(emptyThread(200), { type: 'loaded', messages: many, hasMore: false });
    expect(thread.messages).toHaveLength(200);
    expect(thread.messages[0]!.seq).toBe(11);
    thread = threadReducer(thread, { type: 'older', messages: many.slice(0, 10), hasMore: false });
    expect(thread.messages).toHaveLength(210);
  });
});
