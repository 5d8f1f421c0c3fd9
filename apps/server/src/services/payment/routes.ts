/**
 * The payment service's routes (docs/briefs/buying.md "Payment service"): paying a trade by card,
 * wallet balance, Alipay or WeChat Pay (sandbox), and the wallet. Request bodies are never
 * logged: they carry card numbers, CVVs and passwords.
 *
 * Cards (issue 35): with Stripe configured the card is entered in Stripe's element (/pay/card/intent
 * and Stripe's webhook at /stripe/webhook) and the routes that take card numbers are refused; without
 * it the sandbox takes them outside production, and nothing takes cards in production
 * (gateway/provider.ts). /pay/card/config tells the storefront which it is.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AddCardBody,
  CardPaymentConfig,
  CardPaymentIntent,
  EmptyBody,
  Flag,
  IdOnlyBody,
  PayByBalanceBody,
  PayByCardBody,
  PaymentResult,
  PaymentStatus,
  PaymentStatusBody,
  QrPayment,
  SandboxQrBody,
  SandboxQrConfirmBody,
  SandboxQrView,
  SavedCard,
  SavedCardList,
  ResetPaymentPasswordBody,
  SetPaymentPasswordBody,
  StartCardPaymentBody,
  StartQrPaymentBody,
  TopUpBody,
  WalletInfo,
  WalletTransactionPage,
  WalletTransactionsBody,
  WalletTransactionsRequest,
  WithdrawBody,
  Withdrawal,
  WithdrawalList,
} from '@clearlot/contract';
import { sessionOf } from '../../platform/auth';
import { ok } from '../../platform/errors';
import { route } from '../../platform/routes';
import type { ServiceDeps } from '../area';
import { type CardProvider, cardProviderFor, cardProviderNotice, requireSandbox, requireStripe } from './gateway/provider';
import type { StripeGateway } from './gateway/stripe';
import { createPayService } from './pay/service';
import { startStripePayment } from './pay/stripe';
import { applyStripeEvent, sendPaymentReturns } from './pay/stripe-events';
import type { PaymentPorts } from './ports';
import { notifyRefundChange } from './refund/notify';
import { refundRoutes } from './refund/routes';
import { vatDocumentRoutes } from './invoices/routes';
import { payoutRoutes } from './payouts/routes';
import { createWalletService } from './wallet/service';

/** Where the buyer's browser is: the Origin header when sent, else this server's own address. */
export function requestOrigin(request: FastifyRequest): string {
  const header = request.headers.origin;
  if (typeof header === 'string' && header !== 'null') {
    try {
      const url = new URL(header);
      if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
    } catch {
      // not a URL: fall back to the server's own address
    }
  }
  return `${request.protocol}://${request.host}`;
}

/** The webhook's path under the payment prefix: Stripe's dashboard (or `stripe listen --forward-to`) points here. */
export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';

/**
 * Stripe's webhook (outside the API table: Stripe is the caller, not the apps). Its own body parser keeps
 * the body as the exact bytes Stripe signed; the signature is checked before anything is read from it.
 */
function stripeWebhook(deps: ServiceDeps, ports: PaymentPorts, gateway: StripeGateway): FastifyPluginAsync {
  return async function webhook(app) {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    app.post(STRIPE_WEBHOOK_PATH, { schema: { hide: true }, config: { auth: 'none' } }, async (request) => {
      const event = gateway.verifyEvent(Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0), request.headers['stripe-signature']);
      const outcome = await applyStripeEvent(deps.db, ports.trades, event);
      request.log.info({ stripeEvent: event.id, type: event.type, applied: outcome.applied }, 'Stripe event');
      // after the event's transaction: money owed back is sent now (the sweeper sends what fails here), refund moves announced
      try {
        if (outcome.returnDue) await sendPaymentReturns(deps.db, gateway, request.log);
        if (outcome.refundNo) await notifyRefundChange(deps.db, deps.outbox, outcome.refundNo);
      } catch (error) {
        request.log.error({ err: error, stripeEvent: event.id }, 'after a Stripe event');
      }
      return ok({ received: true });
    });
  };
}

export function paymentRoutes(deps: ServiceDeps, ports: PaymentPorts): FastifyPluginAsync {
  const pay = createPayService(deps.db, ports);
  const wallet = createWalletService(deps.db, ports.addresses);
  const cards: CardProvider = cardProviderFor(deps.config);
  return async function paymentService(app) {
    const tags = ['payment'];
    const userOf = (request: FastifyRequest) => sessionOf(request).userId;
    const notice = cardProviderNotice(cards);
    app.log[notice.level](notice.message);

    // paying a trade
    route(
      app,
      'POST',
      '/pay/card/config',
      { response: CardPaymentConfig, body: EmptyBody, auth: 'none', summary: 'Which card provider is active: Stripe (with its publishable key), the sandbox, or none', tags },
      () => ({ provider: cards.kind, publishableKey: cards.kind === 'stripe' ? cards.publishableKey : null }),
    );
    route(
      app,
      'POST',
      '/pay/card/intent',
      {
        response: CardPaymentIntent,
        body: StartCardPaymentBody,
        auth: 'required',
        summary: "Start a card payment through Stripe: the PaymentIntent's client secret for Stripe's card element (idempotent by paymentKey)",
        tags,
      },
      ({ body, request }) => startStripePayment(deps.db, ports.trades, requireStripe(cards), userOf(request), body),
    );
    route(
      app,
      'POST',
      '/pay/card',
      { response: PaymentResult, body: PayByCardBody, auth: 'required', summary: 'Pay a trade by card (new or saved)', tags },
      ({ body, request }) => {
        requireSandbox(cards);
        return pay.card(userOf(request), body);
      },
    );
    route(
      app,
      'POST',
      '/pay/balance',
      { response: PaymentResult, body: PayByBalanceBody, auth: 'required', summary: 'Pay a trade from the wallet balance', tags },
      ({ body, request }) => pay.balance(userOf(request), body),
    );
    route(
      app,
      'POST',
      '/pay/qr',
      { response: QrPayment, body: StartQrPaymentBody, auth: 'required', summary: 'Start an Alipay or WeChat Pay (sandbox) QR payment', tags },
      ({ body, request }) => pay.startQr(userOf(request), body, requestOrigin(request)),
    );
    route(
      app,
      'POST',
      '/pay/status',
      { response: PaymentStatus, body: PaymentStatusBody, auth: 'required', summary: 'Payment status of a trade (polled by the checkout page)', tags },
      ({ body, request }) => pay.status(userOf(request), body.tradeNo),
    );

    // the sandbox wallet page a phone opens from the QR code: the token is the capability
    route(
      app,
      'POST',
      '/sandbox/qr/detail',
      { response: SandboxQrView, body: SandboxQrBody, auth: 'none', summary: 'Sandbox wallet page: the payment behind a QR code', tags },
      ({ body }) => pay.sandboxDetail(body.token),
    );
    route(
      app,
      'POST',
      '/sandbox/qr/confirm',
      { response: SandboxQrView, body: SandboxQrConfirmBody, auth: 'none', summary: 'Sandbox wallet page: approve or decline', tags },
      ({ body }) => pay.sandboxConfirm(body.token, body.approve),
    );

    // the wallet
    route(app, 'POST', '/wallet/info', { response: WalletInfo, body: EmptyBody, auth: 'required', summary: 'Wallet balances', tags }, ({ request }) =>
      wallet.info(userOf(request)),
    );
    route(
      app,
      'POST',
      '/wallet/transactions',
      { response: WalletTransactionPage, body: WalletTransactionsRequest, auth: 'required', summary: 'Wallet ledger, newest first', tags },
      ({ body, request }) => wallet.transactions(userOf(request), body ?? WalletTransactionsBody.parse({})),
    );
    route(
      app,
      'POST',
      '/wallet/setPaymentPassword',
      { response: WalletInfo, body: SetPaymentPasswordBody, auth: 'required', summary: 'Set the payment password (account password required)', tags },
      ({ body, request }) => wallet.setPaymentPassword(userOf(request), body.loginPassword, body.paymentPassword),
    );
    route(
      app,
      'POST',
      '/wallet/resetPaymentPassword',
      { response: WalletInfo, body: ResetPaymentPasswordBody, auth: 'required', summary: 'Reset a forgotten payment password with the code e-mailed to the account', tags },
      ({ body, request }) => wallet.resetPaymentPassword(sessionOf(request).userId, body.code, body.paymentPassword),
    );
    route(app, 'POST', '/wallet/cards/list', { response: SavedCardList, body: EmptyBody, auth: 'required', summary: 'Saved cards', tags }, ({ request }) =>
      wallet.cards.list(userOf(request)),
    );
    route(
      app,
      'POST',
      '/wallet/cards/add',
      { response: SavedCard, body: AddCardBody, auth: 'required', summary: 'Save a card (verified by the gateway)', tags },
      ({ body, request }) => {
        requireSandbox(cards);
        return wallet.cards.add(userOf(request), body);
      },
    );
    route(app, 'POST', '/wallet/cards/remove', { response: Flag, body: IdOnlyBody, auth: 'required', summary: 'Remove a saved card', tags }, ({ body, request }) =>
      wallet.cards.remove(userOf(request), body.id),
    );
    route(app, 'POST', '/wallet/withdraw', { response: Withdrawal, body: WithdrawBody, auth: 'required', summary: 'Withdraw to a saved card', tags }, ({ body, request }) =>
      wallet.withdraw(userOf(request), body),
    );
    route(app, 'POST', '/wallet/withdrawals', { response: WithdrawalList, body: EmptyBody, auth: 'required', summary: 'Withdrawals, newest first', tags }, ({ request }) =>
      wallet.withdrawals(userOf(request)),
    );
    route(app, 'POST', '/wallet/topUp', { response: WalletInfo, body: TopUpBody, auth: 'required', summary: 'Top up the wallet from a saved card', tags }, ({ body, request }) => {
      // a saved card is a sandbox token: charged only where the sandbox is the gateway
      requireSandbox(cards);
      return wallet.topUp(userOf(request), body);
    });

    refundRoutes(app, deps.db, deps.outbox);
    vatDocumentRoutes(app, deps.db);
    payoutRoutes(app, deps.db, cards);
    if (cards.kind === 'stripe') await app.register(stripeWebhook(deps, ports, cards));
  };
}
