import { describe, expect, it } from 'vitest';
import { listingSearchUrl, listingWithoutProductName, productNameFromQuery } from './searchQuery';

describe('header search query', () => {
  it('sends the trimmed text as a productName condition', () => {
    const url = listingSearchUrl('  oat milk ');
    const [path, search] = url.split('?');
    expect(path).toBe('/homePageSecond');
    const value = new URLSearchParams(search).get('goodsSearchQuery');
    expect(JSON.parse(value ?? '')).toEqual({ queryParamList: [{ field: 'productName', fieldValue: 'oat milk' }] });
  });

  it('drops the condition when the text is empty', () => {
    expect(listingSearchUrl('   ')).toBe('/homePageSecond');
  });

  it('reads the product name back to pre-fill the box, ignoring malformed values', () => {
    const url = listingSearchUrl('蓝牙耳机 & cases');
    const value = new URLSearchParams(url.split('?')[1]).get('goodsSearchQuery');
    expect(productNameFromQuery(value)).toBe('蓝牙耳机 & cases');
    expect(productNameFromQuery(null)).toBe('');
    expect(productNameFromQuery('{not json')).toBe('');
    expect(productNameFromQuery('{"queryParamList":[{"field":"brandId","fieldValue":3}]}')).toBe('');
  });

  it('Reset drops the productName condition and keeps the other conditions and parameters', () => {
    const conditions = [
      { field: 'productName', fieldValue: 'kettle' },
      { field: 'warehouseCodes', fieldValue: ['GB-LON-01'] },
    ];
    const params = new URLSearchParams({ goodsSearchQuery: JSON.stringify({ queryParamList: conditions }), sort: 'timeDesc' });
    const [path, search] = listingWithoutProductName(params).split('?');
    expect(path).toBe('/homePageSecond');
    const kept = new URLSearchParams(search);
    expect(JSON.parse(kept.get('goodsSearchQuery') ?? '')).toEqual({ queryParamList: [conditions[1]] });
    expect(kept.get('sort')).toBe('timeDesc');
  });

  it('Reset leaves no goodsSearchQuery when the name was its only condition', () => {
    const url = listingSearchUrl('kettle');
    expect(listingWithoutProductName(new URLSearchParams(url.split('?')[1]))).toBe('/homePageSecond');
    expect(listingWithoutProductName(new URLSearchParams('goodsSearchQuery=%7Bbroken&sort=timeDesc'))).toBe('/homePageSecond?sort=timeDesc');
  });
});
