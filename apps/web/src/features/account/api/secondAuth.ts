import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecondAuthSetupResult, SecondAuthStatus, UpdateSecondAuthButtonBody } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { profileQueryKey } from './profile';
import { USER_SERVICE } from './paths';

export const secondAuthStatusQueryKey = ['account', 'secondAuthStatus'] as const;

export function fetchSecondAuthStatus(): Promise<SecondAuthStatus> {
  return api.post<SecondAuthStatus>(`${USER_SERVICE}/userConfig/selectSecondAuthStatus`, {}, { loading: false });
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
  return api.post<SecondAuthSetupResult>(`${USER_SERVICE}/userConfig/secondAuthSetup`, {});
}

export function useSetUpSecondAuth() {
  return useMutation({ mutationFn: setUpSecondAuth });
}

export function updateSecondAuthButton(body: UpdateSecondAuthButtonBody): Promise<SecondAuthStatus> {
  return api.post<SecondAuthStatus>(`${USER_SERVICE}/userConfig/updateSecondAuthButton`, body, { notify: false });
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
