/**
 * The storefront's side of card payments through Stripe (issue 35; docs/decisions.md "Card payments
 * through Stripe" and "Stripe's Payment Element on the payment page"): what a Stripe.js error means for
 * the buyer, the element's look from our design tokens, and the payment key that survives the 3-D Secure
 * redirect (the return itself: ./stripeReturn.ts). Pure, so it is tested without a browser. Used by the
 * lazily loaded StripeCardPayment only.
 */

/** An error as Stripe.js gives it from confirmPayment (type, code, decline_code, message in the element's language). */
export interface StripeJsError {
  type: string;
  code?: string;
  decline_code?: string;
  message?: string;
}

/** Our own texts for Stripe's outcomes (checkout.json → stripe.*), bilingual whatever Stripe's message says. */
export type StripeFailure =
  | 'declined'
  | 'insufficientFunds'
  | 'expiredCard'
  | 'incorrectCvc'
  | 'incorrectNumber'
  | 'authenticationFailed'
  | 'processingError'
  | 'tryAgain'
  /** Stripe's own message, in the element's language (a validation or card error we have no text of our own for) */
  | 'asStripeSays';

const DECLINE_CODES: Record<string, StripeFailure> = {
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
};

const ERROR_CODES: Record<string, StripeFailure> = {
  card_declined: 'declined',
  expired_card: 'expiredCard',
  incorrect_cvc: 'incorrectCvc',
  invalid_cvc: 'incorrectCvc',
  incorrect_number: 'incorrectNumber',
  invalid_number: 'incorrectNumber',
  processing_error: 'processingError',
  payment_intent_authentication_failure: 'authenticationFailed',
  authentication_required: 'authenticationFailed',
};

/** What to tell the buyer after confirmPayment answered with `error`. */
export function stripeFailureOf(error: StripeJsError): StripeFailure {
  const byDecline = error.decline_code ? DECLINE_CODES[error.decline_code] : undefined;
  if (byDecline) return byDecline;
  const byCode = error.code ? ERROR_CODES[error.code] : undefined;
  if (byCode) return byCode;
  // Stripe.js's own words for a field it refused, or a card error we have no text for (in the element's language)
  if ((error.type === 'validation_error' || error.type === 'card_error') && error.message) return 'asStripeSays';
  // api_connection_error, api_error, rate_limit_error, invalid_request_error…: nothing was charged
  return 'tryAgain';
}

/** The design tokens the element's look is made of, read at run time (no colour is written here). */
export const APPEARANCE_TOKENS = {
  colorPrimary: '--brand',
  colorBackground: '--surface',
  colorText: '--ink',
  colorTextSecondary: '--muted',
  colorTextPlaceholder: '--ink-placeholder',
  colorDanger: '--error',
  colorSuccess: '--success',
  colorWarning: '--warning',
  fontFamily: '--font-family',
  fontSizeBase: '--font-size',
  borderRadius: '--radius-md',
} as const;

/**
 * Stripe's appearance API options from our tokens: `read` gives a custom property's value (in the page,
 * getComputedStyle(document.documentElement).getPropertyValue). A token that is not set is left to
 * Stripe's default.
 */
export function stripeAppearance(read: (property: string) => string): { theme: 'stripe'; variables: Record<string, string>; rules: Record<string, Record<string, string>> } {
  const variables: Record<string, string> = {};
  for (const [variable, property] of Object.entries(APPEARANCE_TOKENS)) {
    const value = read(property).trim();
    if (value) variables[variable] = value;
  }
  const line = read('--line-strong').trim();
  const ring = read('--brand-ring').trim();
  const rules: Record<string, Record<string, string>> = {};
  if (line) rules['.Input'] = { borderColor: line, boxShadow: 'none' };
  if (ring) rules['.Input:focus'] = { boxShadow: `0 0 0 3px ${ring}` };
  return { theme: 'stripe', variables, rules };
}

/** Where the payment key of a trade's Stripe payment is kept across the 3-D Secure redirect (sessionStorage). */
const KEY_PREFIX = 'clearlot.stripePaymentKey.';

/**
 * The payment key of a trade's Stripe payment: the same for the trade and amount all session long, so a
 * reload or the return from 3-D Secure answers the same PaymentIntent instead of starting another; a new
 * one for another amount (the server refuses a key reused for different details).
 */
export function stripePaymentKey(storage: Pick<Storage, 'getItem' | 'setItem'> | null, tradeNo: string, amount: number, newKey: () => string): string {
  const name = `${KEY_PREFIX}${tradeNo}`;
  try {
    const kept = storage?.getItem(name);
    if (kept) {
      const [keptAmount, key] = kept.split(':');
      if (Number(keptAmount) === amount && key) return key;
    }
  } catch {
    // storage refused (private mode): a key for this page only
  }
  const key = newKey();
  try {
    storage?.setItem(name, `${amount}:${key}`);
  } catch {
    // as above
  }
  return key;
}

/** Forgets a trade's key (the server refused it for good: the next try starts a new payment). */
export function forgetStripePaymentKey(storage: Pick<Storage, 'removeItem'> | null, tradeNo: string): void {
  try {
    storage?.removeItem(`${KEY_PREFIX}${tradeNo}`);
  } catch {
    // nothing kept
  }
}
