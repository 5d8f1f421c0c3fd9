/** Every SQL statement of chat: conversations, read markers, messages and chat tokens. */
import { type ChatDeskTab, ChatKind, type ChatListSide, ChatStatus, type ChatMessageKind, type ChatMessageView } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { defineMachine } from '../../../platform/transitions';
import { ChatActor } from '@clearlot/contract';

export interface ConversationRow {
  id: number;
  kind: ChatKind;
  buyerId: number;
  ownerId: number | null;
  ownerUserId: number | null;
  agentId: number | null;
  status: ChatStatus;
  lastSeq: number;
}

const CONVERSATION_COLUMNS = `c.id, c.kind, c.buyer_id as "buyerId", c.owner_id as "ownerId", c.owner_user_id as "ownerUserId",
  c.agent_id as "agentId", c.status, c.last_seq as "lastSeq"`;

/** The conversation machine (DESIGN.md "Every state machine"): waiting → open → closed, closed → waiting. */
export const conversationMachine = defineMachine({
  table: 'chat_conversation',
  logTable: 'chat_conversation_log',
  logKey: 'conversation_id',
  statuses: ChatStatus,
  actors: ChatActor,
  touched: 'updated_at',
  returning: `id, kind, buyer_id as "buyerId", owner_id as "ownerId", owner_user_id as "ownerUserId", agent_id as "agentId", status, last_seq as "lastSeq"`,
});

export async function conversation(db: Queryable, id: number, lock = false): Promise<ConversationRow | null> {
  const [row] = await db.query<ConversationRow>(`select ${CONVERSATION_COLUMNS} from chat_conversation c where c.id = $1${lock ? ' for update' : ''}`, [id]);
  return row ?? null;
}

export async function serviceConversationOf(db: Queryable, buyerId: number): Promise<ConversationRow | null> {
  const [row] = await db.query<ConversationRow>(`select ${CONVERSATION_COLUMNS} from chat_conversation c where c.kind = ${ChatKind.CustomerService} and c.buyer_id = $1`, [
    buyerId,
  ]);
  return row ?? null;
}

export async function ownerConversationOf(db: Queryable, buyerId: number, ownerId: number): Promise<ConversationRow | null> {
  const [row] = await db.query<ConversationRow>(
    `select ${CONVERSATION_COLUMNS} from chat_conversation c where c.kind = ${ChatKind.GoodsOwner} and c.buyer_id = $1 and c.owner_id = $2`,
    [buyerId, ownerId],
  );
  return row ?? null;
}

/** Creates the conversation with its first participants, or leaves the one a racing request created. */
export async function insertConversation(tx: Queryable, input: { kind: ChatKind; buyerId: number; ownerId: number | null; ownerUserId: number | null }): Promise<void> {
  const status = input.kind === ChatKind.CustomerService ? ChatStatus.Waiting : ChatStatus.Open;
  const [row] = await tx.query<{ id: number }>(
    `insert into chat_conversation (kind, buyer_id, owner_id, owner_user_id, status) values ($1, $2, $3, $4, $5)
     on conflict do nothing returning id`,
    [input.kind, input.buyerId, input.ownerId, input.ownerUserId, status],
  );
  if (!row) return;
  await tx.query(`insert into chat_conversation_log (conversation_id, status, actor, note) values ($1, $2, 'buyer', 'opened')`, [row.id, status]);
  await tx.query(`insert into chat_participant (conversation_id, user_id) select $1, unnest($2::int[]) on conflict do nothing`, [
    row.id,
    [input.buyerId, ...(input.ownerUserId ? [input.ownerUserId] : [])],
  ]);
}

export async function addParticipant(tx: Queryable, conversationId: number, userId: number): Promise<void> {
  await tx.query('insert into chat_participant (conversation_id, user_id) values ($1, $2) on conflict do nothing', [conversationId, userId]);
}

// ---- messages ----
const MESSAGE_COLUMNS = `m.id, m.conversation_id as "conversationId", m.seq, m.sender_id as "senderId",
  coalesce(nullif(u.nickname, ''), u.username) as "senderName", m.sender_role as "senderRole", m.kind, m.body as text, m.image, m.nonce,
  extract(epoch from m.created_at)::bigint as "createdAt"`;

export interface StoredMessage extends ChatMessageView {
  contentHash: string | null;
}

export async function messageOfNonce(db: Queryable, senderId: number, nonce: string): Promise<StoredMessage | null> {
  const [row] = await db.query<StoredMessage>(
    `select ${MESSAGE_COLUMNS}, m.content_hash as "contentHash" from chat_message m join app_user u on u.id = m.sender_id where m.sender_id = $1 and m.nonce = $2`,
    [senderId, nonce],
  );
  return row ?? null;
}

/**
 * Locks the conversation for a send and finds, in the same round trip, the sender's message with this
 * nonce if it already landed (a retry). Null when there is no such conversation.
 */
/**
 * Locks the conversation for a send and, in the same round trip, finds an earlier message with this
 * nonce and whether the sender's session is still alive (when the send names one: the socket's). The
 * session row is share-locked, so a revocation either committed before (the send is refused) or waits
 * until this message is stored: nothing is stored on a session that had already ended.
 */
export async function lockForSend(
  tx: Queryable,
  conversationId: number,
  senderId: number,
  nonce: string,
  sessionId: number | null,
): Promise<{ row: ConversationRow; replayId: number | null; sessionLive: boolean } | null> {
  const [row] = await tx.query<ConversationRow & { replayId: number | null; sessionLive: boolean | null }>(
    `select ${CONVERSATION_COLUMNS}, (select m.id from chat_message m where m.sender_id = $2 and m.nonce = $3) as "replayId",
            $4::int is null or exists (select 1 from user_session s where s.id = $4 and s.user_id = $2 and s.revoked_at is null and s.expires_at > now() for share) as "sessionLive"
       from chat_conversation c where c.id = $1 for update of c`,
    [conversationId, senderId, nonce, sessionId],
  );
  if (!row) return null;
  const { replayId, sessionLive, ...conversation } = row;
  return { row: conversation, replayId, sessionLive: sessionLive === true };
}

export async function messageById(db: Queryable, id: number): Promise<ChatMessageView | null> {
  const [row] = await db.query<ChatMessageView>(`select ${MESSAGE_COLUMNS} from chat_message m join app_user u on u.id = m.sender_id where m.id = $1`, [id]);
  return row ?? null;
}

/**
 * Takes the conversation's next seq and stores the message under it, with the sender's read marker
 * moved past it, in one statement (the caller holds the conversation's row lock); answers the message.
 */
export async function insertMessage(
  tx: Queryable,
  input: {
    conversationId: number;
    senderId: number;
    senderRole: ChatMessageView['senderRole'];
    kind: ChatMessageKind;
    text: string;
    image: string | null;
    nonce: string | null;
    contentHash: string | null;
    preview: string;
  },
): Promise<ChatMessageView> {
  const [row] = await tx.query<ChatMessageView>(
    `with c as (
       update chat_conversation set last_seq = last_seq + 1, last_message = $2, last_message_at = now(), updated_at = now() where id = $1 returning last_seq
     ), m as (
       insert into chat_message (conversation_id, seq, sender_id, sender_role, kind, body, image, nonce, content_hash)
       select $1, c.last_seq, $3, $4, $5, $6, $7, $8, $9 from c returning *
     ), p as (
       insert into chat_participant (conversation_id, user_id, read_seq) select $1, $3, m.seq from m
       on conflict (conversation_id, user_id) do update set read_seq = greatest(chat_participant.read_seq, excluded.read_seq)
     )
     select ${MESSAGE_COLUMNS} from m join app_user u on u.id = m.sender_id`,
    [input.conversationId, input.preview, input.senderId, input.senderRole, input.kind, input.text, input.image, input.nonce, input.contentHash],
  );
  return row!;
}

export async function messages(db: Queryable, conversationId: number, range: { afterSeq?: number; beforeSeq?: number; limit: number }): Promise<ChatMessageView[]> {
  if (range.afterSeq !== undefined) {
    return db.query<ChatMessageView>(
      `select ${MESSAGE_COLUMNS} from chat_message m join app_user u on u.id = m.sender_id where m.conversation_id = $1 and m.seq > $2 order by m.seq limit $3`,
      [conversationId, range.afterSeq, range.limit],
    );
  }
  const rows = await db.query<ChatMessageView>(
    `select ${MESSAGE_COLUMNS} from chat_message m join app_user u on u.id = m.sender_id
      where m.conversation_id = $1 and ($2::int is null or m.seq < $2) order by m.seq desc limit $3`,
    [conversationId, range.beforeSeq ?? null, range.limit],
  );
  return rows.reverse();
}

// ---- read markers and unread counts ----
/** Moves a reader's marker forward (never back, never past the last message). */
export async function markRead(db: Queryable, conversationId: number, userId: number, seq: number): Promise<void> {
  await db.query(
    `insert into chat_participant (conversation_id, user_id, read_seq)
     select c.id, $2, least($3, c.last_seq) from chat_conversation c where c.id = $1
     on conflict (conversation_id, user_id) do update set read_seq = greatest(chat_participant.read_seq, excluded.read_seq)`,
    [conversationId, userId, seq],
  );
}

const UNREAD_OF_PARTICIPANT = `(select count(*)::int from chat_message m where m.conversation_id = p.conversation_id and m.seq > p.read_seq and m.sender_id <> p.user_id)`;

/** A person's unread messages in one conversation and over all of theirs, and their unread notices (one statement). */
export async function unreadFigures(db: Queryable, userId: number, conversationId: number | null): Promise<{ count: number; total: number; notices: number }> {
  const [row] = await db.query<{ count: number; total: number; notices: number }>(
    `select coalesce(sum(${UNREAD_OF_PARTICIPANT}) filter (where p.conversation_id = $2), 0)::int as count,
            coalesce(sum(${UNREAD_OF_PARTICIPANT}), 0)::int as total,
            (select count(*)::int from user_notice n where n.user_id = $1 and n.read_at is null) as notices
       from chat_participant p where p.user_id = $1`,
    [userId, conversationId],
  );
  return row ?? { count: 0, total: 0, notices: 0 };
}

/** A person's unread messages in one conversation and over all of theirs. */
export async function unread(db: Queryable, userId: number, conversationId: number | null): Promise<{ count: number; total: number }> {
  const [row] = await db.query<{ count: number; total: number }>(
    `select coalesce(sum(${UNREAD_OF_PARTICIPANT}) filter (where p.conversation_id = $2), 0)::int as count,
            coalesce(sum(${UNREAD_OF_PARTICIPANT}), 0)::int as total
       from chat_participant p where p.user_id = $1`,
    [userId, conversationId],
  );
  return row ?? { count: 0, total: 0 };
}

// ---- conversation lists ----
export interface ConversationListRow extends ConversationRow {
  buyerName: string;
  buyerAvatar: string | null;
  shopNameEn: string | null;
  shopNameZh: string | null;
  lastMessage: string | null;
  lastMessageAt: number | null;
  unReadCount: number;
  readSeq: number;
}

const LIST_COLUMNS = (reader: string) => `${CONVERSATION_COLUMNS},
  coalesce(nullif(b.nickname, ''), b.username) as "buyerName", b.icon as "buyerAvatar",
  g.shop_name_en as "shopNameEn", g.shop_name_zh as "shopNameZh",
  c.last_message as "lastMessage", extract(epoch from c.last_message_at)::bigint as "lastMessageAt",
  coalesce(p.read_seq, 0) as "readSeq",
  (select count(*)::int from chat_message m where m.conversation_id = c.id and m.seq > coalesce(p.read_seq, 0) and m.sender_id <> ${reader}) as "unReadCount"`;
const LIST_JOINS = (reader: string) => `from chat_conversation c
  join app_user b on b.id = c.buyer_id
  left join goods_owner g on g.id = c.owner_id
  left join chat_participant p on p.conversation_id = c.id and p.user_id = ${reader}`;

const SIDE_WHERE: Record<ChatListSide | 'both', string> = {
  buyer: 'c.buyer_id = $1',
  owner: `c.kind = ${ChatKind.GoodsOwner} and c.owner_user_id = $1`,
  both: `(c.buyer_id = $1 or (c.kind = ${ChatKind.GoodsOwner} and c.owner_user_id = $1))`,
};

/** A person's own conversations: as the buyer, as the goods owner of a shop (the inbox), or both. Newest first. */
export async function conversationsOf(
  db: Queryable,
  userId: number,
  page: { pageNum: number; pageSize: number; side?: ChatListSide },
): Promise<{ rows: ConversationListRow[]; total: number }> {
  const where = `where ${SIDE_WHERE[page.side ?? 'both']}`;
  const rows = await db.query<ConversationListRow>(
    `select ${LIST_COLUMNS('$1')} ${LIST_JOINS('$1')} ${where}
      order by c.last_message_at desc nulls last, c.id desc limit $2 offset $3`,
    [userId, page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from chat_conversation c ${where}`, [userId]);
  return { rows, total: count?.total ?? 0 };
}

export async function conversationFor(db: Queryable, conversationId: number, readerId: number): Promise<ConversationListRow | null> {
  const [row] = await db.query<ConversationListRow>(`select ${LIST_COLUMNS('$2')} ${LIST_JOINS('$2')} where c.id = $1`, [conversationId, readerId]);
  return row ?? null;
}

const DESK_WHERE: Record<ChatDeskTab, string> = {
  waiting: `c.status = ${ChatStatus.Waiting}`,
  mine: `c.status = ${ChatStatus.Open} and c.agent_id = $1`,
  open: `c.status = ${ChatStatus.Open}`,
  closed: `c.status = ${ChatStatus.Closed}`,
};

/** The agents' desk: customer-service conversations by tab, the longest-waiting first in the queue. */
export async function deskConversations(db: Queryable, agentId: number, tab: ChatDeskTab, page: { pageNum: number; pageSize: number }) {
  const where = `where c.kind = ${ChatKind.CustomerService} and ${DESK_WHERE[tab]}`;
  const order = tab === 'waiting' ? 'c.last_message_at asc nulls last, c.id' : 'c.last_message_at desc nulls last, c.id desc';
  const rows = await db.query<ConversationListRow>(`select ${LIST_COLUMNS('$1')} ${LIST_JOINS('$1')} ${where} order by ${order} limit $2 offset $3`, [
    agentId,
    page.pageSize,
    (page.pageNum - 1) * page.pageSize,
  ]);
  // $1 is named in every tab's count, so the one parameter always has its type
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from chat_conversation c ${where} and $1::int > 0`, [agentId]);
  return { rows, total: count?.total ?? 0 };
}

export async function deskCounts(db: Queryable, agentId: number): Promise<Record<ChatDeskTab, number>> {
  const [row] = await db.query<Record<ChatDeskTab, number>>(
    `select count(*) filter (where status = ${ChatStatus.Waiting})::int as waiting,
            count(*) filter (where status = ${ChatStatus.Open} and agent_id = $1)::int as mine,
            count(*) filter (where status = ${ChatStatus.Open})::int as open,
            count(*) filter (where status = ${ChatStatus.Closed})::int as closed
       from chat_conversation where kind = ${ChatKind.CustomerService}`,
    [agentId],
  );
  return row ?? { waiting: 0, mine: 0, open: 0, closed: 0 };
}

// ---- chat tokens ----
export async function insertChatToken(db: Queryable, input: { tokenHash: string; userId: number; sessionId: number; ttlSeconds: number }): Promise<number> {
  const [row] = await db.query<{ expires: number }>(
    `insert into chat_token (token_hash, user_id, session_id, expires_at)
     select $1, $2, s.id, least(s.expires_at, now() + make_interval(secs => $4)) from user_session s where s.id = $3
     returning extract(epoch from expires_at)::bigint as expires`,
    [input.tokenHash, input.userId, input.sessionId, input.ttlSeconds],
  );
  return row?.expires ?? 0;
}

/** The person a chat token stands for and the session it was issued to, while the token and its session are both alive. */
export async function chatTokenUser(db: Queryable, tokenHash: string): Promise<{ userId: number; roles: number[]; sessionId: number } | null> {
  const [row] = await db.query<{ userId: number; roles: number[] | null; sessionId: number }>(
    `select t.user_id as "userId", t.session_id as "sessionId", array(select r.role_id::int from user_role r where r.user_id = t.user_id order by r.role_id) as roles
       from chat_token t join user_session s on s.id = t.session_id
      where t.token_hash = $1 and t.expires_at > now() and s.revoked_at is null and s.expires_at > now() and not s.second_auth_pending`,
    [tokenHash],
  );
  return row ? { userId: row.userId, roles: row.roles ?? [], sessionId: row.sessionId } : null;
}

export async function purgeExpiredChatTokens(db: Queryable): Promise<void> {
  await db.query(`delete from chat_token where expires_at < now() - interval '1 day'`);
}

export async function usernameOf(db: Queryable, userId: number): Promise<{ username: string; email: string } | null> {
  const [row] = await db.query<{ username: string; email: string }>('select username, email from app_user where id = $1', [userId]);
  return row ?? null;
}

export async function buyerCard(db: Queryable, userId: number): Promise<{ id: number; name: string; avatar: string | null; email: string } | null> {
  const [row] = await db.query<{ id: number; name: string; avatar: string | null; email: string }>(
    `select id, coalesce(nullif(nickname, ''), username) as name, icon as avatar, email from app_user where id = $1`,
    [userId],
  );
  return row ?? null;
}

/** The account behind a goods owner's shop (null: the shop has none, so it cannot chat). */
export async function goodsOwnerAccount(db: Queryable, ownerId: number): Promise<{ userId: number | null } | null> {
  const [row] = await db.query<{ userId: number | null }>('select user_id as "userId" from goods_owner where id = $1', [ownerId]);
  return row ?? null;
}
