/**
 * The payment service's routes (docs/briefs/buying.md "Payment service"): paying a trade by card,
 * wallet balance, Alipay or WeChat Pay (sandbox), and the wallet. Request bodies are never
 * logged: they carry card numbers, CVVs and passwords.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  AddCardBody,
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
import { route } from '../../platform/routes';
import type { ServiceDeps } from '../area';
import { createPayService } from './pay/service';
import type { PaymentPorts } from './ports';
import { refundRoutes } from './refund/routes';
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

export function paymentRoutes(deps: ServiceDeps, ports: PaymentPorts): FastifyPluginAsync {
  const pay = createPayService(deps.db, ports);
  const wallet = createWalletService(deps.db, ports.addresses);
  return async function paymentService(app) {
    const tags = ['payment'];
    const userOf = (request: FastifyRequest) => sessionOf(request).userId;

    // paying a trade
    route(app, 'POST', '/pay/card', { response: PaymentResult, body: PayByCardBody, auth: 'required', summary: 'Pay a trade by card (new or saved)', tags }, ({ body, request }) =>
      pay.card(userOf(request), body),
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
      ({ body, request }) => wallet.cards.add(userOf(request), body),
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
    route(app, 'POST', '/wallet/topUp', { response: WalletInfo, body: TopUpBody, auth: 'required', summary: 'Top up the wallet from a saved card', tags }, ({ body, request }) =>
      wallet.topUp(userOf(request), body),
    );

    refundRoutes(app, deps.db, deps.outbox);
  };
}
