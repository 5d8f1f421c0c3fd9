/**
 * Alipay and WeChat Pay in the sandbox (methods 1 and 2). Starting creates a pending payment
 * with a random QR token valid QR_PAYMENT_MINUTES; the QR code opens the sandbox wallet page
 * (/#/sandboxPay?token=…) where the payer approves or declines. The token is the capability:
 * that page needs no sign-in. Approval settles the trade in one transaction; if the trade was
 * meanwhile paid another way, this payment fails instead and nothing is charged twice.
 */
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { ErrorCatalogue, PaymentRecordStatus, QR_PAYMENT_MINUTES, type QrPayment, type SandboxQrView, type StartQrPaymentBody, toEpochSeconds } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { AppError, fail } from '../../../platform/errors';
import type { TradePort } from '../ports';
import { beginPayment, inPaymentTransaction, paymentNo } from './attempt';
import { type PaymentRow, insertPayment, paymentByQrToken, settleQrPayment } from './store';

/** The merchant name the sandbox wallet page shows. */
export const SANDBOX_MERCHANT = 'ClearLot';

const isExpired = (payment: PaymentRow) =>
  payment.status === PaymentRecordStatus.Expired ||
  (payment.status === PaymentRecordStatus.Pending && payment.qrExpiresAt !== null && new Date(payment.qrExpiresAt).getTime() <= Date.now());

const qrMethod = (payment: PaymentRow): 1 | 2 => (payment.method === 2 ? 2 : 1);

/** The sandbox wallet page's address on the site the buyer is using. */
export const confirmUrlOf = (origin: string, token: string) => `${origin}/#/sandboxPay?token=${encodeURIComponent(token)}`;

async function qrPaymentOf(payment: PaymentRow, origin: string): Promise<QrPayment> {
  const confirmUrl = confirmUrlOf(origin, payment.qrToken!);
  return {
    paymentNo: payment.paymentNo,
    tradeNo: payment.tradeNo,
    method: qrMethod(payment),
    amount: payment.amount,
    qrCode: await QRCode.toDataURL(confirmUrl, { errorCorrectionLevel: 'M', margin: 1, width: 256 }),
    confirmUrl,
    expiresAt: toEpochSeconds(payment.qrExpiresAt)!,
  };
}

export async function startQrPayment(db: Db, trades: TradePort, userId: number, body: StartQrPaymentBody, origin: string): Promise<QrPayment> {
  const attempt = { userId, tradeNo: body.tradeNo, amount: body.amount, paymentKey: body.paymentKey, method: body.method };
  const payment = await inPaymentTransaction(db, async (tx) => {
    const start = await beginPayment(tx, trades, attempt);
    if (start.kind === 'replay') return start.payment;
    return insertPayment(tx, {
      paymentNo: paymentNo(),
      tradeId: start.trade.id,
      userId,
      paymentKey: body.paymentKey,
      method: body.method,
      amount: start.trade.amount,
      status: PaymentRecordStatus.Pending,
      qr: { token: randomBytes(32).toString('base64url'), minutes: QR_PAYMENT_MINUTES, notAfter: start.trade.payDeadline },
    });
  });
  // a replayed key whose code has run out: the buyer starts again with a new one
  if (isExpired(payment)) fail('qrPaymentExpired');
  return qrPaymentOf(payment, origin);
}

function viewOf(payment: PaymentRow): SandboxQrView {
  const status: SandboxQrView['status'] = isExpired(payment)
    ? 'expired'
    : payment.status === PaymentRecordStatus.Succeeded
      ? 'succeeded'
      : payment.status === PaymentRecordStatus.Failed
        ? 'declined'
        : 'pending';
  return {
    method: qrMethod(payment),
    amount: payment.amount,
    merchant: SANDBOX_MERCHANT,
    tradeNo: payment.tradeNo,
    status,
    expiresAt: toEpochSeconds(payment.qrExpiresAt)!,
  };
}

async function qrPayment(db: Db, token: string): Promise<PaymentRow> {
  const payment = await paymentByQrToken(db, token);
  if (!payment) fail('tradeNotFound');
  return payment;
}

export async function sandboxQrDetail(db: Db, token: string): Promise<SandboxQrView> {
  return viewOf(await qrPayment(db, token));
}

type ApproveOutcome = 'succeeded' | 'alreadyPaid' | 'paymentTimedOut' | 'paymentAmountMismatch' | 'notPending';

export async function sandboxQrConfirm(db: Db, trades: TradePort, token: string, approve: boolean): Promise<SandboxQrView> {
  const payment = await qrPayment(db, token);
  if (payment.status !== PaymentRecordStatus.Pending || isExpired(payment)) {
    if (isExpired(payment)) {
      await settleQrPayment(db, payment.id, PaymentRecordStatus.Expired);
      fail('qrPaymentExpired');
    }
    // the payer pressed twice: the first decision stands
    return viewOf(payment);
  }
  if (!approve) {
    await settleQrPayment(db, payment.id, PaymentRecordStatus.Failed);
    return viewOf(await qrPayment(db, token));
  }

  let outcome: ApproveOutcome;
  try {
    outcome = await inPaymentTransaction(db, async (tx): Promise<ApproveOutcome> => {
      let trade;
      try {
        trade = await trades.lockForPayment(tx, payment.userId, payment.tradeNo);
      } catch (error) {
        // paid another way meanwhile, or closed: this code is spent without charging
        if (error instanceof AppError && (error.errorName === 'alreadyPaid' || error.errorName === 'paymentTimedOut')) {
          const closeAs = error.errorName === 'alreadyPaid' ? PaymentRecordStatus.Failed : PaymentRecordStatus.Expired;
          await settleQrPayment(tx, payment.id, closeAs, error.definition.code);
          return error.errorName;
        }
        throw error;
      }
      if (trade.amount !== payment.amount) {
        await settleQrPayment(tx, payment.id, PaymentRecordStatus.Failed, ErrorCatalogue.paymentAmountMismatch.code);
        return 'paymentAmountMismatch';
      }
      if (!(await settleQrPayment(tx, payment.id, PaymentRecordStatus.Succeeded))) {
        // declined meanwhile, or its time ran out (then it is marked expired here)
        await settleQrPayment(tx, payment.id, PaymentRecordStatus.Expired);
        return 'notPending';
      }
      await trades.settle(tx, trade.id, payment.method);
      return 'succeeded';
    });
  } catch (error) {
    // the database refused a second success for the trade: this code is spent without charging
    if (error instanceof AppError && error.errorName === 'alreadyPaid') {
      await settleQrPayment(db, payment.id, PaymentRecordStatus.Failed, error.definition.code);
    }
    throw error;
  }
  if (outcome !== 'succeeded' && outcome !== 'notPending') fail(outcome);
  const after = await qrPayment(db, token);
  if (isExpired(after)) fail('qrPaymentExpired');
  return viewOf(after);
}
