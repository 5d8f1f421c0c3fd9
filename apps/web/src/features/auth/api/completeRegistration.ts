import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteRegistrationBody, UserInfo } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { USER_SERVICE } from './paths';

export function completeRegistration(body: CompleteRegistrationBody): Promise<UserInfo> {
  return api.post<UserInfo>(`${USER_SERVICE}/buyer/completeRegistration`, body, { notify: false });
}

/** Completing the profile changes what the account pages show, so their queries are refreshed. */
export function useCompleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
