/**
 * Product search rules of docs/product.md §5 and the search payload pieces of docs/product.md §3:
 * queryParamList [{field, fieldValue}] and rangeQueryParamList [{field, minValue, maxValue}].
 * All helpers are pure: they return new lists and never change the ones passed in.
 */
import { poundsToPence } from '../format/money';

/** Condition fields the storefront sends (docs/product.md §3). */
export const SearchField = {
  CategoryPath: 'categoryPath',
  BrandId: 'brandId',
  WarehouseCodes: 'warehouseCodes',
  ProductName: 'productName',
} as const;

/** Range fields: price in pence, profitable (discount / profit margin) in percent. */
export const RangeField = { Price: 'price', Profitable: 'profitable' } as const;

export type SearchFieldValue = string | number | readonly string[] | readonly number[];

export interface SearchQueryParam {
  field: string;
  fieldValue: SearchFieldValue;
}

export interface SearchRangeParam {
  field: string;
  minValue: number;
  maxValue: number;
}

/** Suggestions are fetched only for a trimmed term of at least this many characters. */
export const SUGGESTION_MIN_LENGTH = 2;
/** Typing pause before suggestions are fetched (docs/product.md §9). */
export const SUGGESTION_DEBOUNCE_MS = 300;

/**
 * Price range defaults, in the units sent (pence). A blank maximum sends 999999999, the value the
 * storefront has always used for "no upper limit"; typed values are capped at it too, which keeps
 * every price bound inside a 32-bit integer.
 */
export const PRICE_RANGE_MIN = 0;
export const PRICE_RANGE_MAX = 999_999_999;
/** Discount (profitable) range defaults, in percent, sent as entered. */
export const PROFITABLE_RANGE_MIN = 0;
export const PROFITABLE_RANGE_MAX = 9999;

type RangeInput = number | string | null | undefined;

/** Whether a typed search term is long enough to ask for suggestions. */
export function shouldFetchSuggestions(term: string | null | undefined): boolean {
  return (term ?? '').trim().length >= SUGGESTION_MIN_LENGTH;
}

/** Replaces every entry for `field` by `entry` (where the first one was, else at the end), or removes them. */
function replaceField<T extends { field: string }>(list: readonly T[], field: string, entry: T | null): T[] {
  const index = list.findIndex((param) => param.field === field);
  const others = list.filter((param) => param.field !== field);
  if (entry === null) return others;
  if (index === -1) return [...others, entry];
  return [...others.slice(0, index), entry, ...others.slice(index)];
}

/**
 * Sets one condition: replaces every entry for `field` with a single entry (kept where the first
 * one was, appended otherwise), or removes them all when `value` is null.
 */
export function withQueryParam(list: readonly SearchQueryParam[], field: string, value: SearchFieldValue | null): SearchQueryParam[] {
  return replaceField(list, field, value === null ? null : { field, fieldValue: value });
}

/**
 * Applies the search box to the conditions: the trimmed text becomes the productName condition;
 * empty (or blank) text removes the productName condition.
 */
export function applyProductNameCondition(list: readonly SearchQueryParam[], searchText: string | null | undefined): SearchQueryParam[] {
  const text = (searchText ?? '').trim();
  return withQueryParam(list, SearchField.ProductName, text === '' ? null : text);
}

/** Sets (or with null removes) one range condition, like withQueryParam. */
export function withRangeParam(list: readonly SearchRangeParam[], field: string, range: Omit<SearchRangeParam, 'field'> | null): SearchRangeParam[] {
  return replaceField(list, field, range === null ? null : { field, minValue: range.minValue, maxValue: range.maxValue });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

function orderedRange(field: string, low: number, high: number): SearchRangeParam {
  return low <= high ? { field, minValue: low, maxValue: high } : { field, minValue: high, maxValue: low };
}

/**
 * The price range as sent: entered pounds × 100 as integer pence ('12.34' → 1234, 1.1 → 110,
 * without float error). Blank (or unreadable, or negative) bounds take the defaults 0 and
 * 999999999; values are capped at the maximum; a minimum above the maximum is swapped.
 */
export function priceRangeParam(minPounds: RangeInput, maxPounds: RangeInput): SearchRangeParam {
  const low = poundsToPence(minPounds) ?? PRICE_RANGE_MIN;
  const high = poundsToPence(maxPounds) ?? PRICE_RANGE_MAX;
  return orderedRange(RangeField.Price, clamp(low, PRICE_RANGE_MIN, PRICE_RANGE_MAX), clamp(high, PRICE_RANGE_MIN, PRICE_RANGE_MAX));
}

function percent(value: RangeInput): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  const number = typeof value === 'number' ? value : Number(value.trim());
  return Number.isFinite(number) && number >= 0 ? number : null;
}

/**
 * The discount (profitable) range in percent, sent as entered. Blank (or unreadable, or negative)
 * bounds take the defaults 0 and 9999; values are capped at 9999; a reversed range is swapped.
 */
export function profitableRangeParam(minPercent: RangeInput, maxPercent: RangeInput): SearchRangeParam {
  const low = percent(minPercent) ?? PROFITABLE_RANGE_MIN;
  const high = percent(maxPercent) ?? PROFITABLE_RANGE_MAX;
  return orderedRange(RangeField.Profitable, clamp(low, PROFITABLE_RANGE_MIN, PROFITABLE_RANGE_MAX), clamp(high, PROFITABLE_RANGE_MIN, PROFITABLE_RANGE_MAX));
}

/** totals are counted up to this many rows (like a search engine's tracked total) */
export const TOTAL_COUNT_CAP = 10_000;
