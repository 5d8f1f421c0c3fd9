/**
 * The chat connection (issue 12; docs/product.md §4 and §8 chat retries): one WebSocket per tab,
 * opened with the chat token of /im/getTokenByUsername. It keeps the header's unread figures,
 * hands every frame to the chat pages, and carries sends that land once: each send has a nonce and
 * stays pending until the server acknowledges it; after a reconnect the pending ones are sent again
 * with the same nonce (the server stores each nonce once) and the pages are told to fetch what they
 * missed after their last seq.
 *
 * Retries: a token failure (issuing it, or the socket refusing it with 4401) clears the stored token
 * and tries again after 20 s; a dropped socket reconnects every 2 s at most 5 times, then the
 * reconnect notice offers to try again. Open errors of type 208 and 1 are ignored (§8): they are
 * transient, and the next attempt follows as usual.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import { CHAT_CLOSE_TOKEN_INVALID, CHAT_SOCKET_PATH, type ChatClientFrame, type ChatMessageView, type ChatServerFrame, reconnectPlan } from '@clearlot/contract/rules/chat';
import { api } from '../http/client';
import { loadUserInfo, sessionStore } from '../session/session';
import { realtimeStore } from './unreadStore';

const TOKEN_KEY = 'clearlot-chat-token';
/** a send not acknowledged in this time is shown as failed (it is still sent again on reconnect) */
export const SEND_TIMEOUT_MS = 15_000;

export class ChatSendError extends Error {
  constructor(
    readonly code: number,
    readonly messageZh: string,
    message: string,
  ) {
    super(message);
    this.name = 'ChatSendError';
  }
}

type SendFrame = Extract<ChatClientFrame, { type: 'send' }>;
interface Pending {
  frame: SendFrame;
  resolve: (message: ChatMessageView) => void;
  reject: (error: ChatSendError) => void;
  timer: ReturnType<typeof setTimeout>;
}

type Listener = (frame: ChatServerFrame) => void;

function socketUrl(token: string): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}${CHAT_SOCKET_PATH}?token=${encodeURIComponent(token)}`;
}

class ChatConnection {
  private socket: WebSocket | null = null;
  private started = false;
  private attempt = 0;
  private everOpened = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pending = new Map<string, Pending>();
  private readonly listeners = new Set<Listener>();

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
    sessionStorage.removeItem(TOKEN_KEY);
    for (const [nonce, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new ChatSendError(0, '已退出登录', 'Signed out'));
      this.pending.delete(nonce);
    }
    realtimeStore.set({ chatUnread: 0, noticesUnread: 0, connection: 'idle' });
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
      const counts = await api.post(ApiPath.message.unreadCounts, {}, { loading: false, notify: false, signInPrompt: false });
      realtimeStore.set({ chatUnread: counts.chat, noticesUnread: counts.notices });
    } catch {
      /* the socket brings them when it opens */
    }
  }

  /** Sends a text or a picture; resolves with the stored message (its id and seq) once acknowledged. */
  send(frame: Omit<SendFrame, 'type'>): Promise<ChatMessageView> {
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
    if (this.socket?.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(frame));
    return true;
  }

  private emit(frame: ChatServerFrame): void {
    for (const listener of this.listeners) listener(frame);
  }

  private schedule(failure: Parameters<typeof reconnectPlan>[0]): void {
    if (!this.started) return;
    if (failure.kind === 'socket') this.attempt += 1;
    const plan = reconnectPlan(failure, this.attempt);
    if (plan.action === 'give-up') {
      realtimeStore.set({ connection: 'offline' });
      return;
    }
    if (plan.clearToken) sessionStorage.removeItem(TOKEN_KEY);
    realtimeStore.set({ connection: this.everOpened ? 'reconnecting' : 'connecting' });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, plan.afterMs);
  }

  private async chatToken(): Promise<string> {
    const stored = sessionStorage.getItem(TOKEN_KEY);
    if (stored) return stored;
    const user = sessionStore.getState().user ?? (await loadUserInfo());
    const token = await api.post(ApiPath.message.chatToken, { username: user.username }, { loading: false, notify: false, signInPrompt: false });
    sessionStorage.setItem(TOKEN_KEY, token);
    return token;
  }

  private async connect(): Promise<void> {
    if (!this.started || this.socket) return;
    realtimeStore.set({ connection: this.everOpened ? 'reconnecting' : 'connecting' });
    let token: string;
    try {
      token = await this.chatToken();
    } catch {
      this.schedule({ kind: 'token' });
      return;
    }
    if (!this.started || this.socket) return;
    const socket = new WebSocket(socketUrl(token));
    this.socket = socket;
    socket.onmessage = (event) => {
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(String(event.data)) as ChatServerFrame;
      } catch {
        return;
      }
      this.receive(frame);
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (!this.started) return;
      this.schedule(event.code === CHAT_CLOSE_TOKEN_INVALID ? { kind: 'token' } : { kind: 'socket', code: event.code });
    };
  }

  private receive(frame: ChatServerFrame): void {
    switch (frame.type) {
      case 'ready': {
        const reconnected = this.everOpened;
        this.everOpened = true;
        this.attempt = 0;
        realtimeStore.set({ connection: 'open' });
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
        realtimeStore.set({ chatUnread: frame.total, noticesUnread: frame.notices });
        break;
      default:
        break;
    }
    this.emit(frame);
  }
}

export const chatConnection = new ChatConnection();
