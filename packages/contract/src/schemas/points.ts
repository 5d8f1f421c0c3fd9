/**
 * Points, the point mall and the credit score: requests and answers (issue 15; rules in
 * ../rules/points.ts and ../rules/credit.ts). Points are whole numbers, money integer pence, times
 * epoch seconds; `name` is Chinese, `nameEn` English.
 */
import { z } from 'zod';
import { CREDIT_FACTOR_NAMES, CreditLevel } from '../rules/credit';
import { POINT_MALL_MAX_QUANTITY, PointsEntryKind, PointsSource } from '../rules/points';
import { codeOf, countedListOf, epochTime, integer, pence, rowId } from './fields';

const Id = z.number({ error: 'required' }).int({ error: 'invalidValue' }).positive({ error: 'invalidValue' }).max(2_147_483_647, { error: 'invalidValue' });

export const PointsEntryKindCode = codeOf(PointsEntryKind);
export const PointsSourceCode = z.enum(Object.values(PointsSource) as [PointsSource, ...PointsSource[]]);

/** A lot the buyer still holds points in. */
export const PointsLotView = z
  .object({
    id: rowId(),
    source: PointsSourceCode,
    earned: integer(),
    remaining: integer(),
    earnedAt: epochTime(),
    expiresAt: epochTime(),
    expiringSoon: z.boolean(),
  })
  .strict();
export type PointsLotView = z.infer<typeof PointsLotView>;

/** `/home/Point`'s head: the balance, any debt, what expires soon and the live lots. */
export const PointsSummary = z
  .object({
    balance: integer(),
    /** points clawed back after they were spent; paid from the next points earned */
    debt: integer(),
    expiringSoon: integer(),
    /** when the first of them expires; null when none do soon */
    nextExpiryAt: epochTime().nullable(),
    lots: z.array(PointsLotView),
  })
  .strict();
export type PointsSummary = z.infer<typeof PointsSummary>;

/** One line of the points history. */
export const PointsEntryView = z
  .object({
    id: rowId(),
    kind: PointsEntryKindCode,
    /** signed: earned and given back are positive, the rest negative */
    points: integer(),
    source: PointsSourceCode.nullable(),
    /** the order it concerns, if any */
    orderNo: z.string().nullable(),
    /** the point-mall item's name, for a redemption */
    goodsName: z.string().nullable(),
    goodsNameEn: z.string().nullable(),
    createdAt: epochTime(),
  })
  .strict();
export type PointsEntryView = z.infer<typeof PointsEntryView>;

export const PointsHistoryBody = z
  .object({
    pageNum: z.number().int().min(1).max(10_000).default(1),
    pageSize: z.number().int().min(1).max(50).default(10),
  })
  .strict();
export type PointsHistoryBody = z.infer<typeof PointsHistoryBody>;
export type PointsHistoryInput = z.input<typeof PointsHistoryBody>;
export const PointsHistoryPage = countedListOf(PointsEntryView);
export type PointsHistoryPage = z.infer<typeof PointsHistoryPage>;

/** An item of the point mall. */
export const PointGoods = z
  .object({
    id: rowId(),
    productId: rowId(),
    skuId: rowId(),
    name: z.string(),
    nameEn: z.string(),
    image: z.string(),
    pointsPrice: integer(),
    /** the product's price in money today, for comparison */
    referencePrice: pence(),
    /** units the warehouse still holds */
    stock: integer(),
    /** the ship-from warehouse, Chinese and English */
    warehouseName: z.string(),
    warehouseNameEn: z.string(),
  })
  .strict();
export type PointGoods = z.infer<typeof PointGoods>;
export const PointGoodsList = z.array(PointGoods);

/** The item's page: its media and description too. */
export const PointGoodsDetail = PointGoods.extend({
  media: z.array(z.string()),
  description: z.string(),
  descriptionEn: z.string(),
  maxQuantity: integer(),
}).strict();
export type PointGoodsDetail = z.infer<typeof PointGoodsDetail>;

export const RedeemPointsBody = z
  .object({
    goodsId: Id,
    quantity: z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(POINT_MALL_MAX_QUANTITY, { error: 'invalidValue' }),
    addressId: Id,
    /** the client's key for this redemption: a repeat answers the same order */
    clientKey: z.string({ error: 'required' }).uuid({ error: 'invalidValue' }),
  })
  .strict();
export type RedeemPointsBody = z.infer<typeof RedeemPointsBody>;

export const PointRedemption = z
  .object({
    orderNo: z.string(),
    pointsSpent: integer(),
    balance: integer(),
  })
  .strict();
export type PointRedemption = z.infer<typeof PointRedemption>;

// ---------- credit score ----------
export const CreditLevelCode = codeOf(CreditLevel);
export const CreditFactorName = z.enum(CREDIT_FACTOR_NAMES as [string, ...string[]]);

export const CreditHistoryPoint = z
  .object({
    score: integer(),
    level: CreditLevelCode,
    recordedAt: epochTime(),
  })
  .strict();
export type CreditHistoryPoint = z.infer<typeof CreditHistoryPoint>;

/** `/home/MyCreditScore`: the score now, what makes it, what it allows, and how it moved. */
export const CreditScoreView = z
  .object({
    score: integer(),
    level: CreditLevelCode,
    nextLevelAt: integer().nullable(),
    /** the most one checkout may cost at this level, pence */
    orderLimit: pence(),
    factors: z.array(z.object({ factor: CreditFactorName, count: integer(), points: integer() }).strict()),
    /** the score each time it changed, newest first */
    history: z.array(CreditHistoryPoint),
  })
  .strict();
export type CreditScoreView = z.infer<typeof CreditScoreView>;
