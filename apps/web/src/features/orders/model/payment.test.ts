import { describe, expect, it } from 'vitest';
import { PaymentMethod } from '@clearlot/contract/rules/order';
import { orderPayment } from './payment';

describe('orderPayment', () => {
  it('names the payment method of an order paid in money', () => {
    expect(orderPayment({ paymentMethod: PaymentMethod.Card, pointsSpent: 0 })).toEqual({ kind: 'method', method: PaymentMethod.Card });
  });
  it('says a point-mall order was paid with points, not "not paid yet"', () => {
    expect(orderPayment({ paymentMethod: null, pointsSpent: 1_200 })).toEqual({ kind: 'points' });
  });
  it('says an order with neither is not paid yet', () => {
    expect(orderPayment({ paymentMethod: null, pointsSpent: 0 })).toEqual({ kind: 'unpaid' });
  });
});
