/**
 * Chat calls through the message service (issue 12; docs/product.md §7 chat): conversations (500 a
 * page), opening one with customer service or a goods owner, history, sending by HTTP when the socket
 * is down (same nonce, lands once), the agent's desk, and translation. A conversation fetch that fails
 * is retried every 2 s, at most 5 times (§4).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import { CHAT_FETCH_RETRY_MS, CHAT_PAGE_SIZE, CHAT_RECONNECT_ATTEMPTS, type ChatDeskTab } from '@clearlot/contract/rules/chat';
import type { ChatConversation, ChatMessageList, OpenChatBody, SendChatBody, Translation } from '@clearlot/contract/schemas/chat';
import type { ChatMessageView } from '@clearlot/contract/rules/chat';
import type { TranslateLanguage } from '@clearlot/contract/rules/chat';
import { api } from '../../../shared/http/client';

export const chatKeys = {
  all: ['chat'] as const,
  conversations: ['chat', 'conversations'] as const,
  conversation: (id: number) => ['chat', 'conversation', id] as const,
  desk: (tab: ChatDeskTab, pageNum: number) => ['chat', 'desk', tab, pageNum] as const,
  deskCounts: ['chat', 'desk', 'counts'] as const,
  buyerOrders: (id: number) => ['chat', 'buyerOrders', id] as const,
};

const fetchRetry = { retry: CHAT_RECONNECT_ATTEMPTS, retryDelay: CHAT_FETCH_RETRY_MS } as const;

export function useConversations(enabled = true) {
  return useQuery({
    queryKey: chatKeys.conversations,
    queryFn: () => api.post(ApiPath.message.chatConversations, { pageNum: 1, pageSize: CHAT_PAGE_SIZE }, { loading: false, notify: false }),
    staleTime: 0,
    enabled,
    ...fetchRetry,
  });
}

export function useConversation(id: number | null) {
  return useQuery({
    queryKey: chatKeys.conversation(id ?? 0),
    queryFn: (): Promise<ChatConversation> => api.post(ApiPath.message.chatConversation, { conversationId: id! }, { loading: false, notify: false }),
    enabled: id !== null,
    staleTime: 0,
    ...fetchRetry,
  });
}

export function openConversation(body: OpenChatBody): Promise<ChatConversation> {
  return api.post(ApiPath.message.openChat, body, { loading: false });
}

export function fetchMessages(conversationId: number, range: { afterSeq?: number; beforeSeq?: number } = {}): Promise<ChatMessageList> {
  return api.post(ApiPath.message.chatMessages, { conversationId, pageSize: CHAT_PAGE_SIZE, ...range }, { loading: false, notify: false });
}

export function sendByHttp(body: SendChatBody): Promise<ChatMessageView> {
  return api.post(ApiPath.message.sendChat, body, { loading: false, notify: false });
}

export function markReadByHttp(conversationId: number, seq: number) {
  return api.post(ApiPath.message.readChat, { conversationId, seq }, { loading: false, notify: false });
}

/** docs/product.md §7/§8: the translation, or an error whose message the page shows beside the original. */
export function translateText(query: string, to: TranslateLanguage): Promise<Translation> {
  return api.post(ApiPath.thirdParty.translate, { query, to }, { loading: false, notify: false });
}

/** GET common/common/IM with imType=1: customer service's hours and whether it is at work now. */
export function useServiceHours(enabled: boolean) {
  return useQuery({
    queryKey: ['chat', 'settings', 'service'],
    queryFn: () => api.get(ApiPath.message.chatSettings, { query: { imType: '1' }, loading: false, notify: false }),
    enabled,
    staleTime: 60_000,
  });
}

// ---- the agent's desk ----
export function useDeskList(tab: ChatDeskTab, pageNum: number) {
  return useQuery({
    queryKey: chatKeys.desk(tab, pageNum),
    queryFn: () => api.post(ApiPath.message.chatDesk, { tab, pageNum, pageSize: 20 }, { loading: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useDeskCounts() {
  return useQuery({ queryKey: chatKeys.deskCounts, queryFn: () => api.post(ApiPath.message.chatDeskCounts, {}, { loading: false }), staleTime: 0 });
}

export function useBuyerOrders(conversationId: number | null) {
  return useQuery({
    queryKey: chatKeys.buyerOrders(conversationId ?? 0),
    queryFn: () => api.post(ApiPath.message.chatBuyerOrders, { conversationId: conversationId! }, { loading: false, notify: false }),
    enabled: conversationId !== null,
  });
}

export function useDeskAction(action: 'take' | 'close') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => api.post(action === 'take' ? ApiPath.message.takeChat : ApiPath.message.closeChat, { conversationId }),
    onSuccess: (conversation) => {
      client.setQueryData(chatKeys.conversation(conversation.id), conversation);
      void client.invalidateQueries({ queryKey: chatKeys.all });
    },
  });
}
