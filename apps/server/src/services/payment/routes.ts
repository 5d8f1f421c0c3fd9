/**
 * The payment service's routes (docs/briefs/buying.md "Payment service"): paying a trade by card,
 * wallet balance, Alipay or WeChat Pay (sandbox), and the wallet. Request bodies are never
 * logged: they carry card numbers, CVVs and passwords.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AddCardBody,
  EmptyBody,
  IdOnlyBody,
  PayByBalanceBody,
  PayByCardBody,
  PaymentStatusBody,
  SandboxQrBody,
  SandboxQrConfirmBody,
  SetPaymentPasswordBody,
  StartQrPaymentBody,
  TopUpBody,
  WalletTransactionsBody,
  WithdrawBody,
} from '@clearlot/contract';
import { sessionOf } from '../../platform/auth';
import { route } from '../../platform/routes';
import type { ServiceDeps } from '../plugins';
import { createPayService } from './pay/service';
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

const TransactionsBody = WalletTransactionsBody.optional();

export function paymentRoutes(deps: ServiceDeps): FastifyPluginAsync {
  const pay = createPayService(deps.db);
  const wallet = createWalletService(deps.db);
  return async function paymentService(app) {
    const tags = ['payment'];
    const userOf = (request: FastifyRequest) => sessionOf(request).userId;

    // paying a trade
    route(app, 'POST', '/pay/card', { body: PayByCardBody, auth: 'required', summary: 'Pay a trade by card (new or saved)', tags }, ({ body, request }) =>
      pay.card(userOf(request), body),
    );
    route(app, 'POST', '/pay/balance', { body: PayByBalanceBody, auth: 'required', summary: 'Pay a trade from the wallet balance', tags }, ({ body, request }) =>
      pay.balance(userOf(request), body),
    );
    route(app, 'POST', '/pay/qr', { body: StartQrPaymentBody, auth: 'required', summary: 'Start an Alipay or WeChat Pay (sandbox) QR payment', tags }, ({ body, request }) =>
      pay.startQr(userOf(request), body, requestOrigin(request)),
    );
    route(app, 'POST', '/pay/status', { body: PaymentStatusBody, auth: 'required', summary: 'Payment status of a trade (polled by the checkout page)', tags }, ({ body, request }) =>
      pay.status(userOf(request), body.tradeNo),
    );

    // the sandbox wallet page a phone opens from the QR code: the token is the capability
    route(app, 'POST', '/sandbox/qr/detail', { body: SandboxQrBody, auth: 'none', summary: 'Sandbox wallet page: the payment behind a QR code', tags }, ({ body }) =>
      pay.sandboxDetail(body.token),
    );
    route(app, 'POST', '/sandbox/qr/confirm', { body: SandboxQrConfirmBody, auth: 'none', summary: 'Sandbox wallet page: approve or decline', tags }, ({ body }) =>
      pay.sandboxConfirm(body.token, body.approve),
    );

    // the wallet
    route(app, 'POST', '/wallet/info', { body: EmptyBody, auth: 'required', summary: 'Wallet balances', tags }, ({ request }) => wallet.info(userOf(request)));
    route(app, 'POST', '/wallet/transactions', { body: TransactionsBody, auth: 'required', summary: 'Wallet ledger, newest first', tags }, ({ body, request }) =>
      wallet.transactions(userOf(request), body ?? WalletTransactionsBody.parse({})),
    );
    route(app, 'POST', '/wallet/setPaymentPassword', { body: SetPaymentPasswordBody, auth: 'required', summary: 'Set the payment password (account password required)', tags }, ({ body, request }) =>
      wallet.setPaymentPassword(userOf(request), body.loginPassword, body.paymentPassword),
    );
    route(app, 'POST', '/wallet/cards/list', { body: EmptyBody, auth: 'required', summary: 'Saved cards', tags }, ({ request }) => wallet.cards.list(userOf(request)));
    route(app, 'POST', '/wallet/cards/add', { body: AddCardBody, auth: 'required', summary: 'Save a card (verified by the gateway)', tags }, ({ body, request }) =>
      wallet.cards.add(userOf(request), body),
    );
    route(app, 'POST', '/wallet/cards/remove', { body: IdOnlyBody, auth: 'required', summary: 'Remove a saved card', tags }, ({ body, request }) =>
      wallet.cards.remove(userOf(request), body.id),
    );
    route(app, 'POST', '/wallet/withdraw', { body: WithdrawBody, auth: 'required', summary: 'Withdraw to a saved card', tags }, ({ body, request }) =>
      wallet.withdraw(userOf(request), body),
    );
    route(app, 'POST', '/wallet/withdrawals', { body: EmptyBody, auth: 'required', summary: 'Withdrawals, newest first', tags }, ({ request }) => wallet.withdrawals(userOf(request)));
    route(app, 'POST', '/wallet/topUp', { body: TopUpBody, auth: 'required', summary: 'Top up the wallet from a saved card', tags }, ({ body, request }) =>
      wallet.topUp(userOf(request), body),
    );
  };
}
