/**
 * Paying a trade from the wallet (method 4): the payment password first (with its lock-out),
 * then, in one transaction, the wallet debit, the payment row and the trade's settlement.
 */
import { type PayByBalanceBody, PaymentMethod, PaymentRecordStatus, type PaymentResult } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { TradePort } from '../ports';
import { debitWallet } from '../wallet/ledger';
import { checkPaymentPassword } from '../wallet/payment-password';
import { beginPayment, inPaymentTransaction, paymentNo, resultOf } from './attempt';
import { insertPayment } from './store';

export async function payByBalance(db: Db, trades: TradePort, userId: number, body: PayByBalanceBody): Promise<PaymentResult> {
  await checkPaymentPassword(db, userId, body.paymentPassword);
  const attempt = { userId, tradeNo: body.tradeNo, amount: body.amount, paymentKey: body.paymentKey, method: PaymentMethod.Balance };
  const payment = await inPaymentTransaction(db, async (tx) => {
    const start = await beginPayment(tx, trades, attempt);
    if (start.kind === 'replay') return start.payment;
    const number = paymentNo();
    await debitWallet(tx, { userId, amount: start.trade.amount, type: 'payment', transactionId: number, remarks: start.trade.tradeNo });
    const paid = await insertPayment(tx, {
      paymentNo: number,
      tradeId: start.trade.id,
      userId,
      paymentKey: body.paymentKey,
      method: PaymentMethod.Balance,
      amount: start.trade.amount,
      status: PaymentRecordStatus.Succeeded,
    });
    await trades.settle(tx, start.trade.id, PaymentMethod.Balance);
    return paid;
  });
  return resultOf(payment);
}
