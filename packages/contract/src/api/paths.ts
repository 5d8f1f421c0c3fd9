/**
 * Every API path, once (docs/product.md §7), one module per service: the web calls these constants and the
 * server's routes are checked against ./operations.ts, which is keyed by them. Plain constants
 * without zod, and one export per path, so a page's bundle carries only the paths it calls:
 *   import * as ApiPath from '@clearlot/contract/api/paths';  …  ApiPath.user.info
 * A path with `:name` takes that path parameter.
 */
export * as user from './paths/user';
export * as product from './paths/product';
export * as order from './paths/order';
export * as baseData from './paths/base-data';
export * as payment from './paths/payment';
export * as thirdParty from './paths/third-party';
export * as message from './paths/message';
export * as file from './paths/file';
