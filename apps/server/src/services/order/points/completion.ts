/**
 * What an order's completion (receipt confirmed, by the buyer or the clock) means for points and the
 * credit score, in the transaction that completed it: the order earns its points, and the buyer's
 * score is recalculated (a completed order counts towards it) with the change kept in its history.
 */
import type { Queryable } from '../../../platform/db';
import { recalculateCredit } from '../credit/service';
import { earnOrderPoints } from './service';
import { orderForPoints } from './store';

export async function orderCompletedForPoints(tx: Queryable, orderId: number): Promise<void> {
  await earnOrderPoints(tx, orderId);
  const order = await orderForPoints(tx, orderId);
  if (order) await recalculateCredit(tx, order.userId);
}
