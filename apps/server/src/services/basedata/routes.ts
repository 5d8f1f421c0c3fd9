/** Base-data service: banners, countries, cities, regions and topic pages (docs/product.md §7). */
import type { FastifyInstance } from 'fastify';
import { BannerConfig, CityList, CitySearchBody, CountryList, EmptyBody, IdParams, Region, TopicPage, TopicPageQuery } from '@clearlot/contract';
import type { Db } from '../../platform/db';
import { fail } from '../../platform/errors';
import { route } from '../../platform/routes';
import { createProductService } from '../product/service';
import * as store from './store';
import { homeBanners, pictureAddress } from './window/service';
import { registerShopWindowRoutes } from './window/routes';

/** Products a topic page shows at most. */
const TOPIC_PRODUCTS = 60;

export function baseDataRoutes(db: Db) {
  const products = createProductService(db);
  async function topicPage(row: store.TopicRow | null, userId: number | null): Promise<TopicPage> {
    if (!row) return fail('topicNotFound');
    const { productIds, banner, bannerZh, ...rest } = row;
    // a picture uploaded on the shop window desk is a stored name; the demo's are addresses
    const address = (picture: string | null) => (picture === null ? null : pictureAddress(picture));
    return { ...rest, banner: address(banner), bannerZh: address(bannerZh), products: await products.chosen(productIds, TOPIC_PRODUCTS, userId) };
  }

  return async function baseDataService(app: FastifyInstance) {
    const tags = ['basedata'];
    route(app, 'POST', '/banners/getBanners', { response: BannerConfig, body: EmptyBody, summary: 'Home banners per language', tags }, () => homeBanners(db));
    route(app, 'POST', '/product/country/listAll', { response: CountryList, body: EmptyBody, summary: 'Delivery countries (openSign: deliverable)', tags }, () =>
      store.countries(db),
    );
    route(app, 'POST', '/base/city/byCountryAndCityName', { response: CityList, body: CitySearchBody, summary: 'Cities of a country by name prefix', tags }, ({ body }) =>
      store.citiesByName(db, body.countryCode, body.cityName),
    );
    route(
      app,
      'GET',
      '/region/item/:id',
      { response: Region, params: IdParams, summary: 'A region and its children', tags },
      async ({ params }) => (await store.regionById(db, params.id)) ?? fail('regionNotFound'),
    );
    route(
      app,
      'GET',
      '/buyer/other/pageData/get/:id',
      { response: TopicPage, params: IdParams, auth: 'optional', summary: 'A topic page by id', tags },
      async ({ params, request }) => topicPage(await store.topic(db, { id: params.id }), request.session?.userId ?? null),
    );
    route(
      app,
      'GET',
      '/buyer/other/pageData',
      { response: TopicPage, query: TopicPageQuery, auth: 'optional', summary: 'The current topic page for a client type', tags },
      async ({ query, request }) => topicPage(await store.topic(db, { clientType: query.pageClientType }), request.session?.userId ?? null),
    );
    registerShopWindowRoutes(app, db);
  };
}
