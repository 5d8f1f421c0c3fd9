import { useQuery } from '@tanstack/react-query';
import type { CaptchaImageResult } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';

export function fetchCaptchaImage(): Promise<CaptchaImageResult> {
  return api.post(ApiPath.user.captchaImage, {}, { loading: false });
}

/** The picture code for e-mail sign-in; fetched fresh on every mount and again when it expires. */
export function useCaptchaImage() {
  return useQuery({
    queryKey: ['auth', 'captchaImage'],
    queryFn: fetchCaptchaImage,
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (query.state.data ? query.state.data.expiresIn * 1000 : false),
  });
}
