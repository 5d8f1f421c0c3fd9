import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../../platform/db';
import { CHUNK_BITS, bitmapPage } from './bitmaps';

/**
 * A chunk's bits as PostgreSQL's varbit_send gives them: the bit length in 4 bytes, then the bits,
 * bit i from the left (the high bit of byte i / 8 first) is id chunk × 32768 + i.
 */
const bits = (chunk: number, ids: number[]) => {
  const bytes = Buffer.alloc(4 + CHUNK_BITS / 8);
  bytes.writeInt32BE(CHUNK_BITS, 0);
  for (const id of ids) {
    const i = id - chunk * CHUNK_BITS;
    bytes[4 + (i >> 3)]! |= 0x80 >> (i & 7);
  }
  return bytes;
};

/** Answers the chunk rows the way the bitmap statement does for these matching ids. */
function fakeDb(matching: number[]): Queryable {
  return {
    exec: async () => {},
    query: async <T>(_sql: string, params?: readonly unknown[]) => {
      const [, , , from, to] = params as [number[], number[], number, number, number];
      const chunks = [...new Set(matching.map((id) => Math.floor(id / CHUNK_BITS)))].sort((a, b) => b - a);
      let before = 0;
      const rows = chunks.map((chunk) => {
        const ids = matching.filter((id) => Math.floor(id / CHUNK_BITS) === chunk);
        const row = { chunk, n: ids.length, before, bits: before + ids.length > from && before < to ? bits(chunk, ids) : null };
        before += ids.length;
        return row;
      });
      return rows as T[];
    },
  };
}

describe('search pages from word bitmaps', () => {
  const matching = [3, 32_766, 32_767, 32_768, 32_800, 70_000, 70_001, 140_000];
  const groups = [{ typed: 'x', ids: [1], products: 8 }];

  it('gives the exact total and the ids newest first, a page spanning two chunks included', async () => {
    const newestFirst = [...matching].sort((a, b) => b - a);
    expect(await bitmapPage(fakeDb(matching), groups, { pageNum: 1, pageSize: 3 })).toEqual({ total: 8, ids: newestFirst.slice(0, 3) });
    expect(await bitmapPage(fakeDb(matching), groups, { pageNum: 2, pageSize: 3 })).toEqual({ total: 8, ids: newestFirst.slice(3, 6) });
    expect(await bitmapPage(fakeDb(matching), groups, { pageNum: 3, pageSize: 3 })).toEqual({ total: 8, ids: newestFirst.slice(6) });
    expect(await bitmapPage(fakeDb(matching), groups, { pageNum: 4, pageSize: 3 })).toEqual({ total: 8, ids: [] });
  });

  it('answers nothing for no match', async () => {
    expect(await bitmapPage(fakeDb([]), groups, { pageNum: 1, pageSize: 24 })).toEqual({ total: 0, ids: [] });
  });
});
