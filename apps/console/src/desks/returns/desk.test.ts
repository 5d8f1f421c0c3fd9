import { describe, expect, it } from 'vitest';
import { deskOfPath, listParamsOf, listStateOf, returnPath } from './desk';

describe('the returns desks', () => {
  it('reads the tab and page from the address, falling back to each desk’s first tab', () => {
    expect(listStateOf('owner', new URLSearchParams('tab=inTransit&page=2'))).toEqual({ tab: 'inTransit', pageNum: 2 });
    expect(listStateOf('owner', new URLSearchParams('tab=nonsense&page=-1'))).toEqual({ tab: 'all', pageNum: 1 });
    // the agent's queue has no "all" tab
    expect(listStateOf('agent', new URLSearchParams('tab=all'))).toEqual({ tab: 'intervention', pageNum: 1 });
  });

  it('writes only what differs from the defaults, keeping what else the address holds', () => {
    expect(listParamsOf('owner', { tab: 'all', pageNum: 1 }).toString()).toBe('');
    expect(listParamsOf('agent', { tab: 'closed', pageNum: 3 }).toString()).toBe('tab=closed&page=3');
    expect(listParamsOf('owner', { tab: 'completed', pageNum: 1 }, { view: 'requests' }).toString()).toBe('view=requests&tab=completed');
  });

  it('opens a request at its own desk', () => {
    expect(returnPath('owner', 'R 1')).toBe('/returns/R%201');
    expect(returnPath('agent', 'R1')).toBe('/interventions/R1');
    expect(deskOfPath('/interventions/R1')).toBe('agent');
    expect(deskOfPath('/returns/R1')).toBe('owner');
  });
});
