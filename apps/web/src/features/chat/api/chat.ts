/**
 * The buyer's chat queries (issue 12; docs/product.md §7 chat) over the calls shared with the console
 * (@clearlot/browser/chat/api): the conversations the buyer opened (with customer service and goods owners;
 * a goods owner's inbox is in the console), one conversation, and customer service's hours. A conversation
 * fetch that fails is retried every 2 s, at most 5 times (§4).
 */
import { useQuery } from '@tanstack/react-query';
import { CHAT_FETCH_RETRY_MS, CHAT_RECONNECT_ATTEMPTS } from '@clearlot/contract/rules/chat';
import { chatKeys, listConversations, readConversation, readServiceHours } from '@clearlot/browser/chat/api';

const fetchRetry = { retry: CHAT_RECONNECT_ATTEMPTS, retryDelay: CHAT_FETCH_RETRY_MS } as const;

export function useMyConversations(enabled = true) {
  return useQuery({ queryKey: chatKeys.conversations('buyer'), queryFn: () => listConversations('buyer'), staleTime: 0, enabled, ...fetchRetry });
}

export function useConversation(id: number | null) {
  return useQuery({ queryKey: chatKeys.conversation(id ?? 0), queryFn: () => readConversation(id!), enabled: id !== null, staleTime: 0, ...fetchRetry });
}

/** GET common/common/IM with imType=1: customer service's hours and whether it is at work now. */
export function useServiceHours(enabled: boolean) {
  return useQuery({ queryKey: chatKeys.serviceHours, queryFn: readServiceHours, enabled, staleTime: 60_000 });
}
