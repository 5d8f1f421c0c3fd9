/**
 * The goods owner's listings (issue 33 items 1–2): condition grades, where a listing stands, the kinds
 * of stock movement and the limits the listing form and the server both apply. Plain constants: the
 * console's pages load this module.
 */
import { discountPercent } from './pricing';

/**
 * How good the goods are, best first. A lot of mixed condition is listed under its lowest grade. The
 * numbers are stored and sent; the words are the console's and the storefront's locale strings.
 */
export const ConditionGrade = { New: 1, LikeNew: 2, Refurbished: 3, UsedGood: 4, UsedFair: 5, Salvage: 6 } as const;
export type ConditionGrade = (typeof ConditionGrade)[keyof typeof ConditionGrade];
export const CONDITION_GRADES = Object.values(ConditionGrade) as ConditionGrade[];

/**
 * Where a listing stands: the product's own status column, whose 1 (on sale) and 0 (off sale) the whole
 * catalogue already reads; a listing never yet published is a draft (2), which no buyer's query shows.
 */
export const ListingStatus = { OffSale: 0, OnSale: 1, Draft: 2 } as const;
export type ListingStatus = (typeof ListingStatus)[keyof typeof ListingStatus];
export const LISTING_STATUSES = Object.values(ListingStatus) as ListingStatus[];

/**
 * What moved stock on a shelf (one SKU in one warehouse). `opening` is the stock a shelf had when the
 * ledger began (or a catalogue load wrote); `receive` and `adjust` are the goods owner's; `order` is
 * units taken by a checkout and `release` units put back (a cancelled or closed order).
 */
export const STOCK_MOVEMENT_KINDS = ['opening', 'receive', 'adjust', 'order', 'release'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Why a goods owner adjusts a shelf: a count that differs, damage, loss, found units, sent back to the supplier, or another reason (then a note). */
export const STOCK_ADJUST_REASONS = ['count', 'damaged', 'lost', 'found', 'returnedToSupplier', 'other'] as const;
export type StockAdjustReason = (typeof STOCK_ADJUST_REASONS)[number];

/** A price or reference price: whole pence up to £1,000,000.00 (the platform's largest amount). */
export const LISTING_PRICE_MAX_PENCE = 100_000_000;
/** Units moved at once, and on one shelf. */
export const STOCK_QUANTITY_MAX = 1_000_000;
export const LISTING_NAME_MAX = 200;
export const LISTING_SELLING_POINT_MAX = 200;
export const LISTING_DESCRIPTION_MAX = 5_000;
export const LISTING_PICTURES_MAX = 12;
export const LISTING_SKUS_MAX = 50;
export const LISTING_OPTIONS_MAX = 3;
/** Weight for delivery: grams, up to 1,000 kg (a pallet). */
export const LISTING_WEIGHT_MAX_GRAMS = 1_000_000;
/** Each side for delivery: millimetres, up to 10 m. */
export const LISTING_SIDE_MAX_MM = 10_000;
export const STOCK_NOTE_MAX = 200;

/** The margin a listing shows, derived from its price and reference price (never typed): the storefront's discount percent. */
export const listingMargin = (price: number, referencePrice: number): number | null => discountPercent(price, referencePrice);

/**
 * The picture sizes a listing picture is kept in (long side, pixels), each as WebP and as JPEG: the
 * line thumbnail, the card (280 px shown, twice for sharp screens) and the product page's viewer.
 */
export const LISTING_PICTURE_SIZES = { thumb: 160, card: 560, detail: 1200 } as const;
export type ListingPictureSize = keyof typeof LISTING_PICTURE_SIZES;
/** A listing picture's stored name: 128 random bits, its size and its format. */
export const LISTING_PICTURE_NAME = /^[0-9a-f]{32}-(160|560|1200)\.(webp|jpg)$/;
/** A listing picture as a listing keeps it: the product-page size in WebP, served by the file service. */
export const LISTING_PICTURE_PATH = /^\/srs-file-service\/obsFile\/[0-9a-f]{32}-1200\.webp$/;

/** The same picture in another size and format: the JPEG is the fallback for a browser without WebP. */
export function listingPictureVariant(path: string, size: ListingPictureSize, format: 'webp' | 'jpg' = 'webp'): string {
  return LISTING_PICTURE_PATH.test(path) ? path.replace(/-1200\.webp$/, `-${LISTING_PICTURE_SIZES[size]}.${format}`) : path;
}
