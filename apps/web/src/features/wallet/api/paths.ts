/** Service prefixes (spec §7) of the calls the wallet page makes. */
export const PAYMENT_SERVICE = '/srs-payment-service';
export const ORDER_SERVICE = '/srs-order-service';
