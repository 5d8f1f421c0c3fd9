/** The product service's routes (docs/product.md §7 "Products and catalogue", "Favourites"). */
import type { FastifyInstance } from 'fastify';
import {
  BrandList,
  CategoryInfo,
  CategoryTree,
  CategoryTreeBody,
  CollectListBody,
  Count,
  EmptyBody,
  Flag,
  FlashDealBody,
  FlashDealList,
  GoodsEsQuery,
  HistoryPage,
  HistoryPageBody,
  IdBody,
  KeyRemindBody,
  ProductCardList,
  ProductDetail,
  ProductPage,
  ProductSearchBody,
  RelatedQuery,
  RemoveHistoryDayBody,
  RemoveHistoryEntryBody,
  Shop,
  SkuWarehouseBody,
  SpecList,
  SuggestionList,
  WarehouseByCountryBody,
  WarehouseList,
  WarehouseStockList,
} from '@clearlot/contract';
import { sessionOf } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { route } from '../../platform/routes';
import { indexUnindexedProducts } from './search/indexer';
import { createProductService } from './service';

export function productRoutes(db: Db) {
  const products = createProductService(db);
  return async function productService(app: FastifyInstance) {
    // products from before the name search's postings (migration 0022) are indexed once, here
    const indexed = await indexUnindexedProducts(db);
    if (indexed > 0) app.log.info({ indexed }, 'indexed product names for search');
    const tags = ['product'];
    const userOf = (request: { session: { userId: number } | null }) => request.session?.userId ?? null;

    // categories, brands, warehouses
    route(
      app,
      'POST',
      '/manage/product/product/getCategoryTreeById',
      { response: CategoryTree, body: CategoryTreeBody, summary: 'Category tree (two levels), or the children of one category', tags },
      ({ body }) => products.categoryTree(body?.id ? body.id : null, body?.status ?? 1),
    );
    route(
      app,
      'POST',
      '/manager/product/productCategory/getCategoryInfoById',
      { response: CategoryInfo, body: IdBody, summary: 'One category with its parent', tags },
      ({ body }) => products.category(body.id),
    );
    route(app, 'POST', '/manager/product/brand/listAll', { response: BrandList, body: EmptyBody, summary: 'All brands', tags }, () => products.brands());
    route(app, 'POST', '/manager/product/productCategory/brand', { response: BrandList, body: IdBody, summary: 'Brands of a category', tags }, ({ body }) =>
      products.brandsOfCategory(body.id),
    );
    route(
      app,
      'POST',
      '/manager/product/warehouse/getWarehouseByCountryCode',
      { response: WarehouseList, body: WarehouseByCountryBody, summary: 'Ship-from warehouses in countries', tags },
      ({ body }) => products.warehouses(body.countryCodes),
    );

    // listing and search
    route(
      app,
      'POST',
      '/buyer/product/product/newPageList',
      { response: ProductPage, body: ProductSearchBody, auth: 'optional', summary: 'Product listing with filters, ranges and sorts', tags },
      ({ body, request }) => products.search(body, userOf(request)),
    );
    route(app, 'POST', '/buyer/product/product/keyRemind', { response: SuggestionList, body: KeyRemindBody, summary: 'Search suggestions (2+ characters)', tags }, ({ body }) =>
      products.suggest(body.keyPrefix),
    );
    route(app, 'GET', '/buyer/goods/goods/es', { response: ProductPage, query: GoodsEsQuery, auth: 'optional', summary: 'Keyword search', tags }, ({ query, request }) =>
      products.search(
        {
          pageNum: query.pageNum,
          pageSize: query.pageSize,
          queryParamList: query.keyword ? [{ field: 'productName', fieldValue: query.keyword }] : [],
          rangeQueryParamList: [],
          sortQueryParamList: [],
        },
        userOf(request),
      ),
    );
    route(
      app,
      'GET',
      '/buyer/goods/goods/es/related',
      { response: ProductCardList, query: RelatedQuery, auth: 'optional', summary: 'Products related to one product', tags },
      ({ query, request }) => products.related(query.productId, query.pageSize, userOf(request)),
    );

    // detail (signed-in only, docs/product.md §6)
    route(app, 'POST', '/buyer/product/product/skuProduct', { response: ProductDetail, body: IdBody, auth: 'required', summary: 'Product detail', tags }, ({ body, request }) =>
      products.detail(body.id, sessionOf(request).userId),
    );
    route(app, 'POST', '/buyer/product/product/simpleSpecs', { response: SpecList, body: IdBody, auth: 'required', summary: 'Specification attributes', tags }, ({ body }) =>
      products.specs(body.id),
    );
    route(
      app,
      'POST',
      '/shop/sku/warehouse/getSkuWarehouseBySkuId',
      { response: WarehouseStockList, body: SkuWarehouseBody, auth: 'required', summary: 'Stock by warehouse', tags },
      ({ body }) => products.stock(body.skuId),
    );

    // favourites
    route(
      app,
      'POST',
      '/collect/productCollect',
      { response: Flag, body: IdBody, auth: 'required', summary: 'Add to favourites (data false when already there)', tags },
      ({ body, request }) => products.favourite(sessionOf(request).userId, body.id),
    );
    route(app, 'POST', '/collect/cancelCollect', { response: Flag, body: IdBody, auth: 'required', summary: 'Remove from favourites', tags }, ({ body, request }) =>
      products.unfavourite(sessionOf(request).userId, body.id),
    );
    route(app, 'POST', '/collect/collectList', { response: ProductPage, body: CollectListBody, auth: 'required', summary: 'My favourites', tags }, ({ body, request }) =>
      products.favourites(sessionOf(request).userId, { pageNum: body?.pageNum ?? 1, pageSize: body?.pageSize ?? 20 }),
    );

    // flash deals and goods owners
    route(app, 'POST', '/buyer/product/flashDeal/list', { response: FlashDealList, body: FlashDealBody, summary: 'Running flash deals', tags }, ({ body }) =>
      products.flashDeals(body?.pageSize ?? 10),
    );
    // browsing history (issue 14, MyTracks)
    route(
      app,
      'POST',
      '/buyer/history/list',
      { response: HistoryPage, body: HistoryPageBody, auth: 'required', summary: 'My browsing history, grouped by day', tags },
      ({ body, request }) => products.history(sessionOf(request).userId, body),
    );
    route(
      app,
      'POST',
      '/buyer/history/remove',
      { response: Count, body: RemoveHistoryEntryBody, auth: 'required', summary: 'Remove a product from a day of my history', tags },
      ({ body, request }) => products.removeHistory(sessionOf(request).userId, { day: body.day, productId: body.productId }),
    );
    route(
      app,
      'POST',
      '/buyer/history/removeDay',
      { response: Count, body: RemoveHistoryDayBody, auth: 'required', summary: 'Remove a day of my history', tags },
      ({ body, request }) => products.removeHistory(sessionOf(request).userId, { day: body.day, productId: null }),
    );
    route(app, 'POST', '/buyer/history/clear', { response: Count, body: EmptyBody, auth: 'required', summary: 'Clear my browsing history', tags }, ({ request }) =>
      products.removeHistory(sessionOf(request).userId, { day: null, productId: null }),
    );

    route(app, 'POST', '/buyer/shop/info', { response: Shop, body: IdBody, summary: "A goods owner's shop", tags }, ({ body }) => products.shop(body.id));
  };
}
