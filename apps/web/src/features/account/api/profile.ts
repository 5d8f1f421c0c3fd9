import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateNicknameBody, UserProfile } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** Every account query lives under ['account'], so completing a profile elsewhere can refresh them all. */
export const profileQueryKey = ['account', 'profile'] as const;

export function fetchProfile(): Promise<UserProfile> {
  return api.post(ApiPath.user.profile, {}, { loading: false });
}

export const profileQueryOptions = queryOptions({ queryKey: profileQueryKey, queryFn: fetchProfile });

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/** Resolves to the profile with the new nickname. */
export function updateNickname(body: UpdateNicknameBody): Promise<UserProfile> {
  return api.post(ApiPath.user.updateNickname, body, { notify: false });
}

export function useUpdateNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNickname,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
