/**
 * Catalogue shapes (spec §3, §7): categories, brands, warehouses, products, search payload,
 * suggestions, favourites, banners, flash deals, countries. Shared by the product and
 * base-data services and the storefront.
 */
import { z } from 'zod';
import { PRICE_RANGE_MAX, PROFITABLE_RANGE_MAX } from '../rules/search';

const id = () => z.number({ error: 'required' }).int({ error: 'wrongType' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });
export const IdBody = z.object({ id: id() }).strict();
export type IdBody = z.infer<typeof IdBody>;

// ---- base data ----
export interface Category {
  id: number;
  categoryName: string;
  categoryNameEn: string;
  parentId: number;
  hasChildren: boolean;
  status: number;
  children?: Category[];
}

export const CategoryTreeBody = z
  .object({ status: z.number().int().min(0).max(1).optional(), id: z.number().int().min(0).max(2_147_483_647).optional() })
  .strict()
  .optional();

export interface Brand {
  id: number;
  brandName: string;
  brandNameEn: string;
  logo: string | null;
}

export interface Warehouse {
  id: number;
  warehouseCode: string;
  warehouseName: string;
  warehouseNameEn: string;
  countryCode: string;
  city: string;
}

export const CountryCode = z.string({ error: 'required' }).regex(/^[A-Z]{2}$/, { error: 'invalidValue' });
export const WarehouseByCountryBody = z.object({ countryCodes: z.array(CountryCode).min(1, { error: 'required' }).max(20, { error: 'tooLong' }) }).strict();

export interface Country {
  id: number;
  countryCode: string;
  countryName: string;
  countryNameEn: string;
  /** only open countries can be delivered to (GB); others are under development */
  openSign: boolean;
}

export interface City {
  id: number;
  countryCode: string;
  cityName: string;
  cityNameEn: string;
  regionId: number;
}
export const CitySearchBody = z
  .object({ countryCode: CountryCode, cityName: z.string().trim().max(60, { error: 'tooLong' }).optional() })
  .strict();

export interface Region {
  id: number;
  parentId: number | null;
  name: string;
  nameEn: string;
  level: number;
  children: Array<Pick<Region, 'id' | 'name' | 'nameEn' | 'level'>>;
}

export interface BannerConfig {
  zhBanners: string[];
  enBanners: string[];
}

// ---- products ----
/** List card (spec §3): names and selling points in both languages; the storefront picks one. */
export interface ProductCard {
  id: number;
  /** comma-separated media paths, first one shown; '.mp4' files are videos */
  productImage: string;
  productName: string;
  productNameEn: string;
  sellingPoint: string;
  sellingPointEn: string;
  /** pence */
  price: number;
  referencePrice: number;
  platformPrice: number;
  /** profit margin percent, null when unknown */
  profitable: number | null;
  quantity: number;
  warehouseName: string;
  warehouseNameEn: string;
  brandId: number;
  ownerId: number;
  /** 0 not favourited, 1 favourited (always 0 for visitors) */
  productCollect: 0 | 1;
  /** epoch seconds */
  updateTime: number;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export const PAGE_SIZE_MAX = 100;
export { TOTAL_COUNT_CAP } from '../rules/search';

const fieldValue = z.union([
  z.string().max(200, { error: 'tooLong' }),
  z.number(),
  z.array(z.union([z.string().max(64, { error: 'tooLong' }), z.number()])).max(50, { error: 'tooLong' }),
]);

export const QueryParam = z
  .object({ field: z.enum(['categoryPath', 'brandId', 'warehouseCodes', 'productName', 'ownerId'], { error: 'invalidValue' }), fieldValue })
  .strict();
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

export const GoodsEsQuery = z
  .object({
    keyword: z.string().max(100, { error: 'tooLong' }).optional(),
    pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
  })
  .strict();
export const RelatedQuery = z.object({ productId: z.coerce.number().int().positive().max(2_147_483_647), pageSize: z.coerce.number().int().min(1).max(30).default(12) }).strict();

export interface MediaItem {
  url: string;
  type: 'image' | 'video';
}

export interface SpecAttribute {
  name: string;
  nameEn: string;
  values: string[];
}

export interface WarehouseStock {
  warehouseCode: string;
  warehouseName: string;
  warehouseNameEn: string;
  city: string;
  quantity: number;
}

/** Detail (spec §3 detail labels). */
export interface ProductDetail extends ProductCard {
  media: MediaItem[];
  /** grams */
  weight: number;
  brand: Brand;
  categories: Array<Pick<Category, 'id' | 'categoryName' | 'categoryNameEn'>>;
  salesCountries: string[];
  reviewCount: number;
  salesCount: number;
  specs: SpecAttribute[];
  stock: WarehouseStock[];
  /** profit range across warehouses: lowest and highest margin percent */
  profitRange: { min: number | null; max: number | null };
  owner: { id: number; shopName: string; shopNameEn: string };
  description: string;
  descriptionEn: string;
}

export const SkuWarehouseBody = z.object({ skuId: id() }).strict();

// ---- shops ----
export interface Shop {
  id: number;
  shopName: string;
  shopNameEn: string;
  description: string;
  descriptionEn: string;
  logo: string | null;
  city: string;
  productCount: number;
  rating: number;
  /** epoch seconds */
  joinedAt: number;
}

// ---- favourites ----
export const CollectListBody = z
  .object({ pageNum: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(20) })
  .strict()
  .optional();

// ---- flash deals ----
export interface FlashDeal {
  id: number;
  productId: number;
  productImage: string;
  productName: string;
  productNameEn: string;
  /** deal price, pence */
  price: number;
  referencePrice: number;
  /** units left at the deal price; 0 → SOLD OUT */
  quantity: number;
  /** epoch seconds */
  endsAt: number;
}
export const FlashDealBody = z.object({ pageSize: z.number().int().min(1).max(50).default(10) }).strict().optional();

// ---- topic pages ----
export interface TopicPage {
  id: number;
  title: string;
  titleEn: string;
  intro: string;
  introEn: string;
  banner: string | null;
  products: ProductCard[];
}
