import { describe, expect, it } from 'vitest';
import { code128Modules } from './label';

describe('Code 128 through bwip-js', () => {
  it('encodes a return number as bars and spaces: start, symbols of 11 modules, check, and the 13-module stop', () => {
    const modules = code128Modules('RT2K9X4M7Q1A');
    // bars and spaces alternate, a bar first and last
    expect(modules.length % 2).toBe(1);
    const total = modules.reduce((sum, width) => sum + width, 0);
    // every symbol is 11 modules; the stop adds 2 more
    expect((total - 13) % 11).toBe(0);
    expect(modules.every((width) => width >= 1 && width <= 4)).toBe(true);
  });

  it('gives different bars for different numbers', () => {
    expect(code128Modules('RT0000000001')).not.toEqual(code128Modules('RT0000000002'));
  });
});
