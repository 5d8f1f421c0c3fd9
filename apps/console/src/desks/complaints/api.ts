/**
 * Customer service's complaints desk through the order service (rules/complaints.ts): every buyer's
 * complaints by tab (searchable by complaint or order number), one complaint with its history, and the
 * agent's two moves, answer and close. A move refreshes every complaints query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ComplaintTab } from '@clearlot/contract/rules/complaints';
import type { ComplaintDetail, ComplaintPage } from '@clearlot/contract/schemas/complaints';
import { api } from '@clearlot/browser/http/client';

export const COMPLAINT_PAGE_SIZE = 10;

const complaintKeys = {
  all: ['complaints'] as const,
  list: (tab: ComplaintTab, keyword: string, pageNum: number) => ['complaints', 'desk', 'list', tab, keyword, pageNum] as const,
  detail: (complaintNo: string) => ['complaints', 'desk', 'detail', complaintNo] as const,
};

export function useDeskComplaints(tab: ComplaintTab, keyword: string, pageNum: number) {
  return useQuery({
    queryKey: complaintKeys.list(tab, keyword, pageNum),
    queryFn: (): Promise<ComplaintPage> => api.post(ApiPath.order.deskComplaints, { tab, keyword, pageNum, pageSize: COMPLAINT_PAGE_SIZE }, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useDeskComplaint(complaintNo: string) {
  return useQuery({
    queryKey: complaintKeys.detail(complaintNo),
    queryFn: (): Promise<ComplaintDetail> => api.post(ApiPath.order.deskComplaintDetail, { complaintNo }, { loading: false, notify: false }),
    enabled: complaintNo !== '',
    retry: false,
  });
}

/** The agent answers (the buyer is e-mailed and may reply) or closes the complaint with its resolution. */
export function useAgentMove(move: 'answer' | 'close') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { complaintNo: string; text: string }) => api.post(move === 'answer' ? ApiPath.order.answerComplaint : ApiPath.order.closeComplaint, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: complaintKeys.all }),
  });
}
