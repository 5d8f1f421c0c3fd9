/** Every SQL statement about wallets, their ledger, saved cards and withdrawals (money moves in ledger.ts). */
import { type SavedCard, type WalletInfo, type WalletTransaction, type WalletTransactionsBody, type Withdrawal, WithdrawalStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

// ---------- wallet ----------
interface WalletRow {
  available: number;
  frozen: number;
  passwordHash: string | null;
}

/** The user's wallet as it stands; a user who has none yet reads as zero balances without a password (reading writes nothing). */
export async function walletOf(db: Queryable, userId: number): Promise<WalletRow> {
  const [row] = await db.query<WalletRow>(`select available, frozen, payment_password_hash as "passwordHash" from wallet where user_id = $1`, [userId]);
  return row ?? { available: 0, frozen: 0, passwordHash: null };
}

/** Locks the user's wallet row for the rest of the transaction (created on demand): one wallet change at a time. */
export async function lockWallet(tx: Queryable, userId: number): Promise<WalletRow> {
  await tx.query('insert into wallet (user_id) values ($1) on conflict (user_id) do nothing', [userId]);
  const [row] = await tx.query<WalletRow>(`select available, frozen, payment_password_hash as "passwordHash" from wallet where user_id = $1 for update`, [userId]);
  return row!;
}

export const toWalletInfo = (row: WalletRow): WalletInfo => ({
  balance: row.available + row.frozen,
  available: row.available,
  frozen: row.frozen,
  hasPaymentPassword: row.passwordHash !== null,
});

export async function setPaymentPasswordHash(tx: Queryable, userId: number, hash: string): Promise<void> {
  await tx.query(
    `insert into wallet (user_id, payment_password_hash) values ($1, $2)
     on conflict (user_id) do update set payment_password_hash = excluded.payment_password_hash, updated_at = now()`,
    [userId, hash],
  );
}

// ---------- ledger ----------
export async function transactions(db: Queryable, userId: number, page: WalletTransactionsBody): Promise<{ list: WalletTransaction[]; total: number }> {
  const direction = page.direction === 'income' ? 1 : page.direction === 'expense' ? -1 : null;
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from wallet_ledger where user_id = $1 and ($2::smallint is null or direction = $2)', [
    userId,
    direction,
  ]);
  const rows = await db.query<Omit<WalletTransaction, 'direction'> & { direction: 1 | -1 }>(
    `select serial_no as "serialNo", transaction_id as "transactionId", floor(extract(epoch from created_at))::int as time,
            direction, type, amount, balance_after as "balanceAfter", remarks
       from wallet_ledger where user_id = $1 and ($2::smallint is null or direction = $2)
      order by id desc limit $3 offset $4`,
    [userId, direction, page.pageSize, (page.pageNum - 1) * page.pageSize],
  );
  return { list: rows.map((row) => ({ ...row, direction: row.direction === 1 ? 'income' : 'expense' })), total: count?.total ?? 0 };
}

/** The amount of an earlier ledger movement with this transaction id, if there is one. */
export async function ledgerAmount(db: Queryable, userId: number, type: string, transactionId: string): Promise<number | null> {
  const [row] = await db.query<{ amount: number }>('select amount from wallet_ledger where user_id = $1 and type = $2 and transaction_id = $3 limit 1', [
    userId,
    type,
    transactionId,
  ]);
  return row?.amount ?? null;
}

// ---------- saved cards ----------
export interface SavedCardRow extends SavedCard {
  token: string;
}

const CARD_COLUMNS = `id, brand, last4, holder_name as "holderName", expiry_month as "expiryMonth", expiry_year as "expiryYear",
  billing_address_id as "billingAddressId", floor(extract(epoch from created_at))::int as "createdAt", token`;

const publicCard = ({ token: _token, ...card }: SavedCardRow): SavedCard => card;

export async function savedCards(db: Queryable, userId: number): Promise<SavedCard[]> {
  const rows = await db.query<SavedCardRow>(`select ${CARD_COLUMNS} from saved_card where user_id = $1 and not removed order by id desc`, [userId]);
  return rows.map(publicCard);
}

/** One of the user's cards that has not been removed. */
export async function savedCardById(db: Queryable, userId: number, id: number): Promise<SavedCardRow | null> {
  const [row] = await db.query<SavedCardRow>(`select ${CARD_COLUMNS} from saved_card where id = $1 and user_id = $2 and not removed`, [id, userId]);
  return row ?? null;
}

export async function countSavedCards(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>('select count(*)::int as n from saved_card where user_id = $1 and not removed', [userId]);
  return row?.n ?? 0;
}

export interface NewSavedCard {
  brand: 'visa' | 'mastercard';
  last4: string;
  holderName: string;
  expiryMonth: number;
  expiryYear: number;
  token: string;
  billingAddressId: number | null;
}

export async function insertSavedCard(tx: Queryable, userId: number, card: NewSavedCard): Promise<SavedCard> {
  const [row] = await tx.query<SavedCardRow>(
    `insert into saved_card (user_id, brand, last4, holder_name, expiry_month, expiry_year, token, billing_address_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${CARD_COLUMNS}`,
    [userId, card.brand, card.last4, card.holderName, card.expiryMonth, card.expiryYear, card.token, card.billingAddressId],
  );
  return publicCard(row!);
}

export async function removeSavedCard(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db.query('update saved_card set removed = true where id = $1 and user_id = $2 and not removed returning id', [id, userId]);
  return rows.length > 0;
}

// ---------- withdrawals ----------
/** Moves an amount from available to frozen; false when not enough is available. */
export async function freezeForWithdrawal(tx: Queryable, userId: number, amount: number): Promise<boolean> {
  const rows = await tx.query('update wallet set available = available - $2, frozen = frozen + $2, updated_at = now() where user_id = $1 and available >= $2 returning user_id', [
    userId,
    amount,
  ]);
  return rows.length > 0;
}

const WITHDRAWAL_COLUMNS = `w.withdrawal_no as "withdrawalNo", w.amount, c.last4 as "cardLast4", w.status, w.remarks,
  floor(extract(epoch from w.created_at))::int as "createdAt"`;

type WithdrawalRow = Omit<Withdrawal, 'status'> & { status: WithdrawalStatus };
const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({ ...row, status: row.status === WithdrawalStatus.Completed ? 'completed' : 'pending' });

export async function insertWithdrawal(
  tx: Queryable,
  withdrawal: { withdrawalNo: string; userId: number; savedCardId: number; amount: number; remarks: string },
): Promise<Withdrawal> {
  const [row] = await tx.query<WithdrawalRow>(
    `with w as (
       insert into withdrawal (withdrawal_no, user_id, saved_card_id, amount, remarks) values ($1, $2, $3, $4, $5) returning *
     )
     select ${WITHDRAWAL_COLUMNS} from w join saved_card c on c.id = w.saved_card_id`,
    [withdrawal.withdrawalNo, withdrawal.userId, withdrawal.savedCardId, withdrawal.amount, withdrawal.remarks],
  );
  return toWithdrawal(row!);
}

export const WITHDRAWALS_SHOWN = 100;

export async function withdrawals(db: Queryable, userId: number): Promise<Withdrawal[]> {
  const rows = await db.query<WithdrawalRow>(
    `select ${WITHDRAWAL_COLUMNS} from withdrawal w join saved_card c on c.id = w.saved_card_id
      where w.user_id = $1 order by w.id desc limit $2`,
    [userId, WITHDRAWALS_SHOWN],
  );
  return rows.map(toWithdrawal);
}

/**
 * Sweeper: completes the oldest pending withdrawal older than `afterSeconds` (the sandbox bank
 * transfer): frozen goes down by the amount and the ledger records the expense, all in one
 * statement. The row is claimed with SKIP LOCKED and the status compared-and-set, so two server
 * processes never complete the same withdrawal. Returns false when none was due.
 */
export async function completeDueWithdrawal(db: Queryable, serialNo: string, afterSeconds: number): Promise<boolean> {
  const rows = await db.query(
    `with done as (
       update withdrawal set status = $4, completed_at = now()
        where id = (select id from withdrawal where status = $3 and created_at <= now() - make_interval(secs => $2)
                     order by created_at, id limit 1 for update skip locked)
          and status = $3
       returning id, user_id, withdrawal_no, amount, remarks
     ), moved as (
       update wallet set frozen = wallet.frozen - done.amount, updated_at = now()
         from done where wallet.user_id = done.user_id
       returning wallet.user_id, wallet.available + wallet.frozen as balance_after
     )
     insert into wallet_ledger (serial_no, user_id, transaction_id, direction, type, amount, balance_after, remarks)
     select $1, done.user_id, done.withdrawal_no, -1, 'withdrawal', done.amount, moved.balance_after, done.remarks
       from done join moved on moved.user_id = done.user_id
     returning id`,
    [serialNo, afterSeconds, WithdrawalStatus.Pending, WithdrawalStatus.Completed],
  );
  return rows.length > 0;
}
