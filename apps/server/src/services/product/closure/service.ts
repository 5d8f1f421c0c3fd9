/**
 * What the product service tells account closure (issue 14; docs/product.md §4 "delist all
 * products"): whether the account has a shop and how many of its products are on sale (taking them
 * off is `delistAllProductsOf` in product/seller/service.ts), and erasing favourites and browsing history.
 */
import type { Queryable } from '../../../platform/db';
import * as store from './store';

export interface ShopStanding {
  goodsOwner: boolean;
  productsOnSale: number;
}

export async function shopStandingOf(db: Queryable, userId: number): Promise<ShopStanding> {
  const goodsOwner = await store.hasShop(db, userId);
  return { goodsOwner, productsOnSale: goodsOwner ? await store.productsOnSale(db, userId) : 0 };
}

/** Favourites and browsing history go with the account. */
export const eraseBrowsingOf = (tx: Queryable, userId: number): Promise<void> => store.eraseBrowsing(tx, userId);
