import { useCallback, useRef } from 'react';
import { type PaymentFailureKind, paymentFailureKind } from '../model/paymentFailure';
import { usePaymentKey } from './usePaymentKey';
import type { usePaymentOutcome } from './usePaymentOutcome';

type Outcome = ReturnType<typeof usePaymentOutcome>;

/**
 * One pay form's tries, the same for every method: a double click sends once (the second click
 * arrives before the button shows it is busy), the payment key follows the details
 * (usePaymentKey), and paid / already paid / closed are handled for the page; the form is left
 * to show the failures that belong on it.
 */
export function usePaymentAttempt(outcome: Outcome) {
  const paymentKey = usePaymentKey();
  const inFlight = useRef(false);

  /**
   * `details` is the request without its key; `send` builds and sends it with the key (or gives
   * undefined when the form is not valid); `showFailure` puts what is left on the form.
   */
  return useCallback(
    async (details: object, send: (paymentKey: string) => Promise<unknown> | undefined, showFailure: (kind: PaymentFailureKind, error: unknown) => void) => {
      if (inFlight.current) return;
      const sending = send(paymentKey.keyFor(JSON.stringify(details)));
      if (!sending) return;
      inFlight.current = true;
      try {
        await sending;
        outcome.paid();
      } catch (error) {
        inFlight.current = false;
        const kind = paymentFailureKind(error);
        paymentKey.settle(kind);
        if (!outcome.failed(kind)) showFailure(kind, error);
      }
    },
    [outcome, paymentKey],
  );
}
