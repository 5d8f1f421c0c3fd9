/**
 * Trades: what one checkout (or one pre-order balance) asks the buyer to pay. The payment
 * service locks a trade, charges, and settles it in one transaction; settling moves the
 * trade's orders on through the guarded transitions.
 */
import { OrderActor, OrderStatus, type PaymentMethod, SHIPMENT_TIMEOUT_DAYS, type Trade, toEpochSeconds } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { transitionOrders } from './orders/transitions';

export interface TradeRow {
  id: number;
  tradeNo: string;
  userId: number;
  amount: number;
  status: 1 | 2 | 3;
  payDeadline: Date;
  purpose: 'order' | 'balance';
}

const TRADE_COLUMNS = `id, trade_no as "tradeNo", user_id as "userId", amount, status, pay_deadline as "payDeadline", purpose`;

/** The caller's trade, row-locked for the rest of the transaction, ready to be paid. */
export async function lockTradeForPayment(tx: Queryable, userId: number, tradeNo: string): Promise<TradeRow> {
  const [trade] = await tx.query<TradeRow>(`select ${TRADE_COLUMNS} from trade where trade_no = $1 and user_id = $2 for update`, [tradeNo, userId]);
  if (!trade) fail('tradeNotFound');
  if (trade.status === 2) fail('alreadyPaid');
  if (trade.status === 3 || new Date(trade.payDeadline).getTime() <= Date.now()) fail('paymentTimedOut');
  return trade;
}

/** Marks the trade paid and moves its orders on: 3 → 4 (real-time) or 9 (pre-order deposit), 2 → 10 (balance). */
export async function settleTrade(tx: Queryable, trade: TradeRow, method: PaymentMethod): Promise<void> {
  const updated = await tx.query('update trade set status = 2, payment_method = $2, paid_at = now() where id = $1 and status = 1 returning id', [trade.id, method]);
  if (updated.length === 0) fail('alreadyPaid');
  const shipDeadline = `now() + interval '${SHIPMENT_TIMEOUT_DAYS} days'`;
  if (trade.purpose === 'balance') {
    await transitionOrders(tx, {
      where: 'balance_trade_id = $1',
      params: [trade.id],
      from: [OrderStatus.ToBeConfirmed],
      to: OrderStatus.PreOrderCompleted,
      actor: OrderActor.Buyer,
      set: `paid_amount = payable, payment_method = ${Number(method)}, ship_deadline = ${shipDeadline}`,
    });
    return;
  }
  await transitionOrders(tx, {
    where: 'trade_id = $1 and order_type = 1',
    params: [trade.id],
    from: [OrderStatus.AwaitingPayment],
    to: OrderStatus.ReadyToShip,
    actor: OrderActor.Buyer,
    set: `paid_amount = payable, payment_method = ${Number(method)}, paid_at = now(), pay_deadline = null, ship_deadline = ${shipDeadline}`,
  });
  await transitionOrders(tx, {
    where: 'trade_id = $1 and order_type = 2',
    params: [trade.id],
    from: [OrderStatus.AwaitingPayment],
    to: OrderStatus.PreOrderInProgress,
    actor: OrderActor.Buyer,
    set: `paid_amount = deposit, payment_method = ${Number(method)}, paid_at = now(), pay_deadline = null,
          pre_order_expires_at = now() + make_interval(days => pre_order_days)`,
  });
}

interface TradeViewRow {
  tradeNo: string;
  amount: number;
  status: 1 | 2 | 3;
  purpose: 'order' | 'balance';
  payDeadline: Date;
  paidAt: Date | null;
  paymentMethod: PaymentMethod | null;
  orderNos: string[] | null;
}

/** The caller's trade as the payment pages show it. */
export async function tradeView(db: Queryable, userId: number, tradeNo: string): Promise<Trade> {
  const [row] = await db.query<TradeViewRow>(
    `select t.trade_no as "tradeNo", t.amount, t.status, t.purpose, t.pay_deadline as "payDeadline", t.paid_at as "paidAt",
            t.payment_method as "paymentMethod",
            (select array_agg(o.order_no order by o.id) from shop_order o where o.trade_id = t.id or o.balance_trade_id = t.id) as "orderNos"
       from trade t where t.trade_no = $1 and t.user_id = $2`,
    [tradeNo, userId],
  );
  if (!row) fail('tradeNotFound');
  const expired = row.status === 1 && new Date(row.payDeadline).getTime() <= Date.now();
  return {
    tradeNo: row.tradeNo,
    amount: row.amount,
    status: expired ? 3 : row.status,
    purpose: row.purpose,
    payDeadline: toEpochSeconds(row.payDeadline)!,
    paidAt: toEpochSeconds(row.paidAt),
    paymentMethod: row.paymentMethod,
    orderNos: row.orderNos ?? [],
  };
}

