/** The product service's routes (spec §7 "Products and catalogue", "Favourites"). */
import type { FastifyInstance } from 'fastify';
import {
  CategoryTreeBody,
  CollectListBody,
  FlashDealBody,
  GoodsEsQuery,
  IdBody,
  KeyRemindBody,
  ProductSearchBody,
  RelatedQuery,
  SkuWarehouseBody,
  WarehouseByCountryBody,
} from '@clearlot/contract';
import { z } from 'zod';
import { sessionOf } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { route } from '../../platform/routes';
import { createProductService } from './service';

const EmptyBody = z.object({}).strict().optional();

export function productRoutes(db: Db) {
  const products = createProductService(db);
  return async function productService(app: FastifyInstance) {
    const tags = ['product'];
    const userOf = (request: { session: { userId: number } | null }) => request.session?.userId ?? null;

    // categories, brands, warehouses
    route(app, 'POST', '/manage/product/product/getCategoryTreeById', { body: CategoryTreeBody, summary: 'Category tree (two levels), or the children of one category', tags }, ({ body }) =>
      products.categoryTree(body?.id ? body.id : null, body?.status ?? 1),
    );
    route(app, 'POST', '/manager/product/productCategory/getCategoryInfoById', { body: IdBody, summary: 'One category with its parent', tags }, ({ body }) => products.category(body.id));
    route(app, 'POST', '/manager/product/brand/listAll', { body: EmptyBody, summary: 'All brands', tags }, () => products.brands());
    route(app, 'POST', '/manager/product/productCategory/brand', { body: IdBody, summary: 'Brands of a category', tags }, ({ body }) => products.brandsOfCategory(body.id));
    route(app, 'POST', '/manager/product/warehouse/getWarehouseByCountryCode', { body: WarehouseByCountryBody, summary: 'Ship-from warehouses in countries', tags }, ({ body }) =>
      products.warehouses(body.countryCodes),
    );

    // listing and search
    route(app, 'POST', '/buyer/product/product/newPageList', { body: ProductSearchBody, auth: 'optional', summary: 'Product listing with filters, ranges and sorts', tags }, ({ body, request }) =>
      products.search(body, userOf(request)),
    );
    route(app, 'POST', '/buyer/product/product/keyRemind', { body: KeyRemindBody, summary: 'Search suggestions (2+ characters)', tags }, ({ body }) => products.suggest(body.keyPrefix));
    route(app, 'GET', '/buyer/goods/goods/es', { query: GoodsEsQuery, auth: 'optional', summary: 'Keyword search', tags }, ({ query, request }) =>
      products.search(
        { pageNum: query.pageNum, pageSize: query.pageSize, queryParamList: query.keyword ? [{ field: 'productName', fieldValue: query.keyword }] : [], rangeQueryParamList: [], sortQueryParamList: [] },
        userOf(request),
      ),
    );
    route(app, 'GET', '/buyer/goods/goods/es/related', { query: RelatedQuery, auth: 'optional', summary: 'Products related to one product', tags }, ({ query, request }) =>
      products.related(query.productId, query.pageSize, userOf(request)),
    );

    // detail (signed-in only, spec §6)
    route(app, 'POST', '/buyer/product/product/skuProduct', { body: IdBody, auth: 'required', summary: 'Product detail', tags }, ({ body, request }) =>
      products.detail(body.id, sessionOf(request).userId),
    );
    route(app, 'POST', '/buyer/product/product/simpleSpecs', { body: IdBody, auth: 'required', summary: 'Specification attributes', tags }, ({ body }) => products.specs(body.id));
    route(app, 'POST', '/shop/sku/warehouse/getSkuWarehouseBySkuId', { body: SkuWarehouseBody, auth: 'required', summary: 'Stock by warehouse', tags }, ({ body }) => products.stock(body.skuId));

    // favourites
    route(app, 'POST', '/collect/productCollect', { body: IdBody, auth: 'required', summary: 'Add to favourites (data false when already there)', tags }, ({ body, request }) =>
      products.favourite(sessionOf(request).userId, body.id),
    );
    route(app, 'POST', '/collect/cancelCollect', { body: IdBody, auth: 'required', summary: 'Remove from favourites', tags }, ({ body, request }) =>
      products.unfavourite(sessionOf(request).userId, body.id),
    );
    route(app, 'POST', '/collect/collectList', { body: CollectListBody, auth: 'required', summary: 'My favourites', tags }, ({ body, request }) =>
      products.favourites(sessionOf(request).userId, { pageNum: body?.pageNum ?? 1, pageSize: body?.pageSize ?? 20 }),
    );

    // flash deals and goods owners
    route(app, 'POST', '/buyer/product/flashDeal/list', { body: FlashDealBody, summary: 'Running flash deals', tags }, ({ body }) => products.flashDeals(body?.pageSize ?? 10));
    route(app, 'POST', '/buyer/shop/info', { body: IdBody, summary: "A goods owner's shop", tags }, ({ body }) => products.shop(body.id));
  };
}
