import { useQuery } from '@tanstack/react-query';
import type { CardPaymentConfig } from '@clearlot/contract';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { checkoutKeys } from './queryKeys';

/**
 * Which card provider the server uses (issue 35): 'stripe' (Stripe's Payment Element), 'sandbox'
 * (our own test card form) or 'none' (no card option). It changes only with the server's
 * configuration, so it is read once per visit. Asked here rather than through
 * @clearlot/browser/payment/cardPayment, whose Stripe helpers belong to the lazily loaded Stripe form
 * (a module both import would be bundled with the payment page).
 */
export function useCardProvider() {
  return useQuery({
    queryKey: checkoutKeys.cardProvider,
    queryFn: (): Promise<CardPaymentConfig> => api.post(ApiPath.payment.cardPaymentConfig, {}, { loading: false, notify: false }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
