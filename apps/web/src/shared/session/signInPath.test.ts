import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { signInPath } from './signInPath';

describe('signInPath', () => {
  it('carries the return path and the page query as JSON', () => {
    const path = signInPath({ pathname: '/goodsDetail', search: '?productId=42&tab=specs' });
    const params = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/login?')).toBe(true);
    expect(params.get('rePath')).toBe('/goodsDetail');
    expect(JSON.parse(params.get('query') ?? '')).toEqual({ productId: '42', tab: 'specs' });
  });

  it('takes an in-app address as well as a location (a product opened from a card)', () => {
    const path = signInPath(paths.productDetail.getHref(7));
    const params = new URLSearchParams(path.split('?')[1]);
    expect(params.get('rePath')).toBe('/goodsDetail');
    expect(JSON.parse(params.get('query') ?? '')).toEqual({ productId: '7' });
    expect(signInPath(paths.cart.getHref())).toBe('/login?rePath=%2Fcart');
  });

  it('omits an empty query and never returns to the sign-in pages', () => {
    expect(signInPath({ pathname: '/home/AccountSafe', search: '' })).toBe('/login?rePath=%2Fhome%2FAccountSafe');
    expect(signInPath({ pathname: '/login', search: '?rePath=%2F' })).toBe('/login');
    expect(signInPath('/signUp')).toBe('/login');
    expect(signInPath()).toBe('/login');
  });
});
