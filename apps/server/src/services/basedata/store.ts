/** SQL of the base-data service: banners, countries, cities, regions, topic pages. */
import type { City, Country, Region } from '@clearlot/contract';
import type { Queryable } from '../../platform/db';

export const countries = (db: Queryable) =>
  db.query<Country>(
    `select id, country_code as "countryCode", name_zh as "countryName", name_en as "countryNameEn", open_sign as "openSign"
       from country order by sort_order, id`,
  );

export const citiesByName = (db: Queryable, countryCode: string, name: string | undefined) =>
  db.query<City>(
    `select id, country_code as "countryCode", name_zh as "cityName", name_en as "cityNameEn", region_id as "regionId"
       from city where country_code = $1 and ($2::text is null or lower(name_en) like lower($2) || '%' or name_zh like $2 || '%')
      order by name_en limit 50`,
    [countryCode, name ? name.replace(/[\\%_]/g, (c) => `\\${c}`) : null],
  );

export async function regionById(db: Queryable, id: number): Promise<Region | null> {
  const rows = await db.query<{ id: number; parent_id: number | null; name_zh: string; name_en: string; level: number }>(
    'select id, parent_id, name_zh, name_en, level from region where id = $1 or parent_id = $1 order by level, name_en',
    [id],
  );
  const self = rows.find((r) => r.id === id);
  if (!self) return null;
  return {
    id: self.id,
    parentId: self.parent_id,
    name: self.name_zh,
    nameEn: self.name_en,
    level: self.level,
    children: rows.filter((r) => r.id !== id).map((r) => ({ id: r.id, name: r.name_zh, nameEn: r.name_en, level: r.level })),
  };
}

export interface TopicRow {
  id: number;
  title: string;
  titleEn: string;
  intro: string;
  introEn: string;
  banner: string | null;
  bannerZh: string | null;
  productIds: number[];
}

export async function topic(db: Queryable, where: { id?: number; clientType?: string }): Promise<TopicRow | null> {
  const rows = await db.query<TopicRow>(
    `select id, title_zh as title, title_en as "titleEn", intro_zh as intro, intro_en as "introEn", banner, banner_zh as "bannerZh", product_ids as "productIds"
       from topic_page where published and ($1::int is null or id = $1) and ($2::text is null or client_type = $2) order by id limit 1`,
    [where.id ?? null, where.clientType ?? null],
  );
  return rows[0] ?? null;
}
