import { describe, expect, it } from 'vitest';
import { isAfterSaleDesk, listParamsOf, listStateOf, poundsToPence } from './desk';

describe('after-sales desks', () => {
  it('knows the storefront’s desks and nothing else (the goods owner’s is in the console)', () => {
    expect(['buyer', 'agent'].every(isAfterSaleDesk)).toBe(true);
    expect(isAfterSaleDesk('owner')).toBe(false);
    expect(isAfterSaleDesk('admin')).toBe(false);
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

  it('keeps the list in the address: the desk, a status tab or all, the page; defaults left out', () => {
    const read = (query: string) => listStateOf(new URLSearchParams(query));
    expect(read('')).toEqual({ desk: 'buyer', status: null, pageNum: 1 });
    expect(read('desk=agent')).toEqual({ desk: 'agent', status: 9, pageNum: 1 });
    expect(read('desk=agent&status=all&page=3')).toEqual({ desk: 'agent', status: null, pageNum: 3 });
    expect(read('desk=agent&status=2')).toEqual({ desk: 'agent', status: 2, pageNum: 1 });
    // unknown desks, statuses and pages fall back
    expect(read('desk=admin&status=1&page=-2')).toEqual({ desk: 'buyer', status: null, pageNum: 1 });
    expect(read('status=2.0&page=1.5')).toEqual({ desk: 'buyer', status: null, pageNum: 1 });
    expect(listParamsOf({ desk: 'agent', status: 9, pageNum: 1 }).toString()).toBe('desk=agent');
    expect(listParamsOf({ desk: 'agent', status: null, pageNum: 2 }).toString()).toBe('desk=agent&status=all&page=2');
    expect(listParamsOf({ desk: 'buyer', status: 5, pageNum: 1 }).toString()).toBe('status=5');
    for (const query of ['desk=agent&status=all&page=4', 'desk=agent&status=3', 'status=7', 'desk=agent']) expect(listParamsOf(read(query)).toString()).toBe(query);
  });
});
