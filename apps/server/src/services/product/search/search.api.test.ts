import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, ProductCard } from '@clearlot/contract';
import { DEMO_BUYER, type TestApp, createTestApp, engines, signIn } from '../../../testing/harness';
import { searchListingQueries } from '../store';
import { bitmapPage } from './bitmaps';
import { indexProducts, indexUnindexedProducts } from './indexer';
import { dictionaryOf, resolveFromDb, resolveInMemory, resolveQuery, trigramSimilarity, trigrams } from './resolve';

const LIST = '/srs-product-service/buyer/product/product/newPageList';

describe.each(engines)('free-text search on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await signIn(t, DEMO_BUYER);
  });
  afterAll(() => t.close());

  const search = async (name: string, extra: object = {}) => {
    const res = await t.post<Page<ProductCard>>(LIST, { pageNum: 1, pageSize: 100, queryParamList: [{ field: 'productName', fieldValue: name }], ...extra }, token);
    expect(res.body.code).toBe(200);
    return res.body.data;
  };
  const ids = (page: Page<ProductCard>) => page.list.map((p) => p.id).sort((a, b) => a - b);
  /** the reference answer: products on sale whose names match, by a plain scan of the table */
  const reference = async (where: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(`select id from product where status = 1 and ${where} order by id`, params)).map((r) => r.id);

  it('finds a whole English word in the names, exactly the products that have it', async () => {
    const kettles = await search('Kettle');
    expect(kettles.total).toBeGreaterThan(0);
    expect(ids(kettles)).toEqual(await reference(`name_en ~* '\\mkettle\\M'`, []));
  });

  it('finds products with every word typed, in either order, and the last word as a prefix being typed', async () => {
    const [sample] = await t.db.query<{ name_en: string }>(`select name_en from product where status = 1 and name_en ilike '%kettle%' order by id limit 1`);
    const brand = sample!.name_en.split(' ')[0]!.toLowerCase();
    const both = await search(`kettle ${brand}`);
    expect(ids(both)).toEqual(await reference(`name_en ~* '\\mkettle\\M' and name_en ~* $1`, [`\\m${brand}\\M`]));
    const typing = await search(`${brand} ket`);
    expect(ids(typing)).toEqual(await reference(`name_en ~* $1 and name_en ~* '\\mket'`, [`\\m${brand}\\M`]));
    expect((await search('ke')).total).toBe((await reference(`name_en ~* '\\mke'`, [])).length);
  });

  it('finds a misspelt word by its nearest spellings', async () => {
    const right = await search('kettle');
    expect(ids(await search('ketle'))).toEqual(ids(right));
    expect(ids(await search('kettel'))).toEqual(ids(right));
    const groups = await resolveQuery(t.db, 'bluetoth speeker');
    expect(groups?.map((g) => g.typed)).toEqual(['bluetoth', 'speeker']);
    expect((await search('bluetoth speeker')).total).toBe((await search('bluetooth speaker')).total);
    expect((await search('bluetooth speaker')).total).toBeGreaterThan(0);
    expect(await search('zzqqxx')).toMatchObject({ list: [], total: 0 });
  });

  it('resolves a query from the process copy of the dictionary exactly as from the database, and finds a word added since at once', async () => {
    const names = await t.db.query<{ name_en: string; name_zh: string }>(`select name_en, name_zh from product where status = 1 order by id limit 60`);
    const queries = new Set<string>(['ke', 'p', 'premium', 'ketle', 'zzqqxx', '电热', '面包机', '电热水壶']);
    for (const n of names) {
      const words = n.name_en
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter(Boolean);
      for (const [i, w] of words.entries()) {
        queries.add(w);
        queries.add(w.slice(0, 2));
        if (words[i + 1]) queries.add(`${w} ${words[i + 1]!.slice(0, 3)}`);
      }
      const han = [...n.name_zh.replace(/[^\u4e00-\u9fff]/g, '')];
      for (let i = 0; i + 2 <= han.length; i += 2) queries.add(han.slice(i, i + 3).join(''));
      queries.add(han.join(''));
    }
    const dict = await dictionaryOf(t.db);
    let inMemory = 0;
    for (const q of queries) {
      const own = resolveInMemory(dict, q);
      if (own === undefined) continue; // a word the copy can not place: the database decides
      inMemory++;
      expect(own, q).toEqual(await resolveFromDb(t.db, q));
    }
    expect(inMemory).toBeGreaterThan(queries.size / 2);
    // another process adds a word (this process's copy does not know it): found by the database lookup
    const [{ id } = { id: 0 }] = await t.db.query<{ id: number }>(`insert into search_word (word, language) values ('quixotron', 'en') returning id`);
    expect((await resolveQuery(t.db, 'quixotron'))?.map((g) => g.ids)).toEqual([[id]]);
    await t.db.query(`delete from search_word where id = $1`, [id]);
  });

  it('takes the nearest spellings of a misspelt word from the process copy exactly as the database does, unless the database has a word the copy lacks', async () => {
    const names = await t.db.query<{ name_en: string }>(`select name_en from product where status = 1 order by id limit 80`);
    const typos = new Set<string>(['ketle', 'kettel', 'bluetoth speeker', 'premium ketle', 'zzqqxx', 'xqz', 'qq', 'kettle zzqqxx']);
    for (const n of names) {
      const words = n.name_en
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 4);
      for (const [i, w] of words.entries()) {
        typos.add(w.slice(0, 1) + w.slice(2)); // a letter dropped
        typos.add(w.slice(0, 2) + w[3] + w[2] + w.slice(4)); // two swapped
        typos.add(`${w.slice(0, -1)}q`); // the last replaced
        if (words[i + 1]) typos.add(`${words[i + 1]} ${w.slice(1)}`);
      }
    }
    const dict = await dictionaryOf(t.db);
    let spelt = 0;
    for (const q of typos) {
      const own = resolveInMemory(dict, q, { spellings: true });
      expect(own, q).not.toBeUndefined();
      if (resolveInMemory(dict, q) === undefined) spelt++;
      expect(own, q).toEqual(await resolveFromDb(t.db, q));
      expect(await resolveQuery(t.db, q), q).toEqual(own);
    }
    expect(spelt).toBeGreaterThan(typos.size / 2);
    // a misspelling of a word another process has just added: the copy's nearest spellings would
    // miss it, so the database decides (and the copy is read again)
    const [{ id } = { id: 0 }] = await t.db.query<{ id: number }>(`insert into search_word (word, language) values ('quixotron', 'en') returning id`);
    expect((await resolveQuery(t.db, 'quixotrom'))?.map((g) => g.ids)).toEqual([[id]]);
    expect((await dictionaryOf(t.db)).byWord.has('quixotron')).toBe(true);
    expect(resolveInMemory(await dictionaryOf(t.db), 'quixotrom', { spellings: true })?.map((g) => g.ids)).toEqual([[id]]);
    await t.db.query(`delete from search_word where id = $1`, [id]);
    expect(await resolveQuery(t.db, 'quixotrom')).toBeNull();
  });

  it('makes trigrams and similarities as pg_trgm does', async () => {
    const pairs = [
      ['kettle', 'ketle'],
      ['bluetooth', 'bluetoth'],
      ['1.7l', '1.5l'],
      ['abc', 'abcabc'],
      ['a', 'a b'],
      ['speaker', 'speeker'],
      ['x', 'yyyy'],
    ] as const;
    for (const [a, b] of pairs) {
      const [row] = await t.db.query<{ trgm: string[]; sml: number }>('select show_trgm($1) as trgm, similarity($1, $2) as sml', [a, b]);
      expect([...trigrams(a)].sort(), a).toEqual([...row!.trgm].sort());
      const ta = trigrams(a);
      const tb = trigrams(b);
      const shared = [...ta].filter((x) => tb.has(x)).length;
      // PostgreSQL writes the float4 in its shortest form: the same float4 once read back as one
      expect(trigramSimilarity(shared, ta.size, tb.size), `${a} ${b}`).toBe(Math.fround(row!.sml));
    }
  });

  it('splits Chinese against the dictionary: a brand and a kind typed together, a part of a word, and the same products as in English', async () => {
    const kettles = await search('电热水壶');
    expect(ids(kettles)).toEqual(ids(await search('kettle')));
    const [product] = await t.db.query<{ brand_zh: string; brand_en: string }>(
      `select b.name_zh as brand_zh, b.name_en as brand_en from product p join brand b on b.id = p.brand_id where p.status = 1 and p.name_zh like '%电热水壶%' order by p.id limit 1`,
    );
    const together = await search(`${product!.brand_zh}电热水壶`);
    expect(together.total).toBeGreaterThan(0);
    expect(ids(together)).toEqual(await reference(`name_zh like $1 and name_zh like '%电热水壶%'`, [`%${product!.brand_zh}%`]));
    // a piece of a longer word (no word of its own) matches the words containing it
    expect(ids(await search('面包机'))).toEqual(await reference(`name_zh like '%面包机%'`, []));
    expect(ids(await search('电热'))).toEqual(await reference(`name_zh like '%电热%'`, []));
  });

  it('keeps the listing filters and sorts on a search, and pages through it', async () => {
    const all = await search('premium');
    expect(all.total).toBe((await reference(`name_en ~* '\\mpremium\\M'`, [])).length);
    const byPrice = await search('premium', { sortQueryParamList: [{ field: 'price', fieldValue: 'asc' }] });
    const prices = byPrice.list.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byMargin = await search('premium', { sortQueryParamList: [{ field: 'profitable', fieldValue: 'desc' }] });
    const margins = byMargin.list.map((p) => p.profitable ?? -1);
    expect(margins).toEqual([...margins].sort((a, b) => b - a));
    const cheap = await search('premium', { rangeQueryParamList: [{ field: 'price', minValue: 500, maxValue: 2000 }] });
    expect(cheap.list.every((p) => p.price >= 500 && p.price <= 2000)).toBe(true);
    expect(cheap.total).toBe((await reference(`name_en ~* '\\mpremium\\M' and price between 500 and 2000`, [])).length);
    const [{ brand_id: brandId } = { brand_id: 0 }] = await t.db.query<{ brand_id: number }>(
      `select brand_id from product where status = 1 and name_en ~* '\\mpremium\\M' order by id limit 1`,
    );
    const ofBrand = await search('premium', {
      queryParamList: [
        { field: 'productName', fieldValue: 'premium' },
        { field: 'brandId', fieldValue: brandId },
      ],
    });
    expect(ids(ofBrand)).toEqual(await reference(`name_en ~* '\\mpremium\\M' and brand_id = $1`, [brandId]));
    const first = await t.post<Page<ProductCard>>(LIST, { pageNum: 1, pageSize: 5, queryParamList: [{ field: 'productName', fieldValue: 'premium' }] }, token);
    const second = await t.post<Page<ProductCard>>(LIST, { pageNum: 2, pageSize: 5, queryParamList: [{ field: 'productName', fieldValue: 'premium' }] }, token);
    expect([...first.body.data.list, ...second.body.data.list].map((p) => p.id)).toEqual(
      byPrice.list
        .map((p) => p.id)
        .sort((a, b) => b - a)
        .slice(0, 10),
    );
    // a prefix that stands for several words pages without repeating a product
    const many = await search('p');
    expect(new Set(many.list.map((p) => p.id)).size).toBe(many.list.length);
  });

  it('follows the product: taken off sale, back on sale, a new price, a new name', async () => {
    const [product] = await t.db.query<{ id: number; price: number }>(`select id, price from product where status = 1 and name_en ~* '\\mkettle\\M' order by id limit 1`);
    const id = product!.id;
    await t.db.query('update product set status = 2 where id = $1', [id]);
    expect(ids(await search('kettle'))).not.toContain(id);
    await t.db.query('update product set status = 1 where id = $1', [id]);
    expect(ids(await search('kettle'))).toContain(id);
    await t.db.query('update product set price = 1 where id = $1', [id]);
    const cheapest = await search('kettle', { sortQueryParamList: [{ field: 'price', fieldValue: 'asc' }] });
    expect(cheapest.list[0]).toMatchObject({ id, price: 1 });
    await t.db.query('update product set price = $2 where id = $1', [id, product!.price]);
    // a stock change leaves the postings alone (the trigger watches only what search reads)
    await t.db.query('update product set total_stock = total_stock + 1 where id = $1', [id]);
    expect(ids(await search('kettle'))).toContain(id);

    await t.db.transaction(async (tx) => {
      await tx.query(`update product set name_en = 'Quokkaware Travel Samovar', name_zh = '短尾矮袋鼠旅行茶炊' where id = $1`, [id]);
      await indexProducts(tx, [id]);
    });
    expect(ids(await search('kettle'))).not.toContain(id);
    expect(ids(await search('samovar'))).toEqual([id]);
    expect(ids(await search('quokkaware travel'))).toEqual([id]);
    expect(ids(await search('茶炊'))).toEqual([id]);
    // renamed without indexing again: found by neither name until it is indexed
    await t.db.query(`update product set name_en = 'Quokkaware Samovar Deluxe' where id = $1`, [id]);
    expect(ids(await search('samovar'))).toEqual([]);
    await indexProducts(t.db, [id]);
    expect(ids(await search('samovar'))).toEqual([id]);
  });

  it('indexes products that have no search document yet, as the server starts', async () => {
    const before = ids(await search('kettle'));
    await t.db.query(`select search_bitmap_mark(words, product_id, false) from search_document where product_id = any($1::int[])`, [before]);
    await t.db.query(`delete from search_posting where product_id = any($1::int[])`, [before]);
    await t.db.query(`delete from search_document where product_id = any($1::int[])`, [before]);
    expect(ids(await search('kettle'))).toEqual([]);
    expect(await indexUnindexedProducts(t.db)).toBe(before.length);
    expect(ids(await search('kettle'))).toEqual(before);
    expect(await indexUnindexedProducts(t.db)).toBe(0);
  });

  it('pages by the word bitmaps across chunks of ids, AND across query words and OR within one', async () => {
    // two words that no product has, marked for ids far apart (the statement reads only the bitmaps)
    const [a, b, c] = [900_001, 900_002, 900_003];
    const idsOf = { [a]: [5, 32_767, 32_768, 70_000, 140_000, 140_001], [b]: [32_767, 70_000, 140_001, 77], [c]: [5, 32_768] };
    for (const [word, list] of Object.entries(idsOf)) for (const id of list) await t.db.query('select search_bitmap_mark($1::int[], $2, true)', [[Number(word)], id]);
    const both = [
      { typed: 'a', ids: [a], products: 6 },
      { typed: 'b|c', ids: [b, c], products: 6 },
    ];
    expect(await bitmapPage(t.db, both, { pageNum: 1, pageSize: 2 })).toEqual({ total: 5, ids: [140_001, 70_000] });
    expect(await bitmapPage(t.db, both, { pageNum: 2, pageSize: 2 })).toEqual({ total: 5, ids: [32_768, 32_767] });
    expect(await bitmapPage(t.db, both, { pageNum: 3, pageSize: 2 })).toEqual({ total: 5, ids: [5] });
    await t.db.query('select search_bitmap_mark($1::int[], $2, false)', [[a], 140_001]);
    expect(await bitmapPage(t.db, both, { pageNum: 1, pageSize: 2 })).toEqual({ total: 4, ids: [70_000, 32_768] });
    // one word per query word (the statement without the OR level), the same word typed twice included
    expect(
      await bitmapPage(
        t.db,
        [
          { typed: 'a', ids: [a], products: 5 },
          { typed: 'b', ids: [b], products: 4 },
        ],
        { pageNum: 1, pageSize: 9 },
      ),
    ).toEqual({ total: 2, ids: [70_000, 32_767] });
    expect(
      await bitmapPage(
        t.db,
        [
          { typed: 'c', ids: [c], products: 2 },
          { typed: 'c', ids: [c], products: 2 },
        ],
        { pageNum: 1, pageSize: 9 },
      ),
    ).toEqual({ total: 2, ids: [32_768, 5] });
    await t.db.query('delete from search_bitmap where word_id > 900000');
  });

  it('counts up to the cap, exactly below it', async () => {
    const groups = (await resolveQuery(t.db, 'premium'))!;
    const exact = (await search('premium')).total;
    expect(exact).toBeGreaterThan(5);
    const count = async (cap: number) => {
      const q = searchListingQueries(groups, { name: 'premium' }, [], { pageNum: 1, pageSize: 24 }, null, cap);
      return (await t.db.query<{ total: number }>(q.count.sql, q.count.params))[0]!.total;
    };
    expect(await count(5)).toBe(5);
    expect(await count(exact)).toBe(exact);
    expect(await count(exact + 1)).toBe(exact);
    // the search in its own order counts from the word bitmaps, the sorted one from the postings: the same number
    expect((await search('premium', { sortQueryParamList: [{ field: 'updateTime', fieldValue: 'desc' }] })).total).toBe(exact);
    const several = (await resolveQuery(t.db, 'p'))!;
    const q = searchListingQueries(several, { name: 'p' }, [], { pageNum: 1, pageSize: 24 }, null, 7);
    expect((await t.db.query<{ total: number }>(q.count.sql, q.count.params))[0]!.total).toBe(7);
  });
});
