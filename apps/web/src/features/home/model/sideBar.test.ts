import { describe, expect, it } from 'vitest';
import { cartBadgeText, siteAddress } from './sideBar';

describe('cartBadgeText', () => {
  it('shows the count, capped at 99+', () => {
    expect(cartBadgeText(1)).toBe('1');
    expect(cartBadgeText(99)).toBe('99');
    expect(cartBadgeText(100)).toBe('99+');
    expect(cartBadgeText(12345)).toBe('99+');
  });

  it('shows nothing for an empty or unknown cart', () => {
    expect(cartBadgeText(0)).toBe('');
    expect(cartBadgeText(-3)).toBe('');
    expect(cartBadgeText(undefined)).toBe('');
    expect(cartBadgeText(Number.NaN)).toBe('');
  });
});

describe('siteAddress', () => {
  it('points at the home route of this storefront', () => {
    expect(siteAddress('https://clearlot.co.uk', '/')).toBe('https://clearlot.co.uk/#/');
    expect(siteAddress('http://localhost:5183', '')).toBe('http://localhost:5183/#/');
    expect(siteAddress('https://example.com', '/shop/')).toBe('https://example.com/shop/#/');
  });
});
