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

/** The product name inside a goodsSearchQuery value, used to pre-fill the search box. */
export function productNameFromQuery(goodsSearchQuery: string | null): string {
  if (!goodsSearchQuery) return '';
  try {
    const parsed: unknown = JSON.parse(goodsSearchQuery);
    if (typeof parsed !== 'object' || parsed === null || !('queryParamList' in parsed)) return '';
    const list = (parsed as { queryParamList: unknown }).queryParamList;
    if (!Array.isArray(list)) return '';
    const entry = (list as QueryParam[]).find((item) => item?.field === 'productName');
    return typeof entry?.fieldValue === 'string' ? entry.fieldValue : '';
  } catch {
    return '';
  }
}
