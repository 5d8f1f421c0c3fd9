import { describe, expect, it } from 'vitest';
import { fnv1a32, formatAddress, hash8, maskPhone } from './text';

describe('formatAddress', () => {
  it('shows commas as spaces', () => {
    expect(formatAddress('Flat 2,10 High Street,London')).toBe('Flat 2 10 High Street London');
    expect(formatAddress('Flat 2, 10 High Street , London')).toBe('Flat 2 10 High Street London');
    expect(formatAddress('上海市，浦东新区,世纪大道')).toBe('上海市 浦东新区 世纪大道');
    expect(formatAddress(',Unit 4,,Leeds,')).toBe('Unit 4 Leeds');
  });

  it('leaves addresses without commas alone and maps missing to empty', () => {
    expect(formatAddress('10 Downing Street')).toBe('10 Downing Street');
    expect(formatAddress('')).toBe('');
    expect(formatAddress(null)).toBe('');
    expect(formatAddress(undefined)).toBe('');
  });
});

describe('maskPhone', () => {
  it('masks the middle four digits of an 11-digit number', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('07700900123')).toBe('077****0123');
  });

  it('leaves other values unchanged', () => {
    expect(maskPhone('1380013800')).toBe('1380013800');
    expect(maskPhone('138001380001')).toBe('138001380001');
    expect(maskPhone('138 0013 8000')).toBe('138 0013 8000');
    expect(maskPhone('+4477009001')).toBe('+4477009001');
    expect(maskPhone('')).toBe('');
    expect(maskPhone(null)).toBe('');
  });
});

describe('fnv1a32', () => {
  it('matches the published FNV-1a test vectors', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('hashes the UTF-8 bytes', () => {
    // 'é' is C3 A9 in UTF-8; hashing those two bytes by hand must agree.
    let hash = 0x811c9dc5;
    for (const byte of [0xc3, 0xa9]) hash = Math.imul(hash ^ byte, 0x01000193);
    expect(fnv1a32('é')).toBe(hash >>> 0);
  });
});

describe('hash8', () => {
  it('is always exactly eight digits', () => {
    const inputs = ['', 'a', 'foobar', 'buyer@clearlot.test', '中文商品', '😀', 'x'.repeat(10_000)];
    for (let index = 0; index < 500; index++) inputs.push(`order-${index}`);
    for (const input of inputs) expect(hash8(input)).toMatch(/^\d{8}$/);
  });

  it('is stable', () => {
    expect(hash8('')).toBe('66136261'); // 0x811c9dc5 = 2166136261
    expect(hash8('foobar')).toBe(String(0xbf9cf968 % 1e8).padStart(8, '0'));
    expect(hash8('buyer@clearlot.test')).toBe(hash8('buyer@clearlot.test'));
  });

  it('keeps leading zeros', () => {
    const padded = Array.from({ length: 5000 }, (_, index) => `k${index}`).find((key) => fnv1a32(key) % 1e8 < 1e7);
    expect(padded).toBeDefined();
    expect(hash8(padded!)).toMatch(/^0\d{7}$/);
  });

  it('spreads different inputs', () => {
    const hashes = new Set(Array.from({ length: 1000 }, (_, index) => hash8(`sku-${index}`)));
    expect(hashes.size).toBeGreaterThan(995);
  });
});
