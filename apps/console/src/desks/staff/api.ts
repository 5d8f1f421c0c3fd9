/**
 * The staff desk through the user service (issue 34 item 1): staff accounts and an administrator's moves (create, set
 * roles, deactivate, reactivate). A move refreshes every staff query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { CreateStaffBody, SetStaffRolesBody, StaffListBody } from '@clearlot/contract/schemas/operations';
import { api } from '@clearlot/browser/http/client';

export const STAFF_PAGE_SIZE = 20;

const staffKeys = {
  all: ['staff'] as const,
  list: (body: StaffListBody) => ['staff', 'list', body] as const,
};

export function useStaff(body: StaffListBody) {
  return useQuery({ queryKey: staffKeys.list(body), queryFn: () => api.post(ApiPath.user.staffList, body, { loading: false }), placeholderData: keepPreviousData });
}

function useStaffMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }) });
}

export const useCreateStaff = () => useStaffMutation((body: CreateStaffBody) => api.post(ApiPath.user.staffCreate, body));
export const useSetStaffRoles = () => useStaffMutation((body: SetStaffRolesBody) => api.post(ApiPath.user.staffSetRoles, body));
export const useStaffStanding = (move: 'deactivate' | 'reactivate') =>
  useStaffMutation((userId: number) => api.post(move === 'deactivate' ? ApiPath.user.staffDeactivate : ApiPath.user.staffReactivate, { userId }));
