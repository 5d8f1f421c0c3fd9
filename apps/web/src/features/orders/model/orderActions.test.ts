import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '@clearlot/contract/rules/order';
import type { OrderSummary } from '@clearlot/contract/schemas/order';
import { buyerActionsOf, cancelCostsPenalty, cancelEffectOf, payKindOf } from './orderActions';

const NOW = 1_750_000_000;

function summary(status: OrderStatus, patch: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderNo: 'CL0000000001',
    tradeNo: 'TR0000000001',
    orderType: 1,
    status,
    ownerId: 1,
    ownerName: '货主',
    ownerNameEn: 'Owner',
    warehouseName: '伦敦',
    warehouseNameEn: 'London',
    itemCount: 1,
    items: [],
    payable: 5000,
    amountDue: 5000,
    createdAt: NOW - 60,
    payDeadline: null,
    cancellationPending: false,
    hasCancellation: false,
    ...patch,
  };
}

describe('payKindOf', () => {
  it('pays a real-time order or a pre-order deposit while awaiting payment, and a pre-order balance when to be confirmed', () => {
    expect(payKindOf({ status: 3, orderType: 1 })).toBe('order');
    expect(payKindOf({ status: 3, orderType: 2 })).toBe('deposit');
    expect(payKindOf({ status: 2, orderType: 2 })).toBe('balance');
    for (const status of ORDER_STATUSES.filter((s) => s !== 2 && s !== 3)) {
      expect(payKindOf({ status, orderType: 1 }), String(status)).toBeNull();
      expect(payKindOf({ status, orderType: 2 }), String(status)).toBeNull();
    }
  });
});

describe('buyerActionsOf (list card, from the status)', () => {
  it('offers Pay only before the payment deadline', () => {
    expect(buyerActionsOf(summary(3, { payDeadline: NOW + 10 }), NOW).pay).toBe('order');
    expect(buyerActionsOf(summary(3, { payDeadline: NOW }), NOW).pay).toBeNull();
    expect(buyerActionsOf(summary(3), NOW).pay).toBe('order');
    expect(buyerActionsOf(summary(2, { orderType: 2, payDeadline: NOW + 3600 }), NOW).pay).toBe('balance');
  });

  it('offers Cancel in the cancellable statuses unless a request is already pending', () => {
    const cancellable = ORDER_STATUSES.filter((status) => buyerActionsOf(summary(status), NOW).cancel);
    expect(cancellable.sort((a, b) => a - b)).toEqual([2, 3, 4, 9, 10]);
    expect(buyerActionsOf(summary(4, { cancellationPending: true }), NOW).cancel).toBe(false);
  });

  it('offers Confirm receipt only when out for delivery', () => {
    const confirmable = ORDER_STATUSES.filter((status) => buyerActionsOf(summary(status), NOW).confirmReceipt);
    expect(confirmable).toEqual([7]);
  });

  it('links the cancellation details when a request is pending or the order was cancelled', () => {
    expect(buyerActionsOf(summary(4, { cancellationPending: true, hasCancellation: true }), NOW).cancellationDetails).toBe(true);
    expect(buyerActionsOf(summary(12, { hasCancellation: true }), NOW).cancellationDetails).toBe(true);
    expect(buyerActionsOf(summary(12), NOW).cancellationDetails).toBe(false);
    expect(buyerActionsOf(summary(11), NOW).cancellationDetails).toBe(false);
    expect(buyerActionsOf(summary(4), NOW).cancellationDetails).toBe(false);
  });

  it('follows the server verdicts when the order detail carries them', () => {
    expect(buyerActionsOf({ ...summary(4), canCancel: false, canConfirmReceipt: false }, NOW).cancel).toBe(false);
    expect(buyerActionsOf({ ...summary(7), canCancel: false, canConfirmReceipt: true }, NOW).confirmReceipt).toBe(true);
  });
});

describe('cancelEffectOf', () => {
  it('cancels an unpaid order at once with nothing to refund', () => {
    expect(cancelEffectOf({ status: 3, orderType: 1, canCancelNow: true, paidAmount: 0 })).toBe('unpaid');
    expect(cancelEffectOf({ status: 3, orderType: 2, canCancelNow: true, paidAmount: 0 })).toBe('unpaid');
  });
  it('cancels a paid order at once with a refund within the 30 minutes', () => {
    expect(cancelEffectOf({ status: 4, orderType: 1, canCancelNow: true, paidAmount: 5000 })).toBe('immediateRefund');
    expect(cancelEffectOf({ status: 10, orderType: 2, canCancelNow: true, paidAmount: 5000 })).toBe('immediateRefund');
  });
  it('cancels a pre-order holding its deposit at once, refunding the deposit less the penalty', () => {
    expect(cancelEffectOf({ status: 9, orderType: 2, canCancelNow: true, paidAmount: 251 })).toBe('depositRefund');
    expect(cancelEffectOf({ status: 2, orderType: 2, canCancelNow: true, paidAmount: 251 })).toBe('depositRefund');
  });
  it('sends a later request to the goods owner for review', () => {
    expect(cancelEffectOf({ status: 4, orderType: 1, canCancelNow: false, paidAmount: 5000 })).toBe('review');
  });
});

describe('cancelCostsPenalty', () => {
  it('applies to pre-orders holding only their deposit', () => {
    expect(cancelCostsPenalty({ orderType: 2, status: 9 })).toBe(true);
    expect(cancelCostsPenalty({ orderType: 2, status: 2 })).toBe(true);
    expect(cancelCostsPenalty({ orderType: 2, status: 10 })).toBe(false);
    expect(cancelCostsPenalty({ orderType: 2, status: 3 })).toBe(false);
    expect(cancelCostsPenalty({ orderType: 1, status: 4 })).toBe(false);
  });
});
