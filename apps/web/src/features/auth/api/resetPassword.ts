import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { USER_SERVICE } from './paths';

export function checkCodeAndResetPassword(body: ResetPasswordBody): Promise<unknown> {
  return api.post<unknown>(`${USER_SERVICE}/buyer/checkCodeAndResetPassword`, body, { notify: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: checkCodeAndResetPassword });
}
