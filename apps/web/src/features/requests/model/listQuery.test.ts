import { describe, expect, it } from 'vitest';
import { listParamsOf, listRequestOf, listStateOf } from './listQuery';

const read = (kind: 'return' | 'afterSale', query: string) => listStateOf(kind, new URLSearchParams(query));

describe('the buyer’s list of requests in the address', () => {
  it('reads a return list’s tab and page, falling back to all and page 1', () => {
    expect(read('return', 'tab=inTransit&page=3')).toEqual({ kind: 'return', tab: 'inTransit', pageNum: 3 });
    expect(read('return', 'tab=nonsense&page=-1')).toEqual({ kind: 'return', tab: 'all', pageNum: 1 });
    // an after-sales status means nothing to a return list
    expect(read('return', 'status=2')).toEqual({ kind: 'return', tab: 'all', pageNum: 1 });
  });

  it('reads an after-sales list’s status, or all', () => {
    expect(read('afterSale', '')).toEqual({ kind: 'afterSale', tab: 'all', pageNum: 1 });
    expect(read('afterSale', 'status=all&page=3')).toEqual({ kind: 'afterSale', tab: 'all', pageNum: 3 });
    expect(read('afterSale', 'status=2')).toEqual({ kind: 'afterSale', tab: '2', pageNum: 1 });
    // a status that is not a tab (created), not a whole number, or a page out of range falls back
    expect(read('afterSale', 'status=1&page=10001')).toEqual({ kind: 'afterSale', tab: 'all', pageNum: 1 });
    expect(read('afterSale', 'status=2.0&page=1.5')).toEqual({ kind: 'afterSale', tab: 'all', pageNum: 1 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(listParamsOf({ kind: 'return', tab: 'all', pageNum: 1 }).toString()).toBe('');
    expect(listParamsOf({ kind: 'return', tab: 'toBeConfirmed', pageNum: 2 }).toString()).toBe('tab=toBeConfirmed&page=2');
    expect(listParamsOf({ kind: 'afterSale', tab: 'all', pageNum: 2 }).toString()).toBe('page=2');
    expect(listParamsOf({ kind: 'afterSale', tab: '5', pageNum: 1 }).toString()).toBe('status=5');
    for (const query of ['status=9&page=4', 'status=3', 'status=7', '']) expect(listParamsOf(read('afterSale', query)).toString()).toBe(query);
    for (const query of ['tab=closed&page=2', 'tab=intervention', '']) expect(listParamsOf(read('return', query)).toString()).toBe(query);
  });

  it('asks each kind’s list route in its own words', () => {
    expect(listRequestOf(read('return', 'tab=completed&page=2'), 10)).toEqual({ kind: 'return', body: { tab: 'completed', pageNum: 2, pageSize: 10 } });
    expect(listRequestOf(read('afterSale', 'status=9'), 10)).toEqual({ kind: 'afterSale', body: { status: 9, pageNum: 1, pageSize: 10 } });
    expect(listRequestOf(read('afterSale', ''), 10)).toEqual({ kind: 'afterSale', body: { pageNum: 1, pageSize: 10 } });
  });
});
