/**
 * Customer service's seller-application review desk through the user service (issue 13): the queue of
 * seller and middle-man applications, one application with its documents, register checks and history,
 * the staff it can be assigned to, and the reviewer's moves (assign, approve, reject with reasons). A move
 * refreshes every application query of the desk.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ApplicationListBody } from '@clearlot/contract/schemas/applications';
import { api } from '@clearlot/browser/http/client';

export const APPLICATION_PAGE_SIZE = 20;

const applicationKeys = {
  all: ['applications'] as const,
  queue: (body: ApplicationListBody) => ['applications', 'desk', 'queue', body] as const,
  reviewed: (applicationNo: string) => ['applications', 'desk', 'reviewed', applicationNo] as const,
  staff: ['applications', 'desk', 'staff'] as const,
};

export function useApplicationQueue(body: ApplicationListBody) {
  return useQuery({
    queryKey: applicationKeys.queue(body),
    queryFn: () => api.post(ApiPath.user.reviewApplications, body, { loading: false }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useReviewedApplication(applicationNo: string) {
  return useQuery({
    queryKey: applicationKeys.reviewed(applicationNo),
    queryFn: () => api.post(ApiPath.user.reviewApplication, { applicationNo }, { loading: false, notify: false }),
    enabled: applicationNo !== '',
    retry: false,
    staleTime: 0,
  });
}

/** Platform staff an application can be assigned to (/platformUser/selectList). */
export function usePlatformUsers() {
  return useQuery({ queryKey: applicationKeys.staff, queryFn: () => api.post(ApiPath.user.platformUsers, {}, { loading: false }) });
}

function useDeskMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: applicationKeys.all }) });
}

export const useAssign = () => useDeskMutation((body: { applicationNo: string; assigneeUserId: number | null }) => api.post(ApiPath.user.assignApplication, body));
export const useApprove = () => useDeskMutation((applicationNo: string) => api.post(ApiPath.user.approveApplication, { applicationNo }));
export const useReject = () => useDeskMutation((body: { applicationNo: string; reason: string }) => api.post(ApiPath.user.rejectApplication, body));
