/**
 * What the payment service tells account closure (issue 14; docs/product.md §4): money still in the
 * wallet and refunds still owed block closing; closing erases the saved cards and the payment
 * password. Each takes the caller's transaction.
 */
import type { Queryable } from '../../../platform/db';
import { lockOwnerAccount } from '../payouts/ledger';
import * as store from './store';

export interface MoneyStanding {
  /** available + frozen, in pence */
  walletBalance: number;
  /** the goods owner's payouts ledger (what the shop is owed, or owes when below 0), in pence; 0 for a buyer */
  shopBalance: number;
  refunds: { count: number; amount: number; refs: string[] };
}

/**
 * The wallet and the shop's payouts ledger (both locked until the caller's transaction ends, so no money moves in
 * meanwhile) and unfinished refunds.
 */
export async function moneyStandingOf(tx: Queryable, userId: number, shown: number): Promise<MoneyStanding> {
  const walletBalance = await store.lockedWalletBalance(tx, userId);
  const ownerId = await store.shopOf(tx, userId);
  const shopBalance = ownerId === null ? 0 : await lockOwnerAccount(tx, ownerId);
  return { walletBalance, shopBalance, refunds: await store.unfinishedRefunds(tx, userId, shown) };
}

export const eraseCardsOf = (tx: Queryable, userId: number): Promise<void> => store.eraseCards(tx, userId);
