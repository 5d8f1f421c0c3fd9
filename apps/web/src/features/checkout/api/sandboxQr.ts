import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SandboxQrConfirmBody, SandboxQrView } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { checkoutKeys } from './queryKeys';

/**
 * The sandbox wallet page a phone opens from the QR code. No sign-in: the token is the
 * capability, so a phone that holds an old session must not be sent to the sign-in dialog.
 */
const SANDBOX_OPTIONS = { loading: false, notify: false, signInPrompt: false } as const;

export function fetchSandboxQr(token: string): Promise<SandboxQrView> {
  return api.post(ApiPath.payment.sandboxQr, { token }, SANDBOX_OPTIONS);
}

export function confirmSandboxQr(body: SandboxQrConfirmBody): Promise<SandboxQrView> {
  return api.post(ApiPath.payment.confirmSandboxQr, body, SANDBOX_OPTIONS);
}

export function useSandboxQr(token: string | null) {
  return useQuery({
    queryKey: checkoutKeys.sandboxQr(token ?? ''),
    queryFn: () => fetchSandboxQr(token ?? ''),
    enabled: token !== null,
    staleTime: 0,
    retry: false,
  });
}

/** Confirm or decline; the answer replaces the shown view. */
export function useConfirmSandboxQr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSandboxQr,
    onSuccess: (view, body) => queryClient.setQueryData(checkoutKeys.sandboxQr(body.token), view),
  });
}
