import { describe, expect, it } from 'vitest';
import type { Category } from '@clearlot/contract/schemas/catalogue';
import { parseListingQuery } from '../../../shared/catalogue/model/listingQuery';
import { categoryListingUrl, childrenOf, opensChildren } from './categoryLinks';

const child: Category = { id: 12, categoryName: '耳机', categoryNameEn: 'Headphones', parentId: 1, hasChildren: false, status: 1 };
const parent: Category = {
  id: 1,
  categoryName: '电子产品',
  categoryNameEn: 'Electronics',
  parentId: 0,
  hasChildren: true,
  status: 1,
  children: [child],
};
const leafParent: Category = { id: 7, categoryName: '杂货', categoryNameEn: 'Sundries', parentId: 0, hasChildren: false, status: 1 };

function queryOf(url: string) {
  const [path, search] = url.split('?');
  return { path, query: parseListingQuery(new URLSearchParams(search)) };
}

describe('category navigator links', () => {
  it('slides in children only for categories that have some', () => {
    expect(opensChildren(parent)).toBe(true);
    expect(opensChildren(leafParent)).toBe(false);
    expect(childrenOf(leafParent)).toEqual([]);
  });

  it('opens the listing on [parentId, childId] with the names in the language shown', () => {
    const { path, query } = queryOf(categoryListingUrl(parent, child, 'en'));
    expect(path).toBe('/homePageSecond');
    expect(query.categoryPath).toEqual([1, 12]);
    expect(query.categoryNames).toEqual(['Electronics', 'Headphones']);
    expect(query.hasChildren).toBe(false);
    expect(queryOf(categoryListingUrl(parent, child, 'zh')).query.categoryNames).toEqual(['电子产品', '耳机']);
  });

  it('opens the whole first-level category from its "all" entry or when it is a leaf', () => {
    const all = queryOf(categoryListingUrl(parent, null, 'en')).query;
    expect(all.categoryPath).toEqual([1]);
    expect(all.hasChildren).toBe(true);
    const leaf = queryOf(categoryListingUrl(leafParent, null, 'en')).query;
    expect(leaf.categoryPath).toEqual([7]);
    expect(leaf.hasChildren).toBe(false);
  });
});
