import { describe, expect, it } from 'vitest';
import { RefundStatus } from './order';
import {
  PLATFORM_FEE_BASIS_POINTS,
  REFUND_SOURCES,
  RefundSourceText,
  RefundStatusText,
  orderRefundable,
  ownerPayout,
  paidShares,
  planRefund,
  platformFee,
  settlementClawback,
} from './refund';

describe('paidShares', () => {
  it('gives each line exactly its cost when the order was paid in full', () => {
    expect(paidShares(11_495, [5_000, 6_000, 495])).toEqual([5_000, 6_000, 495]);
  });

  it('shares a part payment in proportion, the odd pennies to the largest remainders, the earlier on a tie', () => {
    expect(paidShares(100, [100, 100, 100])).toEqual([34, 33, 33]);
    expect(paidShares(2, [3, 3, 4])).toEqual([1, 0, 1]);
    expect(paidShares(7, [5, 5])).toEqual([4, 3]);
    const shares = paidShares(1_234, [2_500, 999, 4_321, 495]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(1_234);
  });

  it('handles nothing paid, zero-cost lines and amounts past 2^53 when multiplied', () => {
    expect(paidShares(0, [100, 200])).toEqual([0, 0]);
    expect(paidShares(0, [0, 0])).toEqual([0, 0]);
    expect(paidShares(50, [0, 100])).toEqual([0, 50]);
    const big = 4_000_000_000_000;
    expect(paidShares(big, [big / 2, big / 2])).toEqual([big / 2, big / 2]);
  });

  it('refuses a payment above the cost and amounts that are not whole pence', () => {
    expect(() => paidShares(301, [100, 200])).toThrow(RangeError);
    expect(() => paidShares(1.5, [100])).toThrow(RangeError);
    expect(() => paidShares(10, [-1, 20])).toThrow(RangeError);
  });
});

describe('platform fee and the goods owner payout', () => {
  it('is 4% rounded to the nearest penny, a half penny up', () => {
    expect(PLATFORM_FEE_BASIS_POINTS).toBe(400);
    expect(platformFee(10_000)).toBe(400);
    expect(platformFee(12)).toBe(0); // 0.48p
    expect(platformFee(13)).toBe(1); // 0.52p
    expect(platformFee(1_234_567)).toBe(49_383); // 49,382.68p
    expect(platformFee(0)).toBe(0);
    expect(ownerPayout(10_000)).toBe(9_600);
  });

  it('takes back the drop in the payout, so any sequence of refunds leaves the owner the payout of what is left', () => {
    const settled = 12_345;
    const refunds = [1, 999, 2_500, 13, 4_000];
    let gross = settled;
    let takenBack = 0;
    for (const refund of refunds) {
      takenBack += settlementClawback(gross, refund);
      gross -= refund;
    }
    expect(ownerPayout(settled) - takenBack).toBe(ownerPayout(gross));
    expect(settlementClawback(10_000, 10_000)).toBe(9_600);
    expect(settlementClawback(10_000, 0)).toBe(0);
    expect(() => settlementClawback(100, 101)).toThrow(RangeError);
  });
});

describe('what an order can still refund', () => {
  const order = {
    paid: 11_495,
    deliveryCost: 495,
    deliveryRefunded: 0,
    lines: [
      { orderItemId: 1, cost: 5_000, refunded: 1_000 },
      { orderItemId: 2, cost: 6_000, refunded: 0 },
    ],
  };

  it("is each line's share of the payment less its refunds, and the delivery's share", () => {
    const refundable = orderRefundable(order);
    expect(refundable.lines).toEqual([
      { orderItemId: 1, paid: 5_000, refunded: 1_000, refundable: 4_000 },
      { orderItemId: 2, paid: 6_000, refunded: 0, refundable: 6_000 },
    ]);
    expect(refundable.delivery).toEqual({ paid: 495, refunded: 0, refundable: 495 });
    expect(refundable).toMatchObject({ paid: 11_495, refunded: 1_000, refundable: 10_495 });
  });

  it('shares a payment kept short by a penalty the same way', () => {
    const refundable = orderRefundable({ ...order, paid: 115, lines: order.lines.map((line) => ({ ...line, refunded: 0 })) });
    expect(refundable.lines.map((line) => line.paid)).toEqual([50, 60]);
    expect(refundable.delivery.paid).toBe(5);
  });

  it('plans a refund: goods as asked, the delivery with the last of the goods money', () => {
    const refundable = orderRefundable(order);
    expect(planRefund(refundable, [{ orderItemId: 2, amount: 6_000 }])).toEqual({ lines: [{ orderItemId: 2, kind: 'goods', amount: 6_000 }], amount: 6_000 });
    expect(
      planRefund(refundable, [
        { orderItemId: 1, amount: 4_000 },
        { orderItemId: 2, amount: 6_000 },
      ]),
    ).toEqual({
      lines: [
        { orderItemId: 1, kind: 'goods', amount: 4_000 },
        { orderItemId: 2, kind: 'goods', amount: 6_000 },
        { orderItemId: null, kind: 'delivery', amount: 495 },
      ],
      amount: 10_495,
    });
  });

  it('refuses more than a line can refund, unknown or repeated lines, and amounts that are not positive whole pence', () => {
    const refundable = orderRefundable(order);
    expect(planRefund(refundable, [{ orderItemId: 1, amount: 4_001 }])).toEqual({ problem: 'refundExceedsRefundable' });
    expect(planRefund(refundable, [{ orderItemId: 3, amount: 1 }])).toEqual({ problem: 'refundLineNotInOrder' });
    expect(
      planRefund(refundable, [
        { orderItemId: 2, amount: 1 },
        { orderItemId: 2, amount: 1 },
      ]),
    ).toEqual({ problem: 'refundLineNotInOrder' });
    expect(planRefund(refundable, [{ orderItemId: 2, amount: 0 }])).toEqual({ problem: 'refundAmountInvalid' });
    expect(planRefund(refundable, [{ orderItemId: 2, amount: 1.5 }])).toEqual({ problem: 'refundAmountInvalid' });
    expect(planRefund(refundable, [])).toEqual({ problem: 'refundAmountInvalid' });
  });

  it('refunds the delivery alone only when no goods money is left', () => {
    const goodsGone = orderRefundable({
      ...order,
      lines: [
        { orderItemId: 1, cost: 5_000, refunded: 5_000 },
        { orderItemId: 2, cost: 6_000, refunded: 6_000 },
      ],
    });
    expect(planRefund(goodsGone, [])).toEqual({ lines: [{ orderItemId: null, kind: 'delivery', amount: 495 }], amount: 495 });
  });
});

describe('names', () => {
  it('names every source and status in both languages', () => {
    for (const source of REFUND_SOURCES) expect(RefundSourceText[source].zh).not.toBe('');
    for (const status of Object.values(RefundStatus)) {
      expect(RefundStatusText[status].name.en).not.toBe('');
      expect(RefundStatusText[status].history.zh).not.toBe('');
    }
    expect(RefundStatusText[32].name.en).toBe('Suspended (account balance insufficient)');
  });
});
