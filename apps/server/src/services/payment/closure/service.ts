/**
 * What the payment service tells account closure (issue 14; docs/product.md §4): money still in the
 * wallet and refunds still owed block closing; closing erases the saved cards and the payment
 * password. Each takes the caller's transaction.
 */
import type { Queryable } from '../../../platform/db';
import * as store from './store';

export interface MoneyStanding {
  /** available + frozen, in pence */
  walletBalance: number;
  refunds: { count: number; amount: number; refs: string[] };
}

/** The wallet (locked until the caller's transaction ends, so no money moves in meanwhile) and unfinished refunds. */
export async function moneyStandingOf(tx: Queryable, userId: number, shown: number): Promise<MoneyStanding> {
  return { walletBalance: await store.lockedWalletBalance(tx, userId), refunds: await store.unfinishedRefunds(tx, userId, shown) };
}

export const eraseCardsOf = (tx: Queryable, userId: number): Promise<void> => store.eraseCards(tx, userId);
