/**
 * The timed rules of spec §4 as sweeper jobs. Each finds due rows, then applies the same
 * guarded transition a person would, one order per transaction: with two server processes
 * sweeping at once, the second finds the order already moved and does nothing.
 */
import { OrderStatus, systemNote } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { SweepJob } from '../../../platform/sweeper';
import { cancelNow, decideCancellation, lockOrder } from './cancel';
import { transitionOrder } from './transitions';

const BATCH = 200;

/** Unpaid trades past their deadline close; their orders become 11 (or 12 for an unpaid pre-order balance, with the penalty). */
async function closeUnpaid(db: Db): Promise<void> {
  const due = await db.query<{ id: number; purpose: string }>(
    'select id, purpose from trade where status = 1 and pay_deadline <= now() order by pay_deadline limit $1',
    [BATCH],
  );
  for (const trade of due) {
    await db.transaction(async (tx) => {
      const closed = await tx.query('update trade set status = 3 where id = $1 and status = 1 and pay_deadline <= now() returning id', [trade.id]);
      if (closed.length === 0) return;
      await tx.query('update payment set status = 4 where trade_id = $1 and status = 1', [trade.id]);
      const orders = await tx.query<{ id: number }>(
        trade.purpose === 'balance' ? 'select id from shop_order where balance_trade_id = $1 order by id' : 'select id from shop_order where trade_id = $1 and status = 3 order by id',
        [trade.id],
      );
      for (const { id } of orders) {
        const order = await lockOrder(tx, 'id = $1', [id]);
        if (!order) continue;
        if (trade.purpose === 'balance') {
          if (order.status === OrderStatus.ToBeConfirmed) await cancelNow(tx, order, 'system', systemNote('balanceNotPaid'));
        } else if (order.status === OrderStatus.AwaitingPayment) {
          await cancelNow(tx, order, 'system', '', OrderStatus.Closed);
        }
      }
    });
  }
}

/** Paid orders not shipped in time are cancelled and refunded. */
async function shipmentTimeout(db: Db): Promise<void> {
  const due = await db.query<{ id: number }>('select id from shop_order where status = 4 and ship_deadline <= now() order by ship_deadline limit $1', [BATCH]);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, 'id = $1 and status = 4 and ship_deadline <= now()', [id]);
      if (order) await cancelNow(tx, order, 'system', systemNote('notShipped'));
    });
  }
}

/** Receipt confirms itself after the countdown. */
async function autoConfirmReceipt(db: Db): Promise<void> {
  const due = await db.query<{ id: number }>('select id from shop_order where status = 7 and receipt_deadline <= now() order by receipt_deadline limit $1', [BATCH]);
  for (const { id } of due) {
    await db.transaction((tx) =>
      transitionOrder(tx, id, [OrderStatus.OutForDelivery], OrderStatus.Completed, 'system', { note: 'Receipt confirmed automatically', set: 'completed_at = now()' }),
    );
  }
}

/** Cancellation requests the goods owner did not review in time are approved. */
async function approveOverdueCancellations(db: Db): Promise<void> {
  const due = await db.query<{ orderId: number }>(
    'select order_id as "orderId" from order_cancellation where review_status = 0 and review_deadline <= now() order by review_deadline limit $1',
    [BATCH],
  );
  for (const { orderId } of due) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, 'id = $1', [orderId]);
      if (order) await decideCancellation(tx, order, true, 'system', systemNote('reviewOverdue'));
    });
  }
}

/** Pre-orders whose stock never came: released and the deposit refunded in full. */
async function expirePreOrders(db: Db): Promise<void> {
  const due = await db.query<{ id: number }>('select id from shop_order where status = 9 and pre_order_expires_at <= now() order by pre_order_expires_at limit $1', [BATCH]);
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, 'id = $1 and status = 9 and pre_order_expires_at <= now()', [id]);
      if (order) await cancelNow(tx, order, 'platform', systemNote('stockNeverCame'));
    });
  }
}

export const orderSweepJobs: SweepJob[] = [
  { name: 'orders:payment-timeout', run: closeUnpaid },
  { name: 'orders:shipment-timeout', run: shipmentTimeout },
  { name: 'orders:receipt-auto-confirm', run: autoConfirmReceipt },
  { name: 'orders:cancellation-review', run: approveOverdueCancellations },
  { name: 'orders:pre-order-expiry', run: expirePreOrders },
];
