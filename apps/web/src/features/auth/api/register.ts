import { useMutation } from '@tanstack/react-query';
import type { CheckUniqueBody, CheckUniqueResult, RegisterBody, RegisterResult } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

export function register(body: RegisterBody): Promise<RegisterResult> {
  return api.post(ApiPath.user.register, body, { notify: false });
}

/** Asked on blur; quiet (no spinner, no toast) because the form shows the answer itself. */
export function checkUnique(body: CheckUniqueBody): Promise<CheckUniqueResult> {
  return api.post(ApiPath.user.checkUnique, body, { loading: false, notify: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
