import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteRegistrationBody, UserInfo } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

export function completeRegistration(body: CompleteRegistrationBody): Promise<UserInfo> {
  return api.post(ApiPath.user.completeRegistration, body, { notify: false });
}

/** Completing the profile changes what the account pages show, so their queries are refreshed. */
export function useCompleteRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRegistration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account'] }),
  });
}
