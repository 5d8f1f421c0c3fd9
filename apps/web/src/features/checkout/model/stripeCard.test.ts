import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/checkout.json';
import zh from '../../../locales/zh/checkout.json';
import { APPEARANCE_TOKENS, forgetStripePaymentKey, stripeAppearance, stripeFailureOf, stripePaymentKey } from './stripeCard';
import { stripeReturnOf, stripeReturnUrl, withoutStripeReturn } from './stripeReturn';

describe('what a Stripe.js error tells the buyer', () => {
  it('names the decline by its decline code first, then by its error code', () => {
    expect(stripeFailureOf({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' })).toBe('declined');
    expect(stripeFailureOf({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' })).toBe('insufficientFunds');
    expect(stripeFailureOf({ type: 'card_error', code: 'expired_card' })).toBe('expiredCard');
    expect(stripeFailureOf({ type: 'card_error', code: 'incorrect_cvc' })).toBe('incorrectCvc');
    expect(stripeFailureOf({ type: 'card_error', code: 'incorrect_number' })).toBe('incorrectNumber');
    expect(stripeFailureOf({ type: 'card_error', code: 'processing_error' })).toBe('processingError');
    expect(stripeFailureOf({ type: 'invalid_request_error', code: 'payment_intent_authentication_failure' })).toBe('authenticationFailed');
  });

  it("keeps Stripe's own words for a field it refused, and says try again for the rest", () => {
    expect(stripeFailureOf({ type: 'validation_error', code: 'incomplete_zip', message: 'Your postal code is incomplete.' })).toBe('asStripeSays');
    expect(stripeFailureOf({ type: 'card_error', code: 'card_velocity_exceeded', message: 'Too many attempts.' })).toBe('asStripeSays');
    expect(stripeFailureOf({ type: 'api_connection_error' })).toBe('tryAgain');
    expect(stripeFailureOf({ type: 'card_error' })).toBe('tryAgain');
  });

  it('has a text in English and Chinese for every outcome', () => {
    const kinds = ['declined', 'insufficientFunds', 'expiredCard', 'incorrectCvc', 'incorrectNumber', 'authenticationFailed', 'processingError', 'tryAgain'] as const;
    for (const kind of kinds) {
      expect(en.stripe.failure[kind]).toMatch(/\w/);
      expect(zh.stripe.failure[kind]).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(Object.keys(zh.stripe).sort()).toEqual(Object.keys(en.stripe).sort());
  });
});

describe('the return from 3-D Secure', () => {
  it('reads the intent and the outcome Stripe adds to the return address', () => {
    expect(stripeReturnOf('?tradeNo=TR1&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_x&redirect_status=succeeded')).toEqual({
      intentId: 'pi_123',
      status: 'succeeded',
    });
    expect(stripeReturnOf('?tradeNo=TR1&payment_intent=pi_123&redirect_status=processing')).toEqual({ intentId: 'pi_123', status: 'processing' });
    expect(stripeReturnOf('?tradeNo=TR1&payment_intent=pi_123&redirect_status=failed')).toEqual({ intentId: 'pi_123', status: 'failed' });
    // anything but a yes is not paid
    expect(stripeReturnOf('?payment_intent=pi_123&redirect_status=requires_payment_method')).toEqual({ intentId: 'pi_123', status: 'failed' });
  });

  it('is no return without an intent id of Stripe’s form', () => {
    expect(stripeReturnOf('?tradeNo=TR1')).toBeNull();
    expect(stripeReturnOf('?payment_intent=<script>&redirect_status=succeeded')).toBeNull();
  });

  it("comes back to the same payment page, behind the router's #", () => {
    expect(stripeReturnUrl('https://clearlot.example/', '#/payment?tradeNo=TR1')).toBe('https://clearlot.example/#/payment?tradeNo=TR1');
  });

  it("is taken off the address once read, leaving the page's own query", () => {
    expect(withoutStripeReturn('?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded')).toBe('');
    expect(withoutStripeReturn('?lang=zh&payment_intent=pi_1&redirect_status=failed')).toBe('?lang=zh');
    expect(withoutStripeReturn('')).toBe('');
  });
});

describe("the element's look", () => {
  it('is made of the design tokens the page has, and leaves a missing one to Stripe', () => {
    const tokens: Record<string, string> = {
      '--brand': ' #123456',
      '--surface': '#fff',
      '--ink': '#111',
      '--font-family': "'Inter', sans-serif",
      '--radius-md': '6px',
      '--line-strong': '#ccc',
      '--brand-ring': 'rgba(1, 2, 3, 0.1)',
    };
    const appearance = stripeAppearance((name) => tokens[name] ?? '');
    expect(appearance.theme).toBe('stripe');
    expect(appearance.variables).toEqual({ colorPrimary: '#123456', colorBackground: '#fff', colorText: '#111', fontFamily: "'Inter', sans-serif", borderRadius: '6px' });
    expect(appearance.rules['.Input']).toEqual({ borderColor: '#ccc', boxShadow: 'none' });
    expect(appearance.rules['.Input:focus']).toEqual({ boxShadow: '0 0 0 3px rgba(1, 2, 3, 0.1)' });
  });

  it('reads only tokens that exist in the token file', async () => {
    const { readFile } = await import('node:fs/promises');
    const css = await readFile(new URL('../../../../../../packages/browser/src/styles/tokens.css', import.meta.url), 'utf8');
    for (const property of [...Object.values(APPEARANCE_TOKENS), '--line-strong', '--brand-ring']) expect(css).toContain(`${property}:`);
  });
});

describe("the payment key of a trade's Stripe payment", () => {
  const memory = () => {
    const map = new Map<string, string>();
    return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
  };
  let n = 0;
  const newKey = () => `key-${++n}`;

  it('is the same for the trade and amount across reloads and the 3-D Secure return', () => {
    const storage = memory();
    const first = stripePaymentKey(storage, 'TR1', 1000, newKey);
    expect(stripePaymentKey(storage, 'TR1', 1000, newKey)).toBe(first);
    expect(stripePaymentKey(storage, 'TR2', 1000, newKey)).not.toBe(first);
  });

  it('is new for another amount, and after it is forgotten', () => {
    const storage = memory();
    const first = stripePaymentKey(storage, 'TR1', 1000, newKey);
    const other = stripePaymentKey(storage, 'TR1', 1200, newKey);
    expect(other).not.toBe(first);
    forgetStripePaymentKey(storage, 'TR1');
    expect(stripePaymentKey(storage, 'TR1', 1200, newKey)).not.toBe(other);
  });

  it('still gives a key when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(stripePaymentKey(refusing, 'TR1', 1000, () => 'fresh')).toBe('fresh');
    expect(stripePaymentKey(null, 'TR1', 1000, () => 'fresh2')).toBe('fresh2');
  });
});
