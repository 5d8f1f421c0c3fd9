/** Chat, message-centre and translation shapes (issue 12; docs/product.md §3 chat conversation, §7 chat and translate). */
import { z } from 'zod';
import {
  CHAT_DESK_TABS,
  CHAT_NONCE_PATTERN,
  CHAT_PAGE_SIZE,
  CHAT_TEXT_MAX,
  ChatKind,
  ChatMessageKind,
  ChatStatus,
  NoticeKind,
  TRANSLATE_LANGUAGES,
  TRANSLATE_TEXT_MAX,
} from '../rules/chat';
import { STORED_NAME_PATTERN } from './file';
import { codeOf, epochTime, integer, pageOf, rowId } from './fields';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
const Seq = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
const PageNum = z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1);
const pageSizeUpTo = (max: number, fallback: number) =>
  z.number({ error: 'wrongType' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(max, { error: 'invalidValue' }).default(fallback);

// ---- the chat token (docs/product.md §7 POST /im/getTokenByUsername {username}) ----
export const ChatTokenBody = z.object({ username: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }) }).strict();
export type ChatTokenBody = z.infer<typeof ChatTokenBody>;
/** docs/product.md §7: the data is the chat token itself. */
export const ChatToken = z.string();

/** GET common/common/IM: how the client reaches and paces the chat (docs/product.md §7, §9). */
/** `imType=1` (docs/product.md §2 /IM?imType=1) also asks for customer service's hours and whether it is at work now. */
export const ChatSettingsQuery = z.object({ imType: z.enum(['1'], { error: 'invalidValue' }).optional() }).strict();
export const ChatSettings = z
  .object({
    socketPath: z.string(),
    pageSize: integer(),
    cachePerPeer: integer(),
    cachePerGroup: integer(),
    textMax: integer(),
    /** whether a translation provider is configured (the translate action says so when not) */
    translation: z.boolean(),
    /** with imType=1: customer service's hours and whether it is at work now (messages outside them are answered the next working day) */
    service: z.object({ open: z.boolean(), hours: z.string(), hoursEn: z.string() }).strict().nullable(),
  })
  .strict();
export type ChatSettings = z.infer<typeof ChatSettings>;

// ---- conversations ----
export const ChatPeer = z.object({ id: rowId(), name: z.string(), avatar: z.string().nullable() }).strict();

export const ChatConversation = z
  .object({
    id: rowId(),
    kind: codeOf(ChatKind),
    /** docs/product.md §3 conversationType: 'groupChat' for customer service, 'peer' for a goods owner */
    conversationType: z.enum(['groupChat', 'peer']),
    status: codeOf(ChatStatus),
    /** who the reader talks to: customer service, the goods owner's shop, or (on a desk) the buyer */
    title: z.string(),
    buyer: ChatPeer,
    /** the goods owner (shop) of a goods-owner conversation */
    ownerId: rowId().nullable(),
    agentId: rowId().nullable(),
    lastSeq: integer(),
    lastMessage: z.string().nullable(),
    lastMessageAt: epochTime().nullable(),
    /** docs/product.md §3 unReadCount: messages from others after the reader's read marker */
    unReadCount: integer(),
    /** the reader's read marker (the seq read up to) */
    readSeq: integer(),
  })
  .strict();
export type ChatConversation = z.infer<typeof ChatConversation>;
export const ChatConversationPage = pageOf(ChatConversation);

/**
 * `side` narrows the list to one side of the reader's conversations: `buyer`, the ones they opened (with customer
 * service and goods owners: the storefront's chat page), or `owner`, the ones buyers opened with their shop (the
 * goods owner's inbox in the console). Left out, both, newest first.
 */
export const CHAT_LIST_SIDES = ['buyer', 'owner'] as const;
export type ChatListSide = (typeof CHAT_LIST_SIDES)[number];
export const ChatConversationsBody = z
  .object({ pageNum: PageNum, pageSize: pageSizeUpTo(CHAT_PAGE_SIZE, CHAT_PAGE_SIZE), side: z.enum(CHAT_LIST_SIDES, { error: 'invalidValue' }).optional() })
  .strict();
export type ChatConversationsBody = z.infer<typeof ChatConversationsBody>;

/** Open (or find) a conversation: with customer service, or with the goods owner of a shop. */
export const OpenChatBody = z.discriminatedUnion(
  'kind',
  [z.object({ kind: z.literal(ChatKind.CustomerService) }).strict(), z.object({ kind: z.literal(ChatKind.GoodsOwner), ownerId: Id }).strict()],
  { error: 'invalidValue' },
);
export type OpenChatBody = z.infer<typeof OpenChatBody>;

export const ConversationIdBody = z.object({ conversationId: Id }).strict();
export type ConversationIdBody = z.infer<typeof ConversationIdBody>;

// ---- messages ----
export const ChatMessage = z
  .object({
    id: rowId(),
    conversationId: rowId(),
    seq: integer(),
    senderId: rowId(),
    senderName: z.string(),
    senderRole: z.enum(['buyer', 'agent', 'owner', 'system']),
    kind: codeOf(ChatMessageKind),
    text: z.string(),
    image: z.string().nullable(),
    nonce: z.string().nullable(),
    createdAt: epochTime(),
  })
  .strict();
export type ChatMessage = z.infer<typeof ChatMessage>;
export const ChatMessageList = z.object({ list: z.array(ChatMessage), lastSeq: integer(), hasMore: z.boolean() }).strict();
export type ChatMessageList = z.infer<typeof ChatMessageList>;

/**
 * History: `afterSeq` reads forward from a seq (what a reconnecting client missed), `beforeSeq` reads
 * back (older pages); neither gives the newest page. At most 500 (docs/product.md §7).
 */
export const ChatMessagesBody = z
  .object({ conversationId: Id, afterSeq: Seq.optional(), beforeSeq: Seq.optional(), pageSize: pageSizeUpTo(CHAT_PAGE_SIZE, CHAT_PAGE_SIZE) })
  .strict()
  .refine((body) => body.afterSeq === undefined || body.beforeSeq === undefined, { error: 'invalidValue', path: ['beforeSeq'] });
export type ChatMessagesBody = z.infer<typeof ChatMessagesBody>;

export const ChatNonce = z.string({ error: 'required' }).regex(CHAT_NONCE_PATTERN, { error: 'invalidValue' });
/** A text or an image (the stored name of a photo the sender uploaded), landing once per nonce. */
export const SendChatBody = z
  .object({
    conversationId: Id,
    nonce: ChatNonce,
    text: z.string({ error: 'wrongType' }).max(CHAT_TEXT_MAX, { error: 'tooLong' }).optional(),
    image: z.string({ error: 'wrongType' }).regex(STORED_NAME_PATTERN, { error: 'invalidValue' }).optional(),
  })
  .strict();
export type SendChatBody = z.infer<typeof SendChatBody>;

export const ReadChatBody = z.object({ conversationId: Id, seq: Seq }).strict();
export type ReadChatBody = z.infer<typeof ReadChatBody>;

/** Unread figures for the header: chat messages and message-centre notices. */
export const UnreadCounts = z.object({ chat: integer(), notices: integer() }).strict();
export type UnreadCounts = z.infer<typeof UnreadCounts>;

// ---- the agent's desk and the goods owner's inbox ----
export const ChatDeskBody = z.object({ tab: z.enum(CHAT_DESK_TABS, { error: 'invalidValue' }).default('waiting'), pageNum: PageNum, pageSize: pageSizeUpTo(100, 20) }).strict();
export type ChatDeskBody = z.infer<typeof ChatDeskBody>;
export type ChatDeskInput = z.input<typeof ChatDeskBody>;
export const ChatDeskCounts = z.object({ waiting: integer(), mine: integer(), open: integer(), closed: integer() }).strict();
export type ChatDeskCounts = z.infer<typeof ChatDeskCounts>;

/** The buyer's recent orders beside a customer-service conversation. */
export const ChatBuyerOrder = z.object({ orderNo: z.string(), status: integer(), payable: integer(), createdAt: epochTime(), shopName: z.string(), itemCount: integer() }).strict();
export const ChatBuyerOrders = z.object({ buyer: ChatPeer, email: z.string(), orders: z.array(ChatBuyerOrder) }).strict();
export type ChatBuyerOrders = z.infer<typeof ChatBuyerOrders>;

// ---- the message centre (/home/MsgList, /home/MsgDetail) ----
export const Notice = z
  .object({
    id: rowId(),
    kind: codeOf(NoticeKind),
    title: z.string(),
    titleEn: z.string(),
    body: z.string(),
    bodyEn: z.string(),
    /** the in-app address of what it is about (an order, a return …), or null */
    link: z.string().nullable(),
    read: z.boolean(),
    createdAt: epochTime(),
  })
  .strict();
export type Notice = z.infer<typeof Notice>;
export const NoticePage = pageOf(Notice).extend({ unread: integer() }).strict();
export type NoticePage = z.infer<typeof NoticePage>;
export const NoticeListBody = z.object({ pageNum: PageNum, pageSize: pageSizeUpTo(50, 10), unreadOnly: z.boolean({ error: 'wrongType' }).default(false) }).strict();
export type NoticeListBody = z.infer<typeof NoticeListBody>;
export type NoticeListInput = z.input<typeof NoticeListBody>;
export const NoticeIdBody = z.object({ noticeId: Id }).strict();
export type NoticeIdBody = z.infer<typeof NoticeIdBody>;

// ---- translation (docs/product.md §7 POST srs-thirdparty-service/translate/baidu {query, to}) ----
export const TranslateBody = z
  .object({
    query: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(TRANSLATE_TEXT_MAX, { error: 'tooLong' }),
    to: z.enum(TRANSLATE_LANGUAGES, { error: 'invalidValue' }),
  })
  .strict();
export type TranslateBody = z.infer<typeof TranslateBody>;
/** docs/product.md §7: data holds the translation. */
export const Translation = z.object({ translation: z.string(), to: z.enum(TRANSLATE_LANGUAGES), provider: z.string(), cached: z.boolean() }).strict();
export type Translation = z.infer<typeof Translation>;
