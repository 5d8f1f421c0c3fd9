/**
 * The demo goods owner's own catalogue (issue 33 item 7), listed the way a goods owner lists, by the seller
 * centre's functions the console's calls run: most of it as one bulk import of a product file, published as it
 * is written (./import.ts commitImport); the products sold in colours, each colour with its own picture, made in
 * the listing editor's way (./service.ts createListing, publishListing), as a file cannot give an option its
 * picture; then deliveries to other warehouses, restocks and a correction on the stock page (receiveStock,
 * adjustStock), so every shelf is a sum of movements. Every request is checked by the contract's schemas first.
 *
 * Homeware and electricals, as the shop's description says: a product per variant of each product line of eight
 * subcategories, every fifth sold in options (colours, sizes, packs) with their own prices, each graded, with
 * the demo catalogue's drawings as pictures (the seed's allowance: no one uploaded them). A base seed, so the API
 * tests' template has it; deterministic (a seeded draw, fixed client keys) and idempotent (the import, the
 * listings and the movements are found by their keys and not made again).
 *
 * The demo generator (db/catalogue/generate.ts) gives this shop nothing: it stocks the shops without an account.
 */
import { CatalogueStatus, ConditionGrade, type ListingOption, discountPercent } from '@clearlot/contract';
import { AdjustStockBody, CreateListingBody, ReceiveStockBody } from '@clearlot/contract/schemas/listing';
import { ImportRequest } from '@clearlot/contract/schemas/import';
import { PICTURE_SEPARATOR, PRODUCT_IMPORT_COLUMNS, type ProductImportField, optionsToCell, penceToFileAmount } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { IMAGES_PER_SUBCATEGORY, imagePath } from '../../../db/catalogue/media';
import { seededRandom } from '../../../db/catalogue/random';
import { ADJECTIVES, CATEGORIES, type Pair } from '../../../db/catalogue/vocabulary';
import { shopOfUser } from '../seller/store';
import { commitImport } from './import';
import type { ImportTable } from './importFile';
import * as listings from './service';

/** The subcategories the demo shop trades in (the generator's names), in the catalogue's order. */
const SHOP_SUBCATEGORIES = ['Small Appliances', 'Cookware', 'Storage', 'Bedding', 'Audio', 'Charging', 'Smart Home', 'Outdoor Lighting'];
const ELECTRICALS = new Set(['Small Appliances', 'Audio', 'Charging', 'Smart Home']);
const WAREHOUSE_CODES = ['GB-LON-01', 'GB-MAN-01', 'GB-BHM-01'] as const;
/** Where the shop keeps most of its goods (Leicester is nearest Birmingham; London is its main hub). */
const MAIN_WAREHOUSE = WAREHOUSE_CODES[0];

/** A fixed client key per listing, stock movement and import: the same ones however often the seed runs. */
const keyOf = (kind: 0 | 1 | 2, n: number) => `5e1ec7ed-0000-4000-8${kind}00-${String(n).padStart(12, '0')}`;
const IMPORT_KEY = keyOf(2, 0);

/** The grade's words in a description: what a buyer should expect of the goods. */
const GRADE_WORDS: Record<number, Pair> = {
  [ConditionGrade.New]: { en: 'new and unused, in original packaging', zh: '全新未使用，原包装' },
  [ConditionGrade.LikeNew]: { en: 'open box, unused, checked complete', zh: '开箱未使用，已检验配件齐全' },
  [ConditionGrade.Refurbished]: { en: 'refurbished and tested by the retailer’s service centre, with a 12-month warranty', zh: '经零售商维修中心翻新检测，保修 12 个月' },
  [ConditionGrade.UsedGood]: { en: 'used, clean and working, with light marks', zh: '二手，干净可用，有轻微痕迹' },
};

interface Spec {
  name: Pair;
  values: Pair[];
}

/** Every combination of the attributes' values, first attribute slowest (as the generator's options). */
const combinations = (specs: readonly Spec[]) =>
  specs.reduce<Array<Array<{ spec: Spec; index: number }>>>((all, spec) => all.flatMap((combo) => spec.values.map((_, index) => [...combo, { spec, index }])), [[]]);

const roundTo99 = (pence: number) => Math.max(99, Math.round(pence / 100) * 100 - 1);

interface ShopOption {
  options: ListingOption[];
  image: string | null;
  price: number;
  referencePrice: number;
  /** its opening stock at the main warehouse; 0: sold out */
  stock: number;
}

/** A movement of the product's first option after it is listed. */
type ShopMove = { kind: 'receive'; warehouseCode: string; quantity: number; note: string } | { kind: 'adjust'; change: number; reason: 'damaged'; note: string };

interface ShopProduct {
  n: number;
  /** through the listing editor (options with their own pictures), or a row group of the import file */
  editor: boolean;
  nameEn: string;
  nameZh: string;
  sellingPointEn: string;
  sellingPointZh: string;
  descriptionEn: string;
  descriptionZh: string;
  categoryId: number;
  brandId: number;
  condition: ConditionGrade;
  pictures: string[];
  weightGrams: number;
  sides: { lengthMm: number; widthMm: number; heightMm: number };
  options: ShopOption[];
  moves: ShopMove[];
}

interface Refs {
  subcategories: Map<string, { index: number; id: number; brandIds: number[] }>;
  brands: Map<number, Pair>;
}

/** The shop's products, drawn once from a fixed seed: the same names, prices and stock on every machine. */
function shopProducts(refs: Refs): ShopProduct[] {
  const random = seededRandom(2611);
  // a product per variant of each product line (a 28 cm pan beside the 24 cm one): 37 products
  const lines = CATEGORIES.flatMap((category) =>
    category.children
      .filter((child) => SHOP_SUBCATEGORIES.includes(child.name.en))
      .flatMap((child) => child.lines.flatMap((line) => line.variants.map((variant) => ({ sub: child.name.en, line, variant })))),
  );
  return lines.map(({ sub: subName, line, variant }, n) => {
    const sub = refs.subcategories.get(subName)!;
    const brandId = random.pick(sub.brandIds);
    const brand = refs.brands.get(brandId)!;
    const adjective = random.pick(ADJECTIVES);
    const basePrice = roundTo99(random.int(line.price[0], line.price[1]));
    const discount = random.int(25, 65) / 100;
    const grades = ELECTRICALS.has(subName)
      ? [ConditionGrade.New, ConditionGrade.New, ConditionGrade.LikeNew, ConditionGrade.Refurbished]
      : [ConditionGrade.New, ConditionGrade.New, ConditionGrade.New, ConditionGrade.UsedGood];
    const condition = grades[n % grades.length]!;
    const pictures = Array.from({ length: 2 + (n % 2) }, (_, k) => imagePath(sub.index, (n + k) % IMAGES_PER_SUBCATEGORY));
    const weightGrams = random.int(line.weight[0], line.weight[1]);
    const sides = { lengthMm: random.int(200, 420), widthMm: random.int(120, 300), heightMm: random.int(60, 240) };
    // every fifth product is sold in options; the others by the unit (the tests hand out plain products by the dozen)
    const specs = n % 5 === 1 ? line.specs.filter((spec) => spec.values.length > 1) : [];
    // a few shelves run low (the dashboard's low-stock list); the rest hold tens to hundreds, all in London first
    const low = n % 9 === 4;
    const combos = specs.length > 0 ? combinations(specs) : [[]];
    const options = combos.map((combo, index): ShopOption => {
      const step = combo.reduce((sum, { spec, index: value }) => sum + (spec.name.en === 'Colour' ? 0 : value), 0);
      const colour = combo.find(({ spec }) => spec.name.en === 'Colour');
      const price = roundTo99(basePrice * (1 + 0.35 * step));
      const quantity = low ? random.int(3, 8) : Math.max(6, Math.round(random.int(60, 480) / Math.sqrt(combos.length)));
      return {
        options: combo.map(({ spec, index: value }) => ({ name: spec.name.zh, nameEn: spec.name.en, value: spec.values[value]!.zh, valueEn: spec.values[value]!.en })),
        image: colour ? pictures[colour.index % pictures.length]! : null,
        price,
        referencePrice: Math.round(price / (1 - discount) / 100) * 100 + 99,
        // the last option of the first product sold in options has sold out (the storefront shows it unavailable)
        stock: n === 1 && index === combos.length - 1 ? 0 : quantity,
      };
    });
    const moves: ShopMove[] = [];
    if (!low && random.chance(0.3)) {
      const warehouseCode = WAREHOUSE_CODES[1 + random.int(0, 1)]!;
      moves.push({ kind: 'receive', warehouseCode, quantity: random.int(20, 160), note: 'Delivered to the regional warehouse from the retailer’s depot' });
    }
    if (!low && n % 5 === 2)
      moves.push({ kind: 'receive', warehouseCode: MAIN_WAREHOUSE, quantity: random.int(24, 120), note: 'Second delivery from the retailer’s returns centre' });
    if (!low && n % 10 === 7) moves.push({ kind: 'adjust', change: -2, reason: 'damaged', note: 'Two boxes crushed in handling' });
    const cheapest = options.reduce((least, option) => (option.price < least.price ? option : least));
    const margin = discountPercent(cheapest.price, cheapest.referencePrice);
    const grade = GRADE_WORDS[condition]!;
    return {
      n,
      editor: options.some((option) => option.image !== null),
      nameEn: `${brand.en} ${adjective.en} ${line.noun.en}, ${variant.en}`,
      nameZh: `${brand.zh}${adjective.zh}${line.noun.zh}（${variant.zh}）`,
      sellingPointEn: `${options.length > 1 ? 'From ' : ''}${margin}% below RRP · ships from UK stock`,
      sellingPointZh: `${options.length > 1 ? '最低' : ''}低于建议零售价 ${margin}% · 英国现货发货`,
      descriptionEn: `End-of-line ${brand.en} ${line.noun.en.toLowerCase()} from a UK high-street retailer: ${grade.en}. Sold by the unit; pallet quantities on request.`,
      descriptionZh: `英国商业街零售商的停产${brand.zh}${line.noun.zh}：${grade.zh}。按件销售，整托数量可咨询。`,
      categoryId: sub.id,
      brandId,
      condition,
      pictures,
      weightGrams,
      sides,
      options,
      moves,
    };
  });
}

/** A product as the listing editor sends it. */
const editorBody = (product: ShopProduct): CreateListingBody => ({
  clientKey: keyOf(0, product.n),
  nameEn: product.nameEn,
  nameZh: product.nameZh,
  sellingPointEn: product.sellingPointEn,
  sellingPointZh: product.sellingPointZh,
  descriptionEn: product.descriptionEn,
  descriptionZh: product.descriptionZh,
  categoryId: product.categoryId,
  brandId: product.brandId,
  condition: product.condition,
  pictures: product.pictures,
  skus: product.options.map((option) => ({
    options: option.options,
    image: option.image,
    price: option.price,
    referencePrice: option.referencePrice,
    weightGrams: product.weightGrams,
    ...product.sides,
    stock: option.stock > 0 ? [{ warehouseCode: MAIN_WAREHOUSE, quantity: option.stock }] : [],
  })),
});

/** The products as a product file's rows (rules/lot.ts PRODUCT_IMPORT_COLUMNS): a row per option, a product's rows sharing its key. */
function importTable(products: readonly ShopProduct[]): ImportTable {
  const rows = products.flatMap((product) =>
    product.options.map((option) => {
      const cells: Record<ProductImportField, string> = {
        productKey: `PSW-${String(product.n + 1).padStart(3, '0')}`,
        nameEn: product.nameEn,
        nameZh: product.nameZh,
        optionsEn: optionsToCell(option.options.map((pair) => ({ name: pair.nameEn, value: pair.valueEn }))),
        optionsZh: optionsToCell(option.options.map((pair) => ({ name: pair.name, value: pair.value }))),
        sellingPointEn: product.sellingPointEn,
        sellingPointZh: product.sellingPointZh,
        descriptionEn: product.descriptionEn,
        descriptionZh: product.descriptionZh,
        category: String(product.categoryId),
        brand: String(product.brandId),
        condition: String(product.condition),
        price: penceToFileAmount(option.price),
        referencePrice: penceToFileAmount(option.referencePrice),
        vatRate: '',
        weightGrams: String(product.weightGrams),
        lengthMm: String(product.sides.lengthMm),
        widthMm: String(product.sides.widthMm),
        heightMm: String(product.sides.heightMm),
        warehouse: option.stock > 0 ? MAIN_WAREHOUSE : '',
        stock: option.stock > 0 ? String(option.stock) : '',
        minQuantity: '',
        casePack: '',
        tierPrices: '',
        pictures: product.pictures.join(PICTURE_SEPARATOR),
      };
      return PRODUCT_IMPORT_COLUMNS.map((column) => cells[column.field]);
    }),
  );
  return { fileType: 'csv', header: PRODUCT_IMPORT_COLUMNS.map((column) => column.en), rows };
}

async function loadRefs(db: Db): Promise<Refs> {
  const rows = await db.query<{ id: number; name: string; brandIds: number[] }>(
    `select c.id, c.name_en as name, array(select bc.brand_id from brand_category bc where bc.category_id = c.id order by bc.brand_id) as "brandIds"
       from category c join category p on p.id = c.parent_id
      where c.status = ${CatalogueStatus.Active} order by p.sort_order, c.sort_order`,
  );
  const brands = await db.query<{ id: number; en: string; zh: string }>(`select id, name_en as en, name_zh as zh from brand where status = ${CatalogueStatus.Active}`);
  return {
    // a subcategory's place in the catalogue's order names its pictures (db/catalogue/media.ts imagePath)
    subcategories: new Map(rows.map((row, index) => [row.name, { index, id: row.id, brandIds: row.brandIds.filter((id) => brands.some((brand) => brand.id === id)) }])),
    brands: new Map(brands.map((brand) => [brand.id, { en: brand.en, zh: brand.zh }])),
  };
}

/** Lists the demo goods owner's catalogue through the seller centre's functions; answers how many listings it made. */
export async function seedDemoShop(db: Db): Promise<number> {
  const [owner] = await db.query<{ userId: number }>(`select id as "userId" from app_user where email = 'owner@clearlot.test'`);
  if (!owner) return 0;
  const ownerId = await shopOfUser(db, owner.userId);
  if (ownerId === null) return 0;
  const refs = await loadRefs(db);
  if (SHOP_SUBCATEGORIES.some((name) => !refs.subcategories.get(name)?.brandIds.length)) return 0;
  const products = shopProducts(refs);
  const moves = products.flatMap((product) => product.moves.map((move, m) => ({ product, move, key: keyOf(1, product.n * 10 + m) })));
  // the last step's movement is there: an earlier run made everything
  if ((await db.query('select 1 from stock_movement where user_id = $1 and client_key = $2', [owner.userId, moves.at(-1)!.key])).length > 0) return 0;

  const scope: listings.ListingScope = { ownerId, userId: owner.userId };
  const allowance: listings.SeedAllowance = { drawnPictures: new Set(products.flatMap((product) => product.pictures)) };
  const imported = products.filter((product) => !product.editor);
  const mapping = Object.fromEntries(PRODUCT_IMPORT_COLUMNS.map((column, index) => [column.field, index]));
  const result = await commitImport(db, scope, importTable(imported), ImportRequest.parse({ target: 'products', mapping, publish: true, clientKey: IMPORT_KEY }), allowance);
  const listingIds = new Map(imported.map((product, index) => [product.n, result.listingIds[index]!]));
  for (const product of products.filter((each) => each.editor)) {
    const listing = await listings.createListing(db, scope, CreateListingBody.parse(editorBody(product)), allowance);
    await listings.publishListing(db, scope, listing.id);
    listingIds.set(product.n, listing.id);
  }
  if (moves.length === 0) return products.length;
  const firstOptions = await db.query<{ productId: number; skuId: number }>(
    'select distinct on (product_id) product_id as "productId", id as "skuId" from product_sku where product_id = any($1::int[]) order by product_id, sort_order, id',
    [[...listingIds.values()]],
  );
  const skuOf = new Map(firstOptions.map((row) => [row.productId, row.skuId]));
  for (const { product, move, key } of moves) {
    const skuId = skuOf.get(listingIds.get(product.n)!)!;
    if (move.kind === 'receive') {
      await listings.receiveStock(db, scope, ReceiveStockBody.parse({ skuId, warehouseCode: move.warehouseCode, quantity: move.quantity, note: move.note, clientKey: key }));
    } else {
      await listings.adjustStock(
        db,
        scope,
        AdjustStockBody.parse({ skuId, warehouseCode: MAIN_WAREHOUSE, change: move.change, reason: move.reason, note: move.note, clientKey: key }),
      );
    }
  }
  return products.length;
}
