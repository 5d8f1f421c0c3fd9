/** Where the order pages lead (route table in app/routes.tsx, spec §2). */
export const MY_ORDERS_PATH = '/home/MyOrder';

export const orderDetailPath = (orderNo: string) => `/home/OrderDetail?orderNo=${encodeURIComponent(orderNo)}`;
export const cancelDetailPath = (orderNo: string) => `/home/cancelDetail?orderNo=${encodeURIComponent(orderNo)}`;
/** The payment page pays a whole trade (one checkout may cover several orders). */
export const paymentPath = (tradeNo: string) => `/payment?tradeNo=${encodeURIComponent(tradeNo)}`;

/** Order numbers are upper-case letters and digits (contract OrderNo); anything else is not looked up. */
export function isOrderNo(value: string): boolean {
  return /^[A-Z0-9]{6,32}$/.test(value);
}
