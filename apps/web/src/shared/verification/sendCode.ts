import { useMutation } from '@tanstack/react-query';
import type { SendCodeResult, SendEmailCodeBody, SendPhoneCodeBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../http/client';

/** Failures are placed on the form by the caller, so the global warning is off. */
export function sendEmailCode(body: SendEmailCodeBody): Promise<SendCodeResult> {
  return api.post(ApiPath.user.sendEmailCode, body, { notify: false });
}

export function sendPhoneCode(body: SendPhoneCodeBody): Promise<SendCodeResult> {
  return api.post(ApiPath.user.sendPhoneCode, body, { notify: false });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
