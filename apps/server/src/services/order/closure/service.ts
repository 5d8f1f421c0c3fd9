/**
 * What the order service tells account closure (issue 14; docs/product.md §4, §8 "pending orders
 * block closure"): the account's open orders, return and after-sales requests (as buyer or as goods
 * owner), and erasing its cart and address book. Each takes the caller's transaction.
 */
import type { Queryable } from '../../../platform/db';
import { lockCart } from '../cart/store';
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
