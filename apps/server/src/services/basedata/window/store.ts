/** SQL of the shop window desk's banners and topic pages (issue 34 item 3), and the storefront's banners showing now. */
import type { DeskBanner, DeskTopic, HomeBanner, ScheduleState } from '@clearlot/contract';
import { CatalogueStatus } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

/** A banner's schedule state by the database's clock (rules/shopWindow.ts scheduleState, in SQL). */
const bannerState = `case when b.status <> ${CatalogueStatus.Active} then 'retired' when b.ends_at is not null and b.ends_at <= now() then 'ended'
  when b.starts_at > now() then 'scheduled' else 'showing' end`;
/** What the storefront shows now: on show, started, not ended. */
export const SHOWING_NOW = `b.status = ${CatalogueStatus.Active} and b.starts_at <= now() and (b.ends_at is null or b.ends_at > now())`;

const homeColumns = `b.id, b.title_en as "titleEn", b.title_zh as "titleZh", b.image_en as "imageEn", b.image_zh as "imageZh", b.link`;
const deskColumns = `${homeColumns}, extract(epoch from b.starts_at)::int as "startsAt", extract(epoch from b.ends_at)::int as "endsAt", b.sort_order as "sortOrder", ${bannerState} as state`;

export const showingBanners = (db: Queryable) => db.query<HomeBanner>(`select ${homeColumns} from banner b where ${SHOWING_NOW} order by b.sort_order, b.id`);

export async function deskBanners(db: Queryable, search: { state?: ScheduleState | undefined; pageNum: number; pageSize: number }): Promise<{ rows: DeskBanner[]; total: number }> {
  const where = `($1::text is null or ${bannerState} = $1)`;
  const [rows, count] = await Promise.all([
    db.query<DeskBanner>(`select ${deskColumns} from banner b where ${where} order by b.status desc, b.sort_order, b.starts_at desc, b.id desc limit $2 offset $3`, [
      search.state ?? null,
      search.pageSize,
      (search.pageNum - 1) * search.pageSize,
    ]),
    db.query<{ n: number }>(`select count(*)::int as n from banner b where ${where}`, [search.state ?? null]),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function deskBanner(db: Queryable, id: number, lock = false): Promise<DeskBanner | null> {
  const [row] = await db.query<DeskBanner>(`select ${deskColumns} from banner b where b.id = $1${lock ? ' for update of b' : ''}`, [id]);
  return row ?? null;
}

export interface BannerFields {
  titleEn: string;
  titleZh: string;
  imageEn: string;
  imageZh: string;
  link: string | null;
  startsAt: number;
  endsAt: number | null;
  sortOrder: number;
}

const bannerParams = (f: BannerFields) => [f.titleEn, f.titleZh, f.imageEn, f.imageZh, f.link, f.startsAt, f.endsAt, f.sortOrder];

export async function insertBanner(tx: Queryable, fields: BannerFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into banner (title_en, title_zh, image_en, image_zh, link, starts_at, ends_at, sort_order)
     values ($1, $2, $3, $4, $5, to_timestamp($6), to_timestamp($7), $8) returning id`,
    bannerParams(fields),
  );
  return row!.id;
}

export async function updateBanner(tx: Queryable, id: number, fields: BannerFields): Promise<void> {
  await tx.query(
    `update banner set title_en = $2, title_zh = $3, image_en = $4, image_zh = $5, link = $6, starts_at = to_timestamp($7), ends_at = to_timestamp($8), sort_order = $9 where id = $1`,
    [id, ...bannerParams(fields)],
  );
}

export async function retireBanner(tx: Queryable, id: number): Promise<boolean> {
  return (await tx.query(`update banner set status = ${CatalogueStatus.Withdrawn} where id = $1 and status = ${CatalogueStatus.Active} returning id`, [id])).length === 1;
}

export const bannerCount = async (db: Queryable) => (await db.query<{ n: number }>('select count(*)::int as n from banner'))[0]?.n ?? 0;

// ---------- topic pages ----------
const topicColumns = `t.id, t.title_en as "titleEn", t.title_zh as "titleZh", t.intro_en as "introEn", t.intro_zh as "introZh", t.banner as "pictureEn",
  coalesce(t.banner_zh, t.banner) as "pictureZh", t.product_ids as "productIds", t.published`;

export async function deskTopics(db: Queryable, page: { pageNum: number; pageSize: number }): Promise<{ rows: DeskTopic[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.query<DeskTopic>(`select ${topicColumns} from topic_page t order by t.published desc, t.id desc limit $1 offset $2`, [page.pageSize, (page.pageNum - 1) * page.pageSize]),
    db.query<{ n: number }>('select count(*)::int as n from topic_page'),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

export async function deskTopic(db: Queryable, id: number, lock = false): Promise<DeskTopic | null> {
  const [row] = await db.query<DeskTopic>(`select ${topicColumns} from topic_page t where t.id = $1${lock ? ' for update of t' : ''}`, [id]);
  return row ?? null;
}

export interface TopicFields {
  titleEn: string;
  titleZh: string;
  introEn: string;
  introZh: string;
  pictureEn: string;
  pictureZh: string;
  productIds: number[];
}

const topicParams = (f: TopicFields) => [f.titleEn, f.titleZh, f.introEn, f.introZh, f.pictureEn, f.pictureZh, f.productIds];

export async function insertTopic(tx: Queryable, fields: TopicFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into topic_page (title_en, title_zh, intro_en, intro_zh, banner, banner_zh, product_ids) values ($1, $2, $3, $4, $5, $6, $7::int[]) returning id`,
    topicParams(fields),
  );
  return row!.id;
}

export async function updateTopic(tx: Queryable, id: number, fields: TopicFields): Promise<void> {
  await tx.query('update topic_page set title_en = $2, title_zh = $3, intro_en = $4, intro_zh = $5, banner = $6, banner_zh = $7, product_ids = $8::int[] where id = $1', [
    id,
    ...topicParams(fields),
  ]);
}

export async function setPublished(tx: Queryable, id: number, published: boolean): Promise<boolean> {
  return (await tx.query('update topic_page set published = $2 where id = $1 and published <> $2 returning id', [id, published])).length === 1;
}
