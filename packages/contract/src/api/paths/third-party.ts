/** The third-party service's paths: where the caller's IP is (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.thirdParty;

export const ipCountry = `${at}/ip/country` as const;

/** docs/product.md §7: POST srs-thirdparty-service/translate/baidu {query, to}, whichever provider is configured */
export const translate = `${at}/translate/baidu` as const;
