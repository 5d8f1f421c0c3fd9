import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateNicknameBody, UserProfile } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ApiBody } from '@clearlot/contract/api/types';
import { api } from '../../../shared/http/client';
import { loadUserInfo } from '../../../shared/session/session';

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

type ProfileChangePath = typeof ApiPath.user.updateEmail | typeof ApiPath.user.updatePhone | typeof ApiPath.user.updateName | typeof ApiPath.user.updateAvatar;

/**
 * A change to the profile (new e-mail or phone with its code, name, avatar): resolves to the profile
 * as it now is, which replaces the cached one; failures are placed by the form, unshown here.
 */
export function useProfileChange<P extends ProfileChangePath>(path: P) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<P>) => (api.post as (to: P, sent: ApiBody<P>, options: { notify: false }) => Promise<UserProfile>)(path, body, { notify: false }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // the header's name, avatar and e-mail come from the session's user
      void loadUserInfo();
      return queryClient.invalidateQueries({ queryKey: ['account'] });
    },
  });
}
