/**
 * The goods owner's listings and stock (issue 33 items 1–2): what the console's listing form sends and
 * the server checks with the very same schemas, and what the listing and stock calls answer.
 * Selling by quantity (issue 33 item 3) is three optional members of an option: its minimum order
 * quantity, its case pack and its tiered prices, checked by rules/quantity.ts.
 *
 * Lots (issue 33 item 4): a listing with manifest rows is a lot, listed under its lowest row grade
 * (checkListing). An import row (issue 33 item 5) is the same fields and checks, without a client key
 * and with pictures optional (an imported listing without one stays a draft until it has one).
 */
import { z } from 'zod';
import {
  CONDITION_GRADES,
  LISTING_DESCRIPTION_MAX,
  LISTING_NAME_MAX,
  LISTING_OPTIONS_MAX,
  LISTING_PICTURES_MAX,
  LISTING_PRICE_MAX_PENCE,
  LISTING_SELLING_POINT_MAX,
  LISTING_SIDE_MAX_MM,
  LISTING_SKUS_MAX,
  LISTING_STATUSES,
  LISTING_WEIGHT_MAX_GRAMS,
  STOCK_ADJUST_REASONS,
  STOCK_MOVEMENT_KINDS,
  STOCK_NOTE_MAX,
  STOCK_QUANTITY_MAX,
} from '../rules/listing';
import { PRICE_TIERS_MAX, QUANTITY_TERM_MAX, quantityTermsIssues } from '../rules/quantity';
import { QuantityTermsFields } from './catalogue';
import { LOT_MANIFEST_ROWS_MAX, lotGrade } from '../rules/lot';
import { ManifestRow, ManifestRowInput } from './lot';
import { VatRateField, epochTime, integer, pageOf, pence, requestRowId, rowId } from './fields';
import { ClientKey } from './order';

const text = (max: number) => z.string({ error: 'required' }).trim().max(max, { error: 'tooLong' });
const requiredText = (max: number) => text(max).min(1, { error: 'required' });
const wholeNumber = (min: number, max: number, tooLarge: 'invalidValue' | 'amountTooLarge' = 'invalidValue') =>
  z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(min, { error: 'invalidValue' }).max(max, { error: tooLarge });
const price = (min: number) => wholeNumber(min, LISTING_PRICE_MAX_PENCE, 'amountTooLarge');
const WarehouseCode = z.string({ error: 'required' }).regex(/^[A-Z0-9-]{1,32}$/, { error: 'invalidValue' });
/**
 * A picture of a listing: a picture uploaded for listings (rules/listing.ts LISTING_PICTURE_PATH), or
 * one the listing already has (the demo catalogue's drawings and clips under /media/). Never a comma:
 * the product keeps its pictures as one comma-separated list.
 */
export const ListingPicturePath = z
  .string({ error: 'required' })
  .max(300, { error: 'tooLong' })
  .regex(/^\/(media|srs-file-service\/obsFile)\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,4}$/, { error: 'invalidValue' });

export const ListingOption = z
  .object({
    /** the option's name and value in Chinese and English, e.g. 颜色 / Colour, 黑色 / Black */
    name: requiredText(40),
    nameEn: requiredText(40),
    value: requiredText(60),
    valueEn: requiredText(60),
  })
  .strict();
export type ListingOption = z.infer<typeof ListingOption>;

export const StockLineInput = z.object({ warehouseCode: WarehouseCode, quantity: wholeNumber(0, STOCK_QUANTITY_MAX) }).strict();

/** A tier after the option's own price: from `minQuantity` units up, `price` pence per unit (at least 1p, as the option's price). */
export const PriceTierInput = z.object({ minQuantity: wholeNumber(2, QUANTITY_TERM_MAX), price: price(1) }).strict();
export type PriceTierInput = z.input<typeof PriceTierInput>;

export const ListingSkuInput = z
  .object({
    /** an option the listing already has (an edit); left out for a new one */
    id: requestRowId().optional(),
    options: z.array(ListingOption).max(LISTING_OPTIONS_MAX, { error: 'tooLong' }),
    /** the option's own picture, one of the listing's; null: the listing's cover */
    image: ListingPicturePath.nullable(),
    /** the price a buyer pays, in pence (at least 1p) */
    price: price(1),
    /** the reference (retail) price in pence; 0 when there is none. The margin is derived from the two. */
    referencePrice: price(0),
    weightGrams: wholeNumber(1, LISTING_WEIGHT_MAX_GRAMS),
    lengthMm: wholeNumber(1, LISTING_SIDE_MAX_MM),
    widthMm: wholeNumber(1, LISTING_SIDE_MAX_MM),
    heightMm: wholeNumber(1, LISTING_SIDE_MAX_MM),
    /**
     * A new option's opening stock by warehouse (received as it is created). Ignored for an option the
     * listing already has: its stock moves on the stock page, as receipts and adjustments.
     */
    stock: z.array(StockLineInput).max(20, { error: 'tooLong' }).default([]),
    /** the fewest units a buyer may order of this option on one line; 1 when it has no minimum */
    minQuantity: wholeNumber(1, QUANTITY_TERM_MAX).default(1),
    /** units in a case: the option is sold only in multiples of it; 1 when it is sold by the unit */
    casePack: wholeNumber(1, QUANTITY_TERM_MAX).default(1),
    /** prices from a quantity up, after the option's own price at its MOQ: more units each, never a higher price */
    priceTiers: z.array(PriceTierInput).max(PRICE_TIERS_MAX, { error: 'tooLong' }).default([]),
  })
  .strict()
  .superRefine((sku, ctx) => {
    for (const issue of quantityTermsIssues(sku)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  });
export type ListingSkuInput = z.input<typeof ListingSkuInput>;

const ListingFields = {
  nameEn: requiredText(LISTING_NAME_MAX),
  nameZh: requiredText(LISTING_NAME_MAX),
  sellingPointEn: text(LISTING_SELLING_POINT_MAX).default(''),
  sellingPointZh: text(LISTING_SELLING_POINT_MAX).default(''),
  descriptionEn: text(LISTING_DESCRIPTION_MAX).default(''),
  descriptionZh: text(LISTING_DESCRIPTION_MAX).default(''),
  /** a second-level category */
  categoryId: requestRowId(),
  brandId: requestRowId(),
  condition: z.literal(CONDITION_GRADES, { error: 'invalidValue' }),
  /** the goods' VAT rate (rules/vat.ts): standard unless the goods owner says otherwise */
  vatRate: VatRateField().default('standard'),
  /** the listing's pictures in order; the first is its cover */
  pictures: z.array(ListingPicturePath).min(1, { error: 'required' }).max(LISTING_PICTURES_MAX, { error: 'tooLong' }),
  skus: z.array(ListingSkuInput).min(1, { error: 'required' }).max(LISTING_SKUS_MAX, { error: 'tooLong' }),
  /** a lot's manifest (empty: the listing is not a lot); written whole with every edit */
  manifest: z.array(ManifestRowInput).max(LOT_MANIFEST_ROWS_MAX, { error: 'tooLong' }).default([]),
};

/** Each field's own schema, for the console form's field rules (the same checks the server runs). */
export const ListingFieldSchemas = ListingFields;

/** Two options of one listing may not be the same choice; an option's picture must be one of the listing's. */
function checkListing(
  value: { pictures: string[]; condition: number; skus: Array<{ options: ListingOption[]; image: string | null }>; manifest: Array<{ condition: number }> },
  ctx: z.RefinementCtx,
) {
  const grade = lotGrade(value.manifest);
  if (grade !== null && value.condition !== grade) ctx.addIssue({ code: 'custom', message: 'lotGradeNotLowest', path: ['condition'] });
  const seen = new Set<string>();
  value.skus.forEach((sku, index) => {
    const key = JSON.stringify(sku.options.map((o) => [o.nameEn.toLowerCase(), o.valueEn.toLowerCase()]));
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['skus', index, 'options'] });
    seen.add(key);
    if (sku.image !== null && !value.pictures.includes(sku.image)) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['skus', index, 'image'] });
  });
  if (value.skus.length > 1 && value.skus.some((sku) => sku.options.length === 0)) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['skus', 0, 'options'] });
  }
  if (new Set(value.pictures).size !== value.pictures.length) ctx.addIssue({ code: 'custom', message: 'invalidValue', path: ['pictures'] });
}

export const CreateListingBody = z
  .object({ ...ListingFields, clientKey: ClientKey })
  .strict()
  .superRefine(checkListing);
export type CreateListingBody = z.input<typeof CreateListingBody>;

export const UpdateListingBody = z
  .object({ ...ListingFields, id: requestRowId(), /** the version the editor opened: a stale edit is refused, never applied */ version: wholeNumber(1, 2_147_483_647) })
  .strict()
  .superRefine(checkListing);
export type UpdateListingBody = z.input<typeof UpdateListingBody>;

/**
 * One row of a product import: a listing's fields with one option, checked as a create is. Its pictures
 * may be left out (the listing is then a draft until it has one).
 */
export const ImportedListing = z
  .object({ ...ListingFields, pictures: z.array(ListingPicturePath).max(LISTING_PICTURES_MAX, { error: 'tooLong' }) })
  .strict()
  .superRefine(checkListing);
export type ImportedListing = z.input<typeof ImportedListing>;

export const ListingIdBody = z.object({ id: requestRowId() }).strict();
export const DuplicateListingBody = z.object({ id: requestRowId(), clientKey: ClientKey }).strict();

export const ListingListBody = z
  .object({
    pageNum: wholeNumber(1, 10_000),
    pageSize: wholeNumber(1, 100),
    status: z.literal(LISTING_STATUSES, { error: 'invalidValue' }).optional(),
    /** words of the name (either language), or a product id */
    keyword: text(100).optional(),
  })
  .strict();
export type ListingListBody = z.infer<typeof ListingListBody>;

const status = z.literal(LISTING_STATUSES);
const margin = z.number().int().nullable();

export const ListingSummary = z
  .object({
    id: rowId(),
    nameEn: z.string(),
    nameZh: z.string(),
    cover: z.string(),
    status,
    condition: integer(),
    /** the lowest option price and its reference price, in pence, and the margin derived from them */
    price: pence(),
    referencePrice: pence(),
    margin,
    stock: integer(),
    skuCount: integer(),
    version: integer(),
    updateTime: epochTime(),
  })
  .strict();
export type ListingSummary = z.infer<typeof ListingSummary>;
export const ListingPage = pageOf(ListingSummary);
export type ListingPage = z.infer<typeof ListingPage>;

export const ShelfStock = z.object({ warehouseCode: z.string(), warehouseName: z.string(), warehouseNameEn: z.string(), quantity: integer() }).strict();
export type ShelfStock = z.infer<typeof ShelfStock>;

export const ListingSku = z
  .object({
    id: rowId(),
    skuCode: z.string(),
    options: z.array(ListingOption),
    image: z.string().nullable(),
    price: pence(),
    referencePrice: pence(),
    margin,
    weightGrams: integer(),
    lengthMm: integer(),
    widthMm: integer(),
    heightMm: integer(),
    /** units on the shelves, all warehouses */
    quantity: integer(),
    stock: z.array(ShelfStock),
    ...QuantityTermsFields,
  })
  .strict();
export type ListingSku = z.infer<typeof ListingSku>;

export const ListingDetail = z
  .object({
    id: rowId(),
    ownerId: rowId(),
    status,
    version: integer(),
    nameEn: z.string(),
    nameZh: z.string(),
    sellingPointEn: z.string(),
    sellingPointZh: z.string(),
    descriptionEn: z.string(),
    descriptionZh: z.string(),
    category1Id: rowId(),
    categoryId: rowId(),
    brandId: rowId(),
    condition: integer(),
    vatRate: VatRateField(),
    pictures: z.array(z.string()),
    skus: z.array(ListingSku),
    /** a lot's manifest rows in order; empty when the listing is not a lot */
    manifest: z.array(ManifestRow),
    updateTime: epochTime(),
  })
  .strict();
export type ListingDetail = z.infer<typeof ListingDetail>;

// ---- stock as movements ----
export const ReceiveStockBody = z
  .object({
    skuId: requestRowId(),
    warehouseCode: WarehouseCode,
    quantity: wholeNumber(1, STOCK_QUANTITY_MAX),
    note: text(STOCK_NOTE_MAX).default(''),
    clientKey: ClientKey,
  })
  .strict();
export type ReceiveStockBody = z.input<typeof ReceiveStockBody>;

export const AdjustStockBody = z
  .object({
    skuId: requestRowId(),
    warehouseCode: WarehouseCode,
    /** units added (positive) or taken off (negative) the shelf */
    change: wholeNumber(-STOCK_QUANTITY_MAX, STOCK_QUANTITY_MAX).refine((n) => n !== 0, { error: 'invalidValue' }),
    reason: z.enum(STOCK_ADJUST_REASONS, { error: 'required' }),
    note: text(STOCK_NOTE_MAX).default(''),
    clientKey: ClientKey,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.note === '') ctx.addIssue({ code: 'custom', message: 'required', path: ['note'] });
  });
export type AdjustStockBody = z.input<typeof AdjustStockBody>;

export const StockMovement = z
  .object({
    id: rowId(),
    skuId: rowId(),
    warehouseCode: z.string(),
    kind: z.enum(STOCK_MOVEMENT_KINDS),
    /** units added (positive) or taken (negative) */
    change: integer(),
    /** the shelf after this movement */
    quantityAfter: integer(),
    reason: z.enum(STOCK_ADJUST_REASONS).nullable(),
    note: z.string(),
    createdAt: epochTime(),
  })
  .strict();
export type StockMovement = z.infer<typeof StockMovement>;

export const StockMovementListBody = z
  .object({ skuId: requestRowId(), warehouseCode: WarehouseCode.optional(), pageNum: wholeNumber(1, 10_000), pageSize: wholeNumber(1, 100) })
  .strict();
export const StockMovementPage = pageOf(StockMovement);
export type StockMovementPage = z.infer<typeof StockMovementPage>;

/** What a receipt or an adjustment answers: the movement written and the shelf it left. */
export const StockMoveResult = z.object({ movement: StockMovement, shelf: integer() }).strict();
export type StockMoveResult = z.infer<typeof StockMoveResult>;

/** A listing picture as uploaded: its path (product-page size, WebP; the other sizes and the JPEG fallback beside it) and its size as sent. */
export const ListingPicture = z.object({ path: z.string(), width: integer(), height: integer() }).strict();
export type ListingPicture = z.infer<typeof ListingPicture>;
