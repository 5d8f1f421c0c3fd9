/**
 * Trades: what one checkout (or one pre-order balance) asks the buyer to pay. The payment
 * service locks a trade, charges, and settles it in one transaction through `tradesForPayment`
 * (handed to it by services/manifest.ts); settling moves the trade's orders on through the
 * guarded transitions.
 */
import { type PaymentMethod, type Trade, TradeStatus, toEpochSeconds } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { issuePoliciesOf } from '../insurance/service';
import { payBalanceOfTrade, payPreOrdersOfTrade, payRealTimeOrdersOfTrade } from '../orders/service';
import * as store from './store';

// the trade writes of the orders' transitions: a pre-order's balance asked for (orders/owner.ts), an unpaid trade closed or reduced
// with its orders (orders/cancel.ts) and the unpaid trades past their deadline (orders/sweep.ts); a point-mall redemption's trade,
// paid as it is made (loyalty/points/mall.ts)
export { closeDueTrade, closeTrade, dueTrades, insertBalanceTrade, insertPointsTrade, reduceTrade } from './store';

/** The caller's trade, row-locked for the rest of the transaction, ready to be paid. */
export async function lockTradeForPayment(tx: Queryable, userId: number, tradeNo: string): Promise<store.TradeRow> {
  const trade = await store.lockTrade(tx, userId, tradeNo);
  if (!trade) fail('tradeNotFound');
  if (trade.status === TradeStatus.Paid) fail('alreadyPaid');
  if (trade.status === TradeStatus.Closed || new Date(trade.payDeadline).getTime() <= Date.now()) fail('paymentTimedOut');
  return trade;
}

/**
 * Marks the trade paid and moves its orders on: 3 → 4 (real-time) in the same statement, else 3 → 9
 * (pre-order deposit) or 2 → 10 (balance) after it.
 */
export async function settleTrade(tx: Queryable, tradeId: number, method: PaymentMethod): Promise<void> {
  const { guard: purpose, moved } = await payRealTimeOrdersOfTrade<'order' | 'balance'>(tx, tradeId, method, store.markTradePaid(tradeId, method));
  if (!purpose) fail('alreadyPaid');
  const paid = moved.length > 0 ? moved : purpose === 'balance' ? await payBalanceOfTrade(tx, tradeId, method) : await payPreOrdersOfTrade(tx, tradeId, method);
  // the insured ones among the orders paid are covered from payment (rules/insurance.ts); the insurance sweep catches any missed
  await issuePoliciesOf(tx, paid);
}

/** The caller's trade as the payment pages show it. */
export async function tradeView(db: Queryable, userId: number, tradeNo: string): Promise<Trade> {
  const row = await store.tradeWithOrders(db, userId, tradeNo);
  if (!row) fail('tradeNotFound');
  const expired = row.status === TradeStatus.AwaitingPayment && new Date(row.payDeadline).getTime() <= Date.now();
  return {
    tradeNo: row.tradeNo,
    amount: row.amount,
    status: expired ? TradeStatus.Closed : row.status,
    purpose: row.purpose,
    payDeadline: toEpochSeconds(row.payDeadline)!,
    paidAt: toEpochSeconds(row.paidAt),
    paymentMethod: row.paymentMethod,
    orderNos: row.orderNos ?? [],
  };
}

/** The trade functions the payment service is handed (its TradePort). */
export const tradesForPayment = { lockForPayment: lockTradeForPayment, settle: settleTrade, view: tradeView };
