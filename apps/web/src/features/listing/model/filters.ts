/**
 * The listing's filter state and how it becomes the search payload (docs/product.md §2 filter bar,
 * §3 search payload, §4 sort, §5 ranges).
 */
import type { Category } from '@clearlot/contract/schemas/catalogue';
import type { ProductCriteria } from '../../../shared/catalogue/api/products';
import type { ListingQuery } from '../../../shared/catalogue/model/listingQuery';
import { RangeField, SearchField, priceRangeParam, profitableRangeParam } from '@clearlot/contract/rules/search';

export type SortField = 'updateTime' | 'price' | 'profitable';
export type SortDirection = 'asc' | 'desc';
export type SortState = { kind: 'default' } | { kind: 'field'; field: SortField; direction: SortDirection };

/** A typed range; null bounds are blank (the defaults apply when sent). */
export interface RangeInput {
  min: number | null;
  max: number | null;
}

export interface ListingFilters {
  productName: string;
  /** [] all, [firstId] or [firstId, childId] */
  categoryPath: number[];
  brandId: number | null;
  /** [] means ALL */
  warehouseCodes: string[];
  /** applied price range in pounds, null when none */
  price: RangeInput | null;
  /** applied discount (profitable) range in percent, null when none */
  profitable: RangeInput | null;
  sort: SortState;
}

export const DEFAULT_SORT: SortState = { kind: 'default' };
/** The first choice of a sort field sorts high to low (newest, dearest, best margin first). */
export const FIRST_DIRECTION: SortDirection = 'desc';

export function initialFilters(query: ListingQuery): ListingFilters {
  return {
    productName: query.productName,
    categoryPath: query.categoryPath,
    brandId: query.brandId,
    warehouseCodes: query.warehouseCodes,
    price: null,
    profitable: null,
    sort: query.sortByTime ? { kind: 'field', field: 'updateTime', direction: 'desc' } : DEFAULT_SORT,
  };
}

/** Choosing the sorted field again flips the direction; another field starts high to low. */
export function nextSort(current: SortState, field: SortField): SortState {
  if (current.kind === 'field' && current.field === field) {
    return { kind: 'field', field, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  }
  return { kind: 'field', field, direction: FIRST_DIRECTION };
}

/** Default sort is profitable desc, except when searching by name (the server ranks by relevance). */
export function sortParams(sort: SortState, productName: string): ProductCriteria['sortQueryParamList'] {
  if (sort.kind === 'field') return [{ field: sort.field, fieldValue: sort.direction }];
  return productName.trim() ? [] : [{ field: 'profitable', fieldValue: 'desc' }];
}

/** A range with both bounds blank is no range at all. */
export function rangeOrNull(range: RangeInput): RangeInput | null {
  return range.min === null && range.max === null ? null : range;
}

type Conditions = NonNullable<ProductCriteria['queryParamList']>;

/** The search payload without paging: conditions, ranges (pounds × 100, blank bounds defaulted) and sort. */
export function toCriteria(filters: ListingFilters): ProductCriteria {
  const conditions: Conditions = [];
  if (filters.categoryPath.length > 0) conditions.push({ field: SearchField.CategoryPath, fieldValue: [...filters.categoryPath] });
  if (filters.brandId !== null) conditions.push({ field: SearchField.BrandId, fieldValue: filters.brandId });
  if (filters.warehouseCodes.length > 0) conditions.push({ field: SearchField.WarehouseCodes, fieldValue: [...filters.warehouseCodes] });
  // Blank search text sends no productName condition (docs/product.md §5).
  const productName = filters.productName.trim();
  if (productName) conditions.push({ field: SearchField.ProductName, fieldValue: productName });
  const ranges: NonNullable<ProductCriteria['rangeQueryParamList']> = [];
  if (filters.price) ranges.push({ ...priceRangeParam(filters.price.min, filters.price.max), field: RangeField.Price });
  if (filters.profitable) ranges.push({ ...profitableRangeParam(filters.profitable.min, filters.profitable.max), field: RangeField.Profitable });
  return { queryParamList: conditions, rangeQueryParamList: ranges, sortQueryParamList: sortParams(filters.sort, filters.productName) };
}

/** Whether any condition a visitor may not use is set (category, brand, warehouse, ranges). */
export function hasMemberOnlyFilters(filters: ListingFilters): boolean {
  return filters.categoryPath.length > 0 || filters.brandId !== null || filters.warehouseCodes.length > 0 || filters.price !== null || filters.profitable !== null;
}

/**
 * A category path checked against the tree: [firstId, childId] when the child belongs to the
 * first; a lone child id gets its parent; unknown ids are dropped.
 */
export function resolveCategoryPath(tree: readonly Category[], path: readonly number[]): number[] {
  const findTop = (id: number) => tree.find((category) => category.id === id);
  const findParentOf = (id: number) => tree.find((category) => category.children?.some((child) => child.id === id));
  const [first, second] = path;
  if (first === undefined) return [];
  const top = findTop(first);
  if (top && second !== undefined && top.children?.some((child) => child.id === second)) return [first, second];
  if (second !== undefined) {
    const parent = findParentOf(second);
    if (parent) return [parent.id, second];
  }
  if (top) return [first];
  const parent = findParentOf(first);
  return parent ? [parent.id, first] : [];
}

/** The categories along a path (first level, then second), as far as the tree has them. */
export function categoriesOnPath(tree: readonly Category[], path: readonly number[]): Category[] {
  const [first, second] = path;
  const top = tree.find((category) => category.id === first);
  if (!top) return [];
  const child = top.children?.find((category) => category.id === second);
  return child ? [top, child] : [top];
}

/** Toggle one warehouse in the ship-from choice; an empty choice means ALL. */
export function toggleWarehouse(codes: readonly string[], code: string): string[] {
  return codes.includes(code) ? codes.filter((c) => c !== code) : [...codes, code];
}
