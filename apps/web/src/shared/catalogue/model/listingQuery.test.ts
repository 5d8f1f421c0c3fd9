import { describe, expect, it } from 'vitest';
import { paths } from '../../paths';
import { listingUrl, parseGoodsSearchQuery, parseListingQuery } from './listingQuery';

const LISTING_PATH = paths.listing.path;

const parse = (query: string) => parseListingQuery(new URLSearchParams(query));
const roundTrip = (url: string) => parseListingQuery(new URLSearchParams(url.split('?')[1] ?? ''));

describe('listing query parameters (docs/product.md §2)', () => {
  it('reads nothing from an empty query', () => {
    expect(parse('')).toEqual({
      productName: '',
      categoryPath: [],
      categoryNames: [],
      hasChildren: null,
      brandId: null,
      countryCode: null,
      warehouseCodes: [],
      sortByTime: false,
    });
  });

  it('takes the product name from goodsSearchQuery', () => {
    const goodsSearchQuery = JSON.stringify({ queryParamList: [{ field: 'productName', fieldValue: ' kettle ' }] });
    expect(parse(new URLSearchParams({ goodsSearchQuery }).toString()).productName).toBe('kettle');
  });

  it('ignores a malformed goodsSearchQuery', () => {
    expect(parseGoodsSearchQuery('{not json')).toMatchObject({ productName: '' });
    expect(parseGoodsSearchQuery('{"queryParamList":"x"}')).toMatchObject({ productName: '' });
    expect(parseGoodsSearchQuery('[1]')).toMatchObject({ productName: '' });
  });

  it('honours the other goodsSearchQuery conditions', () => {
    const text = JSON.stringify({
      queryParamList: [
        { field: 'categoryPath', fieldValue: [1, 2] },
        { field: 'brandId', fieldValue: 7 },
        { field: 'warehouseCodes', fieldValue: ['GB-LON-01', 'bad code!'] },
      ],
    });
    expect(parseGoodsSearchQuery(text)).toEqual({ productName: '', categoryPath: [1, 2], brandId: 7, warehouseCodes: ['GB-LON-01'] });
  });

  it('reads the category path from CategoryId, as JSON or a bare id', () => {
    expect(parse('CategoryId=%5B1%2C3%5D').categoryPath).toEqual([1, 3]);
    expect(parse('CategoryId=6').categoryPath).toEqual([6]);
    expect(parse('CategoryId=%5B1%2C3%2C9%5D').categoryPath).toEqual([1, 3]);
    expect(parse('CategoryId=%5B%22x%22%5D').categoryPath).toEqual([]);
  });

  it('falls back to firstId and CategoryItemId', () => {
    expect(parse('firstId=1&CategoryItemId=4').categoryPath).toEqual([1, 4]);
    expect(parse('firstId=1&CategoryItemId=1').categoryPath).toEqual([1]);
    expect(parse('CategoryItemId=4').categoryPath).toEqual([4]);
    expect(parse('firstId=-3').categoryPath).toEqual([]);
  });

  it('reads names, hasChildren, country, brand and sort', () => {
    const query = new URLSearchParams({
      CategoryNameArr: JSON.stringify(['Electronics', 'Audio']),
      hasChildren: 'false',
      countryObj: JSON.stringify({ countryCode: 'gb', countryName: 'UK' }),
      brandItem: JSON.stringify({ id: 12, brandName: 'x' }),
      sort: 'timeDesc',
    }).toString();
    expect(parse(query)).toMatchObject({
      categoryNames: ['Electronics', 'Audio'],
      hasChildren: false,
      countryCode: 'GB',
      brandId: 12,
      sortByTime: true,
    });
    expect(parse('CategoryNameArr=Home,Bedding').categoryNames).toEqual(['Home', 'Bedding']);
    expect(parse('CategoryNameArr=Home&CategoryNameArr=Bedding').categoryNames).toEqual(['Home', 'Bedding']);
    expect(parse('sort=priceAsc').sortByTime).toBe(false);
    expect(parse('brandItem=%7B%22id%22%3A0%7D').brandId).toBeNull();
    expect(parse('countryObj=Britain').countryCode).toBeNull();
  });

  it('builds links that read back the same', () => {
    expect(listingUrl()).toBe(LISTING_PATH);
    expect(roundTrip(listingUrl({ sortByTime: true }))).toMatchObject({ sortByTime: true });
    const url = listingUrl({
      productName: 'tea',
      categoryPath: [6, 8],
      categoryNames: ['Electronics', 'Audio'],
      hasChildren: false,
      brandId: 3,
      countryCode: 'GB',
      warehouseCodes: ['GB-MAN-01'],
    });
    expect(url.startsWith(`${LISTING_PATH}?`)).toBe(true);
    expect(roundTrip(url)).toEqual({
      productName: 'tea',
      categoryPath: [6, 8],
      categoryNames: ['Electronics', 'Audio'],
      hasChildren: false,
      brandId: 3,
      countryCode: 'GB',
      warehouseCodes: ['GB-MAN-01'],
      sortByTime: false,
    });
  });
});
