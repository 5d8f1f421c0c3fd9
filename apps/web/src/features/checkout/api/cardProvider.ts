import { useQuery } from '@tanstack/react-query';
import { cardPaymentConfig } from '@clearlot/browser/payment/cardPayment';
import { checkoutKeys } from './queryKeys';

/**
 * Which card provider the server uses (issue 35): 'stripe' (Stripe's Payment Element), 'sandbox'
 * (our own test card form) or 'none' (no card option). It changes only with the server's
 * configuration, so it is read once per visit.
 */
export function useCardProvider() {
  return useQuery({ queryKey: checkoutKeys.cardProvider, queryFn: () => cardPaymentConfig({ notify: false }), staleTime: Infinity, gcTime: Infinity });
}
