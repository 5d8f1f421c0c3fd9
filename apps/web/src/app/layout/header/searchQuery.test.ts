import { describe, expect, it } from 'vitest';
import { listingSearchUrl, productNameFromQuery } from './searchQuery';

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
});
