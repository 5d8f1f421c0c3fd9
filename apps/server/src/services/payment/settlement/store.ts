/**
 * Every SQL statement about the order's money in the payment service: its order_funds row, which
 * every refund of the order and its settlement lock first, and the settlement itself.
 */
import type { Queryable } from '../../../platform/db';

export interface OrderFunds {
  orderId: number;
  ownerId: number;
  /** the goods owner's account (null: a shop without one, which cannot be settled) */
  ownerUserId: number | null;
  settledGross: number | null;
  settledAt: Date | null;
  /** what the platform owes the goods owner at an agreed price (a point-mall order), pence; 0 for every other order */
  agreedPayout: number;
  /** the commission rate the settlement took, basis points (null until settled) */
  settledRate: number | null;
  /** the settlement went to the owner's payouts ledger (false: settled to their wallet before the ledger existed) */
  settledToLedger: boolean;
}

/**
 * Locks the order's funds row for the rest of the transaction (created on demand): every refund of
 * the order and its settlement queue here, so each sees the ones before it.
 */
export async function lockOrderFunds(tx: Queryable, orderId: number): Promise<OrderFunds> {
  await tx.query('insert into order_funds (order_id, owner_id) select id, owner_id from shop_order where id = $1 on conflict (order_id) do nothing', [orderId]);
  const [row] = await tx.query<OrderFunds>(
    `select f.order_id as "orderId", f.owner_id as "ownerId", g.user_id as "ownerUserId", f.settled_gross as "settledGross", f.settled_at as "settledAt",
            f.agreed_payout as "agreedPayout", f.settled_rate as "settledRate", f.settled_to_ledger as "settledToLedger"
       from order_funds f join goods_owner g on g.id = f.owner_id
      where f.order_id = $1 for update of f`,
    [orderId],
  );
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

/**
 * Marks the order settled to the owner's payouts ledger at `rate`; answers when its earnings are due (its return window,
 * counted from now), or null when it was settled already.
 */
export async function markSettled(
  tx: Queryable,
  orderId: number,
  settlement: { settlementNo: string; gross: number; fee: number; agreed: number; rate: number },
): Promise<{ dueAt: Date } | null> {
  const [row] = await tx.query<{ dueAt: Date }>(
    `update order_funds f set settlement_no = $2, settled_gross = $3, settled_fee = $4, settled_agreed = $5, settled_rate = $6, settled_to_ledger = true,
            settled_at = now()
       from shop_order o
      where f.order_id = $1 and o.id = f.order_id and f.settled_at is null
      returning now() + make_interval(days => o.return_window_days) as "dueAt"`,
    [orderId, settlement.settlementNo, settlement.gross, settlement.fee, settlement.agreed, settlement.rate],
  );
  return row ?? null;
}

/**
 * Records what the platform owes the goods owner for the order at an agreed price (a point-mall order, written with the
 * redemption that placed it); false when the order already has a funds row (it was placed earlier: nothing is changed).
 */
export async function insertAgreedPayout(tx: Queryable, orderId: number, amount: number): Promise<boolean> {
  const rows = await tx.query(
    `insert into order_funds (order_id, owner_id, agreed_payout) select id, owner_id, $2 from shop_order where id = $1
     on conflict (order_id) do nothing returning order_id`,
    [orderId, amount],
  );
  return rows.length > 0;
}

/** What was agreed for an order not settled yet, taken off (a point-mall order cancelled before completion). */
export async function dropAgreedPayout(tx: Queryable, orderId: number): Promise<void> {
  await tx.query('update order_funds set agreed_payout = 0 where order_id = $1 and settled_at is null', [orderId]);
}
