/** Service prefixes of the catalogue calls (spec §7). */
export const PRODUCT_SERVICE = '/srs-product-service';
export const BASEDATA_SERVICE = '/srs-basedata-service';
export const ORDER_SERVICE = '/srs-order-service';
