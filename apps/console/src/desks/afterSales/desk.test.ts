import { describe, expect, it } from 'vitest';
import { afterSalePath, deskOfPath, listParamsOf, listPath, listStateOf, poundsToPence } from './desk';

describe('after-sales desks', () => {
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
    expect(listStateOf('owner', new URLSearchParams(''))).toEqual({ status: null, pageNum: 1 });
    expect(listStateOf('agent', new URLSearchParams(''))).toEqual({ status: 9, pageNum: 1 });
    expect(listStateOf('agent', new URLSearchParams('status=all&page=3'))).toEqual({ status: null, pageNum: 3 });
    expect(listStateOf('owner', new URLSearchParams('status=2'))).toEqual({ status: 2, pageNum: 1 });
    // unknown statuses and pages fall back
    expect(listStateOf('owner', new URLSearchParams('status=1&page=-2'))).toEqual({ status: null, pageNum: 1 });
    expect(listParamsOf('agent', { status: 9, pageNum: 1 }).toString()).toBe('');
    expect(listParamsOf('agent', { status: null, pageNum: 2 }).toString()).toBe('status=all&page=2');
    for (const [desk, query] of [
      ['agent', 'status=all&page=4'],
      ['owner', 'status=3'],
      ['owner', 'status=7&page=2'],
    ] as const) {
      expect(listParamsOf(desk, listStateOf(desk, new URLSearchParams(query))).toString()).toBe(query);
    }
  });

  it('opens a request at its own desk', () => {
    expect(afterSalePath('owner', 'AS1')).toBe('/after-sales/AS1');
    expect(afterSalePath('agent', 'AS1')).toBe('/interventions/after-sales/AS1');
    expect(listPath('agent')).toBe('/interventions/after-sales');
    expect(deskOfPath('/interventions/after-sales/AS1')).toBe('agent');
    expect(deskOfPath('/after-sales')).toBe('owner');
  });
});
