/**
 * The seven services and their URL prefixes (docs/product.md §7), defined once: the server mounts each
 * service's routes under its prefix (apps/server/src/services/plugins.ts) and every path the web
 * calls is built from them (./paths.ts). Plain constants without zod: the storefront's first
 * pages load this module.
 */
export const ServicePrefix = {
  user: '/srs-user-service',
  product: '/srs-product-service',
  order: '/srs-order-service',
  baseData: '/srs-basedata-service',
  payment: '/srs-payment-service',
  thirdParty: '/srs-thirdparty-service',
  message: '/srs-message-service',
  /** uploaded files: `{upload host}/obsFile/upload` of docs/product.md §7, on our one origin */
  file: '/srs-file-service',
} as const;

export type ServiceName = keyof typeof ServicePrefix;
