/**
 * Builds the demo catalogue: base data once, then any number of generated products
 * (deterministic for a seed). Products are inserted in batches with unnest(), so a
 * million rows load in minutes on PostgreSQL.
 */
import { discountPercent, CatalogueStatus } from '@clearlot/contract';
import type { Db, Queryable } from '../../platform/db';
import { COUNTRIES, UK_REGIONS } from './base-data';
import { BANNERS, DEMO_VIDEO, IMAGES_PER_SUBCATEGORY, bannerPath, imagePath } from './media';
import { type Random, seededRandom } from './random';
import { rebuildSearchIndex } from '../../services/product/search/indexer';
import { ADJECTIVES, BRANDS, CATEGORIES, OWNERS, type ProductLine, WAREHOUSES } from './vocabulary';

interface Subcategory {
  index: number;
  id: number;
  parentId: number;
  lines: ProductLine[];
  brandIds: number[];
  name: string;
}

export interface CatalogueRefs {
  subcategories: Subcategory[];
  brandNames: Map<number, { en: string; zh: string }>;
  /** the shops generated products go to: those without an account */
  ownerIds: number[];
}

const BRANDS_PER_SUBCATEGORY = 6;

/** Base data: idempotent (does nothing when categories exist). Returns the ids products need. */
export async function ensureBaseData(db: Db, ownerUserId: number | null): Promise<CatalogueRefs> {
  const existing = await db.query<{ n: number }>('select count(*)::int as n from category');
  if ((existing[0]?.n ?? 0) === 0) {
    await db.transaction(async (tx) => {
      await insertBaseData(tx, ownerUserId);
    });
  }
  return loadRefs(db);
}

async function insertBaseData(tx: Queryable, ownerUserId: number | null) {
  const random = seededRandom(7);
  for (const [i, country] of COUNTRIES.entries()) {
    await tx.query('insert into country (country_code, name_en, name_zh, open_sign, sort_order) values ($1,$2,$3,$4,$5)', [country.code, country.en, country.zh, country.open, i]);
  }
  const [uk] = await tx.query<{ id: number }>(
    `insert into region (parent_id, country_code, name_en, name_zh, level) values (null, 'GB', 'United Kingdom', '英国', 0) returning id`,
  );
  for (const nation of UK_REGIONS) {
    const [region] = await tx.query<{ id: number }>(`insert into region (parent_id, country_code, name_en, name_zh, level) values ($1, 'GB', $2, $3, 1) returning id`, [
      uk!.id,
      nation.en,
      nation.zh,
    ]);
    for (const [en, zh] of nation.cities) {
      await tx.query(`insert into city (country_code, region_id, name_en, name_zh) values ('GB', $1, $2, $3)`, [region!.id, en, zh]);
    }
  }
  for (const w of WAREHOUSES) {
    await tx.query(`insert into warehouse (warehouse_code, name_en, name_zh, country_code, city, city_zh, address) values ($1,$2,$3,'GB',$4,$5,$6)`, [
      w.code,
      w.name.en,
      w.name.zh,
      w.city.en,
      w.city.zh,
      w.address,
    ]);
  }
  const brandIds: number[] = [];
  for (const brand of BRANDS) {
    const [row] = await tx.query<{ id: number }>('insert into brand (name_en, name_zh) values ($1, $2) returning id', [brand.en, brand.zh]);
    brandIds.push(row!.id);
  }
  for (const [ci, category] of CATEGORIES.entries()) {
    const [parent] = await tx.query<{ id: number }>('insert into category (parent_id, name_en, name_zh, sort_order) values (null, $1, $2, $3) returning id', [
      category.name.en,
      category.name.zh,
      ci,
    ]);
    for (const [si, child] of category.children.entries()) {
      const [sub] = await tx.query<{ id: number }>('insert into category (parent_id, name_en, name_zh, sort_order) values ($1, $2, $3, $4) returning id', [
        parent!.id,
        child.name.en,
        child.name.zh,
        si,
      ]);
      const chosen = new Set<number>();
      while (chosen.size < BRANDS_PER_SUBCATEGORY) chosen.add(random.pick(brandIds));
      for (const brandId of chosen) {
        await tx.query('insert into brand_category (brand_id, category_id) values ($1, $2), ($1, $3) on conflict do nothing', [brandId, sub!.id, parent!.id]);
      }
    }
  }
  for (const [i, owner] of OWNERS.entries()) {
    // the particulars their VAT invoices carry (issue 35 item 3): a demo company name, VAT number and address
    const legalName = /\b(Ltd|Limited|PLC)$/i.test(owner.name.en) ? owner.name.en : `${owner.name.en} Ltd`;
    await tx.query(
      `insert into goods_owner (user_id, shop_name_en, shop_name_zh, description_en, description_zh, city, rating, created_at, legal_name, vat_number, registered_address)
       values ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(days => $8), $9, $10, $11)`,
      [
        i === 0 ? ownerUserId : null,
        owner.name.en,
        owner.name.zh,
        owner.description.en,
        owner.description.zh,
        owner.city,
        4.2 + (i % 4) * 0.2,
        200 + i * 97,
        legalName,
        demoVatNumber(i),
        `Unit ${i + 1}, Trade Park, ${owner.city}`,
      ],
    );
  }
}

async function loadRefs(db: Queryable): Promise<CatalogueRefs> {
  const subs = await db.query<{ id: number; parent_id: number; name_en: string; brand_ids: number[] }>(
    `select c.id, c.parent_id, c.name_en, array(select bc.brand_id from brand_category bc where bc.category_id = c.id order by bc.brand_id) as brand_ids
       from category c join category p on p.id = c.parent_id order by p.sort_order, c.sort_order`,
  );
  const lines = CATEGORIES.flatMap((c) => c.children.map((child) => child.lines));
  const brands = await db.query<{ id: number; name_en: string; name_zh: string }>('select id, name_en, name_zh from brand order by id');
  // the generator stocks the shops nobody signs in to; a shop with an account (the demo goods owner's) lists its own goods
  // through the seller centre (services/product/listings/shopSeed.ts), as any goods owner does
  const owners = await db.query<{ id: number }>('select id from goods_owner where user_id is null order by id');
  return {
    subcategories: subs.map((s, index) => ({ index, id: s.id, parentId: s.parent_id, lines: lines[index] ?? [], brandIds: s.brand_ids, name: s.name_en })),
    brandNames: new Map(brands.map((b) => [b.id, { en: b.name_en, zh: b.name_zh }])),
    ownerIds: owners.map((o) => o.id),
  };
}

interface SkuRow {
  /** position among the product's SKUs, also the code's suffix */
  sort: number;
  options: string;
  price: number;
  reference: number;
  platform: number;
  image: string | null;
  stock: Array<[string, number]>;
  total: number;
}

interface ProductRow {
  owner: number;
  brand: number;
  cat1: number;
  cat2: number;
  nameEn: string;
  nameZh: string;
  pointEn: string;
  pointZh: string;
  descEn: string;
  descZh: string;
  media: string;
  specs: string;
  weight: number;
  price: number;
  reference: number;
  platform: number;
  profitable: number | null;
  totalStock: number;
  codes: string[];
  main: string;
  sales: number;
  reviews: number;
  ageSeconds: number;
  hasOptions: boolean;
  skus: SkuRow[];
}

const roundTo99 = (pence: number) => Math.max(99, Math.round(pence / 100) * 100 - 1);

/** Share of products sold in options (colours, sizes, packs), each option its own SKU. */
const OPTIONS_SHARE = 0.35;

type Spec = ProductLine['specs'][number];

/** Every combination of the attributes' values, first attribute slowest: [[Black, S], [Black, M], …]. */
function combinations(specs: readonly Spec[]): Array<Array<{ spec: Spec; index: number }>> {
  return specs.reduce<Array<Array<{ spec: Spec; index: number }>>>((all, spec) => all.flatMap((combo) => spec.values.map((_, index) => [...combo, { spec, index }])), [[]]);
}

/**
 * A product's SKUs: one without options, or one per combination of its line's attributes. Bigger
 * sizes and packs cost more (a step of 35% per value); colours share a price but each shows its own
 * picture. Stock is drawn per SKU over the product's warehouses; a few options are sold out.
 */
function makeSkus(random: Random, basePrice: number, discount: number, specs: readonly Spec[], codes: string[], images: string[], soldOut: boolean): SkuRow[] {
  const stockFor = (scale: number) => codes.map((code) => [code, soldOut ? 0 : Math.max(1, Math.round(random.int(5, 600) * scale))] as [string, number]);
  const priced = (price: number) => {
    const reference = Math.round(price / (1 - discount) / 100) * 100 + 99;
    return { price, reference, platform: Math.round(price * 0.96) };
  };
  const sku = (sort: number, options: unknown[], price: number, image: string | null, stock: Array<[string, number]>): SkuRow => ({
    sort,
    options: JSON.stringify(options),
    ...priced(price),
    image,
    stock,
    total: stock.reduce((sum, [, q]) => sum + q, 0),
  });
  if (specs.length === 0) return [sku(0, [], basePrice, null, stockFor(1))];
  const combos = combinations(specs);
  return combos.map((combo, sort) => {
    const step = combo.reduce((sum, { spec, index }) => sum + (spec.name.en === 'Colour' ? 0 : index), 0);
    const colour = combo.find(({ spec }) => spec.name.en === 'Colour');
    const optionSoldOut = !soldOut && random.chance(0.1);
    const stock = optionSoldOut ? codes.map((code) => [code, 0] as [string, number]) : stockFor(1 / Math.sqrt(combos.length));
    return sku(
      sort,
      combo.map(({ spec, index }) => ({ name: spec.name.zh, nameEn: spec.name.en, value: spec.values[index]!.zh, valueEn: spec.values[index]!.en })),
      roundTo99(basePrice * (1 + 0.35 * step)),
      colour ? images[colour.index % images.length]! : null,
      stock,
    );
  });
}

function makeProduct(refs: CatalogueRefs, random: Random, n: number): ProductRow {
  const sub = refs.subcategories[n % refs.subcategories.length]!;
  const productLine = random.pick(sub.lines);
  const brandId = random.pick(sub.brandIds);
  const brand = refs.brandNames.get(brandId)!;
  const adjective = random.pick(ADJECTIVES);
  const variant = random.pick(productLine.variants);
  const basePrice = roundTo99(random.int(productLine.price[0], productLine.price[1]));
  const discount = random.int(15, 75) / 100;
  const known = !random.chance(0.02);
  const soldOut = random.chance(0.05);
  const warehouseCount = random.int(1, 3);
  const codes = [...WAREHOUSES.map((w) => w.code)].sort(() => random.next() - 0.5).slice(0, warehouseCount);
  const images = Array.from({ length: random.int(2, 4) }, (_, k) => imagePath(sub.index, (n + k) % IMAGES_PER_SUBCATEGORY));
  const media = (random.chance(0.07) ? [DEMO_VIDEO, ...images] : images).join(',');
  const hasOptions = random.chance(OPTIONS_SHARE) && productLine.specs.some((spec) => spec.values.length > 1);
  const skus = makeSkus(random, basePrice, discount, hasOptions ? productLine.specs : [], codes, images, soldOut);
  // the card shows the cheapest SKU (the listing's "from" price) and the margin the buyer gets on it
  const cheapest = skus.reduce((low, sku) => (sku.price < low.price ? sku : low));
  const margin = discountPercent(cheapest.price, cheapest.reference);
  // without options each attribute has the one value this product has; with options, every value on offer
  const specs = productLine.specs.map((s) => {
    const values = hasOptions ? s.values : [random.pick(s.values)];
    return { name: s.name.zh, nameEn: s.name.en, values: values.map((x) => x.en), valuesZh: values.map((x) => x.zh) };
  });
  const stockByCode = new Map<string, number>();
  for (const sku of skus) for (const [code, q] of sku.stock) stockByCode.set(code, (stockByCode.get(code) ?? 0) + q);
  const main = [...stockByCode].sort((a, b) => b[1] - a[1])[0]![0];
  return {
    owner: random.pick(refs.ownerIds),
    brand: brandId,
    cat1: sub.parentId,
    cat2: sub.id,
    nameEn: `${brand.en} ${adjective.en} ${productLine.noun.en}, ${variant.en}`,
    nameZh: `${brand.zh}${adjective.zh}${productLine.noun.zh}（${variant.zh}）`,
    pointEn: `${hasOptions ? 'From ' : ''}${margin}% below RRP · ${soldOut ? 'restocking soon' : 'ready to ship from UK stock'}`,
    pointZh: `${hasOptions ? '最低' : ''}低于建议零售价 ${margin}% · ${soldOut ? '即将补货' : '英国现货可发'}`,
    descEn: `${productLine.noun.en} from ${brand.en}: surplus retail stock in original packaging, graded A. Sold by the unit; pallet quantities on request.`,
    descZh: `${brand.zh}${productLine.noun.zh}：零售渠道余货，原包装，A 级品相。按件销售，整托数量可咨询。`,
    media,
    specs: JSON.stringify(specs),
    weight: random.int(productLine.weight[0], productLine.weight[1]),
    price: cheapest.price,
    reference: cheapest.reference,
    platform: cheapest.platform,
    profitable: known ? margin : null,
    totalStock: skus.reduce((sum, sku) => sum + sku.total, 0),
    codes,
    main,
    sales: random.int(0, 2000),
    // reviews are real ones, counted as they are posted (the order service's reviews); the draw that once
    // made a number up is kept so every later value of the generated catalogue stays what it was
    reviews: random.int(0, 300) * 0,
    ageSeconds: random.int(0, 90 * 86_400),
    hasOptions,
    skus,
  };
}

/** Inserts `count` generated products (ids continue after existing ones), each with its SKUs and their stock. */
export async function generateProducts(
  db: Db,
  refs: CatalogueRefs,
  count: number,
  options: { seed?: number; batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const random = seededRandom(options.seed ?? 42);
  const batchSize = options.batchSize ?? 5000;
  const [{ start } = { start: 0 }] = await db.query<{ start: number }>('select count(*)::int as start from product');
  for (let done = 0; done < count; done += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - done) }, (_, i) => makeProduct(refs, random, start + done + i));
    await db.transaction(async (tx) => {
      const col = <K extends keyof ProductRow>(key: K) => rows.map((r) => r[key]);
      const ids = await tx.query<{ id: number }>(
        `insert into product (owner_id, brand_id, category1_id, category2_id, name_en, name_zh, selling_point_en, selling_point_zh,
            description_en, description_zh, media, specs, weight_grams, price, reference_price, platform_price, profitable,
            total_stock, warehouse_codes, warehouse_mask, main_warehouse_code, sales_count, review_count, update_time, created_at, has_options)
         select o, b, c1, c2, ne, nz, pe, pz, de, dz, m, s::jsonb, w, p, r, pl, pf, ts, string_to_array(wc, ','),
                (select coalesce(bit_or(1::bigint << (wh.id - 1)), 0) from warehouse wh where wh.warehouse_code = any (string_to_array(wc, ','))),
                mw, sc, rc, now() - make_interval(secs => age), now() - make_interval(secs => age), ho
           from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
                       $11::text[], $12::text[], $13::int[], $14::int[], $15::int[], $16::int[], $17::numeric[], $18::int[], $19::text[],
                       $20::text[], $21::int[], $22::int[], $23::int[], $24::boolean[])
             as t(o, b, c1, c2, ne, nz, pe, pz, de, dz, m, s, w, p, r, pl, pf, ts, wc, mw, sc, rc, age, ho)
         returning id`,
        [
          col('owner'),
          col('brand'),
          col('cat1'),
          col('cat2'),
          col('nameEn'),
          col('nameZh'),
          col('pointEn'),
          col('pointZh'),
          col('descEn'),
          col('descZh'),
          col('media'),
          col('specs'),
          col('weight'),
          col('price'),
          col('reference'),
          col('platform'),
          col('profitable'),
          col('totalStock'),
          rows.map((r) => r.codes.join(',')),
          col('main'),
          col('sales'),
          col('reviews'),
          col('ageSeconds'),
          col('hasOptions'),
        ],
      );
      const skus = rows.flatMap((row, i) => row.skus.map((sku) => ({ ...sku, productId: ids[i]!.id, single: row.skus.length === 1 })));
      const skuCol = <K extends keyof (typeof skus)[number]>(key: K) => skus.map((sku) => sku[key]);
      const skuIds = await tx.query<{ id: number }>(
        `insert into product_sku (product_id, sku_code, options, price, reference_price, platform_price, image, total_stock, sort_order)
         select pid, case when single then 'P' || pid else 'P' || pid || '-' || (sort + 1) end, o::jsonb, p, r, pl, img, ts, sort
           from unnest($1::int[], $2::boolean[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[], $9::int[])
             as t(pid, single, sort, o, p, r, pl, img, ts)
         returning id`,
        [skuCol('productId'), skuCol('single'), skuCol('sort'), skuCol('options'), skuCol('price'), skuCol('reference'), skuCol('platform'), skuCol('image'), skuCol('total')],
      );
      const stock = skus.flatMap((sku, i) => sku.stock.map(([code, quantity]) => ({ skuId: skuIds[i]!.id, code, quantity })));
      await tx.query('insert into sku_stock (sku_id, warehouse_code, quantity) select * from unnest($1::int[], $2::text[], $3::int[])', [
        stock.map((s) => s.skuId),
        stock.map((s) => s.code),
        stock.map((s) => s.quantity),
      ]);
    });
    options.onProgress?.(done + rows.length);
  }
}

/** Product-line nouns ("Electric Kettle", "Kettle", "电热水壶") so a buyer typing a kind of product gets suggestions. */
function lineTerms(): Array<{ term: string; language: 'en' | 'zh' }> {
  const terms = new Map<string, 'en' | 'zh'>();
  for (const category of CATEGORIES) {
    for (const child of category.children) {
      for (const productLine of child.lines) {
        terms.set(productLine.noun.en, 'en');
        terms.set(productLine.noun.en.split(' ').at(-1)!, 'en');
        terms.set(productLine.noun.zh, 'zh');
      }
    }
  }
  return [...terms].map(([term, language]) => ({ term, language }));
}

/** Suggestion terms: product names, product kinds, brands and categories in both languages. */
export async function refreshSearchTerms(db: Queryable, onProgress?: (message: string) => void): Promise<void> {
  const lines = lineTerms();
  await db.query(
    `insert into search_term (term, language, weight) select term, language, 500 from unnest($1::text[], $2::text[]) as t(term, language)
     on conflict (language, term) do update set weight = excluded.weight`,
    [lines.map((l) => l.term), lines.map((l) => l.language)],
  );
  await db.query(`
    insert into search_term (term, language, weight)
    select term, language, sum(weight)::int from (
      select name_en as term, 'en' as language, 1 as weight from product where status = ${CatalogueStatus.Active}
      union all select name_zh, 'zh', 1 from product where status = ${CatalogueStatus.Active}
      union all select name_en, 'en', 1000 from brand
      union all select name_zh, 'zh', 1000 from brand
      union all select name_en, 'en', 2000 from category
      union all select name_zh, 'zh', 2000 from category
    ) t group by term, language
    on conflict (language, term) do update set weight = excluded.weight`);
  // the name search's dictionary and postings; the kinds of product are the Chinese words names split on
  await rebuildSearchIndex(db, { phrases: lines.filter((l) => l.language === 'zh').map((l) => l.term), onProgress });
}

/**
 * The demo's home banners, for the shop window desk's seeding (services/basedata/window/seed.ts): a drawing per
 * language, its title as the alternative text, linking to the listing.
 */
export const demoBanners = () =>
  BANNERS.map((banner, index) => ({
    titleEn: banner.en[0]!,
    titleZh: banner.zh[0]!,
    imageEn: bannerPath(index, 'en'),
    imageZh: bannerPath(index, 'zh'),
    link: index === 0 ? '/homePageSecond' : '/homePageSecond?sort=timeDesc',
    sortOrder: index,
  }));

/** Flash deals on a few well-stocked products, plus the topic page. */
export async function ensureDealsAndTopics(db: Db): Promise<void> {
  const existing = await db.query<{ n: number }>('select count(*)::int as n from flash_deal');
  if ((existing[0]?.n ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    await tx.query(`
      insert into flash_deal (product_id, deal_price, quantity, starts_at, ends_at)
      select id, (price * 0.8)::int, case when rn % 7 = 0 then 0 else least(total_stock, 40) end, now() - interval '1 hour', now() + interval '30 days'
        from (select id, price, total_stock, row_number() over (order by profitable desc nulls last, id) as rn from product where status = ${CatalogueStatus.Active} and total_stock > 0 and not has_options limit 16) t`);
    await tx.query(`
      insert into topic_page (title_en, title_zh, intro_en, intro_zh, banner, banner_zh, product_ids)
      select 'Clearance week: electronics and home', '清仓周：电子与家居',
             'Hand-picked lots with the deepest margins this week, all in UK warehouses and ready to ship.',
             '本周精选高利润货品，全部位于英国仓库，可立即发货。',
             '/media/banners/banner-1-en.svg', '/media/banners/banner-1-zh.svg',
             array(select id from product where status = ${CatalogueStatus.Active} and total_stock > 0 and category1_id in (select id from category where parent_id is null order by sort_order limit 2) order by profitable desc nulls last limit 24)`);
  });
}

/** A demo UK VAT number whose check digits hold (rules/company.ts ukVatCheckDigitsHold): seven digits from the owner's place, two to make the sum a multiple of 97. */
function demoVatNumber(index: number): string {
  const seven = String(4_100_000 + index * 7_919).padStart(7, '0');
  let total = 0;
  for (let i = 0; i < 7; i++) total += Number(seven[i]) * (8 - i);
  const check = (97 - (total % 97)) % 97;
  return `GB${seven}${String(check).padStart(2, '0')}`;
}
