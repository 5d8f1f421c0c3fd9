/**
 * One open conversation, live (issue 12), the same for a buyer in the storefront and an agent or goods owner in
 * the console: the newest page of its messages (a failed fetch tried again every 2 s, docs/product.md §4), live
 * ones from the socket, and after a reconnect everything after the last seq held; older pages on demand; sends
 * that land once (a nonce each; over the socket while it is open, by HTTP otherwise; a failed one kept for a
 * retry with the same nonce); pictures checked and uploaded first, a refusal said in the page's language; and the
 * read marker moved forward as messages are seen. The pages draw its state and call its actions.
 */
import { CHAT_FETCH_RETRY_MS, type ChatMessageView, type ChatServerFrame } from '@clearlot/contract/rules/chat';
import type { ChatMessageList, SendChatBody, UnreadCounts } from '@clearlot/contract/schemas/chat';
import { ApiError } from '../http/client';
import type { ChatConnection, ChatSend } from './connection';
import { ChatSendError } from './connection';
import { ChatPictureRefused } from './picture';
import { type PendingSend, type Thread, cacheLimit, emptyThread, lastSeqOf, threadReducer } from './thread';

export interface FeedState {
  thread: Thread;
  /** the newest page could not be fetched (tried again every 2 s) */
  loadFailed: boolean;
  /** a picture is being uploaded */
  uploading: boolean;
  /** why the last chosen picture was not sent, in the page's language */
  pictureRefused: string | null;
}

/** What the feed calls outside itself; `chatFeedPorts` gives the browser's. */
export interface FeedPorts {
  connection: Pick<ChatConnection, 'subscribe' | 'send' | 'markRead' | 'isOpen' | 'store'>;
  fetchMessages(conversationId: number, range?: { afterSeq?: number; beforeSeq?: number }): Promise<ChatMessageList>;
  sendByHttp(body: SendChatBody): Promise<ChatMessageView>;
  markReadByHttp(conversationId: number, seq: number): Promise<UnreadCounts>;
  uploadPicture(file: File): Promise<string>;
  newNonce(): string;
  /** whether the reader can see the page now (a hidden tab does not read) */
  pageVisible(): boolean;
}

/** Why a send failed, in the page's language. */
export function failureReason(error: unknown): string {
  if (error instanceof ChatSendError) return error.inLanguage();
  if (error instanceof ApiError) return error.message;
  return String(error);
}

export class ConversationFeed {
  private state: FeedState;
  private readonly listeners = new Set<() => void>();
  private readonly changeListeners = new Set<() => void>();
  private readSeq: number;
  private running = false;
  private stopRunning: (() => void) | null = null;

  constructor(
    private readonly conversation: { id: number; conversationType: 'groupChat' | 'peer'; readSeq: number },
    private readonly ports: FeedPorts,
  ) {
    this.state = { thread: emptyThread(cacheLimit(conversation.conversationType)), loadFailed: false, uploading: false, pictureRefused: null };
    this.readSeq = conversation.readSeq;
  }

  readonly getState = (): FeedState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Hears when the conversation's lists and figures changed (sent, read, its status): the app refreshes what it
   * shows of them.
   */
  readonly onChange = (listener: () => void): (() => void) => {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  };

  private changed(): void {
    for (const listener of this.changeListeners) listener();
  }

  /** Loads the newest page and follows the socket until the returned function is called. */
  start(): () => void {
    this.stopRunning?.();
    this.running = true;
    const id = this.conversation.id;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      try {
        const page = await this.ports.fetchMessages(id);
        if (!this.running) return;
        this.apply({ type: 'loaded', messages: page.list, hasMore: page.hasMore }, { loadFailed: false });
      } catch {
        if (!this.running) return;
        this.patch({ loadFailed: true });
        timer = setTimeout(() => void attempt(), CHAT_FETCH_RETRY_MS);
      }
    };
    void attempt();
    const unsubscribe = this.ports.connection.subscribe((frame) => this.receive(frame));
    const onVisible = () => this.markSeen();
    if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
    const stop = () => {
      this.running = false;
      clearTimeout(timer);
      unsubscribe();
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
      if (this.stopRunning === stop) this.stopRunning = null;
    };
    this.stopRunning = stop;
    return stop;
  }

  /** Sends a text (trimmed; nothing for an empty one). */
  sendText(draft: string): void {
    const text = draft.trim();
    if (!text) return;
    const nonce = this.ports.newNonce();
    this.apply({ type: 'sending', send: { nonce, text, image: null } });
    void this.deliver(nonce, { text });
  }

  /** Checks and uploads a picture, then sends it; a refusal is kept in the state until the next picture or dismissal. */
  async sendPicture(file: File): Promise<void> {
    this.patch({ uploading: true, pictureRefused: null });
    let image: string;
    try {
      image = await this.ports.uploadPicture(file);
    } catch (error) {
      this.patch({ uploading: false, pictureRefused: error instanceof ChatPictureRefused ? error.reason : failureReason(error) });
      return;
    }
    this.patch({ uploading: false });
    const nonce = this.ports.newNonce();
    this.apply({ type: 'sending', send: { nonce, text: '', image } });
    await this.deliver(nonce, { image });
  }

  dismissPictureRefusal(): void {
    this.patch({ pictureRefused: null });
  }

  /** Sends a failed message again with its nonce: it lands once. */
  retry(pending: PendingSend): void {
    this.apply({ type: 'sending', send: pending });
    void this.deliver(pending.nonce, pending.image ? { image: pending.image } : { text: pending.text });
  }

  async loadOlder(): Promise<void> {
    const first = this.state.thread.messages[0];
    if (!first) return;
    const page = await this.ports.fetchMessages(this.conversation.id, { beforeSeq: first.seq });
    this.apply({ type: 'older', messages: page.list, hasMore: page.hasMore });
  }

  private async deliver(nonce: string, content: Pick<ChatSend, 'text' | 'image'>): Promise<void> {
    const body = { conversationId: this.conversation.id, nonce, ...content };
    try {
      const message = this.ports.connection.isOpen ? await this.ports.connection.send(body) : await this.ports.sendByHttp(body);
      this.apply({ type: 'received', messages: [message] });
      this.changed();
    } catch (error) {
      this.apply({ type: 'failed', nonce, reason: failureReason(error) });
    }
  }

  private receive(frame: ChatServerFrame): void {
    const id = this.conversation.id;
    if (frame.type === 'message' && frame.message.conversationId === id) this.apply({ type: 'received', messages: [frame.message] });
    else if (frame.type === 'resync') {
      void this.ports.fetchMessages(id, { afterSeq: lastSeqOf(this.state.thread) }).then(
        (page) => this.running && this.apply({ type: 'received', messages: page.list }),
        () => undefined,
      );
    } else if (frame.type === 'conversation' && frame.conversationId === id) this.changed();
  }

  /** What is shown is read: the marker moves forward (by the socket, or by HTTP while it is down). */
  private markSeen(): void {
    const newest = lastSeqOf(this.state.thread);
    if (!this.running || newest <= this.readSeq || !this.ports.pageVisible()) return;
    this.readSeq = newest;
    const { connection } = this.ports;
    if (connection.isOpen) connection.markRead(this.conversation.id, newest);
    else
      void this.ports.markReadByHttp(this.conversation.id, newest).then(
        (counts) => connection.store.set({ chatUnread: counts.chat, noticesUnread: counts.notices }),
        () => undefined,
      );
    this.changed();
  }

  private apply(event: Parameters<typeof threadReducer>[1], patch: Partial<FeedState> = {}): void {
    this.patch({ ...patch, thread: threadReducer(this.state.thread, event) });
    this.markSeen();
  }

  private patch(patch: Partial<FeedState>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }
}
