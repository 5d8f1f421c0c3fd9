/**
 * Catalogue shapes (docs/product.md §3, §7): categories, brands, warehouses, products, search payload,
 * suggestions, favourites, banners, flash deals, countries. Shared by the product and
 * base-data services and the storefront.
 */
import { z } from 'zod';
import { HomeBanner } from './shopWindow';
import { ManifestRow } from './lot';
import { PRICE_RANGE_MAX, PROFITABLE_RANGE_MAX } from '../rules/search';
import { VatRateField, epochTime, integer, pageOf, pence, rowId } from './fields';

const id = () => z.number({ error: 'required' }).int({ error: 'wrongType' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
export const IdBody = z.object({ id: id() }).strict();
export type IdBody = z.infer<typeof IdBody>;

// ---- base data ----
/** A category without its subcategories. */
const CategoryNode = z
  .object({
    id: rowId(),
    categoryName: z.string(),
    categoryNameEn: z.string(),
    /** 0 for a top-level category */
    parentId: integer(),
    hasChildren: z.boolean(),
    status: integer(),
  })
  .strict();
/** A category in the tree; named (meta id) so the recursive schema is one component in /openapi.json. */
export const Category = CategoryNode.extend({
  /** a parent's subcategories in the tree */
  get children() {
    return z.array(Category).optional();
  },
}).meta({ id: 'Category' });
export type Category = z.infer<typeof Category>;
export const CategoryTree = z.array(Category);
/** One category with its parent (the top level has none). */
export const CategoryInfo = CategoryNode.extend({ parent: CategoryNode.nullable() });
export type CategoryInfo = z.infer<typeof CategoryInfo>;

export const CategoryTreeBody = z
  .object({ status: z.number().int().min(0).max(1).optional(), id: z.number().int().min(0).max(2_147_483_647).optional() })
  .strict()
  .optional();

export const Brand = z.object({ id: rowId(), brandName: z.string(), brandNameEn: z.string(), logo: z.string().nullable() }).strict();
export type Brand = z.infer<typeof Brand>;
export const BrandList = z.array(Brand);

export const Warehouse = z
  .object({ id: rowId(), warehouseCode: z.string(), warehouseName: z.string(), warehouseNameEn: z.string(), countryCode: z.string(), city: z.string() })
  .strict();
export type Warehouse = z.infer<typeof Warehouse>;
export const WarehouseList = z.array(Warehouse);

export const CountryCode = z.string({ error: 'required' }).regex(/^[A-Z]{2}$/, { error: 'invalidValue' });
export const WarehouseByCountryBody = z.object({ countryCodes: z.array(CountryCode).min(1, { error: 'required' }).max(20, { error: 'tooLong' }) }).strict();

export const Country = z
  .object({
    id: rowId(),
    countryCode: z.string(),
    countryName: z.string(),
    countryNameEn: z.string(),
    /** only open countries can be delivered to (GB); others are under development */
    openSign: z.boolean(),
  })
  .strict();
export type Country = z.infer<typeof Country>;
export const CountryList = z.array(Country);

export const City = z.object({ id: rowId(), countryCode: z.string(), cityName: z.string(), cityNameEn: z.string(), regionId: integer() }).strict();
export type City = z.infer<typeof City>;
export const CityList = z.array(City);
export const CitySearchBody = z.object({ countryCode: CountryCode, cityName: z.string().trim().max(60, { error: 'tooLong' }).optional() }).strict();

const RegionFields = { id: rowId(), name: z.string(), nameEn: z.string(), level: integer() };
export const Region = z.object({ ...RegionFields, parentId: integer().nullable(), children: z.array(z.object(RegionFields).strict()) }).strict();
export type Region = z.infer<typeof Region>;
/** A path parameter that is a row id (GET …/:id). */
export const IdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }).strict();

/**
 * The home banners showing now (docs/product.md §3 banner config: the pictures per language), and each banner whole —
 * both pictures, their alternative texts and its link — for a storefront that links them (issue 34 item 3).
 */
export const BannerConfig = z.object({ zhBanners: z.array(z.string()), enBanners: z.array(z.string()), slides: z.array(HomeBanner) }).strict();
export type BannerConfig = z.infer<typeof BannerConfig>;

// ---- products ----
/** List card (docs/product.md §3): names and selling points in both languages; the storefront picks one. */
const ProductCardFields = {
  id: rowId(),
  /** comma-separated media paths, first one shown; '.mp4' files are videos */
  productImage: z.string(),
  productName: z.string(),
  productNameEn: z.string(),
  sellingPoint: z.string(),
  sellingPointEn: z.string(),
  price: pence(),
  referencePrice: pence(),
  platformPrice: pence(),
  /** profit margin percent, null when unknown */
  profitable: z.number().nullable(),
  quantity: integer(),
  warehouseName: z.string(),
  warehouseNameEn: z.string(),
  brandId: integer(),
  ownerId: integer(),
  /** 0 not favourited, 1 favourited (always 0 for visitors) */
  productCollect: z.literal([0, 1]),
  updateTime: epochTime(),
  /** true when the buyer must choose options (a SKU) on the detail page before adding it */
  hasOptions: z.boolean(),
  /** the condition grade it is listed under (rules/listing.ts ConditionGrade: 1 New … 6 Salvage; a lot, its lowest row's) */
  condition: integer(),
  /** the goods' VAT rate: prices are ex VAT, shown with VAT when the buyer chose so (rules/vat.ts) */
  vatRate: VatRateField(),
};
export const ProductCard = z.object(ProductCardFields).strict();
export type ProductCard = z.infer<typeof ProductCard>;
export const ProductCardList = z.array(ProductCard);
export const ProductPage = pageOf(ProductCard);
export type ProductPage = z.infer<typeof ProductPage>;
export type { Page } from './fields';

export const PAGE_SIZE_MAX = 100;
export { TOTAL_COUNT_CAP } from '../rules/search';

const fieldValue = z.union([
  z.string().max(200, { error: 'tooLong' }),
  z.number(),
  z.array(z.union([z.string().max(64, { error: 'tooLong' }), z.number()])).max(50, { error: 'tooLong' }),
]);

export const QueryParam = z.object({ field: z.enum(['categoryPath', 'brandId', 'warehouseCodes', 'productName', 'ownerId'], { error: 'invalidValue' }), fieldValue }).strict();
export const RangeParam = z
  .object({
    field: z.enum(['price', 'profitable'], { error: 'invalidValue' }),
    minValue: z.number({ error: 'wrongType' }).min(0, { error: 'invalidValue' }).max(PRICE_RANGE_MAX, { error: 'invalidValue' }),
    maxValue: z.number({ error: 'wrongType' }).min(0, { error: 'invalidValue' }).max(PRICE_RANGE_MAX, { error: 'invalidValue' }),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.field === 'profitable' && (value.minValue > PROFITABLE_RANGE_MAX || value.maxValue > PROFITABLE_RANGE_MAX)) {
      ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['maxValue'] });
    }
  });
export const SortParam = z
  .object({
    field: z.enum(['updateTime', 'profitable', 'price'], { error: 'invalidValue' }),
    fieldValue: z.enum(['asc', 'desc'], { error: 'invalidValue' }),
  })
  .strict();

export const ProductSearchBody = z
  .object({
    pageNum: z.number({ error: 'required' }).int().min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }),
    pageSize: z.number({ error: 'required' }).int().min(1, { error: 'invalidValue' }).max(PAGE_SIZE_MAX, { error: 'invalidValue' }),
    queryParamList: z.array(QueryParam).max(10, { error: 'tooLong' }).default([]),
    rangeQueryParamList: z.array(RangeParam).max(4, { error: 'tooLong' }).default([]),
    sortQueryParamList: z.array(SortParam).max(3, { error: 'tooLong' }).default([]),
  })
  .strict();
export type ProductSearchBody = z.input<typeof ProductSearchBody>;
export type ProductSearch = z.output<typeof ProductSearchBody>;

export const KeyRemindBody = z.object({ keyPrefix: z.string({ error: 'required' }).max(100, { error: 'tooLong' }) }).strict();
export const SUGGESTION_LIMIT = 10;
export const SuggestionList = z.array(z.string());

export const GoodsEsQuery = z
  .object({
    keyword: z.string().max(100, { error: 'tooLong' }).optional(),
    pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
  })
  .strict();
export const RelatedQuery = z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647), pageSize: z.coerce.number().int().min(1).max(30).default(12) }).strict();

export const MediaItem = z.object({ url: z.string(), type: z.enum(['image', 'video']) }).strict();
export type MediaItem = z.infer<typeof MediaItem>;

/** A specification attribute in both languages: `name`/`values` Chinese, `nameEn`/`valuesEn` English. */
export const SpecAttribute = z.object({ name: z.string(), nameEn: z.string(), values: z.array(z.string()), valuesEn: z.array(z.string()) }).strict();
export type SpecAttribute = z.infer<typeof SpecAttribute>;
export const SpecList = z.array(SpecAttribute);

export const WarehouseStock = z
  .object({ warehouseCode: z.string(), warehouseName: z.string(), warehouseNameEn: z.string(), city: z.string(), cityZh: z.string(), quantity: integer() })
  .strict();
export type WarehouseStock = z.infer<typeof WarehouseStock>;
export const WarehouseStockList = z.array(WarehouseStock);

/** One chosen option of a SKU, in both languages (`name`/`value` Chinese, `nameEn`/`valueEn` English). */
export const SkuOption = z.object({ name: z.string(), nameEn: z.string(), value: z.string(), valueEn: z.string() }).strict();
export type SkuOption = z.infer<typeof SkuOption>;

/** A product option the buyer chooses (Colour, Size…) with its values in display order. */
export const OptionAxis = z.object({ name: z.string(), nameEn: z.string(), values: z.array(z.object({ value: z.string(), valueEn: z.string() }).strict()) }).strict();
export type OptionAxis = z.infer<typeof OptionAxis>;

/** A price from a quantity up (rules/quantity.ts): pence per unit for a line of `minQuantity` units or more. */
export const PriceTierView = z.object({ minQuantity: integer(), price: pence() }).strict();

/** An option's quantity terms as answered: its MOQ, its case pack and its tiers after its own price (rules/quantity.ts). */
export const QuantityTermsFields = {
  minQuantity: integer(),
  casePack: integer(),
  priceTiers: z.array(PriceTierView),
};

/** A SKU (docs/product.md §3): what is actually bought — its own price, stock by warehouse and picture. */
export const Sku = z
  .object({
    id: rowId(),
    skuCode: z.string(),
    /** the options that pick it, in the product's option order; empty for a product without options */
    options: z.array(SkuOption),
    price: pence(),
    referencePrice: pence(),
    platformPrice: pence(),
    /** profit margin percent at this SKU's price, null when unknown */
    profitable: z.number().nullable(),
    /** its own picture where it differs from the product's, else null */
    image: z.string().nullable(),
    quantity: integer(),
    stock: z.array(WarehouseStock),
    /** sold from `minQuantity` units up, in whole cases of `casePack`, at `price` or the tier a quantity reaches */
    ...QuantityTermsFields,
  })
  .strict();
export type Sku = z.infer<typeof Sku>;

/** Detail (docs/product.md §3 detail labels). */
export const ProductDetail = z
  .object({
    ...ProductCardFields,
    media: z.array(MediaItem),
    /** grams */
    weight: integer(),
    brand: Brand,
    categories: z.array(z.object({ id: rowId(), categoryName: z.string(), categoryNameEn: z.string() }).strict()),
    salesCountries: z.array(z.string()),
    reviewCount: integer(),
    salesCount: integer(),
    specs: z.array(SpecAttribute),
    /** stock by warehouse, all SKUs together */
    stock: z.array(WarehouseStock),
    /** the options to choose, empty for a product without options */
    optionAxes: z.array(OptionAxis),
    /** at least one; a product without options has exactly one, with no options */
    skus: z.array(Sku).min(1),
    /** profit range across SKUs: lowest and highest margin percent */
    profitRange: z.object({ min: z.number().nullable(), max: z.number().nullable() }).strict(),
    owner: z.object({ id: rowId(), shopName: z.string(), shopNameEn: z.string() }).strict(),
    description: z.string(),
    descriptionEn: z.string(),
    /** the goods' VAT rate; prices are ex VAT (rules/vat.ts) */
    vatRate: VatRateField(),
    /** a lot's manifest (issue 33 item 4): what the lot holds, row by row; absent when the product is not a lot */
    manifest: z.array(ManifestRow).optional(),
    /**
     * the flash deal running now (issue 34 item 3): its price per unit, the units left at it (null: no limit of its own) and
     * its end (epoch seconds); a line of up to `left` units is priced at it in the cart and at checkout
     */
    flashDeal: z.object({ price: pence(), left: integer().nullable(), endsAt: epochTime() }).strict().nullable(),
  })
  .strict();
export type ProductDetail = z.infer<typeof ProductDetail>;

export const SkuWarehouseBody = z.object({ skuId: id() }).strict();

// ---- shops ----
export const Shop = z
  .object({
    id: rowId(),
    shopName: z.string(),
    shopNameEn: z.string(),
    description: z.string(),
    descriptionEn: z.string(),
    logo: z.string().nullable(),
    city: z.string(),
    productCount: integer(),
    rating: z.number(),
    joinedAt: epochTime(),
  })
  .strict();
export type Shop = z.infer<typeof Shop>;

// ---- favourites ----
export const CollectListBody = z
  .object({ pageNum: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(20) })
  .strict()
  .optional();

// ---- flash deals ----
export const FlashDeal = z
  .object({
    id: rowId(),
    productId: rowId(),
    productImage: z.string(),
    productName: z.string(),
    productNameEn: z.string(),
    /** the deal price */
    price: pence(),
    referencePrice: pence(),
    /** units left at the deal price; 0 → SOLD OUT */
    quantity: integer(),
    endsAt: epochTime(),
    /** the goods' VAT rate: the deal price is ex VAT */
    vatRate: VatRateField(),
  })
  .strict();
export type FlashDeal = z.infer<typeof FlashDeal>;
export const FlashDealList = z.array(FlashDeal);
export const FlashDealBody = z
  .object({ pageSize: z.number().int().min(1).max(50).default(10) })
  .strict()
  .optional();

// ---- topic pages ----
/** The current topic page of a client type (PC or H5). */
export const TopicPageQuery = z.object({ pageClientType: z.enum(['PC', 'H5'], { error: 'invalidValue' }).default('PC') }).strict();
export const TopicPage = z
  .object({
    id: rowId(),
    title: z.string(),
    titleEn: z.string(),
    intro: z.string(),
    introEn: z.string(),
    banner: z.string().nullable(),
    /** the banner for Chinese readers (a banner has words on it); null: `banner` serves both languages */
    bannerZh: z.string().nullable(),
    products: z.array(ProductCard),
  })
  .strict();
export type TopicPage = z.infer<typeof TopicPage>;
