import type { PaymentMethod } from '@clearlot/contract/rules/order';

/**
 * How an order was paid, as its page says it (issue 31 item 14): by a payment method, with points (a
 * point-mall order has no payment method: its points are taken when it is placed), or not yet.
 */
export type OrderPayment = { kind: 'method'; method: PaymentMethod } | { kind: 'points' } | { kind: 'unpaid' };

export function orderPayment(order: { paymentMethod: PaymentMethod | null; pointsSpent: number }): OrderPayment {
  if (order.paymentMethod) return { kind: 'method', method: order.paymentMethod };
  if (order.pointsSpent > 0) return { kind: 'points' };
  return { kind: 'unpaid' };
}
