/**
 * What the order service tells account closure (issue 14; docs/product.md §4, §8 "pending orders
 * block closure"): the account's open orders, return and after-sales requests (as buyer or as goods
 * owner), and erasing its cart and address book. Each takes the caller's transaction.
 */
import type { Queryable } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { isOpenAccount } from '../../user/service';
import { lockCart } from '../cart/service';
import * as store from './store';

export type { OpenRecords } from './store';

export interface OpenDealings {
  orders: store.OpenRecords;
  returns: store.OpenRecords;
  afterSales: store.OpenRecords;
}

/**
 * Holds the account's buying for the rest of the caller's transaction: placing an order takes the
 * same lock first, so an order placed while the account closes either lands before the closure's
 * check (and blocks it) or runs after the closure and finds the account closed.
 */
export const holdBuyingOf = (tx: Queryable, userId: number): Promise<void> => lockCart(tx, userId);

/**
 * For a request that opens something on the buyer's account (a return, an after-sales request): the
 * buying lock, then the account must still be open. A closure holds the same lock through its check
 * and its commit, so the request either lands before the check (and blocks the closure) or waits for
 * it and is refused as signed out (20004), never left on a closed account.
 */
export async function holdOpenAccount(tx: Queryable, userId: number): Promise<void> {
  await holdBuyingOf(tx, userId);
  if (!(await isOpenAccount(tx, userId))) fail('sessionExpired');
}

/** The account's open orders, returns and after-sales requests, the first `shown` of each by age. */
export async function openDealingsOf(db: Queryable, userId: number, shown: number): Promise<OpenDealings> {
  return {
    orders: await store.openOrders(db, userId, shown),
    returns: await store.openReturns(db, userId, shown),
    afterSales: await store.openAfterSales(db, userId, shown),
  };
}

/** Empties the account's cart and address book (orders keep the addresses they were sent to). */
export const eraseBuyingDataOf = (tx: Queryable, userId: number): Promise<void> => store.eraseBuyingData(tx, userId);
