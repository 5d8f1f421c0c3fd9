/**
 * Chat calls through the message service (issue 12; docs/product.md §7 chat), for the storefront's chat and the
 * console's desks alike: conversations (500 a page, one side of them or both), one conversation, opening one with
 * customer service or a goods owner, history, sending and read markers by HTTP while the socket is down (same
 * nonce, lands once), translation, customer service's hours, and the agent's desk. Plain calls: each app wraps
 * the ones it shows in its own queries, under these keys.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import { CHAT_PAGE_SIZE, type ChatDeskTab, type ChatMessageView, type TranslateLanguage } from '@clearlot/contract/rules/chat';
import type {
  ChatBuyerOrders,
  ChatConversation,
  ChatDeskCounts,
  ChatListSide,
  ChatMessageList,
  ChatSettings,
  OpenChatBody,
  SendChatBody,
  Translation,
  UnreadCounts,
} from '@clearlot/contract/schemas/chat';
import type { Page } from '@clearlot/contract/schemas/fields';
import { api } from '../http/client';

/** The agent's desk shows 20 conversations a page. */
export const CHAT_DESK_PAGE_SIZE = 20;

export const chatKeys = {
  all: ['chat'] as const,
  conversations: (side: ChatListSide | 'both') => ['chat', 'conversations', side] as const,
  conversationLists: ['chat', 'conversations'] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  desk: ['chat', 'desk'] as const,
  deskList: (tab: ChatDeskTab, pageNum: number) => ['chat', 'desk', tab, pageNum] as const,
  deskCounts: ['chat', 'desk', 'counts'] as const,
  buyerOrders: (id: number) => ['chat', 'buyerOrders', id] as const,
  serviceHours: ['chat', 'settings', 'service'] as const,
};

const quiet = { loading: false, notify: false } as const;

export function listConversations(side?: ChatListSide): Promise<Page<ChatConversation>> {
  return api.post(ApiPath.message.chatConversations, { pageNum: 1, pageSize: CHAT_PAGE_SIZE, ...(side ? { side } : {}) }, quiet);
}

export function readConversation(conversationId: number): Promise<ChatConversation> {
  return api.post(ApiPath.message.chatConversation, { conversationId }, quiet);
}

export function openConversation(body: OpenChatBody): Promise<ChatConversation> {
  return api.post(ApiPath.message.openChat, body, { loading: false });
}

export function fetchMessages(conversationId: number, range: { afterSeq?: number; beforeSeq?: number } = {}): Promise<ChatMessageList> {
  return api.post(ApiPath.message.chatMessages, { conversationId, pageSize: CHAT_PAGE_SIZE, ...range }, quiet);
}

export function sendByHttp(body: SendChatBody): Promise<ChatMessageView> {
  return api.post(ApiPath.message.sendChat, body, quiet);
}

export function markReadByHttp(conversationId: number, seq: number): Promise<UnreadCounts> {
  return api.post(ApiPath.message.readChat, { conversationId, seq }, quiet);
}

/** docs/product.md §7/§8: the translation, or an error whose message the page shows beside the original. */
export function translateText(query: string, to: TranslateLanguage): Promise<Translation> {
  return api.post(ApiPath.thirdParty.translate, { query, to }, quiet);
}

/** GET common/common/IM with imType=1: customer service's hours and whether it is at work now. */
export function readServiceHours(): Promise<ChatSettings> {
  return api.get(ApiPath.message.chatSettings, { query: { imType: '1' }, ...quiet });
}

// ---- the customer-service agent's desk ----
export function listDesk(tab: ChatDeskTab, pageNum: number): Promise<Page<ChatConversation>> {
  return api.post(ApiPath.message.chatDesk, { tab, pageNum, pageSize: CHAT_DESK_PAGE_SIZE }, { loading: false });
}

export function readDeskCounts(): Promise<ChatDeskCounts> {
  return api.post(ApiPath.message.chatDeskCounts, {}, { loading: false });
}

export function readBuyerOrders(conversationId: number): Promise<ChatBuyerOrders> {
  return api.post(ApiPath.message.chatBuyerOrders, { conversationId }, quiet);
}

/** The agent takes a waiting conversation, or closes one; the conversation as it now is. */
export function moveDeskConversation(move: 'take' | 'close', conversationId: number): Promise<ChatConversation> {
  return api.post(move === 'take' ? ApiPath.message.takeChat : ApiPath.message.closeChat, { conversationId });
}
