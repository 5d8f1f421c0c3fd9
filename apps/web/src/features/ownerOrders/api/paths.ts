/** The goods owner's order endpoints of the order service (docs/briefs/buying.md). */
export const SELLER_ORDER = '/srs-order-service/seller/order';
