import { useMutation } from '@tanstack/react-query';
import type { CheckUniqueBody, CheckUniqueResult, RegisterBody, RegisterResult } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { USER_SERVICE } from './paths';

export function register(body: RegisterBody): Promise<RegisterResult> {
  return api.post<RegisterResult>(`${USER_SERVICE}/buyer/register`, body, { notify: false });
}

/** Asked on blur; quiet (no spinner, no toast) because the form shows the answer itself. */
export function checkUnique(body: CheckUniqueBody): Promise<CheckUniqueResult> {
  return api.post<CheckUniqueResult>(`${USER_SERVICE}/buyer/checkUnique`, body, { loading: false, notify: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
