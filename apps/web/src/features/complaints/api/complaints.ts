/**
 * The buyer's complaints through the order service (rules/complaints.ts): what the buyer can complain
 * about, filing, the list and detail, follow-up and withdrawal. A move refreshes every complaints query.
 * Customer service's desk is in the console (apps/console/src/desks/complaints).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ComplaintTab } from '@clearlot/contract/rules/complaints';
import type { ComplaintDetail, ComplaintPage, ComplaintTargets, FileComplaintInput, FollowUpComplaintInput } from '@clearlot/contract/schemas/complaints';
import { api } from '../../../shared/http/client';

export const COMPLAINT_PAGE_SIZE = 10;

const complaintKeys = {
  all: ['complaints'] as const,
  targets: ['complaints', 'targets'] as const,
  list: (tab: ComplaintTab, keyword: string, pageNum: number) => ['complaints', 'list', tab, keyword, pageNum] as const,
  detail: (complaintNo: string) => ['complaints', 'detail', complaintNo] as const,
};

export function useComplaintTargets() {
  return useQuery({
    queryKey: complaintKeys.targets,
    queryFn: (): Promise<ComplaintTargets> => api.post(ApiPath.order.complaintTargets, {}, { loading: false }),
  });
}

export function useComplaintList(tab: ComplaintTab, keyword: string, pageNum: number) {
  return useQuery({
    queryKey: complaintKeys.list(tab, keyword, pageNum),
    queryFn: (): Promise<ComplaintPage> => api.post(ApiPath.order.complaints, { tab, keyword, pageNum, pageSize: COMPLAINT_PAGE_SIZE }, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

export function useComplaintDetail(complaintNo: string) {
  return useQuery({
    queryKey: complaintKeys.detail(complaintNo),
    queryFn: (): Promise<ComplaintDetail> => api.post(ApiPath.order.complaintDetail, { complaintNo }, { loading: false, notify: false }),
    enabled: complaintNo !== '',
    retry: false,
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: complaintKeys.all });
}

/** Filing and following up: the forms place a failure themselves (on its field or above the form). */
export function useFileComplaint() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: FileComplaintInput) => api.post(ApiPath.order.fileComplaint, body, { notify: false }), onSettled: refresh });
}

export function useFollowUpComplaint() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (body: FollowUpComplaintInput) => api.post(ApiPath.order.followUpComplaint, body, { notify: false }), onSettled: refresh });
}

export function useWithdrawComplaint() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (complaintNo: string) => api.post(ApiPath.order.withdrawComplaint, { complaintNo }), onSettled: refresh });
}
