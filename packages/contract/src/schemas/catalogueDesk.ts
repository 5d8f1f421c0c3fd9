/**
 * The catalogue desk (issue 34 item 2): operations's categories (two levels), brands and warehouses, each created,
 * renamed, reordered (a sort number, 0 first) and retired or restored — never deleted, since products and orders refer
 * to them. Names in both languages (`nameEn`, `nameZh`); rules in ../rules/shopWindow.ts.
 */
import { z } from 'zod';
import { SORT_ORDER_MAX, STRUCTURE_NAME_MAX, WAREHOUSE_CODE_PATTERN, normalizeWarehouseCode } from '../rules/shopWindow';
import { requiredText } from './common';
import { integer, requestRowId, rowId } from './fields';

const name = requiredText(STRUCTURE_NAME_MAX);
const sortOrder = z.number({ error: 'required' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(SORT_ORDER_MAX, { error: 'invalidValue' }).default(0);
const optionalText = (max: number) => z.string({ error: 'wrongType' }).trim().max(max, { error: 'tooLong' }).default('');

/** What every desk row carries: both names, its place, whether it is retired, and how many products name it. */
const StructureFields = {
  id: rowId(),
  nameEn: z.string(),
  nameZh: z.string(),
  sortOrder: integer(),
  retired: z.boolean(),
  /** products (on sale or not) that refer to it: why it can be retired but never deleted */
  productCount: integer(),
};

export const DeskCategory = z.object({ ...StructureFields, parentId: rowId().nullable() }).strict();
export type DeskCategory = z.infer<typeof DeskCategory>;
/** Every category, retired ones too: top level first in their order, each followed by its subcategories. */
export const DeskCategoryList = z.array(DeskCategory);

export const CreateCategoryBody = z.object({ parentId: requestRowId().nullable().default(null), nameEn: name, nameZh: name, sortOrder }).strict();
export type CreateCategoryBody = z.input<typeof CreateCategoryBody>;
export const UpdateCategoryBody = z.object({ id: requestRowId(), nameEn: name, nameZh: name, sortOrder }).strict();
export type UpdateCategoryBody = z.input<typeof UpdateCategoryBody>;

/** Retire (true) or restore (false) a category, brand or warehouse. */
export const StructureRetireBody = z.object({ id: requestRowId(), retired: z.boolean({ error: 'required' }) }).strict();
export type StructureRetireBody = z.input<typeof StructureRetireBody>;

export const DeskBrand = z.object({ ...StructureFields, categoryIds: z.array(rowId()) }).strict();
export type DeskBrand = z.infer<typeof DeskBrand>;
export const DeskBrandList = z.array(DeskBrand);

/** The categories a brand is offered under in the storefront's filter and the goods owner's form (subcategories or top level). */
const brandCategories = z.array(requestRowId(), { error: 'wrongType' }).max(200, { error: 'invalidValue' }).default([]);
export const CreateBrandBody = z.object({ nameEn: name, nameZh: name, sortOrder, categoryIds: brandCategories }).strict();
export type CreateBrandBody = z.input<typeof CreateBrandBody>;
export const UpdateBrandBody = z.object({ id: requestRowId(), nameEn: name, nameZh: name, sortOrder, categoryIds: brandCategories }).strict();
export type UpdateBrandBody = z.input<typeof UpdateBrandBody>;

export const DeskWarehouse = z
  .object({
    ...StructureFields,
    code: z.string(),
    /** the ship-from country (ISO 3166 code of the country list) */
    countryCode: z.string(),
    city: z.string(),
    cityZh: z.string(),
    address: z.string(),
  })
  .strict();
export type DeskWarehouse = z.infer<typeof DeskWarehouse>;
export const DeskWarehouseList = z.array(DeskWarehouse);

const warehouseFields = {
  nameEn: name,
  nameZh: name,
  countryCode: z
    .string({ error: 'required' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'invalidValue' }),
  city: requiredText(60),
  cityZh: optionalText(60),
  address: requiredText(200),
  sortOrder,
};
/** A new warehouse; its code is fixed once created (stock and orders refer to it). */
export const CreateWarehouseBody = z
  .object({
    code: z
      .string({ error: 'required' })
      .transform(normalizeWarehouseCode)
      .refine((code) => code !== '', { error: 'required' })
      .refine((code) => WAREHOUSE_CODE_PATTERN.test(code), { error: 'invalidValue' }),
    ...warehouseFields,
  })
  .strict();
export type CreateWarehouseBody = z.input<typeof CreateWarehouseBody>;
export const UpdateWarehouseBody = z.object({ id: requestRowId(), ...warehouseFields }).strict();
export type UpdateWarehouseBody = z.input<typeof UpdateWarehouseBody>;

/** Products a flash deal or a topic page can be made of, by a part of the name or by id. */
export const DeskProductSearchBody = z
  .object({
    keyword: z.string({ error: 'wrongType' }).trim().max(100, { error: 'tooLong' }).default(''),
    /** these products, whatever the keyword (a form showing what it already holds) */
    ids: z.array(requestRowId(), { error: 'wrongType' }).max(100, { error: 'invalidValue' }).default([]),
  })
  .strict();
export type DeskProductSearchBody = z.input<typeof DeskProductSearchBody>;
export const DeskProductOption = z
  .object({
    id: rowId(),
    nameEn: z.string(),
    nameZh: z.string(),
    /** the product's own price, pence (a flash deal must be below it) */
    price: integer(),
    /** a product with options (sizes, colours) cannot have a flash deal: the deal has one price */
    hasOptions: z.boolean(),
    onSale: z.boolean(),
    image: z.string(),
  })
  .strict();
export type DeskProductOption = z.infer<typeof DeskProductOption>;
export const DeskProductOptionList = z.array(DeskProductOption);
