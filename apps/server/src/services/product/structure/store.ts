/** SQL of the catalogue desk (issue 34 item 2): categories, brands and warehouses as operations sees and changes them. */
import type { DeskBrand, DeskCategory, DeskProductOption, DeskWarehouse } from '@clearlot/contract';
import { CatalogueStatus, MAX_WAREHOUSES } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';

const retired = `status <> ${CatalogueStatus.Active}`;

// ---------- categories ----------
const categoryColumns = `c.id, c.parent_id as "parentId", c.name_en as "nameEn", c.name_zh as "nameZh", c.sort_order as "sortOrder", c.${retired} as retired,
  case when c.parent_id is null then (select count(*)::int from product p where p.category1_id = c.id and p.status = ${CatalogueStatus.Active})
       else (select count(*)::int from product p where p.category2_id = c.id and p.status = ${CatalogueStatus.Active}) end as "productCount"`;

/** Every category: top level in order, each followed by its subcategories in order. */
export const categories = (db: Queryable) =>
  db.query<DeskCategory>(
    `select ${categoryColumns} from category c left join category t on t.id = c.parent_id
      order by coalesce(t.sort_order, c.sort_order), coalesce(t.id, c.id), c.parent_id nulls first, c.sort_order, c.id`,
  );

export async function category(db: Queryable, id: number, lock = false): Promise<DeskCategory | null> {
  const [row] = await db.query<DeskCategory>(`select ${categoryColumns} from category c where c.id = $1${lock ? ' for update of c' : ''}`, [id]);
  return row ?? null;
}

/** Another category under the same parent (or at the top level) with either name, whatever its case. */
export async function categoryNameTaken(db: Queryable, parentId: number | null, names: { nameEn: string; nameZh: string }, exceptId: number | null): Promise<boolean> {
  const rows = await db.query(
    `select 1 from category where parent_id is not distinct from $1 and (lower(name_en) = lower($2) or name_zh = $3) and ($4::int is null or id <> $4) limit 1`,
    [parentId, names.nameEn, names.nameZh, exceptId],
  );
  return rows.length > 0;
}

export async function insertCategory(tx: Queryable, fields: { parentId: number | null; nameEn: string; nameZh: string; sortOrder: number }): Promise<number> {
  const [row] = await tx.query<{ id: number }>('insert into category (parent_id, name_en, name_zh, sort_order) values ($1, $2, $3, $4) returning id', [
    fields.parentId,
    fields.nameEn,
    fields.nameZh,
    fields.sortOrder,
  ]);
  return row!.id;
}

export async function updateCategory(tx: Queryable, id: number, fields: { nameEn: string; nameZh: string; sortOrder: number }): Promise<void> {
  await tx.query('update category set name_en = $2, name_zh = $3, sort_order = $4 where id = $1', [id, fields.nameEn, fields.nameZh, fields.sortOrder]);
}

export async function activeChildCount(db: Queryable, parentId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from category where parent_id = $1 and status = ${CatalogueStatus.Active}`, [parentId]);
  return row?.n ?? 0;
}

/** Moves a category, brand or warehouse between on show and retired: false when it already was there. */
export async function setRetired(tx: Queryable, table: 'category' | 'brand' | 'warehouse', id: number, retire: boolean): Promise<boolean> {
  const [to, from] = retire ? [CatalogueStatus.Withdrawn, CatalogueStatus.Active] : [CatalogueStatus.Active, CatalogueStatus.Withdrawn];
  const rows = await tx.query(`update ${table} set status = $2 where id = $1 and status = $3 returning id`, [id, to, from]);
  return rows.length === 1;
}

// ---------- brands ----------
const brandColumns = `b.id, b.name_en as "nameEn", b.name_zh as "nameZh", b.sort_order as "sortOrder", b.${retired} as retired,
  (select count(*)::int from product p where p.brand_id = b.id and p.status = ${CatalogueStatus.Active}) as "productCount",
  array(select bc.category_id from brand_category bc where bc.brand_id = b.id order by bc.category_id) as "categoryIds"`;

export const brands = (db: Queryable) => db.query<DeskBrand>(`select ${brandColumns} from brand b order by b.sort_order, b.name_en, b.id`);

export async function brand(db: Queryable, id: number, lock = false): Promise<DeskBrand | null> {
  const [row] = await db.query<DeskBrand>(`select ${brandColumns} from brand b where b.id = $1${lock ? ' for update of b' : ''}`, [id]);
  return row ?? null;
}

export async function brandNameTaken(db: Queryable, names: { nameEn: string; nameZh: string }, exceptId: number | null): Promise<boolean> {
  const rows = await db.query('select 1 from brand where (lower(name_en) = lower($1) or name_zh = $2) and ($3::int is null or id <> $3) limit 1', [
    names.nameEn,
    names.nameZh,
    exceptId,
  ]);
  return rows.length > 0;
}

/** The categories on show among these ids, with the parents of the subcategories among them. */
export async function activeCategoriesWithParents(db: Queryable, ids: readonly number[]): Promise<{ found: number; withParents: number[] }> {
  const rows = await db.query<{ id: number; parent_id: number | null }>(`select id, parent_id from category where id = any($1::int[]) and status = ${CatalogueStatus.Active}`, [
    [...ids],
  ]);
  const withParents = new Set<number>();
  for (const row of rows) {
    withParents.add(row.id);
    if (row.parent_id !== null) withParents.add(row.parent_id);
  }
  return { found: rows.length, withParents: [...withParents].sort((a, b) => a - b) };
}

export async function insertBrand(tx: Queryable, fields: { nameEn: string; nameZh: string; sortOrder: number }): Promise<number> {
  const [row] = await tx.query<{ id: number }>('insert into brand (name_en, name_zh, sort_order) values ($1, $2, $3) returning id', [
    fields.nameEn,
    fields.nameZh,
    fields.sortOrder,
  ]);
  return row!.id;
}

export async function updateBrand(tx: Queryable, id: number, fields: { nameEn: string; nameZh: string; sortOrder: number }): Promise<void> {
  await tx.query('update brand set name_en = $2, name_zh = $3, sort_order = $4 where id = $1', [id, fields.nameEn, fields.nameZh, fields.sortOrder]);
}

/** The categories a brand is offered under become exactly these (links to retired categories are kept: they show nowhere). */
export async function setBrandCategories(tx: Queryable, brandId: number, categoryIds: readonly number[]): Promise<void> {
  await tx.query(
    `delete from brand_category bc using category c where bc.brand_id = $1 and c.id = bc.category_id and c.status = ${CatalogueStatus.Active} and bc.category_id <> all($2::int[])`,
    [brandId, [...categoryIds]],
  );
  await tx.query('insert into brand_category (brand_id, category_id) select $1, unnest($2::int[]) on conflict do nothing', [brandId, [...categoryIds]]);
}

// ---------- warehouses ----------
const warehouseColumns = `w.id, w.warehouse_code as code, w.name_en as "nameEn", w.name_zh as "nameZh", w.country_code as "countryCode", w.city,
  w.city_zh as "cityZh", w.address, w.sort_order as "sortOrder", w.${retired} as retired,
  (select count(*)::int from product p where p.status = ${CatalogueStatus.Active} and p.warehouse_codes @> array[w.warehouse_code]) as "productCount"`;

export const warehouses = (db: Queryable) => db.query<DeskWarehouse>(`select ${warehouseColumns} from warehouse w order by w.sort_order, w.id`);

export async function warehouse(db: Queryable, id: number, lock = false): Promise<DeskWarehouse | null> {
  const [row] = await db.query<DeskWarehouse>(`select ${warehouseColumns} from warehouse w where w.id = $1${lock ? ' for update of w' : ''}`, [id]);
  return row ?? null;
}

export async function countryExists(db: Queryable, code: string): Promise<boolean> {
  return (await db.query('select 1 from country where country_code = $1', [code])).length > 0;
}

export interface WarehouseFields {
  nameEn: string;
  nameZh: string;
  countryCode: string;
  city: string;
  cityZh: string;
  address: string;
  sortOrder: number;
}

/**
 * A new warehouse under the smallest free id from 1 to 63 (the ship-from filter's bit), with the table locked against
 * another creation meanwhile; null when all 63 are taken. The id sequence is moved past it for the seed's own inserts.
 */
export async function insertWarehouse(tx: Queryable, code: string, fields: WarehouseFields): Promise<number | null> {
  await tx.query('lock table warehouse in share row exclusive mode');
  const [free] = await tx.query<{ id: number | null }>(
    `select min(n)::int as id from generate_series(1, ${MAX_WAREHOUSES}) n where not exists (select 1 from warehouse w where w.id = n)`,
  );
  if (free?.id == null) return null;
  await tx.query(`insert into warehouse (id, warehouse_code, name_en, name_zh, country_code, city, city_zh, address, sort_order) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`, [
    free.id,
    code,
    fields.nameEn,
    fields.nameZh,
    fields.countryCode,
    fields.city,
    fields.cityZh,
    fields.address,
    fields.sortOrder,
  ]);
  await tx.query(`select setval(pg_get_serial_sequence('warehouse', 'id'), greatest((select max(id) from warehouse), 1))`);
  return free.id;
}

export async function updateWarehouse(tx: Queryable, id: number, fields: WarehouseFields): Promise<void> {
  await tx.query('update warehouse set name_en = $2, name_zh = $3, country_code = $4, city = $5, city_zh = $6, address = $7, sort_order = $8 where id = $1', [
    id,
    fields.nameEn,
    fields.nameZh,
    fields.countryCode,
    fields.city,
    fields.cityZh,
    fields.address,
    fields.sortOrder,
  ]);
}

// ---------- products to choose (flash deals, topic pages) ----------
export const productOptions = (db: Queryable, keyword: string, ids: readonly number[]) =>
  db.query<DeskProductOption>(
    `select p.id, p.name_en as "nameEn", p.name_zh as "nameZh", p.price, p.has_options as "hasOptions", p.status = ${CatalogueStatus.Active} as "onSale",
            split_part(p.media, ',', 1) as image
       from product p
      where p.id = any($2::int[])
         or ($1 <> '' and (p.name_en ilike '%' || $1 || '%' or p.name_zh like '%' || $1 || '%' or p.id::text = $1))
      order by p.id = any($2::int[]) desc, p.status = ${CatalogueStatus.Active} desc, p.id desc limit 30`,
    [keyword.replace(/[\\%_]/g, (c) => `\\${c}`), [...ids]],
  );
