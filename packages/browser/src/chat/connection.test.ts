import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_CLOSE_TOKEN_INVALID, type ChatMessageView, type ChatServerFrame } from '@clearlot/contract/rules/chat';
import { CHAT_TOKEN_KEY, ChatConnection, type ChatSocket, type ChatSocketEvents, SEND_TIMEOUT_MS, changesConversationLists } from './connection';
import { createRealtimeStore } from './realtimeState';

/** A socket the test drives: it opens when told, hears what the client writes, and closes with a code. */
class FakeSocket implements ChatSocket {
  readyState = 0;
  written: unknown[] = [];
  closed = false;
  constructor(
    readonly token: string,
    private readonly on: ChatSocketEvents,
  ) {}
  send(data: string) {
    this.written.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  /** the server says ready */
  open() {
    this.readyState = 1;
    this.hear({ type: 'ready', userId: 7 });
  }
  hear(frame: ChatServerFrame) {
    this.on.message(JSON.stringify(frame));
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.on.close(code);
  }
}

const message = (seq: number, nonce: string): ChatMessageView => ({
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

function setUp(options: { issueToken?: () => Promise<string> } = {}) {
  const store = createRealtimeStore();
  const sockets: FakeSocket[] = [];
  const stored = new Map<string, string>();
  const issueToken = vi.fn(options.issueToken ?? (async () => `token-${sockets.length + 1}`));
  const connection = new ChatConnection({
    store,
    issueToken,
    readUnread: async () => ({ chat: 3, notices: 1 }),
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value), removeItem: (key) => void stored.delete(key) },
    openSocket: (token, on) => {
      const socket = new FakeSocket(token, on);
      sockets.push(socket);
      return socket;
    },
  });
  const frames: ChatServerFrame[] = [];
  connection.subscribe((frame) => frames.push(frame));
  /** lets the awaited token and unread calls settle */
  const settle = () => vi.advanceTimersByTimeAsync(0);
  return { store, sockets, stored, issueToken, connection, frames, settle };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the chat connection (docs/product.md §4, §8 chat retries)', () => {
  it('opens with a chat token kept for the tab, reads the unread figures and says when it is open', async () => {
    const { connection, store, sockets, stored, settle } = setUp();
    connection.start();
    expect(store.getState().connection).toBe('connecting');
    await settle();
    expect(sockets).toHaveLength(1);
    expect(stored.get(CHAT_TOKEN_KEY)).toBe('token-1');
    expect(store.getState()).toMatchObject({ chatUnread: 3, noticesUnread: 1 });
    sockets[0]!.open();
    expect(store.getState().connection).toBe('open');
    expect(connection.isOpen).toBe(true);
    sockets[0]!.hear({ type: 'unread', conversationId: 1, count: 1, total: 4, notices: 2 });
    expect(store.getState()).toMatchObject({ chatUnread: 4, noticesUnread: 2 });
  });

  it('a dropped socket reconnects every 2 s, at most 5 times, then gives up until asked', async () => {
    const { connection, store, sockets, settle } = setUp();
    connection.start();
    await settle();
    sockets[0]!.open();
    for (let attempt = 1; attempt <= 5; attempt++) {
      sockets.at(-1)!.drop();
      expect(store.getState().connection).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(1_999);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
    }
    sockets.at(-1)!.drop();
    expect(store.getState().connection).toBe('offline');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(6);
    // the notice's button
    connection.reconnectNow();
    await settle();
    expect(sockets).toHaveLength(7);
    sockets[6]!.open();
    expect(store.getState().connection).toBe('open');
  });

  it('a refused token is dropped and asked for again after 20 s', async () => {
    const { connection, sockets, stored, issueToken, settle } = setUp();
    connection.start();
    await settle();
    sockets[0]!.drop(CHAT_CLOSE_TOKEN_INVALID);
    expect(stored.has(CHAT_TOKEN_KEY)).toBe(false);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(issueToken).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(2);
  });

  it('a token that cannot be issued is tried again after 20 s', async () => {
    let calls = 0;
    const { connection, sockets, settle } = setUp({
      issueToken: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return 'token-ok';
      },
    });
    connection.start();
    await settle();
    expect(sockets).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sockets.map((socket) => socket.token)).toEqual(['token-ok']);
  });

  it('a send resolves with the stored message on its acknowledgement, and a refusal rejects with both languages', async () => {
    const { connection, sockets, settle } = setUp();
    connection.start();
    await settle();
    sockets[0]!.open();
    const sent = connection.send({ conversationId: 1, nonce: 'n-aaaaaaaa', text: 'hello' });
    expect(sockets[0]!.written).toContainEqual({ type: 'send', conversationId: 1, nonce: 'n-aaaaaaaa', text: 'hello' });
    sockets[0]!.hear({ type: 'ack', nonce: 'n-aaaaaaaa', message: message(1, 'n-aaaaaaaa') });
    await expect(sent).resolves.toMatchObject({ seq: 1 });

    const refused = connection.send({ conversationId: 1, nonce: 'n-bbbbbbbb', text: 'a\u0000b' });
    sockets[0]!.hear({ type: 'error', nonce: 'n-bbbbbbbb', code: 1001, message: '参数校验失败', messageEn: 'Parameter validation failed' });
    const error = await refused.catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: 1001, messageZh: '参数校验失败', message: 'Parameter validation failed' });
    expect((error as { inLanguage: (language: 'zh') => string }).inLanguage('zh')).toBe('参数校验失败');
  });

  it('what was sent while the line was down goes again with its nonce, and the pages are told to fetch what they missed', async () => {
    const { connection, sockets, frames, settle } = setUp();
    connection.start();
    await settle();
    sockets[0]!.open();
    sockets[0]!.drop();
    const sent = connection.send({ conversationId: 1, nonce: 'n-cccccccc', text: 'while down' });
    await vi.advanceTimersByTimeAsync(2_000);
    sockets[1]!.open();
    expect(sockets[1]!.written).toEqual([{ type: 'send', conversationId: 1, nonce: 'n-cccccccc', text: 'while down' }]);
    expect(frames.filter((frame) => frame.type === 'resync')).toHaveLength(1);
    sockets[1]!.hear({ type: 'ack', nonce: 'n-cccccccc', message: message(2, 'n-cccccccc') });
    await expect(sent).resolves.toMatchObject({ seq: 2 });
  });

  it('a send not acknowledged in 15 s is reported as timed out', async () => {
    const { connection, sockets, settle } = setUp();
    connection.start();
    await settle();
    sockets[0]!.open();
    const sent = connection.send({ conversationId: 1, nonce: 'n-dddddddd', text: 'slow' });
    const outcome = sent.catch((reason: unknown) => reason);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await outcome).toMatchObject({ message: 'Sending timed out', messageZh: '发送超时' });
  });

  it('stopping (signing out) closes the socket, forgets the token and the figures, and fails what is pending', async () => {
    const { connection, store, sockets, stored, settle } = setUp();
    connection.start();
    await settle();
    sockets[0]!.open();
    const sent = connection.send({ conversationId: 1, nonce: 'n-eeeeeeee', text: 'bye' }).catch((reason: unknown) => reason);
    connection.stop();
    expect(sockets[0]!.closed).toBe(true);
    expect(stored.has(CHAT_TOKEN_KEY)).toBe(false);
    expect(store.getState()).toEqual({ chatUnread: 0, noticesUnread: 0, connection: 'idle' });
    expect(await sent).toMatchObject({ message: 'Signed out' });
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('names the frames that change a list of conversations', () => {
    expect(changesConversationLists({ type: 'message', message: message(1, 'n-ffffffff') })).toBe(true);
    expect(changesConversationLists({ type: 'conversation', conversationId: 1, status: 2, agentId: 9 })).toBe(true);
    expect(changesConversationLists({ type: 'resync' })).toBe(true);
    expect(changesConversationLists({ type: 'unread', conversationId: 1, count: 0, total: 2, notices: 0 })).toBe(true);
    expect(changesConversationLists({ type: 'pong' })).toBe(false);
  });
});
