/** Paying a trade: card, wallet balance, Alipay / WeChat (sandbox), and the status the checkout page polls. */
import type { PayByBalanceBody, PayByCardBody, PaymentStatus, StartQrPaymentBody } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { tradeView } from '../../order/trades';
import { payByBalance } from './balance';
import { payByCard } from './card';
import { sandboxQrConfirm, sandboxQrDetail, startQrPayment } from './qr';

export function createPayService(db: Db) {
  return {
    card: (userId: number, body: PayByCardBody) => payByCard(db, userId, body),
    balance: (userId: number, body: PayByBalanceBody) => payByBalance(db, userId, body),
    startQr: (userId: number, body: StartQrPaymentBody, origin: string) => startQrPayment(db, userId, body, origin),
    sandboxDetail: (token: string) => sandboxQrDetail(db, token),
    sandboxConfirm: (token: string, approve: boolean) => sandboxQrConfirm(db, token, approve),

    /** The caller's trade only (another user's is tradeNotFound). */
    async status(userId: number, tradeNo: string): Promise<PaymentStatus> {
      const trade = await tradeView(db, userId, tradeNo);
      return { tradeNo: trade.tradeNo, tradeStatus: trade.status, paymentMethod: trade.paymentMethod, paidAt: trade.paidAt };
    },
  };
}
