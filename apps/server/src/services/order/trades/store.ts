/**
 * Every SQL statement about trades: what one checkout (or one pre-order balance) asks the buyer
 * to pay. Statuses are TradeStatus names, sent as parameters.
 */
import { type PaymentMethod, TradeStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import type { Guard } from '../../../platform/transitions';

export interface TradeRow {
  id: number;
  tradeNo: string;
  userId: number;
  amount: number;
  status: TradeStatus;
  payDeadline: Date;
  purpose: 'order' | 'balance';
}

const TRADE_COLUMNS = `id, trade_no as "tradeNo", user_id as "userId", amount, status, pay_deadline as "payDeadline", purpose`;

/** The user's trade, row-locked for the rest of the transaction. */
export async function lockTrade(tx: Queryable, userId: number, tradeNo: string): Promise<TradeRow | null> {
  const [trade] = await tx.query<TradeRow>(`select ${TRADE_COLUMNS} from trade where trade_no = $1 and user_id = $2 for update`, [tradeNo, userId], { prepared: true });
  return trade ?? null;
}

/**
 * Marks an unpaid trade paid (compare-and-set), as the guard of its orders' move (one statement):
 * it answers the trade's purpose, or no row when the trade was not awaiting payment.
 */
export const markTradePaid = (tradeId: number, method: PaymentMethod): Guard => ({
  sql: 'update trade set status = $3, payment_method = $2, paid_at = now() where id = $1 and status = $4 returning purpose as guard',
  params: [tradeId, method, TradeStatus.Paid, TradeStatus.AwaitingPayment],
});

/** Closes a trade still awaiting payment (its orders were cancelled); false when it was not. */
export async function closeTrade(tx: Queryable, tradeId: number): Promise<boolean> {
  return (await tx.query('update trade set status = $2 where id = $1 and status = $3 returning id', [tradeId, TradeStatus.Closed, TradeStatus.AwaitingPayment])).length > 0;
}

/** Closes an unpaid trade whose deadline has passed; false when it was paid or closed meanwhile. */
export async function closeDueTrade(tx: Queryable, tradeId: number): Promise<boolean> {
  const closed = await tx.query('update trade set status = $2 where id = $1 and status = $3 and pay_deadline <= now() returning id', [
    tradeId,
    TradeStatus.Closed,
    TradeStatus.AwaitingPayment,
  ]);
  return closed.length > 0;
}

/** The trade asks for less (one of its orders was cancelled before payment). */
export async function reduceTrade(tx: Queryable, tradeId: number, by: number): Promise<void> {
  await tx.query('update trade set amount = amount - $2 where id = $1 and status = $3 and amount > $2', [tradeId, by, TradeStatus.AwaitingPayment]);
}

/** A pre-order's balance: a new trade, due within `hours`. */
export async function insertBalanceTrade(tx: Queryable, trade: { tradeNo: string; userId: number; amount: number; hours: number }): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into trade (trade_no, user_id, purpose, amount, pay_deadline) values ($1, $2, 'balance', $3, now() + make_interval(hours => $4)) returning id`,
    [trade.tradeNo, trade.userId, trade.amount, trade.hours],
  );
  return row!.id;
}

/** A point-mall redemption's trade (loyalty/points/mall.ts): nothing to pay, paid as it is made. */
export async function insertPointsTrade(
  tx: Queryable,
  trade: { tradeNo: string; userId: number; clientKey: string; requestHash: string },
): Promise<{ id: number; payDeadline: Date }> {
  const [row] = await tx.query<{ id: number; payDeadline: Date }>(
    `insert into trade (trade_no, user_id, client_key, request_hash, purpose, amount, status, pay_deadline, paid_at)
     values ($1, $2, $3, $4, 'points', 0, ${TradeStatus.Paid}, now(), now()) returning id, pay_deadline as "payDeadline"`,
    [trade.tradeNo, trade.userId, `points:${trade.clientKey}`, trade.requestHash],
  );
  return row!;
}

/** Unpaid trades past their deadline, oldest first. */
export const dueTrades = (db: Queryable, limit: number) =>
  db.query<{ id: number; purpose: 'order' | 'balance' }>('select id, purpose from trade where status = $1 and pay_deadline <= now() order by pay_deadline limit $2', [
    TradeStatus.AwaitingPayment,
    limit,
  ]);

interface TradeViewRow {
  tradeNo: string;
  amount: number;
  status: TradeStatus;
  purpose: 'order' | 'balance';
  payDeadline: Date;
  paidAt: Date | null;
  paymentMethod: PaymentMethod | null;
  orderNos: string[] | null;
}

/** The user's trade with the numbers of the orders it pays for. */
export async function tradeWithOrders(db: Queryable, userId: number, tradeNo: string): Promise<TradeViewRow | null> {
  const [row] = await db.query<TradeViewRow>(
    `select t.trade_no as "tradeNo", t.amount, t.status, t.purpose, t.pay_deadline as "payDeadline", t.paid_at as "paidAt",
            t.payment_method as "paymentMethod",
            (select array_agg(o.order_no order by o.id) from shop_order o where o.trade_id = t.id or o.balance_trade_id = t.id) as "orderNos"
       from trade t where t.trade_no = $1 and t.user_id = $2`,
    [tradeNo, userId],
  );
  return row ?? null;
}
