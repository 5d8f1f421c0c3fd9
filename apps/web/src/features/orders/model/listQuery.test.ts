import { describe, expect, it } from 'vitest';
import { listBodyOf, listParamsOf, listStateOf } from './listQuery';

describe('listStateOf', () => {
  it('reads tab, words, page and size, with safe defaults', () => {
    expect(listStateOf(new URLSearchParams('tab=completed&q=%20shoes%20&page=3&size=20'))).toEqual({
      tab: 'completed',
      refundsNote: false,
      keyword: 'shoes',
      pageNum: 3,
      pageSize: 20,
    });
    expect(listStateOf(new URLSearchParams('page=-1&size=33'))).toMatchObject({ tab: 'all', pageNum: 1, pageSize: 10 });
  });

  it('opens the tab of an account-card quick link', () => {
    expect(listStateOf(new URLSearchParams('type=1&status=5')).tab).toBe('awaitingReceipt');
    expect(listStateOf(new URLSearchParams('type=1&status=7'))).toMatchObject({ tab: 'all', refundsNote: true });
  });
});

describe('listParamsOf', () => {
  it('writes only what differs from the defaults and round-trips', () => {
    const params = listParamsOf({ tab: 'reservations', keyword: 'CL12', pageNum: 2, pageSize: 10 });
    expect(params.toString()).toBe('tab=reservations&q=CL12&page=2');
    expect(listBodyOf(listStateOf(params))).toEqual({ tab: 'reservations', keyword: 'CL12', pageNum: 2, pageSize: 10 });
    expect(listParamsOf({ tab: 'all', keyword: '', pageNum: 1, pageSize: 10 }).toString()).toBe('');
  });

  it('keeps the refunds quick link while the buyer stays on all orders', () => {
    expect(listParamsOf({ tab: 'all', keyword: '', pageNum: 2, pageSize: 10 }, true).toString()).toBe('type=1&status=7&page=2');
  });
});
