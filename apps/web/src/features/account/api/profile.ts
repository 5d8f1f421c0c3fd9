import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateNicknameBody, UserProfile } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { USER_SERVICE } from './paths';

/** Every account query lives under ['account'], so completing a profile elsewhere can refresh them all. */
export const profileQueryKey = ['account', 'profile'] as const;

export function fetchProfile(): Promise<UserProfile> {
  return api.post<UserProfile>(`${USER_SERVICE}/buyer/selectOne`, {}, { loading: false });
}

export const profileQueryOptions = queryOptions({ queryKey: profileQueryKey, queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}

export function updateNickname(body: UpdateNicknameBody): Promise<unknown> {
  return api.post<unknown>(`${USER_SERVICE}/buyer/updateNickname`, body, { notify: false });
}

export function useUpdateNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNickname,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
