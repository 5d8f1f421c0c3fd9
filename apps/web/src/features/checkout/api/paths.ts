/** Service prefixes of the checkout calls (docs/briefs/buying.md). */
export { ORDER_SERVICE } from '../../../shared/catalogue/api/paths';
export const PAYMENT_SERVICE = '/srs-payment-service';
