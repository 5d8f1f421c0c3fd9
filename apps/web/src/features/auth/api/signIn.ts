import { useMutation } from '@tanstack/react-query';
import type { EmailPasswordLoginBody, LoginResult, PhoneCaptchaLoginBody } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

export function emailPasswordLogin(body: EmailPasswordLoginBody): Promise<LoginResult> {
  return api.post(ApiPath.user.emailPasswordLogin, body, { notify: false });
}

export function phoneCaptchaLogin(body: PhoneCaptchaLoginBody): Promise<LoginResult> {
  return api.post(ApiPath.user.phoneCaptchaLogin, body, { notify: false });
}

export interface SecondAuthVariables {
  code: string;
  /** the token from the first step; the client hides it while needToken=true, so it is sent here */
  pendingToken: string;
}

export function secondAuth({ code, pendingToken }: SecondAuthVariables): Promise<LoginResult> {
  return api.post(ApiPath.user.secondAuth, { code }, { headers: { Authorization: `Bearer ${pendingToken}` }, notify: false });
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
