import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from '../../../shared/router';
import { paths } from '../../../shared/paths';
import type { PaymentFailureKind } from '../model/paymentFailure';

/**
 * What the page does after a pay call, whichever form made it: paid (or found paid) → the
 * done page, with every cached balance, order list and count marked out of date; closed or a
 * changed amount → read the trade again (the page then shows the closed state or the new amount).
 */
export function usePaymentOutcome(tradeNo: string, refetchTrade: () => void) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const paid = useCallback(() => {
    void navigate(paths.payDone.getHref(tradeNo), { replace: true });
    void queryClient.invalidateQueries();
  }, [navigate, queryClient, tradeNo]);

  /** Handles the kinds that change the page; true when the form has nothing more to show. */
  const failed = useCallback(
    (kind: PaymentFailureKind): boolean => {
      switch (kind) {
        case 'alreadyPaid':
          paid();
          return true;
        case 'closed':
          refetchTrade();
          return true;
        case 'amountChanged':
          refetchTrade();
          return false;
        case 'shown':
          return true;
        case 'noAnswer':
        case 'validation':
        case 'refused':
          return false;
      }
    },
    [paid, refetchTrade],
  );

  return { paid, failed };
}
