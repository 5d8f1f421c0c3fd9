import { describe, expect, it } from 'vitest';
import { listParamsOf, listStateOf } from './desk';

describe('the buyer’s list address', () => {
  it('reads the tab and page, falling back to the first tab and page 1', () => {
    expect(listStateOf('buyer', new URLSearchParams('tab=inTransit&page=3'))).toEqual({ tab: 'inTransit', pageNum: 3 });
    expect(listStateOf('buyer', new URLSearchParams('tab=nonsense&page=-1'))).toEqual({ tab: 'all', pageNum: 1 });
  });

  it('writes only what differs from the defaults', () => {
    expect(listParamsOf('buyer', { tab: 'all', pageNum: 1 }).toString()).toBe('');
    expect(listParamsOf('buyer', { tab: 'toBeConfirmed', pageNum: 2 }).toString()).toBe('tab=toBeConfirmed&page=2');
  });
});
