/**
 * The local fake of Stripe's API (apps/server/src/services/payment/gateway/stripe-fake.testing.ts) as a
 * server of its own, for the browser journeys (e2e/stripe-payment.e2e.ts): the journeys' Stripe server
 * points its SDK at it (STRIPE_API_BASE), the journey's fake Stripe.js confirms intents on it, and it
 * delivers the signed webhooks to WEBHOOK_URL. Test keys only: it never talks to Stripe.
 *
 *   PORT=3364 WEBHOOK_URL=http://127.0.0.1:3363/srs-payment-service/stripe/webhook node --import tsx scripts/stripe-fake.ts
 */
import { startFakeStripe } from '../apps/server/src/services/payment/gateway/stripe-fake.testing';

const port = Number(process.env.PORT ?? 12111);
const fake = await startFakeStripe({ port, webhookUrl: process.env.WEBHOOK_URL });
console.log(`Fake Stripe API on http://127.0.0.1:${port}${process.env.WEBHOOK_URL ? `, webhooks to ${process.env.WEBHOOK_URL}` : ''}`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
