/**
 * Complaints through the order service (rules/complaints.ts): what the buyer can complain about,
 * filing, the buyer's and the desk's lists and detail, and every move. A move refreshes every
 * complaints query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ComplaintTab } from '@clearlot/contract/rules/complaints';
import type { ComplaintDetail, ComplaintPage, ComplaintTargets, FileComplaintInput, FollowUpComplaintInput } from '@clearlot/contract/schemas/complaints';
import { api } from '../../../shared/http/client';

/** The buyer's pages read their own complaints; the agent's desk reads everyone's. */
export type ComplaintDesk = 'buyer' | 'agent';

export const COMPLAINT_PAGE_SIZE = 10;

const complaintKeys = {
  all: ['complaints'] as const,
  targets: ['complaints', 'targets'] as const,
  list: (desk: ComplaintDesk, tab: ComplaintTab, keyword: string, pageNum: number) => ['complaints', desk, 'list', tab, keyword, pageNum] as const,
  detail: (desk: ComplaintDesk, complaintNo: string) => ['complaints', desk, 'detail', complaintNo] as const,
};

export function useComplaintTargets() {
  return useQuery({
    queryKey: complaintKeys.targets,
    queryFn: (): Promise<ComplaintTargets> => api.post(ApiPath.order.complaintTargets, {}, { loading: false }),
  });
}

export function useComplaintList(desk: ComplaintDesk, tab: ComplaintTab, keyword: string, pageNum: number) {
  return useQuery({
    queryKey: complaintKeys.list(desk, tab, keyword, pageNum),
    queryFn: (): Promise<ComplaintPage> =>
      api.post(desk === 'agent' ? ApiPath.order.deskComplaints : ApiPath.order.complaints, { tab, keyword, pageNum, pageSize: COMPLAINT_PAGE_SIZE }, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useComplaintDetail(desk: ComplaintDesk, complaintNo: string) {
  return useQuery({
    queryKey: complaintKeys.detail(desk, complaintNo),
    queryFn: (): Promise<ComplaintDetail> =>
      api.post(desk === 'agent' ? ApiPath.order.deskComplaintDetail : ApiPath.order.complaintDetail, { complaintNo }, { loading: false, notify: false }),
    enabled: complaintNo !== '',
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: complaintKeys.all });
}

export function useFileComplaint() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: FileComplaintInput) => api.post(ApiPath.order.fileComplaint, body), onSettled: refresh });
}

export function useFollowUpComplaint() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: FollowUpComplaintInput) => api.post(ApiPath.order.followUpComplaint, body), onSettled: refresh });
}

export function useWithdrawComplaint() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (complaintNo: string) => api.post(ApiPath.order.withdrawComplaint, { complaintNo }), onSettled: refresh });
}

/** The agent answers (the buyer may reply) or closes with the resolution. */
export function useAgentMove(move: 'answer' | 'close') {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { complaintNo: string; text: string }) => api.post(move === 'answer' ? ApiPath.order.answerComplaint : ApiPath.order.closeComplaint, body),
    onSettled: refresh,
  });
}
