/**
 * Chat and the message centre (docs/product.md §1 chat with customer service or a goods owner, §3 chat
 * conversation, §4 chat retries, §7 chat calls, §9 chat constants): the numbers both sides keep to,
 * the conversation kinds and statuses, and what travels over the chat socket. Plain constants and
 * types without zod, so the web's chat client loads them without the schemas.
 */
import type { ValidationErrorData } from '../envelope';

/** docs/product.md §7/§9: conversations and history are read 500 at a time. */
export const CHAT_PAGE_SIZE = 500;
/** docs/product.md §7: the client keeps at most 500 messages per peer conversation and 200 per group. */
export const CHAT_CACHE_PER_PEER = 500;
export const CHAT_CACHE_PER_GROUP = 200;

/** docs/product.md §4/§8: after a token failure the client waits 20 s; after a failed conversation fetch 2 s. */
export const CHAT_TOKEN_RETRY_MS = 20_000;
export const CHAT_FETCH_RETRY_MS = 2_000;
/** docs/product.md §4: reconnect at most 5 times, 2 s apart; then the reconnect notice asks the person. */
export const CHAT_RECONNECT_ATTEMPTS = 5;
export const CHAT_RECONNECT_INTERVAL_MS = 2_000;
/**
 * docs/product.md §8: chat open errors of type 208 (this connection is already open) and 1 (a transient
 * network failure) are ignored; any other clears the stored chat token and retries after 20 s.
 */
export const CHAT_IGNORED_OPEN_ERRORS: readonly number[] = [208, 1];

/** Safety limits (issue 12): text length, messages per window, new conversations per hour. */
export const CHAT_TEXT_MAX = 2000;
export const CHAT_SEND_WINDOW_SECONDS = 10;
export const CHAT_SENDS_PER_WINDOW = 20;
export const CHAT_OPENS_PER_HOUR = 30;
/** a client nonce: 8–64 letters, digits, '-' or '_' (a UUID fits) */
export const CHAT_NONCE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** a chat token lives a day, and never longer than the session it was issued to */
export const CHAT_TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** the socket's address under the message service (GET, upgraded to a WebSocket) */
export const CHAT_SOCKET_PATH = '/srs-message-service/im/socket';
/** frames larger than this are refused (a text of 2,000 characters is at most 8 KB of UTF-8) */
export const CHAT_FRAME_MAX_BYTES = 16 * 1024;

/** docs/product.md §3 conversationType: customer service is a group (any agent may answer), a goods owner a peer. */
export const ChatKind = { CustomerService: 1, GoodsOwner: 2 } as const;
export type ChatKind = (typeof ChatKind)[keyof typeof ChatKind];
export const conversationTypeOf = (kind: ChatKind): 'groupChat' | 'peer' => (kind === ChatKind.CustomerService ? 'groupChat' : 'peer');

/**
 * A conversation's status. A customer-service conversation waits in the agents' queue until an agent
 * takes it, and is closed by the agent; the buyer writing again puts it back in the queue. A goods-owner
 * conversation is always open.
 */
export const ChatStatus = { Waiting: 1, Open: 2, Closed: 3 } as const;
export type ChatStatus = (typeof ChatStatus)[keyof typeof ChatStatus];
export const ChatActor = { Buyer: 'buyer', Agent: 'agent', Owner: 'owner', System: 'system' } as const;
export type ChatActor = (typeof ChatActor)[keyof typeof ChatActor];

export const ChatStatusText: Record<ChatStatus, { en: string; zh: string }> = {
  [ChatStatus.Waiting]: { en: 'Waiting for an agent', zh: '等待客服接入' },
  [ChatStatus.Open]: { en: 'In progress', zh: '进行中' },
  [ChatStatus.Closed]: { en: 'Closed', zh: '已结束' },
};

export const ChatMessageKind = { Text: 1, Image: 2, System: 3 } as const;
export type ChatMessageKind = (typeof ChatMessageKind)[keyof typeof ChatMessageKind];

/** Customer service answers Monday to Friday, 9:00–17:30 UK time (as the contact form's acknowledgement says). */
export const SERVICE_HOURS = { en: 'Monday to Friday, 9:00–17:30 UK time', zh: '英国时间周一至周五 9:00–17:30' } as const;

/** Whether customer service is at work at this moment (London time, weekdays 9:00–17:30). */
let londonClock: Intl.DateTimeFormat | undefined;

export function serviceOpenAt(at: Date): boolean {
  // made once: building an Intl formatter costs far more than using one
  londonClock ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = londonClock.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  if (part('weekday') === 'Sat' || part('weekday') === 'Sun') return false;
  const minutes = Number(part('hour')) * 60 + Number(part('minute'));
  return minutes >= 9 * 60 && minutes < 17 * 60 + 30;
}

/** The agent's desk tabs. */
export const CHAT_DESK_TABS = ['waiting', 'mine', 'open', 'closed'] as const;
export type ChatDeskTab = (typeof CHAT_DESK_TABS)[number];

/** Message-centre notices (issue 12): what they are about. */
export const NoticeKind = {
  OrderShipped: 1,
  OrderDelivered: 2,
  Refund: 3,
  ReturnDecision: 4,
  AfterSale: 5,
  Application: 6,
  Security: 7,
  Complaint: 8,
  Other: 9,
} as const;
export type NoticeKind = (typeof NoticeKind)[keyof typeof NoticeKind];

/** Translation targets (docs/product.md §7 translate {query, to}): the page languages. */
export const TRANSLATE_LANGUAGES = ['en', 'zh'] as const;
export type TranslateLanguage = (typeof TRANSLATE_LANGUAGES)[number];
export const TRANSLATE_TEXT_MAX = 2000;

// ---- what travels over the socket (JSON frames) ----

/** A message as both sides see it; `seq` orders it in its conversation, `nonce` is the sender's. */
export interface ChatMessageView {
  id: number;
  conversationId: number;
  seq: number;
  senderId: number;
  senderName: string;
  /** the sender is customer service (an agent), the goods owner, or the buyer */
  senderRole: 'buyer' | 'agent' | 'owner' | 'system';
  kind: ChatMessageKind;
  text: string;
  /** the stored name of the picture of an image message */
  image: string | null;
  nonce: string | null;
  createdAt: number;
}

export type ChatClientFrame =
  { type: 'send'; conversationId: number; nonce: string; text?: string; image?: string } | { type: 'read'; conversationId: number; seq: number } | { type: 'ping' };

export type ChatServerFrame =
  | { type: 'ready'; userId: number }
  | { type: 'ack'; nonce: string; message: ChatMessageView }
  | { type: 'message'; message: ChatMessageView }
  | { type: 'unread'; conversationId: number | null; count: number; total: number; notices: number }
  | { type: 'conversation'; conversationId: number; status: ChatStatus; agentId: number | null }
  /** a refused frame, in the envelope an HTTP call is refused with (`data`: the fields of a validation failure) */
  | { type: 'error'; nonce?: string; code: number; message: string; messageEn: string; data?: ValidationErrorData }
  | { type: 'pong' }
  /** the server may have missed events (its listener reconnected): fetch after your last seq */
  | { type: 'resync' };

/** The socket's close codes for a refused opening: the chat token is unknown, expired or revoked. */
export const CHAT_CLOSE_TOKEN_INVALID = 4401;
/** The server is shutting down or restarting: reconnect. */
export const CHAT_CLOSE_GOING_AWAY = 1001;

/** The unread figure shown on a badge: capped at 99 like the cart's (docs/product.md §9). */
export const unreadBadgeText = (count: number): string | null => (count <= 0 ? null : count > 99 ? '99+' : String(count));

/** Keeps the newest `limit` messages (the client cache of §7), ordered by seq, each seq once. */
export function mergeMessages<M extends { seq: number }>(held: readonly M[], incoming: readonly M[], limit: number): M[] {
  const bySeq = new Map<number, M>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  const merged = [...bySeq.values()].sort((a, b) => a.seq - b.seq);
  return merged.length > limit ? merged.slice(merged.length - limit) : merged;
}

/** What the client does after a failed socket opening (docs/product.md §4/§8). */
export function reconnectPlan(
  failure: { kind: 'token' } | { kind: 'fetch' } | { kind: 'socket'; code: number },
  attempt: number,
): { action: 'retry'; afterMs: number; clearToken: boolean } | { action: 'give-up' } {
  if (failure.kind === 'token') return { action: 'retry', afterMs: CHAT_TOKEN_RETRY_MS, clearToken: true };
  if (failure.kind === 'fetch') return { action: 'retry', afterMs: CHAT_FETCH_RETRY_MS, clearToken: false };
  if (failure.code === CHAT_CLOSE_TOKEN_INVALID) return { action: 'retry', afterMs: CHAT_TOKEN_RETRY_MS, clearToken: true };
  if (attempt >= CHAT_RECONNECT_ATTEMPTS) return { action: 'give-up' };
  return { action: 'retry', afterMs: CHAT_RECONNECT_INTERVAL_MS, clearToken: false };
}
