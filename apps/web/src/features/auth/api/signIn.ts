import { useMutation } from '@tanstack/react-query';
import type { EmailPasswordLoginBody, LoginResult, PhoneCaptchaLoginBody } from '@clearlot/contract';
import { api, request } from '../../../shared/http/client';
import { USER_SERVICE } from './paths';

export function emailPasswordLogin(body: EmailPasswordLoginBody): Promise<LoginResult> {
  return api.post<LoginResult>(`${USER_SERVICE}/buyer/emailPasswordLogin`, body, { notify: false });
}

export function phoneCaptchaLogin(body: PhoneCaptchaLoginBody): Promise<LoginResult> {
  return api.post<LoginResult>(`${USER_SERVICE}/buyer/phoneCaptchaLogin`, body, { notify: false });
}

export interface SecondAuthVariables {
  code: string;
  /** the token from the first step; the client hides it while needToken=true, so it is sent here */
  pendingToken: string;
}

export function secondAuth({ code, pendingToken }: SecondAuthVariables): Promise<LoginResult> {
  return request<LoginResult>('POST', `${USER_SERVICE}/buyer/secondAuth`, {
    body: { code },
    headers: { Authorization: `Bearer ${pendingToken}` },
    notify: false,
  });
}

export function useEmailPasswordLogin() {
  return useMutation({ mutationFn: emailPasswordLogin });
}

export function usePhoneCaptchaLogin() {
  return useMutation({ mutationFn: phoneCaptchaLogin });
}

export function useSecondAuth() {
  return useMutation({ mutationFn: secondAuth });
}
