/**
 * The contract's payment request bodies (zod, with the order schemas they build on: about 110 KB) load
 * after the payment page is drawn, in a task of their own, instead of with the page: the page needs them
 * only to check a payment before sending it, and evaluated with the page they made its longest task.
 */
import { useCallback, useEffect, useState } from 'react';
import type * as PaymentSchemaModule from '@clearlot/contract/schemas/payment';

type PaymentSchemas = typeof PaymentSchemaModule;

let loading: Promise<PaymentSchemas> | null = null;

/** One load for the whole visit; a failed one is forgotten so the next try fetches again. */
function loadPaymentSchemas(): Promise<PaymentSchemas> {
  loading ??= import('@clearlot/contract/schemas/payment').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The payment schemas once loaded (null before), the load's error, and a retry for the form's error state. */
export function usePaymentSchemas(): { schemas: PaymentSchemas | null; error: unknown; retry: () => void } {
  const [state, setState] = useState<{ schemas: PaymentSchemas | null; error: unknown }>({ schemas: null, error: null });
  const [tries, setTries] = useState(0);
  useEffect(() => {
    let live = true;
    loadPaymentSchemas().then(
      (schemas) => {
        if (live) setState({ schemas, error: null });
      },
      (error: unknown) => {
        if (live) setState({ schemas: null, error });
      },
    );
    return () => {
      live = false;
    };
  }, [tries]);
  const retry = useCallback(() => {
    setState({ schemas: null, error: null });
    setTries((count) => count + 1);
  }, []);
  return { ...state, retry };
}
