import { describe, expect, it } from 'vitest';
import { isAfterSaleDesk, poundsToPence } from './desk';

describe('after-sales desks', () => {
  it('knows the three desks and nothing else', () => {
    expect(['buyer', 'owner', 'agent'].every(isAfterSaleDesk)).toBe(true);
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
});
