/**
 * The goods owner's payouts ledger (docs/decisions.md "Goods owners paid"): append-only signed entries in owner_ledger
 * and the running balance in owner_account, written together under the account's row lock, so for every owner
 * sum(owner_ledger.amount) = owner_account.balance, and two movements never interleave (parallel payouts queue on the
 * lock and each sees the one before it). Callers pass their transaction: an entry commits with whatever caused it.
 */
import type { OwnerLedgerKind } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

export interface OwnerLedgerMove {
  kind: OwnerLedgerKind;
  /** signed pence, not zero */
  amount: number;
  /** the settlement, refund or payout number (one entry of a kind per reference) */
  reference: string;
  orderId?: number | null;
  /** when it may be paid out; now when left out */
  dueAt?: Date | null;
}

/** Locks the owner's account row for the rest of the transaction (created on demand) and answers their balance. */
export async function lockOwnerAccount(tx: Queryable, ownerId: number): Promise<number> {
  await tx.query('insert into owner_account (owner_id) values ($1) on conflict (owner_id) do nothing', [ownerId]);
  const [row] = await tx.query<{ balance: string | number }>('select balance from owner_account where owner_id = $1 for update', [ownerId]);
  return Number(row!.balance);
}

/** What is due of the owner's ledger now: the sum of the entries whose time has come (may be more than the balance, or below 0). */
export async function dueSum(tx: Queryable, ownerId: number): Promise<number> {
  const [row] = await tx.query<{ due: string }>('select coalesce(sum(amount), 0)::text as due from owner_ledger where owner_id = $1 and due_at <= now()', [ownerId]);
  return Number(row!.due);
}

/** Appends entries and moves the balance by their sum; the caller holds the account's lock (lockOwnerAccount). */
export async function appendOwnerEntries(tx: Queryable, ownerId: number, moves: readonly OwnerLedgerMove[]): Promise<void> {
  const kept = moves.filter((move) => move.amount !== 0);
  if (kept.length === 0) return;
  for (const move of kept) {
    if (!Number.isSafeInteger(move.amount)) throw new RangeError(`owner ledger amount must be whole pence: ${move.amount}`);
    await tx.query(`insert into owner_ledger (owner_id, kind, amount, reference, order_id, due_at) values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))`, [
      ownerId,
      move.kind,
      move.amount,
      move.reference,
      move.orderId ?? null,
      move.dueAt ?? null,
    ]);
  }
  const total = kept.reduce((sum, move) => sum + move.amount, 0);
  await tx.query('update owner_account set balance = balance + $2, updated_at = now() where owner_id = $1', [ownerId, total]);
}

/** When an order's settlement is due: its sale entry's due time (refunds of it are due with it). */
export async function orderDueAt(tx: Queryable, orderId: number): Promise<Date | null> {
  const [row] = await tx.query<{ dueAt: Date }>(`select due_at as "dueAt" from owner_ledger where order_id = $1 and kind in ('sale', 'commission') order by id limit 1`, [orderId]);
  return row?.dueAt ?? null;
}

/** The commission rate in force, basis points (the platform setting). */
export async function commissionRate(tx: Queryable): Promise<number> {
  const [row] = await tx.query<{ value: string }>(`select value::text from platform_setting where name = 'commissionBasisPoints'`);
  return Number(row!.value);
}
