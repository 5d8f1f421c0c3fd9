import { describe, expect, it } from 'vitest';
import { signInPath } from './signInPath';

describe('signInPath', () => {
  it('carries the return path and the page query as JSON', () => {
    const path = signInPath({ pathname: '/goodsDetail', search: '?productId=42&tab=specs' });
    const params = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/login?')).toBe(true);
    expect(params.get('rePath')).toBe('/goodsDetail');
    expect(JSON.parse(params.get('query') ?? '')).toEqual({ productId: '42', tab: 'specs' });
  });

  it('omits an empty query and never returns to the sign-in pages', () => {
    expect(signInPath({ pathname: '/home/AccountSafe', search: '' })).toBe('/login?rePath=%2Fhome%2FAccountSafe');
    expect(signInPath({ pathname: '/login', search: '?rePath=%2F' })).toBe('/login');
    expect(signInPath()).toBe('/login');
  });
});
