/**
 * The chat desks' queries (issue 12, issue 32) over the calls shared with the storefront
 * (@clearlot/browser/chat/api): the goods owner's inbox (the conversations buyers opened with their shop),
 * customer service's desk by tab with its counts, one conversation, the buyer's recent orders beside it, and the
 * agent's take and close. A move refreshes every chat query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_FETCH_RETRY_MS, CHAT_RECONNECT_ATTEMPTS, type ChatDeskTab } from '@clearlot/contract/rules/chat';
import { chatKeys, listConversations, listDesk, moveDeskConversation, readBuyerOrders, readConversation, readDeskCounts } from '@clearlot/browser/chat/api';

const fetchRetry = { retry: CHAT_RECONNECT_ATTEMPTS, retryDelay: CHAT_FETCH_RETRY_MS } as const;

export function useInbox() {
  return useQuery({ queryKey: chatKeys.conversations('owner'), queryFn: () => listConversations('owner'), staleTime: 0, ...fetchRetry });
}

export function useConversation(id: number | null) {
  return useQuery({ queryKey: chatKeys.conversation(id ?? 0), queryFn: () => readConversation(id!), enabled: id !== null, staleTime: 0, ...fetchRetry });
}

export function useDeskList(tab: ChatDeskTab, pageNum: number) {
  return useQuery({ queryKey: chatKeys.deskList(tab, pageNum), queryFn: () => listDesk(tab, pageNum), placeholderData: keepPreviousData, staleTime: 0 });
}

export function useDeskCounts() {
  return useQuery({ queryKey: chatKeys.deskCounts, queryFn: readDeskCounts, staleTime: 0 });
}

export function useBuyerOrders(conversationId: number) {
  return useQuery({ queryKey: chatKeys.buyerOrders(conversationId), queryFn: () => readBuyerOrders(conversationId) });
}

export function useDeskMove(move: 'take' | 'close') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) => moveDeskConversation(move, conversationId),
    onSuccess: (conversation) => {
      client.setQueryData(chatKeys.conversation(conversation.id), conversation);
      void client.invalidateQueries({ queryKey: chatKeys.all });
    },
  });
}
