/**
 * From what the buyer typed to dictionary words: each query word becomes a group of word ids and a
 * product matches when it has a word of every group.
 *   - A Latin word: the word itself; the last one also the words it begins (the buyer is still
 *     typing: "ke" → kettle, keyboard), as does any word the dictionary lacks; with neither, the
 *     nearest spellings by trigram similarity ("ketle" → kettle, "bluetoth" → bluetooth).
 *   - A run of Chinese: split against the whole dictionary (longest word first); a piece no word
 *     covers matches the Chinese words containing it ("电热" → 电热水壶, "面包机" → 双片烤面包机).
 * Nothing found for a word: no product matches.
 */
import type { Queryable } from '../../../platform/db';
import { hanCandidates, hanRuns, latinWords, segmentHan } from './words';

/** At most this many dictionary words stand for one query word (the most common first). */
export const MAX_WORDS_PER_GROUP = 6;
/** Nearest spellings offered for a Latin word the dictionary lacks, at this similarity or more. */
export const MAX_SPELLINGS = 3;
export const MIN_SIMILARITY = 0.3;
/** Query words beyond this many are ignored (a name search is a few words). */
export const MAX_QUERY_WORDS = 8;

export interface WordGroup {
  /** what the buyer typed for this word */
  typed: string;
  ids: number[];
  /** products on sale with any of these words (as of the last count; picks the rarest group) */
  products: number;
}

interface Hit { i: number; id: number; word: string; products: number; kind: 'exact' | 'prefix' | 'near' | 'han' }

/** The groups of a query, or null when some word matches nothing (no product can match). */
export async function resolveQuery(db: Queryable, text: string): Promise<WordGroup[] | null> {
  const latin = [...new Set(latinWords(text))].slice(0, MAX_QUERY_WORDS);
  const runs = hanRuns(text).slice(0, MAX_QUERY_WORDS);
  if (latin.length === 0 && runs.length === 0) return null;
  const candidates = [...new Set(runs.flatMap(hanCandidates))];
  const lastLatin = latin.length - 1;
  // one round trip: exact, prefix and nearest spellings of each Latin word, and which substrings of the Chinese are words
  const hits = await db.query<Hit>(
    `select t.i::int as i, m.id, m.word, m.products, m.kind
       from unnest($1::text[]) with ordinality as t(token, i)
       cross join lateral (
         (select id, word, product_count as products, 'exact' as kind from search_word where word = t.token)
         union all
         (select id, word, product_count, 'prefix' from search_word
           where word ~>=~ t.token and word ~<~ (t.token || chr(1114111)) and word <> t.token
           order by product_count desc, word limit ${MAX_WORDS_PER_GROUP})
         union all
         (select id, word, product_count, 'near' from search_word
           where length(t.token) >= 3 and word % t.token and similarity(word, t.token) >= ${MIN_SIMILARITY}
             -- only for a word neither in the dictionary nor beginning one (the nearest-neighbour search costs the most)
             and not exists (select 1 from search_word x where x.word ~>=~ t.token and x.word ~<~ (t.token || chr(1114111)))
           order by word <-> t.token, product_count desc limit ${MAX_SPELLINGS})
       ) m
     union all
     select 0, id, word, product_count, 'han' from search_word where language = 'zh' and word = any($2::text[])`,
    [latin, candidates],
  );
  const groups: WordGroup[] = [];
  for (const [index, token] of latin.entries()) {
    const mine = hits.filter((h) => h.i === index + 1);
    const exact = mine.filter((h) => h.kind === 'exact');
    const prefix = mine.filter((h) => h.kind === 'prefix');
    const near = mine.filter((h) => h.kind === 'near');
    const chosen = exact.length > 0 && index !== lastLatin ? exact : [...exact, ...prefix].slice(0, MAX_WORDS_PER_GROUP);
    const group = chosen.length > 0 ? chosen : near;
    if (group.length === 0) return null;
    groups.push(toGroup(token, group));
  }
  const han = new Map(hits.filter((h) => h.kind === 'han').map((h) => [h.word, h]));
  const unknown: string[] = [];
  for (const run of runs) {
    // a one-character word splits a run only when nothing longer covers it ("面包机" is part of 双片烤面包机, not 面 + 包 + 机)
    for (const segment of segmentHan(run, (w) => han.has(w) && [...w].length > 1)) {
      if (segment.known) groups.push(toGroup(segment.text, [han.get(segment.text)!]));
      else unknown.push(segment.text);
    }
  }
  if (unknown.length > 0) {
    const containing = await db.query<Hit>(
      `select t.i::int as i, m.id, m.word, m.products, 'han' as kind
         from unnest($1::text[]) with ordinality as t(piece, i)
         cross join lateral (
           select id, word, product_count as products from search_word
            where language = 'zh' and strpos(word, t.piece) > 0 order by product_count desc, word limit ${MAX_WORDS_PER_GROUP}
         ) m`,
      [unknown],
    );
    for (const [index, piece] of unknown.entries()) {
      const own = han.get(piece);
      const group = own ? [own] : containing.filter((h) => h.i === index + 1);
      if (group.length === 0) return null;
      groups.push(toGroup(piece, group));
    }
  }
  return groups;
}

const toGroup = (typed: string, hits: readonly Hit[]): WordGroup => ({
  typed,
  ids: [...new Set(hits.map((h) => h.id))],
  products: hits.reduce((sum, h) => sum + h.products, 0),
});
