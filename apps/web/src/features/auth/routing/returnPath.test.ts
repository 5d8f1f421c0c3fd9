import { describe, expect, it } from 'vitest';
import { returnTarget, searchFromQueryJson } from './returnPath';

const params = (entries: Record<string, string>) => new URLSearchParams(entries);

describe('returnTarget', () => {
  it('goes home without a return path', () => {
    expect(returnTarget(params({}))).toBe('/');
  });

  it('returns to the path the user was on, with its query rebuilt', () => {
    const query = JSON.stringify({ productId: '42', sort: 'timeDesc' });
    expect(returnTarget(params({ rePath: '/goodsDetail', query }))).toBe('/goodsDetail?productId=42&sort=timeDesc');
  });

  it('keeps JSON-valued query entries as JSON text', () => {
    const query = JSON.stringify({ brandItem: { id: 7 } });
    expect(returnTarget(params({ rePath: '/homePageSecond', query }))).toBe(`/homePageSecond?${new URLSearchParams({ brandItem: '{"id":7}' }).toString()}`);
  });

  it('ignores a broken query', () => {
    expect(returnTarget(params({ rePath: '/home/Profile', query: '{not json' }))).toBe('/home/Profile');
  });

  it('refuses addresses outside the app and auth pages', () => {
    expect(returnTarget(params({ rePath: 'https://evil.example' }))).toBe('/');
    expect(returnTarget(params({ rePath: '//evil.example/x' }))).toBe('/');
    expect(returnTarget(params({ rePath: '/login' }))).toBe('/');
    expect(returnTarget(params({ rePath: '/signUp' }))).toBe('/');
  });
});

describe('searchFromQueryJson', () => {
  it('repeats array values and skips empty ones', () => {
    expect(searchFromQueryJson(JSON.stringify({ a: ['1', '2'], b: null }))).toBe('a=1&a=2');
  });

  it('accepts only objects', () => {
    expect(searchFromQueryJson('[1,2]')).toBe('');
    expect(searchFromQueryJson(null)).toBe('');
  });
});
