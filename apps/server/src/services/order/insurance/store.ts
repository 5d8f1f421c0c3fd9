/**
 * Every SQL statement of insurance policies: the insured orders still without a policy, the policy
 * and what decides its status (its order, the claims on it), its moves through the platform's one
 * transition function, and what the order pages read.
 */
import {
  AFTER_SALE_ORDER_STATUSES,
  AfterSaleActor,
  type AfterSaleStatus,
  CLAIM_REASON,
  FINAL_INSURANCE_STATUSES,
  INSURED_FROM,
  INSURANCE_COVER_DAYS,
  InsuranceStatus,
  OrderStatus,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { type ColumnValue, defineMachine, transition } from '../../../platform/transitions';

const machine = defineMachine<InsuranceStatus, AfterSaleActor>({
  table: 'insurance_policy',
  logTable: 'insurance_log',
  logKey: 'policy_id',
  statuses: InsuranceStatus,
  actors: AfterSaleActor,
  touched: 'updated_at',
  returning: 'id',
});

export async function movePolicy(tx: Queryable, id: number, from: InsuranceStatus, to: InsuranceStatus, actor: AfterSaleActor, set: Record<string, ColumnValue>): Promise<boolean> {
  return (await transition(tx, machine, { where: { id }, from: [from], to, actor, set })).length > 0;
}

/** Paid orders of insured value that have no policy yet, oldest first. */
export const uninsuredOrders = (db: Queryable, limit: number) =>
  db.query<{ orderId: number }>(
    `select o.id as "orderId" from shop_order o
      where o.subtotal >= $1 and o.paid_at is not null and not exists (select 1 from insurance_policy p where p.order_id = o.id)
      order by o.id limit $2`,
    [INSURED_FROM, limit],
  );

/** The order's number and its goods' total (what the policy insures). */
export async function orderGoods(tx: Queryable, orderId: number): Promise<{ orderNo: string; subtotal: number } | null> {
  const [row] = await tx.query<{ orderNo: string; subtotal: number }>('select order_no as "orderNo", subtotal from shop_order where id = $1', [orderId]);
  return row ?? null;
}

/** Writes the order's policy in effect with its first history row; false when it already had one. */
export async function issuePolicy(tx: Queryable, orderId: number, policy: { policyNo: string; insurer: string; premium: number; insuredAmount: number }): Promise<boolean> {
  const [row] = await tx.query<{ id: number }>(
    `insert into insurance_policy (policy_no, order_id, insurer, premium, insured_amount, status) values ($1, $2, $3, $4, $5, $6)
     on conflict (order_id) do nothing returning id`,
    [policy.policyNo, orderId, policy.insurer, policy.premium, policy.insuredAmount, InsuranceStatus.InEffect],
  );
  if (!row) return false;
  await tx.query('insert into insurance_log (policy_id, status, actor) values ($1, $2, $3)', [row.id, InsuranceStatus.InEffect, AfterSaleActor.System]);
  return true;
}

/**
 * Orders whose policies the order's own events may have moved: cancelled or closed, the cover period
 * over, or refunded since the policy was last looked at. Least recently looked at first, so a policy
 * that stays put (a claim still open) never holds up the others.
 */
export const duePolicies = (db: Queryable, limit: number) =>
  db.query<{ orderId: number }>(
    `select p.order_id as "orderId" from insurance_policy p join shop_order o on o.id = p.order_id
      where p.status <> all($1::smallint[])
        and (o.status = any($2::smallint[])
             or (select min(l.created_at) from order_log l where l.order_id = o.id and l.status = any($3::smallint[])) <= now() - make_interval(days => $4)
             or exists (select 1 from refund r where r.order_id = o.id and r.created_at >= p.updated_at))
      order by p.updated_at, p.id limit $5`,
    [FINAL_INSURANCE_STATUSES, [OrderStatus.Closed, OrderStatus.Cancelled], AFTER_SALE_ORDER_STATUSES, INSURANCE_COVER_DAYS, limit],
  );

/** Notes that the policy was looked at and stays where it is (the sweep then looks at others first). */
export const markChecked = (tx: Queryable, id: number) => tx.query('update insurance_policy set updated_at = now() where id = $1', [id]);

export interface PolicyRow {
  id: number;
  status: InsuranceStatus;
  orderStatus: OrderStatus;
  orderNo: string;
  /** when the order first went out for delivery or completed; null before */
  coverStartedAt: Date | string | null;
}

/** The order's policy, row-locked for a change, with its order's status; null when the order has none. */
export async function lockPolicy(tx: Queryable, orderId: number): Promise<PolicyRow | null> {
  const [row] = await tx.query<PolicyRow>(
    `select p.id, p.status, o.status as "orderStatus", o.order_no as "orderNo",
            (select min(l.created_at) from order_log l where l.order_id = o.id and l.status = any($2::smallint[])) as "coverStartedAt"
       from insurance_policy p join shop_order o on o.id = p.order_id where p.order_id = $1 for update of p`,
    [orderId, AFTER_SALE_ORDER_STATUSES],
  );
  return row ?? null;
}

/** The claims on an order (its after-sales requests for goods damaged in transit) and what their refunds paid. */
export async function claimsOf(tx: Queryable, orderId: number): Promise<{ statuses: AfterSaleStatus[]; compensation: number }> {
  const rows = await tx.query<{ status: AfterSaleStatus; refunded: number | null }>(
    'select status, refunded_amount as refunded from after_sale where order_id = $1 and reason = $2',
    [orderId, CLAIM_REASON],
  );
  return { statuses: rows.map((row) => row.status), compensation: rows.reduce((sum, row) => sum + (row.refunded ?? 0), 0) };
}

export interface PolicyView {
  orderNo: string;
  policyNo: string;
  insurer: string;
  status: InsuranceStatus;
  premium: number;
  compensation: number;
}

/** The policies of the orders named (the order pages read them). */
export const policiesOf = (db: Queryable, orderNos: readonly string[]) =>
  db.query<PolicyView>(
    `select o.order_no as "orderNo", p.policy_no as "policyNo", p.insurer, p.status, p.premium, p.compensation
       from insurance_policy p join shop_order o on o.id = p.order_id where o.order_no = any($1::text[])`,
    [orderNos],
  );
