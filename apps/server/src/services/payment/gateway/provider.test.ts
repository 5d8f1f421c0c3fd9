/** The card provider chosen from the configuration, and the configuration of Stripe's keys refused plainly when incomplete or mixed. */
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../platform/config';
import { cardProviderFor, cardProviderNotice } from './provider';

const KEYS = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

describe('card provider configuration', () => {
  it('takes Stripe when its three keys are set, the sandbox without them, and none in production without them', () => {
    const stripe = loadConfig({ NODE_ENV: 'test', ...KEYS });
    expect(stripe.stripe).toEqual({ secretKey: 'sk_test_abc123', publishableKey: 'pk_test_abc123', webhookSecret: 'whsec_abc123', apiBase: null });
    expect(cardProviderFor(stripe).kind).toBe('stripe');
    expect(cardProviderNotice(cardProviderFor(stripe))).toEqual({ level: 'info', message: 'Card payments: Stripe (test keys).' });
    expect(cardProviderFor(loadConfig({ NODE_ENV: 'test' })).kind).toBe('sandbox');
    expect(cardProviderFor({ mode: 'production', stripe: null }).kind).toBe('none');
    expect(cardProviderNotice({ kind: 'none' }).level).toBe('error');
  });

  it('names what is missing when only some of the keys are set', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_SECRET_KEY: KEYS.STRIPE_SECRET_KEY })).toThrow(
      new ConfigError(
        'Stripe card payments need STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET together; missing: STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET.',
      ),
    );
    expect(() => loadConfig({ NODE_ENV: 'test', STRIPE_WEBHOOK_SECRET: KEYS.STRIPE_WEBHOOK_SECRET })).toThrow(/missing: STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY\./);
  });

  it('refuses keys of the wrong kind, test and live keys mixed, and a bad API address', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ...KEYS, STRIPE_SECRET_KEY: 'pk_test_abc123' })).toThrow(/STRIPE_SECRET_KEY must be a secret key/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...KEYS, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc123' })).toThrow(/STRIPE_PUBLISHABLE_KEY must be a publishable key/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...KEYS, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET must be a webhook signing secret/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...KEYS, STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123' })).toThrow(/both be test keys or both live keys/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...KEYS, STRIPE_API_BASE: 'ftp://example' })).toThrow(/STRIPE_API_BASE must be an http\(s\) address/);
    expect(loadConfig({ NODE_ENV: 'test', ...KEYS, STRIPE_API_BASE: 'http://localhost:12111' }).stripe?.apiBase).toEqual({ protocol: 'http', host: 'localhost', port: 12111 });
  });
});
