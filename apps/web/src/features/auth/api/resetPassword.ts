import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

export function checkCodeAndResetPassword(body: ResetPasswordBody): Promise<null> {
  return api.post(ApiPath.user.resetPassword, body, { notify: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: checkCodeAndResetPassword });
}
