/** Service prefixes the detail page calls (spec §7). */
export const PRODUCT_SERVICE = '/srs-product-service';
export const BASEDATA_SERVICE = '/srs-basedata-service';
