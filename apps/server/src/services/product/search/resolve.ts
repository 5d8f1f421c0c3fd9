/**
 * From what the buyer typed to dictionary words: each query word becomes a group of word ids and a
 * product matches when it has a word of every group.
 *   - A Latin word: the word itself; the last one also the words it begins (the buyer is still
 *     typing: "ke" → kettle, keyboard), as does any word the dictionary lacks; with neither, the
 *     nearest spellings by trigram similarity ("ketle" → kettle, "bluetoth" → bluetooth).
 *   - A run of Chinese: split against the whole dictionary (longest word first); a piece no word
 *     covers matches the Chinese words containing it ("电热" → 电热水壶, "面包机" → 双片烤面包机).
 * Nothing found for a word: no product matches.
 *
 * The dictionary is small (hundreds of words), so each process holds a copy (`dictionaryOf`) and
 * resolves a query without a round trip; the copy is reloaded every 30 s and right after this
 * process indexes products (`dictionaryChanged`). A Latin word the copy can not place (not a word,
 * not the beginning of one) takes its nearest spellings from the copy too (pg_trgm's similarity,
 * computed the same way: `trigrams` below), but only once the database confirms that it holds no
 * word the copy lacks (its highest word id is the copy's: one cheap statement instead of the
 * trigram search); otherwise, and for a Chinese piece no word of the copy contains, the database
 * lookup below decides, so a word added a moment ago by another process is still found at once.
 * Only the prefix expansions and the Chinese splits may lag another process's new words by 30 s
 * (as may a word committed after one with a higher id); the counts (which only order the words of
 * a group and choose the driving word) may be as stale.
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

interface Hit {
  i: number;
  id: number;
  word: string;
  products: number;
  kind: 'exact' | 'prefix' | 'near' | 'han';
}

/** The copy is read again after this long (in the background: requests keep the old copy meanwhile). */
export const DICTIONARY_TTL_MS = 30_000;
/** Above this many words the in-process copy is not kept (its prefix scans are linear). */
export const MAX_DICTIONARY_WORDS = 50_000;

interface Entry {
  id: number;
  word: string;
  products: number;
  zh: boolean;
}
interface Dictionary {
  entries: Entry[];
  byWord: Map<string, Entry>;
  loadedAt: number;
  generation: number;
  tooLarge: boolean;
  /** the highest word id of the copy: the database holding a higher (or lower) one means words the copy lacks */
  maxId: number;
  /** the Latin words' trigrams, made on the first misspelling (null when a Latin word is not plain ASCII: the database decides) */
  spellings?: Spellings | null;
}
/** Each Latin word's trigram count and place in the copy's order, and the words each trigram occurs in. */
interface Spellings {
  sizes: Map<Entry, number>;
  rank: Map<Entry, number>;
  byTrigram: Map<string, Entry[]>;
}
interface Holder {
  current: Dictionary | null;
  loading: Promise<Dictionary> | null;
}

const dictionaries = new WeakMap<Queryable, Holder>();
let generation = 0;

/** This process changed the dictionary (indexed products): the next query reads it afresh. */
export function dictionaryChanged(): void {
  generation++;
}

async function loadDictionary(db: Queryable): Promise<Dictionary> {
  const started = generation;
  // in the database lookup's order: most products first, then the word
  const rows = await db.query<{ id: number; word: string; products: number; zh: boolean }>(
    `select id, word, product_count as products, language = 'zh' as zh from search_word order by product_count desc, word limit ${MAX_DICTIONARY_WORDS + 1}`,
  );
  const tooLarge = rows.length > MAX_DICTIONARY_WORDS;
  const entries = tooLarge ? [] : rows;
  const maxId = entries.reduce((max, e) => Math.max(max, e.id), 0);
  return { entries, byWord: new Map(entries.map((r) => [r.word, r])), loadedAt: Date.now(), generation: started, tooLarge, maxId };
}

/** This process's copy of the dictionary (empty and marked when it is too large to keep). */
export async function dictionaryOf(db: Queryable): Promise<Dictionary> {
  let holder = dictionaries.get(db);
  if (!holder) {
    holder = { current: null, loading: null };
    dictionaries.set(db, holder);
  }
  const h = holder;
  const reload = () => {
    h.loading ??= loadDictionary(db)
      .then((d) => {
        h.current = d;
        return d;
      })
      .finally(() => {
        h.loading = null;
      });
    return h.loading;
  };
  const current = h.current;
  if (!current || current.generation !== generation) return reload();
  if (Date.now() - current.loadedAt > DICTIONARY_TTL_MS) reload().catch(() => undefined);
  return current;
}

/** The query's Latin words (each once) and runs of Chinese, up to MAX_QUERY_WORDS of each; null when it has neither. */
function queryWords(text: string): { latin: string[]; runs: string[] } | null {
  const latin = [...new Set(latinWords(text))].slice(0, MAX_QUERY_WORDS);
  const runs = hanRuns(text).slice(0, MAX_QUERY_WORDS);
  return latin.length === 0 && runs.length === 0 ? null : { latin, runs };
}

/**
 * pg_trgm's trigrams of a plain ASCII text, as `similarity` and `%` make them: lower case, each
 * run of letters and digits a word, padded with two spaces before and one after; each trigram once.
 */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  }
  return out;
}

/** pg_trgm's similarity: shared trigrams over all the trigrams of both, as a float4. */
export const trigramSimilarity = (shared: number, a: number, b: number): number => (a === 0 || b === 0 ? 0 : Math.fround(shared / (a + b - shared)));

const ASCII = /^[\x20-\x7e]*$/;

function spellingsOf(dict: Dictionary): Spellings | null {
  if (dict.spellings !== undefined) return dict.spellings;
  const latin = dict.entries.filter((e) => !e.zh);
  if (!latin.every((e) => ASCII.test(e.word))) return (dict.spellings = null);
  const sizes = new Map<Entry, number>();
  const byTrigram = new Map<string, Entry[]>();
  for (const e of latin) {
    const own = trigrams(e.word);
    sizes.set(e, own.size);
    for (const t of own) {
      const list = byTrigram.get(t);
      if (list) list.push(e);
      else byTrigram.set(t, [e]);
    }
  }
  return (dict.spellings = { sizes, rank: new Map(dict.entries.map((e, i) => [e, i])), byTrigram });
}

/**
 * The nearest spellings of a word from the copy, as the database lookup chooses them: similarity
 * at least MIN_SIMILARITY, the most similar first, then the most common, then the dictionary's
 * order; undefined when the copy can not say (a word that is not plain ASCII, on either side).
 * Chinese words share no trigram with a Latin word.
 */
function nearestInMemory(dict: Dictionary, token: string): Hit[] | undefined {
  if ([...token].length < 3) return [];
  const spellings = spellingsOf(dict);
  if (!spellings || !/^[a-z0-9.]+$/.test(token)) return undefined;
  const own = trigrams(token);
  const shared = new Map<Entry, number>();
  for (const t of own) for (const e of spellings.byTrigram.get(t) ?? []) shared.set(e, (shared.get(e) ?? 0) + 1);
  return (
    [...shared]
      .map(([e, n]) => ({ e, similarity: trigramSimilarity(n, own.size, spellings.sizes.get(e)!) }))
      .filter((c) => c.similarity >= Math.fround(MIN_SIMILARITY) && c.similarity >= MIN_SIMILARITY)
      // the copy's order is the database lookup's: the most common first, then the word
      .sort((a, b) => b.similarity - a.similarity || spellings.rank.get(a.e)! - spellings.rank.get(b.e)!)
      .slice(0, MAX_SPELLINGS)
      .map(({ e }) => ({ i: 0, id: e.id, word: e.word, products: e.products, kind: 'near' }))
  );
}

/**
 * The groups from the in-process copy: the same choices as the database lookup; undefined when a
 * word is not in the copy (the database decides). With `spellings`, a Latin word neither in the
 * copy nor beginning a word of it takes its nearest spellings from the copy (null when it has
 * none): right only while the database holds no word the copy lacks (resolveQuery checks).
 */
export function resolveInMemory(dict: Dictionary, text: string, options: { spellings?: boolean } = {}): WordGroup[] | null | undefined {
  const words = queryWords(text);
  if (!words) return null;
  const { latin, runs } = words;
  const toHit = (e: Entry): Hit => ({ i: 0, id: e.id, word: e.word, products: e.products, kind: 'exact' });
  const groups: WordGroup[] = [];
  for (const [index, token] of latin.entries()) {
    const exact = dict.byWord.get(token);
    if (exact && index !== latin.length - 1) {
      groups.push(toGroup(token, [toHit(exact)]));
      continue;
    }
    const chosen = exact ? [toHit(exact)] : [];
    for (const e of dict.entries) {
      if (chosen.length >= MAX_WORDS_PER_GROUP) break;
      if (e !== exact && e.word.startsWith(token)) chosen.push(toHit(e));
    }
    if (chosen.length === 0) {
      // neither a word nor the beginning of one: the nearest spellings
      if (!options.spellings) return undefined;
      const near = nearestInMemory(dict, token);
      if (near === undefined) return undefined;
      if (near.length === 0) return null;
      groups.push(toGroup(token, near));
      continue;
    }
    groups.push(toGroup(token, chosen));
  }
  const isWord = (w: string) => dict.byWord.get(w)?.zh === true && [...w].length > 1;
  const unknown: string[] = [];
  for (const run of runs) {
    for (const segment of segmentHan(run, isWord)) {
      if (segment.known) groups.push(toGroup(segment.text, [toHit(dict.byWord.get(segment.text)!)]));
      else unknown.push(segment.text);
    }
  }
  // as in the database lookup: the pieces no word covers come after, each its own word or the words containing it
  for (const piece of unknown) {
    const own = dict.byWord.get(piece);
    const group: Hit[] = [];
    if (own?.zh) group.push(toHit(own));
    else {
      for (const e of dict.entries) {
        if (group.length >= MAX_WORDS_PER_GROUP) break;
        if (e.zh && e.word.includes(piece)) group.push(toHit(e));
      }
    }
    if (group.length === 0) return undefined;
    groups.push(toGroup(piece, group));
  }
  return groups;
}

/** The groups of a query, or null when some word matches nothing (no product can match). */
export async function resolveQuery(db: Queryable, text: string): Promise<WordGroup[] | null> {
  const dict = await dictionaryOf(db).catch(() => null);
  if (!dict || dict.tooLarge) return resolveFromDb(db, text);
  const inMemory = resolveInMemory(dict, text);
  if (inMemory !== undefined) return inMemory;
  // a misspelling: the copy's nearest spellings, if the database has no word the copy lacks
  const spelt = resolveInMemory(dict, text, { spellings: true });
  if (spelt !== undefined && (await dictionaryIsCurrent(db, dict))) return spelt;
  return resolveFromDb(db, text);
}

/** Whether the database's dictionary still has the copy's highest word id (words are only added); if not, the copy is read again. */
async function dictionaryIsCurrent(db: Queryable, dict: Dictionary): Promise<boolean> {
  const [row] = await db.query<{ max: number }>('select coalesce(max(id), 0) as max from search_word', [], { prepared: true });
  if (row?.max === dict.maxId) return true;
  dictionaryChanged();
  return false;
}

/** The groups from the database's dictionary (one round trip, two when a Chinese piece is no word). */
export async function resolveFromDb(db: Queryable, text: string): Promise<WordGroup[] | null> {
  const words = queryWords(text);
  if (!words) return null;
  const { latin, runs } = words;
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
           order by word <-> t.token, product_count desc, word limit ${MAX_SPELLINGS})
       ) m
     union all
     select 0, id, word, product_count, 'han' from search_word where language = 'zh' and word = any($2::text[])`,
    [latin, candidates],
    { prepared: true },
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
