import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../model/idempotencyKey';
import { type PaymentFailureKind, keepsPaymentKey } from '../model/paymentFailure';

/**
 * The payment key of one pay form. A retry of the same details after no answer sends the same
 * key, so a charge that went through is answered again instead of made twice; after any answer
 * (a decline, a wrong password) or with changed details the next try is a new payment.
 */
export function usePaymentKey() {
  const sent = useRef<{ key: string; details: string } | null>(null);

  /** The key for a try with these details (the request body without its key, as text). */
  const keyFor = useCallback((details: string): string => {
    const last = sent.current;
    if (last && last.details === details) return last.key;
    const key = newIdempotencyKey();
    sent.current = { key, details };
    return key;
  }, []);

  /** After a failed try: forget the key unless the outcome is unknown. */
  const settle = useCallback((kind: PaymentFailureKind) => {
    if (!keepsPaymentKey(kind)) sent.current = null;
  }, []);

  return { keyFor, settle };
}
