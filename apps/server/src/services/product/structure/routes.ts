/**
 * The catalogue desk's routes (issue 34 item 2) under /platform/catalogue: categories, brands and warehouses, and the
 * products a flash deal or topic page can be made of. Operations, administrators and the platform (OPERATIONS_ROLES),
 * checked by the auth guard before the handler.
 */
import type { FastifyInstance } from 'fastify';
import {
  CreateBrandBody,
  CreateCategoryBody,
  CreateWarehouseBody,
  DeskBrand,
  DeskBrandList,
  DeskCategory,
  DeskCategoryList,
  DeskProductOptionList,
  DeskProductSearchBody,
  DeskWarehouse,
  DeskWarehouseList,
  EmptyBody,
  OPERATIONS_ROLES,
  StructureRetireBody,
  UpdateBrandBody,
  UpdateCategoryBody,
  UpdateWarehouseBody,
} from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import * as desk from './service';

export function structureRoutes(db: Db) {
  return async function catalogueDesk(app: FastifyInstance) {
    const tags = ['product', 'operations'];
    const staff = { auth: 'required', roles: OPERATIONS_ROLES, tags } as const;

    route(app, 'POST', '/platform/catalogue/category/list', { ...staff, body: EmptyBody, response: DeskCategoryList, summary: 'Every category, retired ones too' }, () =>
      desk.listCategories(db),
    );
    route(
      app,
      'POST',
      '/platform/catalogue/category/create',
      { ...staff, body: CreateCategoryBody, response: DeskCategory, summary: 'A new category or subcategory' },
      ({ body, request }) => desk.createCategory(db, sessionOf(request), body),
    );
    route(
      app,
      'POST',
      '/platform/catalogue/category/update',
      { ...staff, body: UpdateCategoryBody, response: DeskCategory, summary: "A category's names and place" },
      ({ body, request }) => desk.updateCategory(db, sessionOf(request), body),
    );
    route(
      app,
      'POST',
      '/platform/catalogue/category/retire',
      { ...staff, body: StructureRetireBody, response: DeskCategory, summary: 'Retire or restore a category (products keep it)' },
      ({ body, request }) => desk.retireCategory(db, sessionOf(request), body),
    );

    route(app, 'POST', '/platform/catalogue/brand/list', { ...staff, body: EmptyBody, response: DeskBrandList, summary: 'Every brand, retired ones too' }, () =>
      desk.listBrands(db),
    );
    route(
      app,
      'POST',
      '/platform/catalogue/brand/create',
      { ...staff, body: CreateBrandBody, response: DeskBrand, summary: 'A new brand and the categories it is offered under' },
      ({ body, request }) => desk.createBrand(db, sessionOf(request), body),
    );
    route(
      app,
      'POST',
      '/platform/catalogue/brand/update',
      { ...staff, body: UpdateBrandBody, response: DeskBrand, summary: "A brand's names, place and categories" },
      ({ body, request }) => desk.updateBrand(db, sessionOf(request), body),
    );
    route(
      app,
      'POST',
      '/platform/catalogue/brand/retire',
      { ...staff, body: StructureRetireBody, response: DeskBrand, summary: 'Retire or restore a brand (products keep it)' },
      ({ body, request }) => desk.retireBrand(db, sessionOf(request), body),
    );

    route(app, 'POST', '/platform/catalogue/warehouse/list', { ...staff, body: EmptyBody, response: DeskWarehouseList, summary: 'Every warehouse, retired ones too' }, () =>
      desk.listWarehouses(db),
    );
    route(
      app,
      'POST',
      '/platform/catalogue/warehouse/create',
      { ...staff, body: CreateWarehouseBody, response: DeskWarehouse, summary: 'A new warehouse with its ship-from country' },
      ({ body, request }) => desk.createWarehouse(db, sessionOf(request), body),
    );
    route(
      app,
      'POST',
      '/platform/catalogue/warehouse/update',
      { ...staff, body: UpdateWarehouseBody, response: DeskWarehouse, summary: "A warehouse's names, country, address and place" },
      ({ body, request }) => desk.updateWarehouse(db, sessionOf(request), body),
    );
    route(
      app,
      'POST',
      '/platform/catalogue/warehouse/retire',
      { ...staff, body: StructureRetireBody, response: DeskWarehouse, summary: 'Retire or restore a warehouse (stock and orders keep it)' },
      ({ body, request }) => desk.retireWarehouse(db, sessionOf(request), body),
    );

    route(
      app,
      'POST',
      '/platform/catalogue/products',
      { ...staff, body: DeskProductSearchBody, response: DeskProductOptionList, summary: 'Products a flash deal or topic page can be made of, by name or id' },
      ({ body }) => desk.productOptions(db, body),
    );
  };
}
