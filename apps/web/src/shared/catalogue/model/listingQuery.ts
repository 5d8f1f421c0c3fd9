/**
 * The query parameters of the listing page /homePageSecond (docs/product.md §2 "Route parameters"), read
 * by the listing and written by every page that links to it (home categories, flash-deals
 * "more", the header search):
 * - goodsSearchQuery: JSON filter {queryParamList:[{field, fieldValue}]}; its productName
 *   entry pre-fills the search; categoryPath, brandId and warehouseCodes entries are honoured too
 * - CategoryId: the category path as JSON ([firstId] or [firstId, childId]; a bare id works)
 * - CategoryNameArr: the category names along that path (JSON list), for the breadcrumb
 * - firstId / CategoryItemId: the first-level and the chosen category (when CategoryId is absent)
 * - hasChildren: whether the chosen category has children
 * - countryObj: JSON {countryCode} of the ship-from country (default GB)
 * - brandItem: JSON {id} of the chosen brand
 * - sort: 'timeDesc' sorts by update time, newest first
 */
import { paths } from '../../paths';
import { parseId } from './ids';

const LISTING_PATH = paths.listing.path;
export const SORT_TIME_DESC = 'timeDesc';

export interface ListingQuery {
  productName: string;
  /** [] (all), [firstId] or [firstId, childId] — or [childId] when only the child was given */
  categoryPath: number[];
  categoryNames: string[];
  hasChildren: boolean | null;
  brandId: number | null;
  countryCode: string | null;
  warehouseCodes: string[];
  sortByTime: boolean;
}

export type ListingLink = Partial<Omit<ListingQuery, 'hasChildren' | 'categoryNames' | 'warehouseCodes'>> & {
  hasChildren?: boolean;
  categoryNames?: readonly string[];
  warehouseCodes?: readonly string[];
};

const WAREHOUSE_CODE = /^[A-Z0-9-]{1,32}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;

function parseJson(text: string | null): unknown {
  if (text === null || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const toId = parseId;

function toIdList(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return list.map(toId).filter((id): id is number => id !== null);
}

/** A category path: the JSON list (or a bare id, or 'a,b'), at most two levels. */
function categoryPathFrom(text: string | null): number[] {
  if (text === null) return [];
  const parsed = parseJson(text);
  return toIdList(parsed === undefined ? text : parsed).slice(0, 2);
}

function stringList(values: string[]): string[] {
  const [first] = values;
  if (values.length === 1 && first !== undefined) {
    const parsed = parseJson(first);
    if (Array.isArray(parsed)) return parsed.filter((x): x is string => typeof x === 'string' && x.trim() !== '');
    return first
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== '');
  }
  return values.map((x) => x.trim()).filter((x) => x !== '');
}

function booleanFrom(text: string | null): boolean | null {
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  return null;
}

interface GoodsSearchQuery {
  productName: string;
  categoryPath: number[];
  brandId: number | null;
  warehouseCodes: string[];
}

/** The conditions of a goodsSearchQuery value that the listing understands. */
export function parseGoodsSearchQuery(text: string | null): GoodsSearchQuery {
  const result: GoodsSearchQuery = { productName: '', categoryPath: [], brandId: null, warehouseCodes: [] };
  const parsed = parseJson(text);
  if (typeof parsed !== 'object' || parsed === null || !('queryParamList' in parsed)) return result;
  const list = (parsed as { queryParamList: unknown }).queryParamList;
  if (!Array.isArray(list)) return result;
  for (const entry of list as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { field, fieldValue } = entry as { field?: unknown; fieldValue?: unknown };
    if (field === 'productName' && typeof fieldValue === 'string') result.productName = fieldValue.trim();
    else if (field === 'categoryPath') result.categoryPath = toIdList(fieldValue).slice(0, 2);
    else if (field === 'brandId') result.brandId = toIdList(fieldValue)[0] ?? null;
    else if (field === 'warehouseCodes') {
      const codes = Array.isArray(fieldValue) ? fieldValue : typeof fieldValue === 'string' ? fieldValue.split(',') : [];
      result.warehouseCodes = codes.map((code) => String(code).trim()).filter((code) => WAREHOUSE_CODE.test(code));
    }
  }
  return result;
}

function countryFrom(text: string | null): string | null {
  const parsed = parseJson(text);
  const code = typeof parsed === 'object' && parsed !== null && 'countryCode' in parsed ? (parsed as { countryCode: unknown }).countryCode : (parsed ?? text);
  return typeof code === 'string' && COUNTRY_CODE.test(code.trim().toUpperCase()) ? code.trim().toUpperCase() : null;
}

function brandFrom(text: string | null): number | null {
  const parsed = parseJson(text);
  if (typeof parsed === 'object' && parsed !== null && 'id' in parsed) return toId((parsed as { id: unknown }).id);
  return toId(parsed ?? text);
}

export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const search = parseGoodsSearchQuery(params.get('goodsSearchQuery'));
  let categoryPath = categoryPathFrom(params.get('CategoryId'));
  if (categoryPath.length === 0) {
    const firstId = toId(params.get('firstId'));
    const itemId = toId(params.get('CategoryItemId'));
    if (firstId !== null) categoryPath = itemId !== null && itemId !== firstId ? [firstId, itemId] : [firstId];
    else if (itemId !== null) categoryPath = [itemId];
  }
  if (categoryPath.length === 0) categoryPath = search.categoryPath;
  return {
    productName: search.productName,
    categoryPath,
    categoryNames: stringList(params.getAll('CategoryNameArr')),
    hasChildren: booleanFrom(params.get('hasChildren')),
    brandId: brandFrom(params.get('brandItem')) ?? search.brandId,
    countryCode: countryFrom(params.get('countryObj')),
    warehouseCodes: search.warehouseCodes,
    sortByTime: params.get('sort') === SORT_TIME_DESC,
  };
}

/** A link to the listing with the given filters, in the parameters above. */
export function listingUrl(link: ListingLink = {}): string {
  const params = new URLSearchParams();
  const conditions: Array<{ field: string; fieldValue: string | readonly string[] }> = [];
  const productName = link.productName?.trim();
  if (productName) conditions.push({ field: 'productName', fieldValue: productName });
  if (link.warehouseCodes && link.warehouseCodes.length > 0) conditions.push({ field: 'warehouseCodes', fieldValue: link.warehouseCodes });
  if (conditions.length > 0) params.set('goodsSearchQuery', JSON.stringify({ queryParamList: conditions }));
  const path = link.categoryPath ?? [];
  const [firstId] = path;
  const itemId = path.at(-1);
  if (firstId !== undefined && itemId !== undefined) {
    params.set('CategoryId', JSON.stringify(path));
    params.set('firstId', String(firstId));
    params.set('CategoryItemId', String(itemId));
  }
  if (link.categoryNames && link.categoryNames.length > 0) params.set('CategoryNameArr', JSON.stringify(link.categoryNames));
  if (link.hasChildren !== undefined) params.set('hasChildren', String(link.hasChildren));
  if (link.countryCode) params.set('countryObj', JSON.stringify({ countryCode: link.countryCode }));
  if (link.brandId) params.set('brandItem', JSON.stringify({ id: link.brandId }));
  if (link.sortByTime) params.set('sort', SORT_TIME_DESC);
  const query = params.toString();
  return query ? `${LISTING_PATH}?${query}` : LISTING_PATH;
}
