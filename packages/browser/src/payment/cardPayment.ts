/**
 * Card payments for the storefront's payment page (issue 35; docs/decisions.md "Card payments through
 * Stripe"). The page asks which card provider the server uses (cardPaymentConfig), then:
 *
 * - 'stripe': startCardPayment gives the PaymentIntent's client secret and the publishable key; the
 *   page mounts Stripe's Payment Element from loadStripe(…).elements({ clientSecret, locale }) and, on
 *   the buyer's "Pay", calls stripe.confirmPayment({ elements, redirect: 'if_required', confirmParams:
 *   { return_url } }) (3-D Secure happens there). The card never touches ClearLot. Whatever the browser
 *   is told, the order is paid only when Stripe's webhook has reached the server: waitUntilPaid polls
 *   /pay/status until the trade is paid (or closed).
 * - 'sandbox': the page's own card form posts to /pay/card, as before (development and tests only).
 * - 'none': no card option is shown (production without Stripe's keys).
 *
 * Stripe.js is loaded from js.stripe.com, never bundled (Stripe's PCI rules ask for that); the server's
 * content security policy allows it only when Stripe is configured.
 */
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ApiBody, ApiResponse } from '@clearlot/contract/api/types';
import { type RequestOptions, api } from '../http/client';
import type { Language } from '../i18n/languageCode';

export type CardPaymentConfig = ApiResponse<typeof ApiPath.payment.cardPaymentConfig>;
export type CardPaymentIntent = ApiResponse<typeof ApiPath.payment.startCardPayment>;
export type StartCardPaymentBody = ApiBody<typeof ApiPath.payment.startCardPayment>;

/** Which card provider the server uses; asked once per page load (it changes only with the server's configuration). */
let configRequest: Promise<CardPaymentConfig> | null = null;
export function cardPaymentConfig(options?: RequestOptions): Promise<CardPaymentConfig> {
  configRequest ??= api.post(ApiPath.payment.cardPaymentConfig, {}, { loading: false, ...options }).catch((error: unknown) => {
    configRequest = null;
    throw error;
  });
  return configRequest;
}

/** The PaymentIntent for the trade; the same paymentKey (keep it for the page's life) answers the same intent. */
export const startCardPayment = (body: StartCardPaymentBody, options?: RequestOptions): Promise<CardPaymentIntent> => api.post(ApiPath.payment.startCardPayment, body, options);

/** Stripe.js's locale for the page's language. */
export const stripeLocale = (language: Language): 'en-GB' | 'zh' => (language === 'zh' ? 'zh' : 'en-GB');

/** The part of Stripe.js the payment page uses (typed here: @stripe/stripe-js is not a dependency). */
export interface StripeJs {
  elements(options: { clientSecret: string; locale?: string; appearance?: Record<string, unknown> }): StripeElements;
  confirmPayment(options: {
    elements: StripeElements;
    redirect?: 'if_required' | 'always';
    confirmParams?: { return_url?: string };
  }): Promise<{ error?: { type: string; code?: string; message?: string }; paymentIntent?: { id: string; status: string } }>;
}
export interface StripeElements {
  create(type: 'payment', options?: Record<string, unknown>): { mount(target: string | HTMLElement): void; destroy(): void };
  submit(): Promise<{ error?: { message?: string } }>;
}

export const STRIPE_JS_URL = 'https://js.stripe.com/v3/';

let stripeScript: Promise<(publishableKey: string, options?: { locale?: string }) => StripeJs> | null = null;

/** Loads Stripe.js once (a script tag from js.stripe.com) and gives its client for the publishable key. */
export async function loadStripe(publishableKey: string, language: Language): Promise<StripeJs> {
  stripeScript ??= new Promise((resolve, reject) => {
    const ready = () => {
      const factory = (window as unknown as { Stripe?: (key: string, options?: { locale?: string }) => StripeJs }).Stripe;
      if (factory) resolve(factory);
      else reject(new Error('Stripe.js did not load'));
    };
    const script = document.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.addEventListener('load', ready);
    script.addEventListener('error', () => {
      stripeScript = null;
      reject(new Error('Stripe.js could not be loaded'));
    });
    document.head.appendChild(script);
  });
  const factory = await stripeScript;
  return factory(publishableKey, { locale: stripeLocale(language) });
}

export type PaidOutcome = 'paid' | 'closed' | 'waiting';

/**
 * Polls the trade's status until Stripe's webhook has paid it ('paid'), it was closed ('closed'), or
 * `timeoutMs` passed ('waiting': the page says the payment is being confirmed and keeps the order page's
 * link; the webhook may still arrive).
 */
export async function waitUntilPaid(tradeNo: string, options: { intervalMs?: number; timeoutMs?: number; signal?: AbortSignal } = {}): Promise<PaidOutcome> {
  const { intervalMs = 1500, timeoutMs = 60_000, signal } = options;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await api.post(ApiPath.payment.paymentStatus, { tradeNo }, { loading: false, notify: false, signal });
    // TradeStatus: 2 paid, 3 closed
    if (status.tradeStatus === 2) return 'paid';
    if (status.tradeStatus === 3) return 'closed';
    if (Date.now() + intervalMs > until) return 'waiting';
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    if (signal?.aborted) return 'waiting';
  }
}
