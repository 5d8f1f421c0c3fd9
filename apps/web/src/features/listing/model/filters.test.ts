import { describe, expect, it } from 'vitest';
import type { Category } from '@clearlot/contract/schemas/catalogue';
import { parseListingQuery } from '../../../shared/catalogue/model/listingQuery';
import {
  DEFAULT_SORT,
  type ListingFilters,
  categoriesOnPath,
  hasMemberOnlyFilters,
  initialFilters,
  nextSort,
  rangeOrNull,
  resolveCategoryPath,
  sortParams,
  toCriteria,
  toggleWarehouse,
} from './filters';

const none: ListingFilters = initialFilters(parseListingQuery(new URLSearchParams()));

const category = (id: number, parentId: number, children?: Category[]): Category => ({
  id,
  parentId,
  categoryName: `类${id}`,
  categoryNameEn: `Category ${id}`,
  hasChildren: Boolean(children?.length),
  status: 1,
  children,
});
const tree = [category(1, 0, [category(2, 1), category(3, 1)]), category(6, 0, [category(7, 6)]), category(9, 0, [])];

describe('listing filters → search payload', () => {
  it('sends profitable desc by default and nothing else', () => {
    expect(toCriteria(none)).toEqual({ queryParamList: [], rangeQueryParamList: [], sortQueryParamList: [{ field: 'profitable', fieldValue: 'desc' }] });
  });

  it('skips the default sort when searching by product name', () => {
    const criteria = toCriteria({ ...none, productName: '  kettle ' });
    expect(criteria.queryParamList).toEqual([{ field: 'productName', fieldValue: 'kettle' }]);
    expect(criteria.sortQueryParamList).toEqual([]);
    expect(toCriteria({ ...none, productName: '   ' }).queryParamList).toEqual([]);
  });

  it('starts with update time desc for sort=timeDesc', () => {
    const filters = initialFilters(parseListingQuery(new URLSearchParams('sort=timeDesc')));
    expect(toCriteria(filters).sortQueryParamList).toEqual([{ field: 'updateTime', fieldValue: 'desc' }]);
  });

  it('keeps a chosen sort even when searching by name', () => {
    expect(sortParams({ kind: 'field', field: 'price', direction: 'asc' }, 'tea')).toEqual([{ field: 'price', fieldValue: 'asc' }]);
    expect(sortParams(DEFAULT_SORT, 'tea')).toEqual([]);
  });

  it('sends category path, brand and warehouses', () => {
    const criteria = toCriteria({ ...none, categoryPath: [1, 2], brandId: 5, warehouseCodes: ['GB-LON-01', 'GB-MAN-01'] });
    expect(criteria.queryParamList).toEqual([
      { field: 'categoryPath', fieldValue: [1, 2] },
      { field: 'brandId', fieldValue: 5 },
      { field: 'warehouseCodes', fieldValue: ['GB-LON-01', 'GB-MAN-01'] },
    ]);
  });

  it('sends prices in pence with blank defaults, and the discount range in percent', () => {
    expect(toCriteria({ ...none, price: { min: 12.5, max: null } }).rangeQueryParamList).toEqual([{ field: 'price', minValue: 1250, maxValue: 999_999_999 }]);
    expect(toCriteria({ ...none, price: { min: null, max: 1.1 } }).rangeQueryParamList).toEqual([{ field: 'price', minValue: 0, maxValue: 110 }]);
    expect(toCriteria({ ...none, profitable: { min: 20, max: null } }).rangeQueryParamList).toEqual([{ field: 'profitable', minValue: 20, maxValue: 9999 }]);
    expect(toCriteria({ ...none, profitable: { min: 50, max: 10 } }).rangeQueryParamList).toEqual([{ field: 'profitable', minValue: 10, maxValue: 50 }]);
  });

  it('treats a range with both bounds blank as no range', () => {
    expect(rangeOrNull({ min: null, max: null })).toBeNull();
    expect(rangeOrNull({ min: 0, max: null })).toEqual({ min: 0, max: null });
  });
});

describe('sort buttons (docs/product.md §4)', () => {
  it('starts a new field high to low and flips it when chosen again', () => {
    const first = nextSort(DEFAULT_SORT, 'price');
    expect(first).toEqual({ kind: 'field', field: 'price', direction: 'desc' });
    const second = nextSort(first, 'price');
    expect(second).toEqual({ kind: 'field', field: 'price', direction: 'asc' });
    expect(nextSort(second, 'price')).toEqual({ kind: 'field', field: 'price', direction: 'desc' });
    expect(nextSort(second, 'updateTime')).toEqual({ kind: 'field', field: 'updateTime', direction: 'desc' });
  });
});

describe('category path against the tree', () => {
  it('keeps a valid path', () => {
    expect(resolveCategoryPath(tree, [1, 2])).toEqual([1, 2]);
    expect(resolveCategoryPath(tree, [6])).toEqual([6]);
    expect(resolveCategoryPath(tree, [])).toEqual([]);
  });

  it('finds the parent of a lone child and repairs a wrong parent', () => {
    expect(resolveCategoryPath(tree, [3])).toEqual([1, 3]);
    expect(resolveCategoryPath(tree, [6, 3])).toEqual([1, 3]);
    expect(resolveCategoryPath(tree, [6, 99])).toEqual([6]);
  });

  it('drops unknown categories', () => {
    expect(resolveCategoryPath(tree, [99])).toEqual([]);
  });

  it('lists the categories on a path', () => {
    expect(categoriesOnPath(tree, [1, 3]).map((c) => c.id)).toEqual([1, 3]);
    expect(categoriesOnPath(tree, [9]).map((c) => c.id)).toEqual([9]);
    expect(categoriesOnPath(tree, [99])).toEqual([]);
  });
});

describe('other filter rules', () => {
  it('toggles warehouses; none chosen means ALL', () => {
    expect(toggleWarehouse([], 'GB-LON-01')).toEqual(['GB-LON-01']);
    expect(toggleWarehouse(['GB-LON-01', 'GB-MAN-01'], 'GB-LON-01')).toEqual(['GB-MAN-01']);
  });

  it('knows which filters need an account', () => {
    expect(hasMemberOnlyFilters(none)).toBe(false);
    expect(hasMemberOnlyFilters({ ...none, productName: 'tea', sort: { kind: 'field', field: 'price', direction: 'asc' } })).toBe(false);
    expect(hasMemberOnlyFilters({ ...none, brandId: 3 })).toBe(true);
    expect(hasMemberOnlyFilters({ ...none, price: { min: 1, max: null } })).toBe(true);
  });
});
