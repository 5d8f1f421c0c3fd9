/**
 * The timed rules of docs/product.md §4 as sweeper jobs. Each finds due rows, then applies the
 * same guarded transition a person would, one order per transaction: with two server processes
 * sweeping at once, the second finds the order already moved and does nothing.
 */
import { OrderActor, OrderStatus, systemNote } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import type { SweepJob } from '../../../platform/sweeper';
import { closePendingPayments } from '../../payment/pay/service';
import { settleOrder } from '../../payment/settlement/service';
import { orderCompletedForPoints } from '../../loyalty/points/service';
import { closeDueTrade, dueTrades } from '../trades/service';
import { cancelNow, decideCancellation } from './cancel';
import * as store from './store';

const BATCH = 200;

/** Unpaid trades past their deadline close; their orders become 11 (or 12 for an unpaid pre-order balance, with the penalty). */
async function closeUnpaid(db: Db): Promise<void> {
  for (const trade of await dueTrades(db, BATCH)) {
    await db.transaction(async (tx) => {
      if (!(await closeDueTrade(tx, trade.id))) return;
      await closePendingPayments(tx, trade.id);
      for (const { id } of await store.ordersOfTrade(tx, trade.id, trade.purpose)) {
        const order = await store.lockOrder(tx, { id });
        if (!order) continue;
        if (trade.purpose === 'balance') {
          if (order.status === OrderStatus.ToBeConfirmed) await cancelNow(tx, order, OrderActor.System, systemNote('balanceNotPaid'));
        } else if (order.status === OrderStatus.AwaitingPayment) {
          await cancelNow(tx, order, OrderActor.System, '', OrderStatus.Closed);
        }
      }
    });
  }
}

/** Paid orders not shipped in time are cancelled and refunded. */
async function shipmentTimeout(db: Db): Promise<void> {
  for (const { id } of await store.dueOrders(db, OrderStatus.ReadyToShip, 'ship_deadline', BATCH)) {
    await db.transaction(async (tx) => {
      const order = await store.lockDueOrder(tx, id, OrderStatus.ReadyToShip, 'ship_deadline');
      if (order) await cancelNow(tx, order, OrderActor.System, systemNote('notShipped'));
    });
  }
}

/** Receipt confirms itself after the countdown; the completed order is settled to its goods owner. */
async function autoConfirmReceipt(db: Db): Promise<void> {
  for (const { id } of await store.dueOrders(db, OrderStatus.OutForDelivery, 'receipt_deadline', BATCH)) {
    await db.transaction(async (tx) => {
      const completed = await store.completeOrder(tx, id, [OrderStatus.OutForDelivery], OrderActor.System, systemNote('receiptConfirmedAutomatically'));
      if (completed) {
        await settleOrder(tx, { orderId: completed.id, orderNo: completed.orderNo });
        await orderCompletedForPoints(tx, completed.id);
      }
    });
  }
}

/** Cancellation requests the goods owner did not review in time are approved. */
async function approveOverdueCancellations(db: Db): Promise<void> {
  for (const { orderId } of await store.overdueCancellations(db, BATCH)) {
    await db.transaction(async (tx) => {
      const order = await store.lockOrder(tx, { id: orderId });
      if (order) await decideCancellation(tx, order, true, OrderActor.System, systemNote('reviewOverdue'));
    });
  }
}

/** Pre-orders whose stock never came: released and the deposit refunded in full. */
async function expirePreOrders(db: Db): Promise<void> {
  for (const { id } of await store.dueOrders(db, OrderStatus.PreOrderInProgress, 'pre_order_expires_at', BATCH)) {
    await db.transaction(async (tx) => {
      const order = await store.lockDueOrder(tx, id, OrderStatus.PreOrderInProgress, 'pre_order_expires_at');
      if (order) await cancelNow(tx, order, OrderActor.Platform, systemNote('stockNeverCame'));
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
