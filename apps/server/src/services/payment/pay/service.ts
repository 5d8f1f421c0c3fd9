/** Paying a trade: card, wallet balance, Alipay / WeChat (sandbox), and the status the checkout page polls. */
import type { PayByBalanceBody, PayByCardBody, PaymentStatus, StartQrPaymentBody } from '@clearlot/contract';
import type { Db, Queryable } from '../../../platform/db';
import type { PaymentPorts } from '../ports';
import { payByBalance } from './balance';
import { payByCard } from './card';
import { sandboxQrConfirm, sandboxQrDetail, startQrPayment } from './qr';
import { expirePendingPaymentsOf } from './store';

/** A trade closed unpaid (its deadline passed): its pending QR payments expire, in the caller's transaction. */
export const closePendingPayments = (tx: Queryable, tradeId: number) => expirePendingPaymentsOf(tx, tradeId);

export function createPayService(db: Db, ports: PaymentPorts) {
  return {
    card: (userId: number, body: PayByCardBody) => payByCard(db, ports, userId, body),
    balance: (userId: number, body: PayByBalanceBody) => payByBalance(db, ports.trades, userId, body),
    startQr: (userId: number, body: StartQrPaymentBody, origin: string) => startQrPayment(db, ports.trades, userId, body, origin),
    sandboxDetail: (token: string) => sandboxQrDetail(db, token),
    sandboxConfirm: (token: string, approve: boolean) => sandboxQrConfirm(db, ports.trades, token, approve),

    /** The caller's trade only (another user's is tradeNotFound). */
    async status(userId: number, tradeNo: string): Promise<PaymentStatus> {
      const trade = await ports.trades.view(db, userId, tradeNo);
      return { tradeNo: trade.tradeNo, tradeStatus: trade.status, paymentMethod: trade.paymentMethod, paidAt: trade.paidAt };
    },
  };
}
