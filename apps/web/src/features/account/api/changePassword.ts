import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

/** ModifyPwd: failures reject with the ApiError, unshown (the form places them). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody): Promise<null> => api.post(ApiPath.user.changePassword, body, { notify: false }),
  });
}
