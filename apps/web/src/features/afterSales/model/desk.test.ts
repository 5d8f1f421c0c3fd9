import { describe, expect, it } from 'vitest';
import { isAfterSaleDesk, listParamsOf, listStateOf, poundsToPence } from './desk';

describe('after-sales desks', () => {
  it('knows the buyer’s desk and nothing else (the goods owner’s and customer service’s are in the console)', () => {
    expect(isAfterSaleDesk('buyer')).toBe(true);
    expect(isAfterSaleDesk('owner')).toBe(false);
    expect(isAfterSaleDesk('agent')).toBe(false);
    expect(isAfterSaleDesk(null)).toBe(false);
  });

  it('reads pounds as whole pence, from a penny up to what was asked', () => {
    expect(poundsToPence(12.5, 5000)).toBe(1250);
    expect(poundsToPence(0.1 + 0.2, 5000)).toBe(30);
    expect(poundsToPence(50, 5000)).toBe(5000);
    expect(poundsToPence(50.01, 5000)).toBeNull();
    expect(poundsToPence(0, 5000)).toBeNull();
    expect(poundsToPence(1.005, 5000)).toBeNull();
    expect(poundsToPence(null, 5000)).toBeNull();
  });

  it('keeps the list in the address: a status tab or all, the page; defaults left out', () => {
    const read = (query: string) => listStateOf(new URLSearchParams(query));
    expect(read('')).toEqual({ desk: 'buyer', status: null, pageNum: 1 });
    expect(read('status=all&page=3')).toEqual({ desk: 'buyer', status: null, pageNum: 3 });
    expect(read('status=2')).toEqual({ desk: 'buyer', status: 2, pageNum: 1 });
    // unknown desks, statuses and pages fall back
    expect(read('desk=admin&status=1&page=-2')).toEqual({ desk: 'buyer', status: null, pageNum: 1 });
    expect(read('status=2.0&page=1.5')).toEqual({ desk: 'buyer', status: null, pageNum: 1 });
    expect(listParamsOf({ desk: 'buyer', status: null, pageNum: 2 }).toString()).toBe('page=2');
    expect(listParamsOf({ desk: 'buyer', status: 5, pageNum: 1 }).toString()).toBe('status=5');
    for (const query of ['status=9&page=4', 'status=3', 'status=7', '']) expect(listParamsOf(read(query)).toString()).toBe(query);
  });
});
