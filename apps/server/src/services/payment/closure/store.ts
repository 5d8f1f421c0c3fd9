/** The payment service's SQL for account closure (issue 14): the wallet and refunds still owed, saved cards erased. */
import { RefundStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

/** Refunds the holder is still owed: suspended, in refund, or failed (a failed one can be retried to the wallet). */
const UNFINISHED_REFUNDS = [RefundStatus.Suspended, RefundStatus.InRefund, RefundStatus.Failed];

/** The wallet's whole balance (available + frozen), the row locked for the rest of the transaction when it exists. */
export async function lockedWalletBalance(tx: Queryable, userId: number): Promise<number> {
  const [row] = await tx.query<{ balance: string }>('select (available + frozen)::bigint as balance from wallet where user_id = $1 for update', [userId]);
  return row ? Number(row.balance) : 0;
}

/** The goods owner (shop) the account holds, if any. */
export async function shopOf(tx: Queryable, userId: number): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>('select id from goods_owner where user_id = $1', [userId]);
  return row?.id ?? null;
}

export async function unfinishedRefunds(db: Queryable, userId: number, limit: number): Promise<{ count: number; amount: number; refs: string[] }> {
  const rows = await db.query<{ refund_no: string; total: number; amount: string }>(
    `select refund_no, (count(*) over ())::int as total, (sum(amount) over ())::bigint as amount
       from refund where user_id = $1 and status = any ($2::smallint[]) order by id limit $3`,
    [userId, UNFINISHED_REFUNDS, limit],
  );
  return { count: rows[0]?.total ?? 0, amount: rows[0] ? Number(rows[0].amount) : 0, refs: rows.map((row) => row.refund_no) };
}

/** Saved cards are removed and emptied (the gateway token too); withdrawals and payments keep pointing at the rows. */
export async function eraseCards(tx: Queryable, userId: number): Promise<void> {
  await tx.query(`update saved_card set removed = true, holder_name = '', last4 = '', token = 'erased:' || id, billing_address_id = null where user_id = $1`, [userId]);
  await tx.query('update wallet set payment_password_hash = null, updated_at = now() where user_id = $1', [userId]);
}
