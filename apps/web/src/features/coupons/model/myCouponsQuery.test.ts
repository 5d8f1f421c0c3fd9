import { describe, expect, it } from 'vitest';
import { myCouponsBodyOf, myCouponsParamsOf, myCouponsStateOf } from './myCouponsQuery';

const stateOf = (query: string) => myCouponsStateOf(new URLSearchParams(query));

describe('My coupons in the address', () => {
  it('reads the tab and page, falling back to the first page of usable coupons', () => {
    expect(stateOf('')).toEqual({ tab: 'usable', pageNum: 1 });
    expect(stateOf('tab=used&page=3')).toEqual({ tab: 'used', pageNum: 3 });
    expect(stateOf('tab=expired')).toEqual({ tab: 'expired', pageNum: 1 });
    expect(stateOf('tab=all&page=0')).toEqual({ tab: 'usable', pageNum: 1 });
    expect(stateOf('page=2.5')).toEqual({ tab: 'usable', pageNum: 1 });
    expect(stateOf('page=10001')).toEqual({ tab: 'usable', pageNum: 1 });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(myCouponsParamsOf({ tab: 'usable', pageNum: 1 }).toString()).toBe('');
    const params = myCouponsParamsOf({ tab: 'expired', pageNum: 2 });
    expect(params.toString()).toBe('tab=expired&page=2');
    expect(myCouponsStateOf(params)).toEqual({ tab: 'expired', pageNum: 2 });
  });

  it('asks the server for ten coupons a page', () => {
    expect(myCouponsBodyOf({ tab: 'used', pageNum: 2 })).toEqual({ tab: 'used', pageNum: 2, pageSize: 10 });
  });
});
