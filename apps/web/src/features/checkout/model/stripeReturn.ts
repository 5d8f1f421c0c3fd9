/**
 * The return from 3-D Secure (docs/decisions.md "Stripe's Payment Element on the payment page"): Stripe
 * sends the buyer back to return_url with its parameters added. Apart from ./stripeCard.ts because the
 * payment page reads it on every visit, and the rest belongs to the lazily loaded Stripe form.
 */

/** The query parameters Stripe adds to return_url after a redirect (3-D Secure): payment_intent, payment_intent_client_secret, redirect_status. */
export interface StripeReturn {
  intentId: string;
  /** 'succeeded' (or 'processing': the bank answers later) → wait for the webhook; 'failed' → the card was not authenticated */
  status: 'succeeded' | 'processing' | 'failed';
}

export function stripeReturnOf(search: string): StripeReturn | null {
  const params = new URLSearchParams(search);
  const intentId = params.get('payment_intent');
  const status = params.get('redirect_status');
  if (!intentId || !/^pi_\w+$/.test(intentId)) return null;
  if (status === 'succeeded' || status === 'processing') return { intentId, status };
  // 'failed', 'requires_payment_method', or anything Stripe may add: not paid
  return { intentId, status: 'failed' };
}

const RETURN_PARAMS = ['payment_intent', 'payment_intent_client_secret', 'redirect_status'];

/**
 * The page's query without Stripe's return parameters (Stripe adds them before the '#' of our
 * addresses): read once, then taken off the address, so a later visit to a payment page does not
 * read an old return again.
 */
export function withoutStripeReturn(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * The address Stripe sends the buyer back to after 3-D Secure: the same payment page (`paymentHref`,
 * the router's '#/payment?tradeNo=…'), which then shows the result. `pageAddress` is the site's
 * address without query or '#'.
 */
export function stripeReturnUrl(pageAddress: string, paymentHref: string): string {
  return new URL(paymentHref, pageAddress).toString();
}
