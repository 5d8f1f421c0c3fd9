/**
 * Which card gateway this server uses (issue 35 item 1), chosen once from the configuration:
 *
 * - Stripe when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set
 *   (platform/config.ts refuses a partial set, naming what is missing). The card goes to Stripe's own
 *   element; /pay/card, which takes card numbers, is refused.
 * - The sandbox (./sandbox.ts) outside production without them: it approves test card numbers.
 * - None in production without them: the sandbox is never used there, so no card is ever "approved"
 *   without a real acquirer. Every card call answers cardPaymentsNotConfigured, and startup says so.
 *
 * The two gateways take a card in different places (the sandbox on this server, Stripe in the browser),
 * so what they share is this choice, the payment and refund records, and the one path that settles a
 * trade; each has its own module for talking to the acquirer.
 */
import type { CardProviderKind } from '@clearlot/contract';
import type { AppConfig } from '../../../platform/config';
import { fail } from '../../../platform/errors';
import { type StripeGateway, createStripeGateway } from './stripe';

export type CardProvider = { kind: 'sandbox' } | { kind: 'none' } | StripeGateway;

/** One provider per configuration (the routes and the sweeper of an app share its Stripe client). */
const providers = new WeakMap<object, CardProvider>();

export function cardProviderFor(config: Pick<AppConfig, 'mode' | 'stripe'>): CardProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.stripe ? createStripeGateway(config.stripe) : config.mode === 'production' ? { kind: 'none' } : { kind: 'sandbox' };
    providers.set(config, provider);
  }
  return provider;
}

/** The line startup logs about card payments: how they are taken, or plainly that they are not. */
export function cardProviderNotice(provider: CardProvider): { level: 'info' | 'warn' | 'error'; message: string } {
  switch (provider.kind) {
    case 'stripe':
      return { level: 'info', message: `Card payments: Stripe (${provider.publishableKey.startsWith('pk_live_') ? 'live' : 'test'} keys).` };
    case 'sandbox':
      return { level: 'warn', message: 'Card payments: the SANDBOX gateway (test cards approved, no money moves). Set the STRIPE_* keys for real payments.' };
    case 'none':
      return {
        level: 'error',
        message: 'Card payments are NOT configured: production refuses the sandbox gateway. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take cards.',
      };
  }
}

export const providerKind = (provider: CardProvider): CardProviderKind => provider.kind;

/** The sandbox, for the routes that take card numbers on this server; refused when cards go to Stripe or are not configured. */
export function requireSandbox(provider: CardProvider): void {
  if (provider.kind === 'none') fail('cardPaymentsNotConfigured');
  if (provider.kind === 'stripe') fail('cardEnteredWithProvider');
}

/** Stripe, for the routes of its flow; refused when this server uses the sandbox or takes no cards. */
export function requireStripe(provider: CardProvider): StripeGateway {
  if (provider.kind === 'none') fail('cardPaymentsNotConfigured');
  if (provider.kind === 'sandbox') fail('cardFlowOutdated');
  return provider;
}
