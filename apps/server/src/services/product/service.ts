/** Catalogue rules: search payload → filter, visitor limits (docs/product.md §6), favourites. */
import { type HistoryPage, type ProductSearch, SUGGESTION_LIMIT, shouldFetchSuggestions } from '@clearlot/contract';
import type { Db, Queryable } from '../../platform/db';
import { fail } from '../../platform/errors';
import { createTtlCache } from '../../platform/ttl-cache';
import { type StockLine, type StockTakingPart, lockProducts, returnStock, stockTakingPart, takeStock } from './stock.store';
import * as dealCheckout from './deals/checkout';
import * as history from './history.store';
import * as skuStore from './sku.store';
import * as store from './store';

export type { StockLine, StockTakingPart };

/**
 * An option's quantity terms (MOQ, case pack, tiers after its own price) as select columns for the option
 * aliased `sku`: how the cart, the delivery quote and the checkout read the terms they price a line by
 * (rules/quantity.ts linePrice) without knowing the product service's tables.
 */
export const quantityTermsColumns = (sku: string): string => skuStore.quantityTermsColumns(sku);

/**
 * Takes the lines' units out of stock, all or none, in the caller's transaction: the products are
 * locked in id order, then a conditional decrement per line (one statement), so concurrent buyers
 * can never take more units than exist. False when a line is short; the caller then fails its
 * transaction, which puts back the lines already taken.
 */
export async function reserveStock(tx: Queryable, lines: readonly StockLine[]): Promise<boolean> {
  if (lines.length === 0) return true;
  return (await takeStock(tx, lines)) === lines.length;
}

/**
 * reserveStock as a part of the caller's own statement, to save it a round trip (placing an order
 * takes the stock and writes the orders in one statement): CTEs with parameters numbered from $first,
 * in which `taken` has a row per line taken. The caller's writes must wait on all the lines being
 * taken (`(select count(*) from taken) = <number of lines>`), which also puts them after every
 * product lock, and the caller fails its transaction when they did not happen.
 */
export const reserveStockPart = (lines: readonly StockLine[], first: number): StockTakingPart => stockTakingPart(lines, first);

/**
 * The flash deal running on the product aliased `product`, as a select column "deal" (rules/quantity.ts RunningDeal or
 * null): what the cart, the delivery quote and the checkout pass to linePrice.
 */
export const runningDealColumn = (product: string): string => dealCheckout.runningDealColumn(product);

export type { DealTake } from './deals/checkout';

/** Takes an order's units at their deals' prices from the deals' limits, all or none (false: a deal ended or ran short meanwhile). */
export const takeDealUnits = (tx: Queryable, takes: readonly dealCheckout.DealTake[]): Promise<boolean> => dealCheckout.takeDealUnits(tx, takes);

/** Gives a cancelled or closed order's deal units back to their deals, once. */
export const releaseDealUnits = (tx: Queryable, orderId: number): Promise<void> => dealCheckout.releaseDealUnits(tx, orderId);

/** Puts reserved units back on sale (an order cancelled or closed before shipping), in the caller's transaction. */
export async function releaseStock(tx: Queryable, lines: readonly StockLine[]): Promise<void> {
  if (lines.length === 0) return;
  await lockProducts(
    tx,
    lines.map((l) => l.productId),
  );
  await returnStock(tx, lines);
}

/** A review was posted for the product: the number the product page shows counts it, in the caller's transaction. */
export const countProductReview = (tx: Queryable, productId: number) => store.countReview(tx, productId);

/** Which of these products exist (on sale or not), for the services that keep chosen products (a topic page). */
export const existingProductIds = (db: Queryable, ids: readonly number[]): Promise<number[]> => store.existingProductIds(db, ids);

/** Visitors see the landing page only: page 1, at most this many products, no filters. */
export const VISITOR_PAGE_SIZE_MAX = 40;
const VISITOR_FIELDS = new Set(['productName', 'ownerId']);

type FieldValue = ProductSearch['queryParamList'][number]['fieldValue'];

function asList(value: FieldValue): Array<string | number> {
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (Array.isArray(parsed)) return parsed.filter((x): x is string | number => typeof x === 'string' || typeof x === 'number');
      } catch {
        return [];
      }
    }
    return text === '' ? [] : text.split(',').map((x) => x.trim());
  }
  return [value];
}

const asIds = (value: FieldValue) =>
  asList(value)
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);

const ordered = (a: number, b: number) => (a <= b ? { min: a, max: b } : { min: b, max: a });

export function createProductService(db: Db) {
  /**
   * Which level a category filter is on decides the indexed column it uses; a category never changes level (the
   * catalogue desk renames, reorders and retires, never moves), so a listing call does not ask the database again for
   * a minute. An unknown id is not kept: operations may create it the next moment.
   */
  const categoryLevels = createTtlCache<{ id: number; topLevel: boolean } | null>({ ttlMs: 60_000, maxEntries: 5_000, keep: (level) => level !== null });
  const categoryLevel = (id: number) =>
    categoryLevels.get(String(id), async () => {
      const category = await store.categoryById(db, id);
      return category ? { id: category.id, topLevel: category.parentId === 0 } : null;
    });

  async function toFilter(search: ProductSearch): Promise<store.ListingFilter | null> {
    const filter: store.ListingFilter = {};
    for (const param of search.queryParamList) {
      switch (param.field) {
        case 'categoryPath': {
          const path = asIds(param.fieldValue);
          const last = path.at(-1);
          if (last === undefined) break;
          const category = await categoryLevel(last);
          if (!category) return null;
          if (category.topLevel) filter.category1Id = category.id;
          else filter.category2Id = category.id;
          break;
        }
        case 'brandId': {
          const ids = asIds(param.fieldValue);
          if (ids.length > 0) filter.brandIds = ids;
          break;
        }
        case 'warehouseCodes': {
          const codes = asList(param.fieldValue)
            .map(String)
            .filter((c) => /^[A-Z0-9-]{1,32}$/.test(c));
          if (codes.length > 0) filter.warehouseCodes = codes;
          break;
        }
        case 'productName': {
          const name = String(param.fieldValue).trim();
          if (name) filter.name = name.slice(0, 100);
          break;
        }
        case 'ownerId': {
          const [ownerId] = asIds(param.fieldValue);
          if (ownerId) filter.ownerId = ownerId;
          break;
        }
      }
    }
    for (const range of search.rangeQueryParamList) {
      if (range.field === 'price') filter.price = ordered(Math.round(range.minValue), Math.round(range.maxValue));
      else filter.profitable = ordered(range.minValue, range.maxValue);
    }
    return filter;
  }

  /** Default sort is margin, high first; by time with sort=timeDesc (client sends it); none when searching by name. */
  function sortsFor(search: ProductSearch, filter: store.ListingFilter): store.SortField[] {
    if (search.sortQueryParamList.length > 0) return search.sortQueryParamList;
    return filter.name ? [] : [{ field: 'profitable', fieldValue: 'desc' }];
  }

  function enforceVisitorLimits(search: ProductSearch) {
    if (search.pageNum > 1 || search.pageSize > VISITOR_PAGE_SIZE_MAX) fail('visitorLimit');
    if (search.queryParamList.some((p) => !VISITOR_FIELDS.has(p.field)) || search.rangeQueryParamList.length > 0) fail('visitorLimit');
  }

  return {
    async search(search: ProductSearch, userId: number | null) {
      if (userId === null) enforceVisitorLimits(search);
      const filter = await toFilter(search);
      if (!filter) return { list: [], total: 0, pageNum: search.pageNum, pageSize: search.pageSize };
      return store.listProducts(db, filter, sortsFor(search, filter), search, userId);
    },

    async suggest(prefix: string): Promise<string[]> {
      if (!shouldFetchSuggestions(prefix)) return [];
      return store.suggestTerms(db, prefix.trim(), SUGGESTION_LIMIT);
    },

    /** Cards of chosen products (a topic page's), best margin first. */
    async chosen(productIds: readonly number[], limit: number, userId: number | null) {
      return (await store.listProducts(db, { productIds: [...productIds] }, [{ field: 'profitable', fieldValue: 'desc' }], { pageNum: 1, pageSize: limit }, userId)).list;
    },

    /** The product page; opening it records the product in the buyer's browsing history. */
    async detail(productId: number, userId: number) {
      const detail = (await store.productDetail(db, productId, userId)) ?? fail('productNotFound');
      await history.recordView(db, userId, productId);
      return detail;
    },

    /** A page of the buyer's browsing history grouped by day (docs/decisions.md "Browsing history"). */
    async history(userId: number, page: { pageNum: number; pageSize: number }): Promise<HistoryPage> {
      const { rows, total } = await history.historyPage(db, userId, page);
      const days: HistoryPage['days'] = [];
      for (const { day, collected, ...card } of rows) {
        const entry = { ...card, productCollect: collected ? (1 as const) : (0 as const) };
        const last = days.at(-1);
        if (last?.day === day) last.list.push(entry);
        else days.push({ day, list: [entry] });
      }
      return { days, total, ...page };
    },

    removeHistory: (userId: number, what: { day: string | null; productId: number | null }) => history.removeHistory(db, userId, what),

    async specs(productId: number) {
      return (await store.productSpecs(db, productId)) ?? fail('productNotFound');
    },

    /** One SKU's stock by warehouse. */
    async stock(skuId: number) {
      if (!(await skuStore.skuExists(db, skuId))) fail('skuNotFound');
      return skuStore.skuStock(db, skuId);
    },

    async related(productId: number, pageSize: number, userId: number | null) {
      const product = await store.productCategoryPath(db, productId);
      if (!product) return fail('productNotFound');
      const page = await store.listProducts(
        db,
        { category2Id: product.category2Id },
        [{ field: 'profitable', fieldValue: 'desc' }],
        { pageNum: 1, pageSize: pageSize + 1 },
        userId,
      );
      return page.list.filter((p) => p.id !== productId).slice(0, pageSize);
    },

    async favourite(userId: number, productId: number): Promise<boolean> {
      if (!(await store.productExists(db, productId))) fail('productNotFound');
      return store.addFavourite(db, userId, productId);
    },

    unfavourite: (userId: number, productId: number) => store.removeFavourite(db, userId, productId),
    favourites: (userId: number, page: { pageNum: number; pageSize: number }) => store.favourites(db, userId, page),

    categoryTree: (id: number | null, status: number | null) => store.categoryTree(db, id, status),
    async category(id: number) {
      return (await store.categoryById(db, id)) ?? fail('categoryNotFound');
    },
    brands: () => store.allBrands(db),
    brandsOfCategory: (id: number) => store.brandsOfCategory(db, id),
    warehouses: (countryCodes: string[]) => store.warehousesIn(db, countryCodes),
    flashDeals: (limit: number) => store.activeFlashDeals(db, limit),
    async shop(id: number) {
      return (await store.shopById(db, id)) ?? fail('shopNotFound');
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;

/** The owner's options on sale low on stock (the goods owner's dashboard in the order service reads them). */
export { lowStockOptions } from './lowStock.store';
