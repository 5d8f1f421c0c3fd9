import { describe, expect, it } from 'vitest';
import { fileSize, queryLanguage } from './display';

describe('application display helpers', () => {
  it('reads the language of the seller registration link', () => {
    expect(queryLanguage('?lang=zh')).toBe('zh');
    expect(queryLanguage('?lang=en&x=1')).toBe('en');
    expect(queryLanguage('?lang=fr')).toBeNull();
    expect(queryLanguage('')).toBeNull();
  });
  it('shows file sizes in KB and MB', () => {
    expect(fileSize(500)).toBe('1 KB');
    expect(fileSize(180 * 1024)).toBe('180 KB');
    expect(fileSize(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
