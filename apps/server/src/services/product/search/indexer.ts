/**
 * Indexing product names for free-text search: each product's words go to the dictionary
 * (`search_word`), its word ids to `search_document`, and one posting row per word to
 * `search_posting` while it is on sale. Status, price, margin and update time follow the product
 * by trigger (migration 0022); names are split here, because Chinese is split against the
 * dictionary, so whoever changes a product's names calls `indexProducts` in the same transaction.
 */
import { CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { dictionaryChanged } from './resolve';
import { type Word, dictionaryWords, productWords } from './words';

/** The curated Chinese words names are split against: brands, categories and kinds of product. */
export async function curatedDictionary(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ word: string }>(`select word from search_word where curated and language = 'zh'`);
  return new Set(rows.map((r) => r.word));
}

/** Adds curated words: the brand and category names in the database plus `phrases` (kinds of product). */
export async function addCuratedWords(db: Queryable, phrases: readonly string[] = []): Promise<void> {
  const names = await db.query<{ name: string }>('select name_zh as name from brand union select name_zh from category');
  const words = dictionaryWords([...names.map((n) => n.name), ...phrases]);
  await db.query(
    `insert into search_word (word, language, curated) select w, 'zh', true from unnest($1::text[]) as w
     on conflict (word) do update set curated = true`,
    [words],
  );
  dictionaryChanged();
}

/** Ids of the words, adding the ones the dictionary lacks. */
async function wordIds(db: Queryable, words: readonly Word[], known: Map<string, number>): Promise<void> {
  const missing = words.filter((w) => !known.has(w.word));
  if (missing.length === 0) return;
  await db.query(`insert into search_word (word, language) select * from unnest($1::text[], $2::text[]) on conflict (word) do nothing`, [
    missing.map((w) => w.word),
    missing.map((w) => w.language),
  ]);
  const rows = await db.query<{ id: number; word: string }>('select id, word from search_word where word = any($1::text[])', [missing.map((w) => w.word)]);
  for (const row of rows) known.set(row.word, row.id);
}

interface NameRow {
  id: number;
  name_en: string;
  name_zh: string;
}

/** Writes the documents of these products (their word ids), answering the word ids of each row: postings are the caller's. */
async function writeDocuments(db: Queryable, rows: readonly NameRow[], dictionary: ReadonlySet<string>, known: Map<string, number>): Promise<number[][]> {
  const words = rows.map((r) => productWords(r.name_en, r.name_zh, dictionary));
  const distinct = new Map<string, Word>();
  for (const list of words) for (const w of list) distinct.set(w.word, w);
  await wordIds(db, [...distinct.values()], known);
  const ids = words.map((list) => list.map((w) => known.get(w.word)!));
  await db.query(
    `insert into search_document (product_id, words) select id, w::int[] from unnest($1::int[], $2::text[]) as t(id, w)
     on conflict (product_id) do update set words = excluded.words`,
    [rows.map((r) => r.id), ids.map((list) => `{${list.join(',')}}`)],
  );
  return ids;
}

/** A posting per word of each indexed product on sale, with copies of its sort columns (a caller may narrow it with `and …`). */
const INSERT_POSTINGS = `insert into search_posting (word_id, product_id, price, profitable, update_time, words)
     select w, p.id, p.price, p.profitable, p.update_time, d.words
       from product p join search_document d on d.product_id = p.id cross join unnest(d.words) as w
      where p.status = ${CatalogueStatus.Active}`;

/**
 * (Re)indexes these products' names: new or renamed products. Run it in the transaction that
 * wrote the names; the products' postings are replaced.
 */
export async function indexProducts(db: Queryable, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  const rows = await db.query<NameRow & { status: number }>('select id, name_en, name_zh, status from product where id = any($1::int[]) order by id', [productIds]);
  await db.query(`delete from search_posting s using search_document d where d.product_id = any($1::int[]) and s.word_id = any(d.words) and s.product_id = d.product_id`, [
    productIds,
  ]);
  await clearBitmaps(db, productIds);
  const words = await writeDocuments(db, rows, await curatedDictionary(db), new Map());
  await db.query(`${INSERT_POSTINGS} and p.id = any($1::int[])`, [productIds]);
  await setBitmaps(
    db,
    rows.map((row, n) => ({ id: row.id, words: words[n]! })).filter((_, n) => rows[n]!.status === CatalogueStatus.Active),
  );
  // new words: this process's copy of the dictionary is read again before the next query
  dictionaryChanged();
}

/**
 * Indexes products written in the caller's transaction (a bulk import), from the names it wrote: the
 * same documents, postings and bitmaps as indexProducts, without clearing what new products cannot have
 * yet, or reading back the names and status the caller holds (`onSale`: whether they were written on sale).
 */
export async function indexNewProducts(db: Queryable, products: ReadonlyArray<{ id: number; nameEn: string; nameZh: string }>, onSale: boolean): Promise<void> {
  if (products.length === 0) return;
  const words = await writeDocuments(
    db,
    products.map((p) => ({ id: p.id, name_en: p.nameEn, name_zh: p.nameZh })),
    await curatedDictionary(db),
    new Map(),
  );
  if (onSale) {
    await db.query(`${INSERT_POSTINGS} and p.id = any($1::int[])`, [products.map((p) => p.id)]);
    await setBitmaps(
      db,
      products.map((p, n) => ({ id: p.id, words: words[n]! })),
    );
  }
  dictionaryChanged();
}

/** Bits a bitmap row holds: product ids id / BITMAP_CHUNK to id / BITMAP_CHUNK + 1, bit id % BITMAP_CHUNK (migration 0022). */
const BITMAP_CHUNK = 32_768;

/**
 * Sets the bits of these products (on sale, with these word ids) in their words' bitmaps, in one statement.
 * Each (word, chunk) row is written once: a word of one product as set_bit of a zero row, a word of more
 * as the whole row made here (hex), so the database neither copies a 4 KB row per product nor ORs them
 * together, nor sorts the rows (a 10,000-row import's 40 MB of bitmaps spilled to disk sorting); an
 * existing row is ORed with it.
 */
async function setBitmaps(db: Queryable, docs: ReadonlyArray<{ id: number; words: readonly number[] }>): Promise<void> {
  const groups = new Map<string, { word: number; chunk: number; bits: number[] }>();
  for (const doc of docs) {
    const chunk = Math.floor(doc.id / BITMAP_CHUNK);
    for (const word of new Set(doc.words)) {
      const key = `${word}:${chunk}`;
      const group = groups.get(key);
      if (group) group.bits.push(doc.id % BITMAP_CHUNK);
      else groups.set(key, { word, chunk, bits: [doc.id % BITMAP_CHUNK] });
    }
  }
  if (groups.size === 0) return;
  // in (word, chunk) order, as every writer locks them; given in that order, so the database sorts no 4 KB rows
  const sorted = [...groups.values()].sort((x, y) => x.word - y.word || x.chunk - y.chunk);
  const hex = (bits: readonly number[]) => {
    const bytes = new Uint8Array(BITMAP_CHUNK / 8);
    // bit 0 is the leftmost: the first byte's highest bit (set_bit's numbering)
    for (const bit of bits) bytes[bit >> 3]! |= 0x80 >> (bit & 7);
    return Buffer.from(bytes).toString('hex');
  };
  await db.query(
    `insert into search_bitmap (word_id, chunk, bits)
     select w, c, case when h is null then set_bit(z.zero, p, 1) else ('x' || h)::bit varying end
       from unnest($1::int[], $2::int[], $3::int[], $4::text[]) as t(w, c, p, h)
       cross join (select repeat('0', ${BITMAP_CHUNK})::bit varying as zero) z
     on conflict (word_id, chunk) do update set bits = search_bitmap.bits | excluded.bits`,
    [
      sorted.map((group) => group.word),
      sorted.map((group) => group.chunk),
      sorted.map((group) => group.bits[0]!),
      sorted.map((group) => (group.bits.length > 1 ? hex(group.bits) : null)),
    ],
  );
}

/**
 * Clears the products' bits in their words' bitmaps (from their documents as they are). One statement for
 * every product: each (word, chunk) row is written once, with the OR of the products' bits, where marking
 * product by product (search_bitmap_mark) rewrote a shared word's 4 KB row once per product.
 */
async function clearBitmaps(db: Queryable, productIds: readonly number[]): Promise<void> {
  await db.query(
    `update search_bitmap b set bits = b.bits & ~m.bits
       from (select t.w, t.chunk, bit_or(set_bit(z.zero, t.pid % ${BITMAP_CHUNK}, 1)) as bits
               from (select distinct unnest(d.words) as w, d.product_id as pid, d.product_id / ${BITMAP_CHUNK} as chunk
                       from search_document d where d.product_id = any($1::int[])) t
               cross join (select repeat('0', ${BITMAP_CHUNK})::bit varying as zero) z
              group by t.w, t.chunk) m
      where b.word_id = m.w and b.chunk = m.chunk`,
    [productIds],
  );
}

/**
 * Indexes the whole catalogue from scratch (the catalogue generator, after a load): curated words,
 * every product's document, then the postings in one statement, with the sort indexes built after
 * the rows when the catalogue is large, and the dictionary's product counts.
 */
export async function rebuildSearchIndex(db: Queryable, options: { phrases?: readonly string[]; batchSize?: number; onProgress?: (message: string) => void } = {}): Promise<void> {
  const log = options.onProgress ?? (() => {});
  const batchSize = options.batchSize ?? 20_000;
  await addCuratedWords(db, options.phrases);
  const dictionary = await curatedDictionary(db);
  await db.query('truncate search_posting, search_document, search_bitmap');
  const known = new Map<string, number>((await db.query<{ id: number; word: string }>('select id, word from search_word')).map((r) => [r.word, r.id]));
  let last = 0;
  let done = 0;
  for (;;) {
    const rows = await db.query<NameRow>('select id, name_en, name_zh from product where id > $1 order by id limit $2', [last, batchSize]);
    if (rows.length === 0) break;
    await writeDocuments(db, rows, dictionary, known);
    last = rows.at(-1)!.id;
    done += rows.length;
    if (done % 200_000 < batchSize) log(`indexed the names of ${done.toLocaleString('en-GB')} products`);
  }
  const large = done >= 50_000;
  const indexes = large
    ? await db.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes where tablename = 'search_posting' and indexname <> 'search_posting_pkey'`,
      )
    : [];
  for (const index of indexes) await db.query(`drop index ${index.indexname}`);
  const t0 = Date.now();
  await db.query(INSERT_POSTINGS);
  log(`wrote the postings in ${Math.round((Date.now() - t0) / 1000)} s`);
  for (const index of indexes) {
    const t1 = Date.now();
    await db.query(index.indexdef);
    log(`built ${index.indexname} in ${Math.round((Date.now() - t1) / 1000)} s`);
  }
  await buildBitmaps(db);
  log('built the word bitmaps');
  await refreshWordCounts(db);
  dictionaryChanged();
}

/** The dictionary's product counts (products on sale with the word): they choose the rarest word of a query. */
export async function refreshWordCounts(db: Queryable): Promise<void> {
  await db.query(
    `update search_word w set product_count = coalesce(c.n, 0)
       from search_word x left join (select word_id, count(*)::int as n from search_posting group by word_id) c on c.word_id = x.id
      where w.id = x.id and w.product_count is distinct from coalesce(c.n, 0)`,
  );
  await db.query('analyze search_word');
  await db.query('analyze search_posting');
}

/**
 * Indexes the products that have no search document yet (a database that had products before
 * migration 0022, or products written without indexing), in batches; the number indexed. The
 * server runs it as it starts; on an indexed catalogue it is one anti-join that finds nothing.
 */
export async function indexUnindexedProducts(db: Queryable, batchSize = 5_000): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db.query<{ id: number }>('select p.id from product p where not exists (select 1 from search_document d where d.product_id = p.id) order by p.id limit $1', [
      batchSize,
    ]);
    if (rows.length === 0) return done;
    if (done === 0) {
      const [curated] = await db.query('select 1 from search_word where curated limit 1');
      if (!curated) await addCuratedWords(db);
    }
    await indexProducts(
      db,
      rows.map((r) => r.id),
    );
    done += rows.length;
  }
}

/** The word bitmaps from the postings (the rebuild): bit (id % 32768) of row (word, id / 32768). */
export async function buildBitmaps(db: Queryable): Promise<void> {
  await db.query('truncate search_bitmap');
  await db.query(
    `insert into search_bitmap (word_id, chunk, bits)
     select s.word_id, s.product_id / 32768, bit_or(set_bit(z.zero, s.product_id % 32768, 1))
       from search_posting s cross join (select repeat('0', 32768)::bit varying as zero) z
      group by 1, 2`,
  );
  await db.query('analyze search_bitmap');
}
