/** The third-party service's paths: where the caller's IP is (docs/product.md §7). */
import { ServicePrefix } from '../services';

const at = ServicePrefix.thirdParty;

export const ipCountry = `${at}/ip/country` as const;
