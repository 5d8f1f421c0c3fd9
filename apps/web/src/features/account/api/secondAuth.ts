import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondAuthSetupResult, SecondAuthStatus, UpdateSecondAuthButtonBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { profileQueryKey } from './profile';

export const secondAuthStatusQueryKey = ['account', 'secondAuthStatus'] as const;

export function fetchSecondAuthStatus(): Promise<SecondAuthStatus> {
  return api.post(ApiPath.user.secondAuthStatus, {}, { loading: false });
}

export const secondAuthStatusQueryOptions = queryOptions({
  queryKey: secondAuthStatusQueryKey,
  queryFn: fetchSecondAuthStatus,
});

export function useSecondAuthStatus() {
  return useQuery(secondAuthStatusQueryOptions);
}

/** A new secret and QR code; two-step verification stays off until a code from the app confirms it. */
export function setUpSecondAuth(): Promise<SecondAuthSetupResult> {
  return api.post(ApiPath.user.secondAuthSetup, {});
}

export function useSetUpSecondAuth() {
  return useMutation({ mutationFn: setUpSecondAuth });
}

export function updateSecondAuthButton(body: UpdateSecondAuthButtonBody): Promise<SecondAuthStatus> {
  return api.post(ApiPath.user.updateSecondAuthButton, body, { notify: false });
}

export function useUpdateSecondAuthButton() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecondAuthButton,
    onSuccess: (status) => {
      queryClient.setQueryData(secondAuthStatusQueryKey, status);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
