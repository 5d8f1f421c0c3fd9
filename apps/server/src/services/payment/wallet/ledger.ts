/**
 * The wallet ledger: every movement of a wallet's money is one statement that changes the
 * balance and writes its ledger row together, so for every user
 * sum(direction × amount) over wallet_ledger = available + frozen, and no balance can go
 * negative (the update only matches when enough is available; the table checks back it up).
 * Callers pass their transaction, so the movement commits with whatever caused it.
 */
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { referenceNo } from '../../../platform/reference-numbers';

/** settlement: a goods owner paid for a completed order; settlementReversal: a refund after settlement taken back from them. */
export type CreditType = 'refund' | 'topUp' | 'openingCredit' | 'settlement';
export type DebitType = 'payment' | 'penalty' | 'withdrawal' | 'settlementReversal';

export interface LedgerEntry<T extends string> {
  userId: number;
  /** pence, more than zero */
  amount: number;
  type: T;
  /** the payment, refund, top-up or withdrawal number the movement belongs to */
  transactionId: string;
  remarks?: string;
}

function checkAmount(amount: number): void {
  // a programming error, not a user's: amounts reach the ledger already validated
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new RangeError(`wallet movement must be a positive whole number of pence, got ${amount}`);
}

/** A ledger serial number: WL and 16 random characters. */
export const ledgerSerialNo = () => referenceNo('WL', 16);

/** Adds money to the user's available balance (the wallet row is created on demand). */
export async function creditWallet(tx: Queryable, entry: LedgerEntry<CreditType>): Promise<void> {
  checkAmount(entry.amount);
  await tx.query(
    `with moved as (
       insert into wallet as w (user_id, available) values ($1, $2)
       on conflict (user_id) do update set available = w.available + excluded.available, updated_at = now()
       returning w.available + w.frozen as balance_after
     )
     insert into wallet_ledger (serial_no, user_id, transaction_id, direction, type, amount, balance_after, remarks)
     select $3, $1, $4, 1, $5, $2, balance_after, $6 from moved`,
    [entry.userId, entry.amount, ledgerSerialNo(), entry.transactionId, entry.type, entry.remarks ?? ''],
  );
}

/** Takes money from the user's available balance; fails insufficientBalance when there is not enough. */
export async function debitWallet(tx: Queryable, entry: LedgerEntry<DebitType>): Promise<void> {
  checkAmount(entry.amount);
  const rows = await tx.query(
    `with moved as (
       update wallet set available = available - $2, updated_at = now()
        where user_id = $1 and available >= $2
       returning available + frozen as balance_after
     )
     insert into wallet_ledger (serial_no, user_id, transaction_id, direction, type, amount, balance_after, remarks)
     select $3, $1, $4, -1, $5, $2, balance_after, $6 from moved
     returning id`,
    [entry.userId, entry.amount, ledgerSerialNo(), entry.transactionId, entry.type, entry.remarks ?? ''],
  );
  // no row: not enough available, or no wallet yet (nothing available either)
  if (rows.length === 0) fail('insufficientBalance');
}
