/**
 * The one way an order changes status (DESIGN.md "Timed rules"): a compare-and-set UPDATE that
 * only applies when the order is still in an expected status, plus the history log row, in the
 * caller's transaction. A user racing the sweeper, or two server processes, can never apply the
 * same transition twice: the loser's UPDATE matches no row.
 */
import type { OrderActor, OrderStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface TransitionedOrder {
  id: number;
  orderNo: string;
  userId: number;
  tradeId: number;
  orderType: 1 | 2;
  status: OrderStatus;
}

interface TransitionSpec {
  /** extra SQL condition selecting the orders, with $1.. parameters */
  where: string;
  params: unknown[];
  from: readonly OrderStatus[];
  to: OrderStatus;
  actor: OrderActor;
  note?: string;
  /** extra assignments, e.g. "paid_at = now()" (trusted SQL only, never user input) */
  set?: string;
}

/** Moves every matching order that is still in one of `from` to `to`; returns the orders moved. */
export async function transitionOrders(tx: Queryable, spec: TransitionSpec): Promise<TransitionedOrder[]> {
  const n = spec.params.length;
  const moved = await tx.query<TransitionedOrder>(
    `update shop_order set status = $${n + 1}, updated_at = now()${spec.set ? `, ${spec.set}` : ''}
      where (${spec.where}) and status = any($${n + 2}::smallint[])
      returning id, order_no as "orderNo", user_id as "userId", trade_id as "tradeId", order_type as "orderType", status`,
    [...spec.params, spec.to, spec.from],
  );
  if (moved.length > 0) {
    await tx.query(
      `insert into order_log (order_id, status, actor, note) select unnest($1::bigint[]), $2, $3, $4`,
      [moved.map((o) => o.id), spec.to, spec.actor, spec.note ?? ''],
    );
  }
  return moved;
}

/** One order by id; null when it was no longer in an expected status. */
export async function transitionOrder(
  tx: Queryable,
  orderId: number,
  from: readonly OrderStatus[],
  to: OrderStatus,
  actor: OrderActor,
  options: { note?: string; set?: string } = {},
): Promise<TransitionedOrder | null> {
  const [moved] = await transitionOrders(tx, { where: 'id = $1', params: [orderId], from, to, actor, ...options });
  return moved ?? null;
}
