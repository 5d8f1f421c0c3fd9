/** The base-data service's paths: banners, countries, cities, regions and topic pages (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.baseData;

export const banners = `${at}/banners/getBanners` as const;
export const countries = `${at}/product/country/listAll` as const;
export const cities = `${at}/base/city/byCountryAndCityName` as const;
export const region = `${at}/region/item/:id` as const;
export const topicPage = `${at}/buyer/other/pageData/get/:id` as const;
export const currentTopicPage = `${at}/buyer/other/pageData` as const;
// the shop window desk (issue 34 item 3): banners and topic pages, operations and administrators
export const deskBanners = `${at}/platform/banner/list` as const;
export const deskBannerCreate = `${at}/platform/banner/create` as const;
export const deskBannerUpdate = `${at}/platform/banner/update` as const;
export const deskBannerRetire = `${at}/platform/banner/retire` as const;
export const deskTopics = `${at}/platform/topic/list` as const;
export const deskTopicCreate = `${at}/platform/topic/create` as const;
export const deskTopicUpdate = `${at}/platform/topic/update` as const;
export const deskTopicPublish = `${at}/platform/topic/publish` as const;
