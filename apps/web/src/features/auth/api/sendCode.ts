import { useMutation } from '@tanstack/react-query';
import type { SendCodeResult, SendEmailCodeBody, SendPhoneCodeBody } from '@clearlot/contract';
import { api } from '../../../shared/http/client';
import { USER_SERVICE } from './paths';

/** Failures are placed on the form by the caller, so the global warning is off. */
export function sendEmailCode(body: SendEmailCodeBody): Promise<SendCodeResult> {
  return api.post<SendCodeResult>(`${USER_SERVICE}/captcha/sendEmailCode`, body, { notify: false });
}

export function sendPhoneCode(body: SendPhoneCodeBody): Promise<SendCodeResult> {
  return api.post<SendCodeResult>(`${USER_SERVICE}/captcha/sendPhoneCode`, body, { notify: false });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
