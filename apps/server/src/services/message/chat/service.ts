/**
 * Chat rules (issue 12): who may open, read and write a conversation, and the delivery guarantees.
 * A message is stored before anyone is told of it; the server gives it its id and its seq (its
 * place in the conversation, taken under the conversation's row lock, so seq order is commit order);
 * a client nonce makes a retried send land once; the event announced after commit carries ids only.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  CHAT_OPENS_PER_HOUR,
  CHAT_SENDS_PER_WINDOW,
  CHAT_SEND_WINDOW_SECONDS,
  CHAT_TEXT_MAX,
  CHAT_TOKEN_TTL_SECONDS,
  ChatActor,
  ChatKind,
  ChatMessageKind,
  type ChatConversation,
  type ChatConversationsBody,
  type ChatDeskBody,
  type ChatMessageView,
  ChatStatus,
  type OpenChatBody,
  Role,
  type SendChatBody,
  conversationTypeOf,
  worksServiceDesk,
} from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { enforce } from '../../../platform/rate-limit';
import type { Language } from '../../../platform/request-context';
import { hashToken } from '../../../platform/sessions';
import { transition } from '../../../platform/transitions';
import { recordStaffAction } from '../../user/audit/service';
import { announce } from './bus';
import { rememberMessage } from './recent';
import * as store from './store';

/** Who is acting: the person and their roles (from the session or the chat token), and the session it acts in. */
export interface ChatUser {
  userId: number;
  roles: readonly number[];
  /** the session behind the request or the socket: a message is refused once it has ended */
  sessionId?: number;
}

/** What chat needs from other services, handed over by services/manifest.ts. */
export interface ChatPorts {
  /** whether the stored name is a photo this person uploaded */
  isOwnPhoto(db: Queryable, storedName: string, userId: number): Promise<boolean>;
}

/**
 * Whether the reader answers customer-service conversations. The desk's own calls declare SERVICE_DESK_ROLES on their
 * routes (checked before the handler); this decides only which side of a conversation a reader is on in the calls every
 * signed-in person makes (history, send, read).
 */
export const isAgent = (user: ChatUser) => worksServiceDesk(user.roles);

/** The reader's side of a conversation, or "not found" for anyone who is not in it. */
function sideOf(conversation: store.ConversationRow, user: ChatUser): 'buyer' | 'owner' | 'agent' {
  if (conversation.buyerId === user.userId) return 'buyer';
  if (conversation.kind === ChatKind.GoodsOwner && conversation.ownerUserId === user.userId) return 'owner';
  if (conversation.kind === ChatKind.CustomerService && isAgent(user)) return 'agent';
  return fail('chatConversationNotFound');
}

export async function readableConversation(
  db: Queryable,
  user: ChatUser,
  conversationId: number,
  lock = false,
): Promise<{ row: store.ConversationRow; side: 'buyer' | 'owner' | 'agent' }> {
  const row = await store.conversation(db, conversationId, lock);
  if (!row) fail('chatConversationNotFound');
  return { row, side: sideOf(row, user) };
}

/** Who hears of a conversation's changes: its people, and every agent while it waits in the queue. */
export function audienceOf(row: Pick<store.ConversationRow, 'buyerId' | 'ownerUserId' | 'agentId' | 'kind' | 'status'>): { u: number[]; a?: 1 } {
  const people = [row.buyerId, row.ownerUserId, row.agentId].filter((id): id is number => id !== null);
  return row.kind === ChatKind.CustomerService && row.status !== ChatStatus.Open ? { u: people, a: 1 } : { u: people };
}

// ---- the chat token (docs/product.md §7 /im/getTokenByUsername) ----
/** Every session of these people ended (an account closed): their chat sockets close on every server process. */
export const endChatsOf = (db: Db, userIds: number[]) => announce(db, { t: 'x', u: userIds });

/** Each NOTIFY names at most this many sessions (PostgreSQL's payload is under 8,000 bytes). */
const SESSIONS_PER_EVENT = 500;

/**
 * These sessions ended (signed out, a password reset or change, any revocation), announced after the
 * revocation committed: the chat sockets opened with them close on every server process.
 */
export async function endChatSessions(db: Db, sessionIds: readonly number[]): Promise<void> {
  for (let at = 0; at < sessionIds.length; at += SESSIONS_PER_EVENT) await announce(db, { t: 's', s: sessionIds.slice(at, at + SESSIONS_PER_EVENT) });
}

export async function issueChatToken(db: Queryable, session: { userId: number; sessionId: number }, username: string): Promise<string> {
  const account = await store.usernameOf(db, session.userId);
  const asked = username.trim().toLowerCase();
  if (!account || (asked !== account.username.toLowerCase() && asked !== account.email.toLowerCase())) fail('chatUsernameMismatch');
  const token = randomBytes(32).toString('base64url');
  await store.insertChatToken(db, { tokenHash: hashToken(token), userId: session.userId, sessionId: session.sessionId, ttlSeconds: CHAT_TOKEN_TTL_SECONDS });
  return token;
}

export async function chatUserOfToken(db: Queryable, token: string | undefined): Promise<ChatUser | null> {
  if (!token || token.length > 200) return null;
  return store.chatTokenUser(db, hashToken(token));
}

// ---- conversations ----
const SERVICE_TITLE = { en: 'ClearLot customer service', zh: 'ClearLot 客服' };

export function conversationView(row: store.ConversationListRow, side: 'buyer' | 'owner' | 'agent', language: Language): ChatConversation {
  const title = side !== 'buyer' ? row.buyerName : row.kind === ChatKind.CustomerService ? SERVICE_TITLE[language] : ((language === 'zh' ? row.shopNameZh : row.shopNameEn) ?? '');
  return {
    id: row.id,
    kind: row.kind,
    conversationType: conversationTypeOf(row.kind),
    status: row.status,
    title,
    buyer: { id: row.buyerId, name: row.buyerName, avatar: row.buyerAvatar },
    ownerId: row.ownerId,
    agentId: row.agentId,
    lastSeq: row.lastSeq,
    lastMessage: row.lastMessage,
    lastMessageAt: row.lastMessageAt,
    unReadCount: row.unReadCount,
    readSeq: row.readSeq,
  };
}

export async function conversationAs(db: Queryable, user: ChatUser, conversationId: number, language: Language): Promise<ChatConversation> {
  const { side } = await readableConversation(db, user, conversationId);
  const row = await store.conversationFor(db, conversationId, user.userId);
  if (!row) fail('chatConversationNotFound');
  return conversationView(row, side, language);
}

/**
 * Opens (or finds) the buyer's conversation with customer service or with a shop's goods owner.
 * A goods owner cannot open one with their own shop (docs/product.md §6); a shop without an account cannot chat.
 */
export async function openConversation(db: Db, user: ChatUser, body: OpenChatBody, language: Language): Promise<ChatConversation> {
  let existing: store.ConversationRow | null;
  let ownerUserId: number | null = null;
  if (body.kind === ChatKind.GoodsOwner) {
    const owner = await store.goodsOwnerAccount(db, body.ownerId);
    if (!owner) fail('notFound');
    if (owner.userId === user.userId) fail('chatOwnShelf');
    if (owner.userId === null) fail('chatOwnerUnavailable');
    ownerUserId = owner.userId;
    existing = await store.ownerConversationOf(db, user.userId, body.ownerId);
  } else {
    existing = await store.serviceConversationOf(db, user.userId);
  }
  if (!existing) {
    await enforce(db, [{ key: `chat:open:user:${user.userId}`, windowSeconds: 3600, max: CHAT_OPENS_PER_HOUR }], 'chatTooManyConversations');
    await db.transaction((tx) =>
      store.insertConversation(tx, { kind: body.kind, buyerId: user.userId, ownerId: body.kind === ChatKind.GoodsOwner ? body.ownerId : null, ownerUserId }),
    );
    existing = body.kind === ChatKind.GoodsOwner ? await store.ownerConversationOf(db, user.userId, body.ownerId) : await store.serviceConversationOf(db, user.userId);
  }
  return conversationAs(db, user, existing!.id, language);
}

export async function conversationList(db: Queryable, user: ChatUser, body: ChatConversationsBody, language: Language) {
  const { rows, total } = await store.conversationsOf(db, user.userId, body);
  return { pageNum: body.pageNum, pageSize: body.pageSize, total, list: rows.map((row) => conversationView(row, row.buyerId === user.userId ? 'buyer' : 'owner', language)) };
}

/** The agent's desk (its route declares SERVICE_DESK_ROLES). */
export async function deskList(db: Queryable, user: ChatUser, body: ChatDeskBody, language: Language) {
  const { rows, total } = await store.deskConversations(db, user.userId, body.tab, body);
  return { pageNum: body.pageNum, pageSize: body.pageSize, total, list: rows.map((row) => conversationView(row, 'agent', language)) };
}

// ---- messages ----
export async function history(db: Queryable, user: ChatUser, body: { conversationId: number; afterSeq?: number; beforeSeq?: number; pageSize: number }) {
  const { row } = await readableConversation(db, user, body.conversationId);
  const list = await store.messages(db, row.id, { afterSeq: body.afterSeq, beforeSeq: body.beforeSeq, limit: body.pageSize + 1 });
  const hasMore = list.length > body.pageSize;
  if (hasMore) {
    // forward reads keep the oldest page (the rest follows), backward reads the newest
    if (body.afterSeq !== undefined) list.pop();
    else list.shift();
  }
  return { list, lastSeq: row.lastSeq, hasMore };
}

/** The preview kept on the conversation for lists (a picture shows as [Image]). */
const previewOf = (text: string, image: string | null) => (image ? '[Image]' : text.slice(0, 120));

function contentOf(body: Pick<SendChatBody, 'text' | 'image'>): { kind: ChatMessageKind; text: string; image: string | null } {
  const text = (body.text ?? '').trim();
  if (body.image && text) fail('chatFrameInvalid');
  if (body.image) return { kind: ChatMessageKind.Image, text: '', image: body.image };
  if (!text) fail('chatMessageEmpty');
  if ([...text].length > CHAT_TEXT_MAX) fail('chatMessageTooLong');
  return { kind: ChatMessageKind.Text, text, image: null };
}

export interface SendResult {
  message: ChatMessageView;
  /** false when the nonce had already landed: the first message is the answer and nothing new is announced */
  created: boolean;
}

/**
 * Stores a message and announces it. The same nonce from the same sender lands once: a retry (after a
 * lost acknowledgement or a reconnect) answers the message stored the first time.
 */
export async function sendMessage(db: Db, ports: ChatPorts, user: ChatUser, body: SendChatBody): Promise<SendResult> {
  const content = contentOf(body);
  const contentHash = createHash('sha256')
    .update(JSON.stringify([body.conversationId, content.kind, content.text, content.image]))
    .digest('hex');
  await enforce(db, [{ key: `chat:send:user:${user.userId}`, windowSeconds: CHAT_SEND_WINDOW_SECONDS, max: CHAT_SENDS_PER_WINDOW }], 'chatTooFast');
  if (content.image && !(await ports.isOwnPhoto(db, content.image, user.userId))) fail('chatImageInvalid');

  let result: { message: ChatMessageView; row: store.ConversationRow } | { replayId: number };
  try {
    result = await db.transaction(async (tx) => {
      // the row lock and the retry check in one round trip: a parallel twin waits here, then finds the first
      const locked = await store.lockForSend(tx, body.conversationId, user.userId, body.nonce, user.sessionId ?? null);
      if (!locked) fail('chatConversationNotFound');
      if (!locked.sessionLive) fail('chatSessionEnded');
      const side = sideOf(locked.row, user);
      if (locked.replayId !== null) return { replayId: locked.replayId };
      const row = locked.row;
      let current = row;
      if (row.kind === ChatKind.CustomerService) current = await serviceConversationBeforeSend(tx, row, side, user);
      const message = await store.insertMessage(tx, {
        conversationId: row.id,
        senderId: user.userId,
        senderRole: side,
        kind: content.kind,
        text: content.text,
        image: content.image,
        nonce: body.nonce,
        contentHash,
        preview: previewOf(content.text, content.image),
      });
      return { message, row: current };
    });
  } catch (error) {
    // the same nonce in another conversation raced this one in
    if (uniqueViolation(error) !== 'chat_message_nonce_key') throw error;
    result = { replayId: 0 };
  }
  if ('replayId' in result) {
    const earlier = await store.messageOfNonce(db, user.userId, body.nonce);
    if (!earlier) fail('chatNonceReused');
    return replayOf(earlier, contentHash);
  }
  // this process's sockets need not read it back
  rememberMessage(db, result.message);
  await announce(db, { t: 'm', c: result.row.id, m: result.message.id, ...audienceOf(result.row) });
  return { message: result.message, created: true };
}

function replayOf(earlier: store.StoredMessage, contentHash: string): SendResult {
  if (earlier.contentHash !== contentHash) fail('chatNonceReused');
  const { contentHash: _hash, ...message } = earlier;
  return { message, created: false };
}

/**
 * A customer-service conversation before a message: the buyer writing to a closed one puts it back in
 * the queue; an agent answering a waiting one takes it, and cannot answer one another agent holds.
 */
async function serviceConversationBeforeSend(tx: Queryable, row: store.ConversationRow, side: 'buyer' | 'owner' | 'agent', user: ChatUser): Promise<store.ConversationRow> {
  if (side === 'buyer') {
    if (row.status !== ChatStatus.Closed) return row;
    const [moved] = await transition<ChatStatus, ChatActor, store.ConversationRow>(tx, store.conversationMachine, {
      where: { id: row.id },
      from: [ChatStatus.Closed],
      to: ChatStatus.Waiting,
      actor: ChatActor.Buyer,
      note: 'reopened',
      set: { agent_id: null },
    });
    return moved ?? row;
  }
  if (row.status === ChatStatus.Closed) fail('chatConversationClosed');
  if (row.status === ChatStatus.Open) {
    if (row.agentId !== user.userId) fail('chatAlreadyTaken');
    return row;
  }
  return (await takeInTransaction(tx, row, user)) ?? row;
}

/**
 * An agent takes a waiting conversation, from the desk or by answering it: one audit row (issue 34 item 7) in the
 * move's transaction, whichever way it was taken.
 */
async function takeInTransaction(tx: Queryable, row: store.ConversationRow, user: ChatUser): Promise<store.ConversationRow | null> {
  const [moved] = await transition<ChatStatus, ChatActor, store.ConversationRow>(tx, store.conversationMachine, {
    where: { id: row.id },
    from: [ChatStatus.Waiting],
    to: ChatStatus.Open,
    actor: ChatActor.Agent,
    note: `taken by ${user.userId}`,
    set: { agent_id: user.userId },
  });
  if (!moved) return null;
  await store.addParticipant(tx, row.id, user.userId);
  await auditChat(tx, user, 'chat.take', row, moved);
  return moved;
}

/** The audit row of an agent's move of a conversation: who held it and its status, before and after. */
const auditChat = (tx: Queryable, user: ChatUser, action: 'chat.take' | 'chat.close', before: store.ConversationRow, after: store.ConversationRow) =>
  recordStaffAction(tx, {
    actorUserId: user.userId,
    action,
    targetKind: 'conversation',
    targetId: before.id,
    before: { status: before.status, agentId: before.agentId },
    after: { status: after.status, agentId: after.agentId, buyerId: after.buyerId },
  });

/** An agent takes a waiting conversation (two agents at once: one wins, the other is told); its route declares SERVICE_DESK_ROLES. */
export async function takeConversation(db: Db, user: ChatUser, conversationId: number): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const { row: current } = await readableConversation(tx, user, conversationId, true);
    if (current.status === ChatStatus.Open) {
      if (current.agentId === user.userId) return null;
      fail('chatAlreadyTaken');
    }
    if (current.status === ChatStatus.Closed) fail('chatConversationClosed');
    return takeInTransaction(tx, current, user);
  });
  if (row) await announce(db, { t: 'c', c: row.id, u: [row.buyerId, row.agentId!], a: 1 });
}

/**
 * An agent closes a conversation (theirs, or any waiting one; the platform any open one); a repeat changes nothing.
 * Its route declares SERVICE_DESK_ROLES; the close is recorded in the audit log in its transaction.
 */
export async function closeConversation(db: Db, user: ChatUser, conversationId: number): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const { row: current } = await readableConversation(tx, user, conversationId, true);
    if (current.status === ChatStatus.Closed) return null;
    if (current.status === ChatStatus.Open && current.agentId !== user.userId && !user.roles.includes(Role.Platform)) fail('chatAlreadyTaken');
    const [moved] = await transition<ChatStatus, ChatActor, store.ConversationRow>(tx, store.conversationMachine, {
      where: { id: current.id },
      from: [ChatStatus.Waiting, ChatStatus.Open],
      to: ChatStatus.Closed,
      actor: ChatActor.Agent,
      note: `closed by ${user.userId}`,
    });
    if (moved) await auditChat(tx, user, 'chat.close', current, moved);
    return moved ?? null;
  });
  if (row) await announce(db, { t: 'c', c: row.id, u: [row.buyerId, ...(row.agentId ? [row.agentId] : [])], a: 1 });
}

/** The reader has read up to `seq`; their other tabs and devices hear the new unread figures. */
export async function markRead(db: Db, user: ChatUser, conversationId: number, seq: number): Promise<void> {
  const { row } = await readableConversation(db, user, conversationId);
  await store.markRead(db, row.id, user.userId, seq);
  await announce(db, { t: 'u', u: [user.userId] });
}
