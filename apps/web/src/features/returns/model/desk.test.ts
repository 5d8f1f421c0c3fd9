import { describe, expect, it } from 'vitest';
import { paths } from '../../../shared/paths';
import { DESK_TABS, deskOfDetailPath, listParamsOf, listStateOf } from './desk';

describe('the desks’ list address', () => {
  it('reads the tab and page, falling back to the desk’s first tab and page 1', () => {
    expect(listStateOf('buyer', new URLSearchParams('tab=inTransit&page=3'))).toEqual({ tab: 'inTransit', pageNum: 3 });
    expect(listStateOf('buyer', new URLSearchParams('tab=nonsense&page=-1'))).toEqual({ tab: 'all', pageNum: 1 });
    // the agent's queue opens on requests in intervention and has no "all" tab
    expect(listStateOf('agent', new URLSearchParams(''))).toEqual({ tab: 'intervention', pageNum: 1 });
    expect(listStateOf('agent', new URLSearchParams('tab=all'))).toEqual({ tab: 'intervention', pageNum: 1 });
    expect(DESK_TABS.agent).not.toContain('all');
  });

  it('writes only what differs from the defaults', () => {
    expect(listParamsOf('buyer', { tab: 'all', pageNum: 1 }).toString()).toBe('');
    expect(listParamsOf('buyer', { tab: 'toBeConfirmed', pageNum: 2 }).toString()).toBe('tab=toBeConfirmed&page=2');
    expect(listParamsOf('agent', { tab: 'intervention', pageNum: 1 }).toString()).toBe('');
  });
});

describe('the detail address of each desk', () => {
  it('names the desk, so the account menu shows the desk the request was opened from', () => {
    for (const desk of ['buyer', 'agent'] as const) {
      expect(deskOfDetailPath(paths.returnDetail.getHref('RT123456', desk).split('?')[0]!)).toBe(desk);
    }
    expect(paths.returnDetail.getHref('RT123456', 'agent')).toBe('/home/InterventionDetail?returnNo=RT123456');
  });
});
