/**
 * A search in its own order (newest product first) with no other filter, from the word bitmaps
 * (migration 0022): per chunk of 32,768 ids, OR the words of each query word, AND the query words,
 * count the bits. The counts give the exact total and the chunk where the page starts; the ids of
 * the page come from the bits of that chunk (and the next, when the page spans two: those chunks'
 * bits are combined a second time rather than carried through the sort and the sum), sent as bytes
 * (`varbit_send`: the length in 4 bytes, then 4 KB, the first bit the high bit of the first byte),
 * not as 32,768 characters of text. Only the page's chunks and the last chunk (whose count ends at
 * the total) come back, not a row per chunk. Two fixed statement texts: run prepared.
 */
import type { Queryable } from '../../../platform/db';
import type { WordGroup } from './resolve';

export const CHUNK_BITS = 32_768;

const BIT_COUNT = Uint8Array.from({ length: 256 }, (_, v) => v.toString(2).replaceAll('0', '').length);

interface ChunkRow {
  chunk: number;
  n: number;
  before: number;
  bits: Buffer | Uint8Array | null;
}

/**
 * The word list read through a scalar subquery: the planner sees a parameter even when it plans for
 * the values, so a custom plan costs what the generic one does and the generic plan is kept after
 * five calls. With the array itself the custom plan's row estimate was always lower and PostgreSQL
 * planned the statement afresh on every call (0.1–0.5 ms; the generic plan also hashes the chunks
 * instead of sorting 4 KB rows).
 */
const WORDS = '(select $1::int[])::int[]';

/** The statement's two texts: each query word one dictionary word (`single`), or some several (an OR level first). */
function bitmapSql(single: boolean): string {
  // Only the counts go through the sort and the running sum: the bits of the one or two chunks the
  // page falls in are combined again for those chunks alone (a sort or a window carrying 4 KB per
  // chunk cost more than ANDing one chunk twice).
  const counts = single
    ? `c as (select chunk, bit_count(bit_and(bits))::int as n from search_bitmap where word_id = any(${WORDS}) and cardinality($2::int[]) = $3 group by chunk having count(*) = $3),`
    : `q as (select * from unnest(${WORDS}, (select $2::int[])::int[]) as q(word_id, gi)),
               g as (select q.gi, b.chunk, bit_or(b.bits) as bits from search_bitmap b join q on q.word_id = b.word_id group by q.gi, b.chunk),
               c as (select chunk, bit_count(bit_and(bits))::int as n from g group by chunk having count(*) = $3),`;
  const pageBits = single
    ? `(select varbit_send(bit_and(b.bits)) from search_bitmap b where b.word_id = any(${WORDS}) and b.chunk = r.chunk)`
    : `(select varbit_send(bit_and(x.bits)) from (select bit_or(b.bits) as bits from search_bitmap b join q on q.word_id = b.word_id where b.chunk = r.chunk group by q.gi) x)`;
  return `with ${counts}
               r as (select chunk, n, (sum(n) over (order by chunk desc) - n)::int as before, sum(n) over ()::int as total from c)
          select chunk, n, before, case when before + n > $4 and before < $5 then ${pageBits} end as bits from r
           where n > 0 and ((before + n > $4 and before < $5) or before + n = total) order by chunk desc`;
}
const SINGLE_SQL = bitmapSql(true);
const GROUPS_SQL = bitmapSql(false);

export function bitmapPageQuery(groups: readonly WordGroup[], page: { pageNum: number; pageSize: number }) {
  const offset = (page.pageNum - 1) * page.pageSize;
  // with one dictionary word per query word (most queries) the OR level is skipped
  const single = groups.every((g) => g.ids.length === 1);
  const words = single ? [...new Set(groups.map((g) => g.ids[0]!))] : groups.flatMap((g) => g.ids);
  const groupOf = single ? words.map((_, i) => i) : groups.flatMap((g, i) => g.ids.map(() => i));
  return { sql: single ? SINGLE_SQL : GROUPS_SQL, params: [words, groupOf, single ? words.length : groups.length, offset, offset + page.pageSize] };
}

/** The exact number of matches and the ids of the page, newest first. */
export async function bitmapPage(db: Queryable, groups: readonly WordGroup[], page: { pageNum: number; pageSize: number }): Promise<{ total: number; ids: number[] }> {
  const query = bitmapPageQuery(groups, page);
  const rows = await db.query<ChunkRow>(query.sql, query.params, { prepared: true });
  const offset = (page.pageNum - 1) * page.pageSize;
  const ids: number[] = [];
  for (const row of rows) {
    if (row.bits === null) continue;
    let index = row.before;
    const bytes = row.bits;
    // bit i of the chunk (from the left) is id chunk × 32768 + i: newest first is right to left
    for (let b = bytes.length - 1; b >= 4 && ids.length < page.pageSize; b--) {
      const byte = bytes[b]!;
      if (byte === 0) continue;
      // a whole byte before the page: count its bits and skip it
      const ones = BIT_COUNT[byte]!;
      if (index + ones <= offset) {
        index += ones;
        continue;
      }
      for (let k = 7; k >= 0 && ids.length < page.pageSize; k--) {
        if ((byte & (1 << (7 - k))) === 0) continue;
        if (index >= offset) ids.push(row.chunk * CHUNK_BITS + (b - 4) * 8 + k);
        index++;
      }
    }
  }
  const last = rows.at(-1);
  return { total: last ? last.before + last.n : 0, ids };
}
