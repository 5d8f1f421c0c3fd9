/** The base-data service's paths: banners, countries, cities, regions and topic pages (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.baseData;

export const banners = `${at}/banners/getBanners` as const;
export const countries = `${at}/product/country/listAll` as const;
export const cities = `${at}/base/city/byCountryAndCityName` as const;
export const region = `${at}/region/item/:id` as const;
export const topicPage = `${at}/buyer/other/pageData/get/:id` as const;
export const currentTopicPage = `${at}/buyer/other/pageData` as const;
