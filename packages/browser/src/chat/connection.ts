/**
 * The chat connection (issue 12; docs/product.md §4 and §8 chat retries), one per tab, shared by the storefront's
 * chat and the console's chat desks: a WebSocket opened with the chat token of /im/getTokenByUsername. It keeps
 * the unread figures, hands every frame to the pages, and carries sends that land once: each send has a nonce
 * and stays pending until the server acknowledges it; after a reconnect the pending ones are sent again with the
 * same nonce (the server stores each nonce once) and the pages are told to fetch what they missed after their
 * last seq.
 *
 * Retries: a token failure (issuing it, or the socket refusing it with 4401) clears the stored token and tries
 * again after 20 s; a dropped socket reconnects every 2 s at most 5 times, then the reconnect notice offers to
 * try again. Open errors of type 208 and 1 are ignored (§8): they are transient, and the next attempt follows as
 * usual.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import { CHAT_CLOSE_TOKEN_INVALID, CHAT_SOCKET_PATH, type ChatClientFrame, type ChatMessageView, type ChatServerFrame, reconnectPlan } from '@clearlot/contract/rules/chat';
import type { UnreadCounts } from '@clearlot/contract/schemas/chat';
import { api } from '../http/client';
import { type Language, currentLanguage } from '../i18n/language';
import type { RealtimeStore } from './realtimeState';

/** Where the tab keeps its chat token (session storage: the token lives as long as the tab). */
export const CHAT_TOKEN_KEY = 'clearlot-chat-token';
/** a send not acknowledged in this time is shown as failed (it is still sent again on reconnect) */
export const SEND_TIMEOUT_MS = 15_000;
/** WebSocket.OPEN, named here so the connection also runs with a socket made by a test */
const SOCKET_OPEN = 1;

/** A send the server refused (its envelope's two messages), or one that did not get through. */
export class ChatSendError extends Error {
  constructor(
    readonly code: number,
    readonly messageZh: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChatSendError';
  }

  /** The reason in the page's language. */
  inLanguage(language: Language = currentLanguage()): string {
    return language === 'zh' ? this.messageZh : this.message;
  }
}

type SendFrame = Extract<ChatClientFrame, { type: 'send' }>;
export type ChatSend = Omit<SendFrame, 'type'>;
type Listener = (frame: ChatServerFrame) => void;

/** What the connection needs of a socket: the browser's WebSocket, or a test's stand-in. */
export interface ChatSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}

/** What the connection hears from its socket. */
export interface ChatSocketEvents {
  message(data: string): void;
  close(code: number): void;
}

/** What the connection reaches outside itself; `createChatConnection` gives the browser's. */
export interface ChatConnectionPorts {
  store: RealtimeStore;
  /** a new chat token for the signed-in account */
  issueToken(): Promise<string>;
  /** the unread figures by HTTP */
  readUnread(): Promise<UnreadCounts>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  openSocket(token: string, on: ChatSocketEvents): ChatSocket;
}

interface Pending {
  frame: SendFrame;
  resolve: (message: ChatMessageView) => void;
  reject: (error: ChatSendError) => void;
  timer: ReturnType<typeof setTimeout>;
}

export class ChatConnection {
  private socket: ChatSocket | null = null;
  private started = false;
  private attempt = 0;
  private everOpened = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pending = new Map<string, Pending>();
  private readonly listeners = new Set<Listener>();

  constructor(private readonly ports: ChatConnectionPorts) {}

  /** The store the connection writes its state and the unread figures to. */
  get store(): RealtimeStore {
    return this.ports.store;
  }

  /** Whether a send now goes over the socket (otherwise by HTTP). */
  get isOpen(): boolean {
    return this.ports.store.getState().connection === 'open';
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    void this.refreshUnread();
    void this.connect();
  }

  stop(): void {
    this.started = false;
    this.everOpened = false;
    this.attempt = 0;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.ports.storage.removeItem(CHAT_TOKEN_KEY);
    for (const [nonce, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new ChatSendError(0, '已退出登录', 'Signed out'));
      this.pending.delete(nonce);
    }
    this.ports.store.set({ chatUnread: 0, noticesUnread: 0, connection: 'idle' });
  }

  /** The reconnect notice's button: start again after giving up. */
  reconnectNow(): void {
    if (!this.started) return;
    this.attempt = 0;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (!this.socket) void this.connect();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Unread figures by HTTP (at start, and when a page changed them without the socket). */
  async refreshUnread(): Promise<void> {
    try {
      const counts = await this.ports.readUnread();
      this.ports.store.set({ chatUnread: counts.chat, noticesUnread: counts.notices });
    } catch {
      /* the socket brings them when it opens */
    }
  }

  /** Sends a text or a picture; resolves with the stored message (its id and seq) once acknowledged. */
  send(frame: ChatSend): Promise<ChatMessageView> {
    const full: SendFrame = { type: 'send', ...frame };
    const earlier = this.pending.get(full.nonce);
    if (earlier) {
      clearTimeout(earlier.timer);
      earlier.reject(new ChatSendError(0, '已重新发送', 'Sent again'));
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // still pending: a reconnect sends it again; the page offers a retry with the same nonce
        reject(new ChatSendError(0, '发送超时', 'Sending timed out'));
      }, SEND_TIMEOUT_MS);
      this.pending.set(full.nonce, { frame: full, resolve, reject, timer });
      this.write(full);
    });
  }

  markRead(conversationId: number, seq: number): void {
    this.write({ type: 'read', conversationId, seq });
  }

  private write(frame: ChatClientFrame): boolean {
    if (this.socket?.readyState !== SOCKET_OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private emit(frame: ChatServerFrame): void {
    for (const listener of this.listeners) listener(frame);
  }

  private schedule(failure: Parameters<typeof reconnectPlan>[0]): void {
    if (!this.started) return;
    // the reconnects made so far since the socket was last open: five are made, the sixth failure gives up
    const plan = reconnectPlan(failure, this.attempt);
    if (failure.kind === 'socket') this.attempt += 1;
    if (plan.action === 'give-up') {
      this.ports.store.set({ connection: 'offline' });
      return;
    }
    if (plan.clearToken) this.ports.storage.removeItem(CHAT_TOKEN_KEY);
    this.ports.store.set({ connection: this.everOpened ? 'reconnecting' : 'connecting' });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, plan.afterMs);
  }

  private async chatToken(): Promise<string> {
    const stored = this.ports.storage.getItem(CHAT_TOKEN_KEY);
    if (stored) return stored;
    const token = await this.ports.issueToken();
    this.ports.storage.setItem(CHAT_TOKEN_KEY, token);
    return token;
  }

  private async connect(): Promise<void> {
    if (!this.started || this.socket) return;
    this.ports.store.set({ connection: this.everOpened ? 'reconnecting' : 'connecting' });
    let token: string;
    try {
      token = await this.chatToken();
    } catch {
      this.schedule({ kind: 'token' });
      return;
    }
    if (!this.started || this.socket) return;
    const socket: ChatSocket = this.ports.openSocket(token, {
      message: (data) => {
        if (this.socket !== socket) return;
        let frame: ChatServerFrame;
        try {
          frame = JSON.parse(data) as ChatServerFrame;
        } catch {
          return;
        }
        this.receive(frame);
      },
      close: (code) => {
        if (this.socket !== socket) return;
        this.socket = null;
        if (!this.started) return;
        this.schedule(code === CHAT_CLOSE_TOKEN_INVALID ? { kind: 'token' } : { kind: 'socket', code });
      },
    });
    this.socket = socket;
  }

  private receive(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'ready': {
        const reconnected = this.everOpened;
        this.everOpened = true;
        this.attempt = 0;
        this.ports.store.set({ connection: 'open' });
        // what was sent while the line was down goes again, with its nonce: it lands once
        for (const pending of this.pending.values()) this.write(pending.frame);
        if (reconnected) this.emit({ type: 'resync' });
        break;
      }
      case 'ack': {
        const pending = this.pending.get(frame.nonce);
        if (pending) {
          clearTimeout(pending.timer);
          this.pending.delete(frame.nonce);
          pending.resolve(frame.message);
        }
        break;
      }
      case 'error': {
        const pending = frame.nonce ? this.pending.get(frame.nonce) : undefined;
        if (pending && frame.nonce) {
          clearTimeout(pending.timer);
          this.pending.delete(frame.nonce);
          pending.reject(new ChatSendError(frame.code, frame.message, frame.messageEn));
        }
        break;
      }
      case 'unread':
        this.ports.store.set({ chatUnread: frame.total, noticesUnread: frame.notices });
        break;
      default:
        break;
    }
    this.emit(frame);
  }
}

/** The socket's address on this site for a chat token (wss: on https:). */
export function chatSocketUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${CHAT_SOCKET_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * The browser's connection for an app: its token asked for the signed-in account's user name (the app knows
 * where it keeps the account), kept in session storage, and the socket on this site.
 */
export function createChatConnection(options: { store: RealtimeStore; username: () => Promise<string> }): ChatConnection {
  return new ChatConnection({
    store: options.store,
    issueToken: async () => api.post(ApiPath.message.chatToken, { username: await options.username() }, { loading: false, notify: false, signInPrompt: false }),
    readUnread: () => api.post(ApiPath.message.unreadCounts, {}, { loading: false, notify: false, signInPrompt: false }),
    storage: sessionStorage,
    openSocket: (token, on) => {
      const socket = new WebSocket(chatSocketUrl(token));
      socket.onmessage = (event) => on.message(String(event.data));
      socket.onclose = (event) => on.close(event.code);
      return socket;
    },
  });
}

/**
 * Whether a frame changes what a list of conversations shows: a new message, a status change, a resync, or an
 * unread figure (the server has stored a read marker, so the list's count is now its own).
 */
export const changesConversationLists = (frame: ChatServerFrame): boolean =>
  frame.type === 'message' || frame.type === 'conversation' || frame.type === 'resync' || frame.type === 'unread';
