/**
 * Account closure calls (docs/product.md §4 steps, §7 /buyer/cancel). Every step's answer depends on
 * the code typed, so they are mutations, not cached queries; refusals reject with the ApiError
 * unshown (the page places them).
 */
import { useMutation } from '@tanstack/react-query';
import type { CloseAccountBody, ClosureCheck, ClosureDelistResult, ClosureStart } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

export const sendClosureCode = (): Promise<ClosureStart> => api.post(ApiPath.user.closureSendCode, {}, { notify: false });

export function useClosureCheck() {
  return useMutation({
    mutationFn: (code: string): Promise<ClosureCheck> => api.post(ApiPath.user.closureCheck, { code }, { notify: false }),
  });
}

export function useDelistForClosure() {
  return useMutation({
    mutationFn: (code: string): Promise<ClosureDelistResult> => api.post(ApiPath.user.closureDelistProducts, { code }, { notify: false }),
  });
}

export function useCloseAccount() {
  return useMutation({
    mutationFn: (body: CloseAccountBody): Promise<null> => api.post(ApiPath.user.closeAccount, body, { notify: false }),
  });
}
