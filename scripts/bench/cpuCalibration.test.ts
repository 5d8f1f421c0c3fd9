import { describe, expect, it } from 'vitest';
import { midTierSlowdown } from './cpuCalibration';

describe('CPU slowdown for a mid-tier phone (Lighthouse throttling table)', () => {
  it("gives the table's suggested multiplier in the middle of each host bracket", () => {
    expect(midTierSlowdown(1150)).toBe(2);
    expect(midTierSlowdown(1750)).toBe(4);
  });

  it('does not slow a host that is already a mid-tier phone or slower', () => {
    expect(midTierSlowdown(400)).toBe(1);
    expect(midTierSlowdown(800)).toBe(1);
    expect(midTierSlowdown(Number.NaN)).toBe(1);
  });

  it('rises with the index, without jumps, and stops at the table’s 10×', () => {
    const points = [850, 1000, 1200, 1400, 1500, 1600, 1900, 2000, 2500, 5000].map(midTierSlowdown);
    for (let i = 1; i < points.length; i += 1) expect(points[i]!).toBeGreaterThanOrEqual(points[i - 1]!);
    expect(midTierSlowdown(1500)).toBeCloseTo(3.2, 1);
    expect(midTierSlowdown(5000)).toBe(10);
  });
});
