/**
 * The point mall desk (issue 34 item 5): operations and administrators list a goods owner's product option in the point
 * mall, from one warehouse, at a points price and an agreed price per unit that the platform pays the goods owner when a
 * mall order completes (docs/decisions.md "The point mall desk"). Points are whole numbers, money integer pence, times
 * epoch seconds; `name` is Chinese, `nameEn` English. The console's form runs the same field schemas.
 */
import { z } from 'zod';
import { POINT_MALL_DESK_BOUNDS } from '../rules/points';
import { SkuOption } from './catalogue';
import { epochTime, integer, pageOf, pence, requestRowId, rowId } from './fields';

const pageNum = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1);
const pageSize = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }).default(20);
const keyword = z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default('');

/** A points price: whole points, 1 to 1,000,000. */
export const PointsPriceField = z
  .number({ error: 'required' })
  .int({ error: 'pointsPriceRange' })
  .min(1, { error: 'pointsPriceRange' })
  .max(POINT_MALL_DESK_BOUNDS.maxPointsPrice, { error: 'pointsPriceRange' });
/** What the goods owner is paid for each unit, pence: £0.00 (a gift of stock) to £10,000.00. */
export const AgreedPriceField = z
  .number({ error: 'required' })
  .int({ error: 'agreedPriceRange' })
  .min(0, { error: 'agreedPriceRange' })
  .max(POINT_MALL_DESK_BOUNDS.maxAgreedPrice, { error: 'agreedPriceRange' });
/** The mall's order: smaller first. */
export const MallSortOrderField = z
  .number({ error: 'required' })
  .int({ error: 'sortOrderRange' })
  .min(0, { error: 'sortOrderRange' })
  .max(POINT_MALL_DESK_BOUNDS.maxSortOrder, { error: 'sortOrderRange' });
const WarehouseCodeField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'invalidValue' })
  .transform((code) => code.toUpperCase());

export const POINT_GOODS_DESK_STATES = ['onOffer', 'paused'] as const;
export type PointGoodsDeskState = (typeof POINT_GOODS_DESK_STATES)[number];

/** One item of the mall as the desk sees it: what it is, where it ships from, its prices and how far it has gone. */
export const DeskPointGoods = z
  .object({
    id: rowId(),
    productId: rowId(),
    skuId: rowId(),
    skuCode: z.string(),
    skuOptions: z.array(SkuOption),
    name: z.string(),
    nameEn: z.string(),
    image: z.string(),
    warehouseCode: z.string(),
    warehouseName: z.string(),
    warehouseNameEn: z.string(),
    ownerId: rowId(),
    ownerName: z.string(),
    ownerNameEn: z.string(),
    pointsPrice: integer(),
    /** pence the goods owner is paid per unit redeemed (snapshotted on each redemption) */
    agreedPrice: pence(),
    /** the option's own price in money today, for comparison */
    optionPrice: pence(),
    sortOrder: integer(),
    /** on offer (true) or paused by the desk */
    active: z.boolean(),
    /** the product and its option are on sale (a mall item whose listing went off sale is not shown to buyers) */
    onSale: z.boolean(),
    /** units the warehouse holds now */
    stock: integer(),
    /** redemptions whose orders were not cancelled or closed, and their units */
    redemptions: integer(),
    units: integer(),
    createdAt: epochTime(),
    updatedAt: epochTime(),
  })
  .strict();
export type DeskPointGoods = z.infer<typeof DeskPointGoods>;
export const DeskPointGoodsPage = pageOf(DeskPointGoods);
export type DeskPointGoodsPage = z.infer<typeof DeskPointGoodsPage>;

export const DeskPointGoodsListBody = z
  .object({
    /** a part of the product's name in either language, its id, or the option's code */
    keyword,
    state: z.enum(POINT_GOODS_DESK_STATES, { error: 'invalidValue' }).optional(),
    pageNum,
    pageSize,
  })
  .strict();
export type DeskPointGoodsListBody = z.input<typeof DeskPointGoodsListBody>;

export const DeskPointGoodsIdBody = z.object({ id: requestRowId() }).strict();
export type DeskPointGoodsIdBody = z.input<typeof DeskPointGoodsIdBody>;

/** A new mall item. The same `clientKey` again answers the item it made (a retry lists nothing twice). */
export const CreatePointGoodsBody = z
  .object({
    clientKey: z.string({ error: 'required' }).uuid({ error: 'invalidValue' }),
    productId: requestRowId(),
    skuId: requestRowId(),
    warehouseCode: WarehouseCodeField,
    pointsPrice: PointsPriceField,
    agreedPrice: AgreedPriceField,
    sortOrder: MallSortOrderField.default(0),
  })
  .strict();
export type CreatePointGoodsBody = z.input<typeof CreatePointGoodsBody>;

/** What may change on an item: its prices and its place (redemptions already made keep the agreed price they were made at). */
export const UpdatePointGoodsBody = z.object({ id: requestRowId(), pointsPrice: PointsPriceField, agreedPrice: AgreedPriceField, sortOrder: MallSortOrderField }).strict();
export type UpdatePointGoodsBody = z.input<typeof UpdatePointGoodsBody>;

/** Products the mall can take, by a part of the name or the id: on sale, not lots. */
export const PointGoodsProductSearchBody = z.object({ keyword }).strict();
export type PointGoodsProductSearchBody = z.input<typeof PointGoodsProductSearchBody>;
export const PointGoodsProduct = z
  .object({ id: rowId(), nameEn: z.string(), nameZh: z.string(), image: z.string(), price: pence(), ownerName: z.string(), ownerNameEn: z.string() })
  .strict();
export type PointGoodsProduct = z.infer<typeof PointGoodsProduct>;
export const PointGoodsProductList = z.array(PointGoodsProduct);

export const PointGoodsChoicesBody = z.object({ productId: requestRowId() }).strict();
export type PointGoodsChoicesBody = z.input<typeof PointGoodsChoicesBody>;

/** A warehouse holding units of an option, and the mall item already listed from it (one per option and warehouse). */
export const PointGoodsWarehouseChoice = z
  .object({ warehouseCode: z.string(), warehouseName: z.string(), warehouseNameEn: z.string(), quantity: integer(), listedGoodsId: rowId().nullable() })
  .strict();
export type PointGoodsWarehouseChoice = z.infer<typeof PointGoodsWarehouseChoice>;
/** An option of the product on sale, with the warehouses holding it (most units first). */
export const PointGoodsSkuChoice = z
  .object({ skuId: rowId(), skuCode: z.string(), options: z.array(SkuOption), price: pence(), warehouses: z.array(PointGoodsWarehouseChoice) })
  .strict();
export type PointGoodsSkuChoice = z.infer<typeof PointGoodsSkuChoice>;
export const PointGoodsSkuChoiceList = z.array(PointGoodsSkuChoice);
