import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessageView, ChatServerFrame } from '@clearlot/contract/rules/chat';
import type { ChatMessageList } from '@clearlot/contract/schemas/chat';
import { setActiveLanguage } from '../i18n/language';
import { ChatSendError } from './connection';
import { ConversationFeed, type FeedPorts } from './feed';
import { ChatPictureRefused } from './picture';
import { createRealtimeStore } from './realtimeState';

const message = (seq: number, nonce: string | null = null, text = `message ${seq}`): ChatMessageView => ({
  id: 100 + seq,
  conversationId: 1,
  seq,
  senderId: 7,
  senderName: 'Ada',
  senderRole: 'buyer',
  kind: 1,
  text,
  image: null,
  nonce,
  createdAt: 1_760_000_000 + seq,
});
const page = (list: ChatMessageView[], hasMore = false): ChatMessageList => ({ list, lastSeq: list.at(-1)?.seq ?? 0, hasMore });

/** A feed on conversation 1 (read up to seq 1) with a connection and server the test plays. */
function setUp(options: { open?: boolean } = {}) {
  const store = createRealtimeStore();
  store.set({ connection: options.open === false ? 'reconnecting' : 'open' });
  const listeners = new Set<(frame: ChatServerFrame) => void>();
  let nonces = 0;
  const ports = {
    connection: {
      store,
      get isOpen() {
        return store.getState().connection === 'open';
      },
      subscribe: (listener: (frame: ChatServerFrame) => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      send: vi.fn<FeedPorts['connection']['send']>(),
      markRead: vi.fn<FeedPorts['connection']['markRead']>(),
    },
    fetchMessages: vi.fn<FeedPorts['fetchMessages']>(async () => page([message(1), message(2)])),
    sendByHttp: vi.fn<FeedPorts['sendByHttp']>(),
    markReadByHttp: vi.fn<FeedPorts['markReadByHttp']>(async () => ({ chat: 0, notices: 5 })),
    uploadPicture: vi.fn<FeedPorts['uploadPicture']>(),
    newNonce: () => `nonce-${String(++nonces).padStart(4, '0')}`,
    pageVisible: () => true,
  } satisfies FeedPorts;
  const feed = new ConversationFeed({ id: 1, conversationType: 'groupChat', readSeq: 1 }, ports);
  const changed = vi.fn();
  feed.onChange(changed);
  const hear = (frame: ChatServerFrame) => listeners.forEach((listener) => listener(frame));
  return { feed, ports, store, hear, listeners, changed };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('an open conversation, live (issue 12)', () => {
  it('loads the newest page and marks what it shows read, over the socket while it is open', async () => {
    const { feed, ports } = setUp();
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.getState().thread.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(feed.getState().thread.loaded).toBe(true);
    expect(ports.connection.markRead).toHaveBeenCalledWith(1, 2);
    expect(ports.markReadByHttp).not.toHaveBeenCalled();
  });

  it('a failed fetch says so and is tried again every 2 s (docs/product.md §4)', async () => {
    const { feed, ports } = setUp();
    ports.fetchMessages.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.getState().loadFailed).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(ports.fetchMessages).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(feed.getState()).toMatchObject({ loadFailed: false, thread: { loaded: true } });
  });

  it('takes live messages of its conversation only, and after a reconnect fetches everything after its last seq', async () => {
    const { feed, ports, hear } = setUp();
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    hear({ type: 'message', message: message(3) });
    hear({ type: 'message', message: { ...message(9), conversationId: 2 } });
    ports.fetchMessages.mockResolvedValueOnce(page([message(3), message(4), message(5)]));
    hear({ type: 'resync' });
    await vi.advanceTimersByTimeAsync(0);
    expect(ports.fetchMessages).toHaveBeenLastCalledWith(1, { afterSeq: 3 });
    expect(feed.getState().thread.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(ports.connection.markRead).toHaveBeenLastCalledWith(1, 5);
  });

  it('sends over the socket while it is open and by HTTP while it is down; each lands once', async () => {
    const { feed, ports, store, changed } = setUp();
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    ports.connection.send.mockResolvedValueOnce(message(3, 'nonce-0001', 'hello'));
    feed.sendText('  hello  ');
    expect(feed.getState().thread.pending).toEqual([{ nonce: 'nonce-0001', text: 'hello', image: null, failure: null }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(ports.connection.send).toHaveBeenCalledWith({ conversationId: 1, nonce: 'nonce-0001', text: 'hello' });
    expect(feed.getState().thread.pending).toEqual([]);
    expect(feed.getState().thread.messages.map((m) => m.seq)).toEqual([1, 2, 3]);

    store.set({ connection: 'reconnecting' });
    ports.sendByHttp.mockResolvedValueOnce(message(4, 'nonce-0002', 'by post'));
    feed.sendText('by post');
    await vi.advanceTimersByTimeAsync(0);
    expect(ports.sendByHttp).toHaveBeenCalledWith({ conversationId: 1, nonce: 'nonce-0002', text: 'by post' });
    // read by HTTP while the socket is down; the figures it answers go to the store
    expect(ports.markReadByHttp).toHaveBeenCalledWith(1, 4);
    expect(store.getState().noticesUnread).toBe(5);
    expect(changed).toHaveBeenCalled();
    // an empty draft sends nothing
    feed.sendText('   ');
    expect(feed.getState().thread.pending).toEqual([]);
  });

  it('a refused send (a NUL byte) keeps the message with the reason in the page language; the retry sends the same nonce', async () => {
    const { feed, ports } = setUp();
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    setActiveLanguage('zh');
    ports.connection.send.mockRejectedValueOnce(new ChatSendError(1001, '参数校验失败', 'Parameter validation failed'));
    feed.sendText('a\u0000b');
    await vi.advanceTimersByTimeAsync(0);
    const [failed] = feed.getState().thread.pending;
    expect(failed).toMatchObject({ nonce: 'nonce-0001', failure: '参数校验失败' });
    setActiveLanguage('en');
    ports.connection.send.mockResolvedValueOnce(message(3, 'nonce-0001', 'ab'));
    feed.retry(failed!);
    await vi.advanceTimersByTimeAsync(0);
    expect(ports.connection.send).toHaveBeenLastCalledWith({ conversationId: 1, nonce: 'nonce-0001', text: 'a\u0000b' });
    expect(feed.getState().thread.pending).toEqual([]);
  });

  it('a picture is uploaded and then sent; a refused one says why and sends nothing until the next one', async () => {
    const { feed, ports } = setUp();
    feed.start();
    await vi.advanceTimersByTimeAsync(0);
    ports.uploadPicture.mockRejectedValueOnce(new ChatPictureRefused('Only JPG,PNG and JPEG are supported.'));
    await feed.sendPicture(new File(['GIF89a'], 'animation.gif'));
    expect(feed.getState()).toMatchObject({ uploading: false, pictureRefused: 'Only JPG,PNG and JPEG are supported.' });
    expect(ports.connection.send).not.toHaveBeenCalled();

    ports.uploadPicture.mockResolvedValueOnce('stored-name.png');
    ports.connection.send.mockResolvedValueOnce({ ...message(3, 'nonce-0001', ''), kind: 2, image: 'stored-name.png' });
    await feed.sendPicture(new File(['png'], 'damage.png'));
    expect(ports.connection.send).toHaveBeenCalledWith({ conversationId: 1, nonce: 'nonce-0001', image: 'stored-name.png' });
    expect(feed.getState().pictureRefused).toBeNull();
    expect(feed.getState().thread.messages.at(-1)?.image).toBe('stored-name.png');
  });

  it('older pages are added above; a stopped feed hears nothing more', async () => {
    const { feed, ports, listeners } = setUp();
    ports.fetchMessages.mockResolvedValueOnce(page([message(3), message(4)], true));
    const stop = feed.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(feed.getState().thread.hasMore).toBe(true);
    ports.fetchMessages.mockResolvedValueOnce(page([message(1), message(2)]));
    await feed.loadOlder();
    expect(ports.fetchMessages).toHaveBeenLastCalledWith(1, { beforeSeq: 3 });
    expect(feed.getState().thread.messages.map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    stop();
    expect(listeners.size).toBe(0);
  });
});
