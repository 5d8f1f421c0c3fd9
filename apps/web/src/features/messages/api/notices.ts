/**
 * The message centre (issue 12: /home/MsgList, /home/MsgDetail): my notices, one notice (the server
 * marks it read), all read. The header's unread figure follows from the socket; after a change made
 * here it is read again at once.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { NoticeListInput } from '@clearlot/contract/schemas/chat';
import { api } from '../../../shared/http/client';
import { chatConnection } from '../../../shared/realtime/chatConnection';

export const noticeKeys = {
  all: ['notices'] as const,
  list: (body: NoticeListInput) => ['notices', 'list', body] as const,
  detail: (id: number) => ['notices', 'detail', id] as const,
};

export function useNotices(body: NoticeListInput) {
  return useQuery({
    queryKey: noticeKeys.list(body),
    queryFn: () => api.post(ApiPath.message.notices, body, { loading: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useNotice(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: noticeKeys.detail(id),
    queryFn: async () => {
      const notice = await api.post(ApiPath.message.notice, { noticeId: id }, { loading: false, notify: false });
      void client.invalidateQueries({ queryKey: ['notices', 'list'] });
      void chatConnection.refreshUnread();
      return notice;
    },
    enabled: id > 0,
    retry: false,
  });
}

export function useReadAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(ApiPath.message.readAllNotices, {}),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: noticeKeys.all });
      void chatConnection.refreshUnread();
    },
  });
}
