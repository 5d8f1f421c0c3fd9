/**
 * Insurance policies on insured orders (docs/product.md §3 order insurance, §4 insurance policy
 * status; rules in packages/contract/src/rules/insurance.ts). A policy is issued when an insured
 * order is paid, in the payment's transaction (the sweep issues any missed). Its status is
 * re-decided from its order and its claims whenever either moves: at once when a claim (an
 * after-sales request for goods damaged in transit) moves, in the same transaction; by the sweeper
 * for the order's own events (cancellation, closing, the cover period ending), which the order
 * service does not announce. Each change is one guarded transition with a history row, so two
 * processes apply it once.
 */
import {
  AfterSaleActor,
  FINAL_INSURANCE_STATUSES,
  INSURANCE_COVER_DAYS,
  INSURED_FROM,
  INSURER,
  InsuranceStatusText,
  type OrderDetail,
  policyStatusOf,
  premiumOf,
  toEpochSeconds,
} from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { refundableOf } from '../../payment/refund/service';
import * as store from './store';

/** Issues the policy of an insured, paid order (once: a second call finds it issued). */
export async function issuePolicy(tx: Queryable, orderId: number): Promise<boolean> {
  const order = await store.orderGoods(tx, orderId);
  if (!order) return false;
  const issued = await store.issuePolicy(tx, orderId, {
    policyNo: `INS${order.orderNo.slice(2)}`,
    insurer: INSURER.en,
    premium: premiumOf(order.subtotal),
    insuredAmount: order.subtotal,
  });
  if (issued) await syncPolicy(tx, orderId, AfterSaleActor.System);
  return issued;
}

/**
 * Issues the policies of the insured orders a payment has just paid for (the orders it moved, with
 * their goods' totals), in the payment's transaction: read from the moved rows, no further query
 * when none is insured.
 */
export async function issuePoliciesOf(tx: Queryable, paid: readonly { id: number; subtotal: number; paidAt: Date | null }[]): Promise<void> {
  for (const order of paid) if (order.subtotal >= INSURED_FROM && order.paidAt !== null) await issuePolicy(tx, order.id);
}

/**
 * Moves the order's policy to where its order and claims now put it; false when it stays (no
 * policy, a final status, or nothing changed).
 */
export async function syncPolicy(tx: Queryable, orderId: number, actor: AfterSaleActor): Promise<boolean> {
  const policy = await store.lockPolicy(tx, orderId);
  if (!policy || FINAL_INSURANCE_STATUSES.includes(policy.status)) return false;
  const claims = await store.claimsOf(tx, orderId);
  const refundable = await refundableOf(tx, orderId);
  const startedAt = toEpochSeconds(policy.coverStartedAt);
  const target = policyStatusOf({
    orderStatus: policy.orderStatus,
    coverEndsAt: startedAt === null ? null : startedAt + INSURANCE_COVER_DAYS * 86_400,
    claims: claims.statuses,
    compensation: claims.compensation,
    fullyRefunded: refundable.paid > 0 && refundable.lines.every((line) => line.refundable === 0),
    now: Math.floor(Date.now() / 1000),
  });
  if (target === policy.status) {
    await store.markChecked(tx, policy.id);
    return false;
  }
  return store.movePolicy(tx, policy.id, policy.status, target, actor, { compensation: claims.compensation });
}

/** The order pages' insurance block for each order that has a policy, by order number. */
export async function insuranceOfOrders(db: Queryable, orderNos: readonly string[]): Promise<Map<string, NonNullable<OrderDetail['insurance']>>> {
  if (orderNos.length === 0) return new Map();
  const rows = await store.policiesOf(db, orderNos);
  return new Map(
    rows.map((row) => {
      const status = InsuranceStatusText[row.status].name;
      return [row.orderNo, { policyNo: row.policyNo, company: row.insurer, status: status.zh, statusEn: status.en, premium: row.premium, compensation: row.compensation }];
    }),
  );
}
