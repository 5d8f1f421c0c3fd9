/**
 * The shop window desk (issue 34 item 3): home banners (a picture per language, a link, a schedule), flash deals (a
 * product at a price below its own for a time window, with an optional limit) and topic pages (bilingual title and
 * picture, a chosen set of products). The storefront shows what is scheduled, when it is scheduled: the server decides
 * by its clock. Times are epoch seconds, money integer pence; rules in ../rules/shopWindow.ts.
 */
import { z } from 'zod';
import { BANNER_LINK_MAX, FLASH_DEAL_LIMIT_MAX, SCHEDULE_STATES, SORT_ORDER_MAX, TOPIC_INTRO_MAX, TOPIC_PRODUCTS_MAX, WINDOW_TITLE_MAX } from '../rules/shopWindow';
import { requiredText } from './common';
import { epochTime, integer, pageOf, requestRowId, rowId } from './fields';

const pageNum = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }).default(1);
const pageSize = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }).default(20);
const deskTime = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(253_402_300_799, { error: 'invalidValue' });
const title = requiredText(WINDOW_TITLE_MAX);
const sortOrder = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(SORT_ORDER_MAX, { error: 'invalidValue' }).default(0);
/** A picture: the stored name the file service gave an upload, or the address the item already shows. */
const picture = requiredText(300);

export const ScheduleStateCode = z.enum(SCHEDULE_STATES as ['scheduled', 'showing', 'ended', 'retired'], { error: 'invalidValue' });

// ---- banners ----
/** A home banner as the storefront shows it: a picture per language (addresses), its alternative texts and its link. */
export const HomeBanner = z.object({ id: rowId(), titleEn: z.string(), titleZh: z.string(), imageEn: z.string(), imageZh: z.string(), link: z.string().nullable() }).strict();
export type HomeBanner = z.infer<typeof HomeBanner>;

export const DeskBanner = HomeBanner.extend({
  startsAt: epochTime(),
  /** null: shown until retired */
  endsAt: epochTime().nullable(),
  sortOrder: integer(),
  state: ScheduleStateCode,
}).strict();
export type DeskBanner = z.infer<typeof DeskBanner>;
export const DeskBannerPage = pageOf(DeskBanner);
export type DeskBannerPage = z.infer<typeof DeskBannerPage>;
export const DeskBannerListBody = z.object({ state: ScheduleStateCode.optional(), pageNum, pageSize }).strict();
export type DeskBannerListBody = z.input<typeof DeskBannerListBody>;

const bannerFields = {
  titleEn: title,
  titleZh: title,
  imageEn: picture,
  imageZh: picture,
  /** a storefront page ("/topic?id=3") or an https address; empty: the banner links nowhere */
  link: z.string({ error: 'wrongType' }).trim().max(BANNER_LINK_MAX, { error: 'tooLong' }).default(''),
  startsAt: deskTime,
  endsAt: deskTime.nullable().default(null),
  sortOrder,
};
export const CreateBannerBody = z.object(bannerFields).strict();
export type CreateBannerBody = z.input<typeof CreateBannerBody>;
export const UpdateBannerBody = z.object({ id: requestRowId(), ...bannerFields }).strict();
export type UpdateBannerBody = z.input<typeof UpdateBannerBody>;
export const WindowIdBody = z.object({ id: requestRowId() }).strict();
export type WindowIdBody = z.input<typeof WindowIdBody>;

// ---- flash deals ----
export const DeskFlashDeal = z
  .object({
    id: rowId(),
    productId: rowId(),
    productNameEn: z.string(),
    productNameZh: z.string(),
    productImage: z.string(),
    /** the product's own price, pence */
    productPrice: integer(),
    dealPrice: integer(),
    /** units that may be sold at the deal price; null: as many as are in stock */
    limit: integer().nullable(),
    /** units taken at the deal price */
    sold: integer(),
    startsAt: epochTime(),
    endsAt: epochTime(),
    state: ScheduleStateCode,
  })
  .strict();
export type DeskFlashDeal = z.infer<typeof DeskFlashDeal>;
export const DeskFlashDealPage = pageOf(DeskFlashDeal);
export type DeskFlashDealPage = z.infer<typeof DeskFlashDealPage>;
export const DeskFlashDealListBody = z
  .object({ keyword: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default(''), state: ScheduleStateCode.optional(), pageNum, pageSize })
  .strict();
export type DeskFlashDealListBody = z.input<typeof DeskFlashDealListBody>;

const dealFields = {
  dealPrice: z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100_000_000, { error: 'invalidValue' }),
  limit: z
    .number({ error: 'wrongType' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' })
    .max(FLASH_DEAL_LIMIT_MAX, { error: 'invalidValue' })
    .nullable()
    .default(null),
  startsAt: deskTime,
  endsAt: deskTime,
};
export const CreateFlashDealBody = z.object({ productId: requestRowId(), ...dealFields }).strict();
export type CreateFlashDealBody = z.input<typeof CreateFlashDealBody>;
/** The product is fixed once a deal exists; a deal for another product is a new deal. */
export const UpdateFlashDealBody = z.object({ id: requestRowId(), ...dealFields }).strict();
export type UpdateFlashDealBody = z.input<typeof UpdateFlashDealBody>;

// ---- topic pages ----
export const DeskTopic = z
  .object({
    id: rowId(),
    titleEn: z.string(),
    titleZh: z.string(),
    introEn: z.string(),
    introZh: z.string(),
    /** addresses of the pictures, English and Chinese */
    pictureEn: z.string().nullable(),
    pictureZh: z.string().nullable(),
    productIds: z.array(rowId()),
    published: z.boolean(),
  })
  .strict();
export type DeskTopic = z.infer<typeof DeskTopic>;
export const DeskTopicPage = pageOf(DeskTopic);
export type DeskTopicPage = z.infer<typeof DeskTopicPage>;
export const DeskTopicListBody = z.object({ pageNum, pageSize }).strict();
export type DeskTopicListBody = z.input<typeof DeskTopicListBody>;

const topicFields = {
  titleEn: title,
  titleZh: title,
  introEn: z.string({ error: 'wrongType' }).trim().max(TOPIC_INTRO_MAX, { error: 'tooLong' }).default(''),
  introZh: z.string({ error: 'wrongType' }).trim().max(TOPIC_INTRO_MAX, { error: 'tooLong' }).default(''),
  pictureEn: picture,
  pictureZh: picture,
  productIds: z
    .array(requestRowId(), { error: 'wrongType' })
    .min(1, { error: 'required' })
    .max(TOPIC_PRODUCTS_MAX, { error: 'invalidValue' })
    .transform((ids) => [...new Set(ids)]),
};
export const CreateTopicBody = z.object(topicFields).strict();
export type CreateTopicBody = z.input<typeof CreateTopicBody>;
export const UpdateTopicBody = z.object({ id: requestRowId(), ...topicFields }).strict();
export type UpdateTopicBody = z.input<typeof UpdateTopicBody>;
export const TopicPublishBody = z.object({ id: requestRowId(), published: z.boolean({ error: 'required' }) }).strict();
export type TopicPublishBody = z.input<typeof TopicPublishBody>;
