/**
 * The header search hands its text to the listing page as goodsSearchQuery, a JSON filter
 * with a productName entry (docs/product.md §2 route parameters, §3 search payload). Empty text
 * removes the productName condition (docs/product.md §5).
 */
import { paths } from '../../../shared/paths';

const LISTING_PATH = paths.listing.path;

interface QueryParam {
  field: string;
  fieldValue: unknown;
}

export function listingSearchUrl(text: string): string {
  const productName = text.trim();
  if (!productName) return LISTING_PATH;
  const goodsSearchQuery = JSON.stringify({ queryParamList: [{ field: 'productName', fieldValue: productName }] });
  return `${LISTING_PATH}?${new URLSearchParams({ goodsSearchQuery }).toString()}`;
}

/**
 * The listing address whose goodsSearchQuery has lost its productName condition (docs/product.md §5:
 * clearing the search text removes it); every other condition and parameter stays.
 */
export function listingWithoutProductName(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  const conditions = conditionsOf(params.get('goodsSearchQuery'));
  const kept = conditions?.filter((entry) => entry?.field !== 'productName') ?? [];
  if (kept.length > 0) next.set('goodsSearchQuery', JSON.stringify({ queryParamList: kept }));
  else next.delete('goodsSearchQuery');
  const query = next.toString();
  return query ? `${LISTING_PATH}?${query}` : LISTING_PATH;
}

function conditionsOf(goodsSearchQuery: string | null): QueryParam[] | null {
  if (!goodsSearchQuery) return null;
  try {
    const parsed: unknown = JSON.parse(goodsSearchQuery);
    if (typeof parsed !== 'object' || parsed === null || !('queryParamList' in parsed)) return null;
    const list = (parsed as { queryParamList: unknown }).queryParamList;
    return Array.isArray(list) ? (list as QueryParam[]) : null;
  } catch {
    return null;
  }
}

/** The product name inside a goodsSearchQuery value, used to pre-fill the search box. */
export function productNameFromQuery(goodsSearchQuery: string | null): string {
  const entry = conditionsOf(goodsSearchQuery)?.find((item) => item?.field === 'productName');
  return typeof entry?.fieldValue === 'string' ? entry.fieldValue : '';
}
