/**
 * The catalogue desk (issue 34 item 2): operations and administrators create, rename, reorder (a sort number) and retire
 * or restore categories (two levels), brands and warehouses. Nothing is ever deleted: products and orders keep their
 * category, brand and warehouse, and keep showing their names. A retired one leaves the storefront's filters and the goods
 * owner's pickers at once (both read the database on every call: nothing of this is cached), and a new listing cannot
 * choose it. Every change writes the staff audit log in its own transaction (services/user/audit).
 */
import type { z } from 'zod';
import type {
  CreateBrandBody,
  CreateCategoryBody,
  CreateWarehouseBody,
  DeskBrand,
  DeskCategory,
  DeskProductOption,
  DeskWarehouse,
  StaffAction,
  StaffActionTarget,
  UpdateBrandBody,
  UpdateCategoryBody,
  UpdateWarehouseBody,
} from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import { recordStaffAction } from '../../user/audit/service';
import * as store from './store';

type Target = Extract<StaffActionTarget, 'category' | 'brand' | 'warehouse'>;

const audit = (tx: Queryable, session: SessionRecord, action: StaffAction, targetKind: Target, targetId: number, before: object | null, after: object) =>
  recordStaffAction(tx, { actorUserId: session.userId, action, targetKind, targetId, before: before as Record<string, unknown> | null, after: after as Record<string, unknown> });

/** What the audit log keeps of a row: its names, place and state (not the live product count). */
const recorded = <T extends { productCount: number }>(row: T): Omit<T, 'productCount'> => {
  const { productCount: _count, ...rest } = row;
  return rest;
};

// ---------- categories ----------
export const listCategories = (db: Db): Promise<DeskCategory[]> => store.categories(db);

/** A parent must be a top-level category on show: categories have two levels. */
async function checkParent(db: Queryable, parentId: number | null): Promise<void> {
  if (parentId === null) return;
  const parent = await store.category(db, parentId);
  if (!parent || parent.parentId !== null || parent.retired) fail('categoryParentInvalid');
}

export async function createCategory(db: Db, session: SessionRecord, body: z.output<typeof CreateCategoryBody>): Promise<DeskCategory> {
  const id = await db.transaction(async (tx) => {
    await checkParent(tx, body.parentId);
    if (await store.categoryNameTaken(tx, body.parentId, body, null)) fail('structureNameTaken');
    const created = await store.insertCategory(tx, body);
    await audit(tx, session, 'category.create', 'category', created, null, body);
    return created;
  });
  return (await store.category(db, id))!;
}

export async function updateCategory(db: Db, session: SessionRecord, body: z.output<typeof UpdateCategoryBody>): Promise<DeskCategory> {
  await db.transaction(async (tx) => {
    const before = (await store.category(tx, body.id, true)) ?? fail('deskCategoryNotFound');
    if (await store.categoryNameTaken(tx, before.parentId, body, body.id)) fail('structureNameTaken');
    const after = { nameEn: body.nameEn, nameZh: body.nameZh, sortOrder: body.sortOrder };
    await store.updateCategory(tx, body.id, after);
    await audit(tx, session, 'category.update', 'category', body.id, { nameEn: before.nameEn, nameZh: before.nameZh, sortOrder: before.sortOrder }, after);
  });
  return (await store.category(db, body.id))!;
}

/**
 * Retires or restores a category. A top-level category with subcategories on show is not retired (its subcategories
 * would vanish with it while the goods owners' form still offered them): they are retired first. A subcategory is not
 * restored under a retired parent. Products keep their category either way.
 */
export async function retireCategory(db: Db, session: SessionRecord, body: { id: number; retired: boolean }): Promise<DeskCategory> {
  await db.transaction(async (tx) => {
    const before = (await store.category(tx, body.id, true)) ?? fail('deskCategoryNotFound');
    if (body.retired && before.parentId === null && (await store.activeChildCount(tx, body.id)) > 0) fail('categoryHasActiveChildren');
    if (!body.retired && before.parentId !== null && (await store.category(tx, before.parentId))?.retired) fail('categoryParentRetired');
    if (!(await store.setRetired(tx, 'category', body.id, body.retired))) fail(body.retired ? 'structureAlreadyRetired' : 'structureNotRetired');
    await audit(tx, session, body.retired ? 'category.retire' : 'category.restore', 'category', body.id, { retired: before.retired }, { retired: body.retired });
  });
  return (await store.category(db, body.id))!;
}

// ---------- brands ----------
export const listBrands = (db: Db): Promise<DeskBrand[]> => store.brands(db);

/** The categories chosen for a brand, all on show, with the parents of the subcategories (the storefront filters by either level). */
async function brandCategories(db: Queryable, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const { found, withParents } = await store.activeCategoriesWithParents(db, unique);
  if (found !== unique.length) fail('brandCategoryInvalid');
  return withParents;
}

export async function createBrand(db: Db, session: SessionRecord, body: z.output<typeof CreateBrandBody>): Promise<DeskBrand> {
  const id = await db.transaction(async (tx) => {
    if (await store.brandNameTaken(tx, body, null)) fail('structureNameTaken');
    const categoryIds = await brandCategories(tx, body.categoryIds);
    const created = await store.insertBrand(tx, body);
    await store.setBrandCategories(tx, created, categoryIds);
    await audit(tx, session, 'brand.create', 'brand', created, null, { ...body, categoryIds });
    return created;
  });
  return (await store.brand(db, id))!;
}

export async function updateBrand(db: Db, session: SessionRecord, body: z.output<typeof UpdateBrandBody>): Promise<DeskBrand> {
  await db.transaction(async (tx) => {
    const before = (await store.brand(tx, body.id, true)) ?? fail('deskBrandNotFound');
    if (await store.brandNameTaken(tx, body, body.id)) fail('structureNameTaken');
    const categoryIds = await brandCategories(tx, body.categoryIds);
    const after = { nameEn: body.nameEn, nameZh: body.nameZh, sortOrder: body.sortOrder };
    await store.updateBrand(tx, body.id, after);
    await store.setBrandCategories(tx, body.id, categoryIds);
    const { retired: _retired, id: _id, ...was } = recorded(before);
    await audit(tx, session, 'brand.update', 'brand', body.id, was, { ...after, categoryIds });
  });
  return (await store.brand(db, body.id))!;
}

export async function retireBrand(db: Db, session: SessionRecord, body: { id: number; retired: boolean }): Promise<DeskBrand> {
  await db.transaction(async (tx) => {
    const before = (await store.brand(tx, body.id, true)) ?? fail('deskBrandNotFound');
    if (!(await store.setRetired(tx, 'brand', body.id, body.retired))) fail(body.retired ? 'structureAlreadyRetired' : 'structureNotRetired');
    await audit(tx, session, body.retired ? 'brand.retire' : 'brand.restore', 'brand', body.id, { retired: before.retired }, { retired: body.retired });
  });
  return (await store.brand(db, body.id))!;
}

// ---------- warehouses ----------
export const listWarehouses = (db: Db): Promise<DeskWarehouse[]> => store.warehouses(db);

const warehouseFields = (body: store.WarehouseFields): store.WarehouseFields => ({
  nameEn: body.nameEn,
  nameZh: body.nameZh,
  countryCode: body.countryCode,
  city: body.city,
  cityZh: body.cityZh,
  address: body.address,
  sortOrder: body.sortOrder,
});

/** A new warehouse, its code fixed from now on; at most 63 ever (the listing's ship-from filter keeps a bit per warehouse). */
export async function createWarehouse(db: Db, session: SessionRecord, body: z.output<typeof CreateWarehouseBody>): Promise<DeskWarehouse> {
  if (!(await store.countryExists(db, body.countryCode))) fail('warehouseCountryUnknown');
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const fields = warehouseFields(body);
      const created = (await store.insertWarehouse(tx, body.code, fields)) ?? fail('warehouseLimitReached');
      await audit(tx, session, 'warehouse.create', 'warehouse', created, null, { code: body.code, ...fields });
      return created;
    });
  } catch (error) {
    if (uniqueViolation(error) === 'warehouse_warehouse_code_key') fail('warehouseCodeTaken');
    throw error;
  }
  return (await store.warehouse(db, id))!;
}

export async function updateWarehouse(db: Db, session: SessionRecord, body: z.output<typeof UpdateWarehouseBody>): Promise<DeskWarehouse> {
  if (!(await store.countryExists(db, body.countryCode))) fail('warehouseCountryUnknown');
  await db.transaction(async (tx) => {
    const before = (await store.warehouse(tx, body.id, true)) ?? fail('deskWarehouseNotFound');
    const after = warehouseFields(body);
    await store.updateWarehouse(tx, body.id, after);
    const { retired: _retired, id: _id, code: _code, ...was } = recorded(before);
    await audit(tx, session, 'warehouse.update', 'warehouse', body.id, was, after);
  });
  return (await store.warehouse(db, body.id))!;
}

/** Retires or restores a warehouse: its stock and orders stay; it leaves the ship-from filter and the goods owners' pickers. */
export async function retireWarehouse(db: Db, session: SessionRecord, body: { id: number; retired: boolean }): Promise<DeskWarehouse> {
  await db.transaction(async (tx) => {
    const before = (await store.warehouse(tx, body.id, true)) ?? fail('deskWarehouseNotFound');
    if (!(await store.setRetired(tx, 'warehouse', body.id, body.retired))) fail(body.retired ? 'structureAlreadyRetired' : 'structureNotRetired');
    await audit(tx, session, body.retired ? 'warehouse.retire' : 'warehouse.restore', 'warehouse', body.id, { retired: before.retired }, { retired: body.retired });
  });
  return (await store.warehouse(db, body.id))!;
}

export const productOptions = (db: Db, body: { keyword: string; ids: number[] }): Promise<DeskProductOption[]> => store.productOptions(db, body.keyword, body.ids);
