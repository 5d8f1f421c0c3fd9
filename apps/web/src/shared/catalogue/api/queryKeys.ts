/**
 * Query keys of the catalogue. Every query whose answer holds product cards (and so the
 * favourite flag) lives under `productQueriesKey`, so a favourite change refreshes them all.
 */
export const productQueriesKey = ['catalogue', 'products'] as const;

export const catalogueKeys = {
  products: productQueriesKey,
  /** `signedIn` is part of the key: visitors and buyers get different answers (favourite flags, limits). */
  search: (body: unknown, signedIn: boolean) => [...productQueriesKey, 'search', signedIn, body] as const,
  favourites: (pageNum: number, pageSize: number) => [...productQueriesKey, 'favourites', pageNum, pageSize] as const,
  topic: (id: number | null, signedIn: boolean) => [...productQueriesKey, 'topic', signedIn, id ?? 'current'] as const,
  categoryTree: ['catalogue', 'categoryTree'] as const,
  brands: (categoryId: number | null) => ['catalogue', 'brands', categoryId ?? 'all'] as const,
  warehouses: (countryCode: string) => ['catalogue', 'warehouses', countryCode] as const,
  flashDeals: (pageSize: number) => ['catalogue', 'flashDeals', pageSize] as const,
  shop: (id: number) => ['catalogue', 'shop', id] as const,
  suggestions: (prefix: string) => ['catalogue', 'suggestions', prefix] as const,
};
