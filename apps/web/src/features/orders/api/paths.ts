/** The order service prefix and the buyer's order endpoints (docs/briefs/buying.md). */
export const ORDER_SERVICE = '/srs-order-service';
export const MALL_ORDER = `${ORDER_SERVICE}/order/mall`;
