import { describe, expect, it } from 'vitest';
import { CART_MAX_QUANTITY, DeliveryType, MIN_ORDER_ITEMS_TOTAL, ORDER_AMOUNT_LIMIT, OrderType, REMOTE_AREA_SURCHARGE, deliveryCharge } from './order';
import { type CheckoutPricingInput, NO_ADJUSTMENTS, type PricingLine, priceCheckout, priceItems } from './payable';

const INT4_MAX = 2_147_483_647;

function line(id: number, unitPrice: number, quantity: number, extra: Partial<PricingLine> = {}): PricingLine {
  return { id, ownerId: 1, warehouseCode: 'GB-LON-01', unitPrice, quantity, weightGrams: 400, vatRate: 'zero', ...extra };
}

const checkout = (lines: PricingLine[], extra: Partial<CheckoutPricingInput> = {}): CheckoutPricingInput => ({
  lines,
  deliveryType: DeliveryType.Standard,
  postcode: 'SW1A 2AA',
  orderType: OrderType.RealTime,
  adjustments: NO_ADJUSTMENTS,
  ...extra,
});

/** Two orders: owner 1 from London (two lines), owner 2 from Manchester (one line). */
const basket = [line(1, 1250, 2), line(2, 500, 1), line(3, 3000, 3, { ownerId: 2, warehouseCode: 'GB-MAN-01', weightGrams: 1500 })];

describe('priceCheckout', () => {
  it('splits the lines into one order per goods owner and warehouse, in the order the lines name them', () => {
    const price = priceCheckout(checkout([basket[2]!, basket[0]!, basket[1]!]));
    expect(price.orders.map((o) => [o.ownerId, o.warehouseCode, o.lines.map((l) => l.id)])).toEqual([
      [2, 'GB-MAN-01', [3]],
      [1, 'GB-LON-01', [1, 2]],
    ]);
    // the same owner from another warehouse is another order
    expect(priceCheckout(checkout([line(1, 100, 1), line(2, 100, 1, { warehouseCode: 'GB-MAN-01' })])).orders).toHaveLength(2);
  });

  it('adds unit price × quantity into item totals and each order’s delivery into the payable', () => {
    const price = priceCheckout(checkout(basket));
    const [london, manchester] = price.orders;
    expect(london!.lines.map((l) => l.lineTotal)).toEqual([2500, 500]);
    expect(london).toMatchObject({ itemsTotal: 3000, quantity: 3, weightGrams: 1200 });
    expect(london!.delivery).toEqual(deliveryCharge(DeliveryType.Standard, 1200, 2, 'SW'));
    expect(manchester!.delivery).toEqual(deliveryCharge(DeliveryType.Standard, 4500, 1, 'SW'));
    expect(london!.payable).toBe(3000 + london!.delivery.total);
    expect(price).toMatchObject({
      itemsTotal: 12_000,
      deliveryTotal: london!.delivery.total + manchester!.delivery.total,
      payable: 12_000 + london!.delivery.total + manchester!.delivery.total,
      discountTotal: 0,
      pointsPaid: 0,
      deposit: 0,
      belowMinimum: false,
      aboveLimit: false,
    });
    expect(price.dueNow).toBe(price.payable);
  });

  it('prices the delivery type chosen, per parcel for multiple parcels, and the remote area of the postcode', () => {
    const multiple = priceCheckout(checkout(basket, { deliveryType: DeliveryType.MultipleParcels }));
    expect(multiple.orders[0]!.delivery.parcels).toBe(2);
    expect(multiple.orders[0]!.delivery).toEqual(deliveryCharge(DeliveryType.MultipleParcels, 1200, 2, 'SW'));
    const highlands = priceCheckout(checkout(basket, { postcode: 'iv2 3ab' }));
    expect(highlands.orders.every((o) => o.delivery.remoteSurcharge === REMOTE_AREA_SURCHARGE)).toBe(true);
    expect(highlands.deliveryTotal - priceCheckout(checkout(basket)).deliveryTotal).toBe(2 * REMOTE_AREA_SURCHARGE);
    // a postcode that does not parse is priced as mainland (the address rules refuse it before)
    expect(priceCheckout(checkout(basket, { postcode: '' })).deliveryTotal).toBe(priceCheckout(checkout(basket)).deliveryTotal);
  });

  it('prices no lines as nothing, below the minimum', () => {
    expect(priceCheckout(checkout([]))).toEqual({
      orders: [],
      itemsTotal: 0,
      deliveryTotal: 0,
      discountTotal: 0,
      netTotal: 0,
      vatTotal: 0,
      grossTotal: 0,
      pointsPaid: 0,
      payable: 0,
      deposit: 0,
      dueNow: 0,
      belowMinimum: true,
      aboveLimit: false,
    });
  });

  it('holds the minimum on the item total and the limit on the payable, to the penny', () => {
    expect(priceCheckout(checkout([line(1, MIN_ORDER_ITEMS_TOTAL - 1, 1)])).belowMinimum).toBe(true);
    expect(priceCheckout(checkout([line(1, MIN_ORDER_ITEMS_TOTAL, 1)])).belowMinimum).toBe(false);
    // weightless goods from London: delivery is the £4.95 base, so the items can reach the limit exactly
    const delivery = deliveryCharge(DeliveryType.Standard, 0, 1, 'SW').total;
    const atLimit = priceCheckout(checkout([line(1, ORDER_AMOUNT_LIMIT - delivery, 1, { weightGrams: 0 })]));
    expect(atLimit.payable).toBe(ORDER_AMOUNT_LIMIT);
    expect(atLimit.aboveLimit).toBe(false);
    const onePennyOver = priceCheckout(checkout([line(1, ORDER_AMOUNT_LIMIT - delivery + 1, 1, { weightGrams: 0 })]));
    expect(onePennyOver.payable).toBe(ORDER_AMOUNT_LIMIT + 1);
    expect(onePennyOver.aboveLimit).toBe(true);
  });

  it('stays exact for the largest line a cart can hold and refuses a checkout far past the limit', () => {
    const largest = priceCheckout(checkout([line(1, INT4_MAX, CART_MAX_QUANTITY, { weightGrams: 0 })]));
    expect(largest.itemsTotal).toBe(214_746_217_216_353); // (2^31 − 1) × 99,999, exact
    expect(Number.isSafeInteger(largest.payable)).toBe(true);
    expect(largest.aboveLimit).toBe(true);
    const many = priceCheckout(checkout(Array.from({ length: 200 }, (_, i) => line(i + 1, INT4_MAX, CART_MAX_QUANTITY, { ownerId: i, weightGrams: INT4_MAX }))));
    expect(many.orders).toHaveLength(200);
    expect(many.aboveLimit).toBe(true);
    expect(Number.isFinite(many.payable)).toBe(true);
  });

  it('asks a pre-order for 1% of each order’s payable now, rounded up, at least £1', () => {
    const price = priceCheckout(checkout(basket, { orderType: OrderType.PreOrder }));
    // both orders' 1% is under £1: £1 each
    expect(price.orders.map((o) => o.deposit)).toEqual([100, 100]);
    expect(price.deposit).toBe(200);
    expect(price.dueNow).toBe(200);
    expect(price.payable).toBe(priceCheckout(checkout(basket)).payable);
    // 1% of 100,001 + 495 = 1004.96 → 1005
    const big = priceCheckout(checkout([line(1, 100_001, 1, { weightGrams: 0 })], { orderType: OrderType.PreOrder }));
    expect(big.orders[0]!.payable).toBe(100_496);
    expect(big.deposit).toBe(1005);
  });

  it('refuses amounts that are not whole pence as a caller’s bug', () => {
    expect(() => priceCheckout(checkout([line(1, 12.5, 1)]))).toThrow(RangeError);
    expect(() => priceCheckout(checkout([line(1, 100, -1)]))).toThrow(RangeError);
    expect(() => priceCheckout(checkout([line(1, Number.NaN, 1)]))).toThrow(RangeError);
    expect(() => priceCheckout(checkout(basket, { adjustments: { coupons: [], pointsValue: -1 } }))).toThrow(RangeError);
  });
});

describe('priceCheckout with coupons and points', () => {
  const coupon = (itemsOff: number, lineIds: number[], freeDelivery = false) => ({ couponId: 1, lineIds, itemsOff, freeDelivery });

  it('shares a coupon among its lines in proportion, the odd pennies to the largest remainders', () => {
    // 100p over 2500 / 500 / 9000 (total 12,000): 20.83 / 4.16 / 75 → 20 / 4 / 75 + one penny to line 1
    const price = priceCheckout(checkout(basket, { adjustments: { coupons: [coupon(100, [1, 2, 3])], pointsValue: 0 } }));
    const lines = price.orders.flatMap((o) => o.lines);
    expect(lines.map((l) => l.discount)).toEqual([21, 4, 75]);
    expect(price.orders.map((o) => o.itemsDiscount)).toEqual([25, 75]);
    expect(price.discountTotal).toBe(100);
    expect(price.payable).toBe(priceCheckout(checkout(basket)).payable - 100);
  });

  it('gives a tied penny to the earlier line', () => {
    const even = [line(1, 1000, 1), line(2, 1000, 1), line(3, 1000, 1)];
    const price = priceCheckout(checkout(even, { adjustments: { coupons: [coupon(2, [1, 2, 3])], pointsValue: 0 } }));
    expect(price.orders[0]!.lines.map((l) => l.discount)).toEqual([1, 1, 0]);
  });

  it('takes a coupon only off the lines it covers and never below nothing', () => {
    const price = priceCheckout(checkout(basket, { adjustments: { coupons: [coupon(1_000_000, [2])], pointsValue: 0 } }));
    expect(price.orders.flatMap((o) => o.lines.map((l) => l.discount))).toEqual([0, 500, 0]);
    expect(price.discountTotal).toBe(500);
    // a second coupon shares what the lines still cost
    const both = priceCheckout(checkout(basket, { adjustments: { coupons: [coupon(400, [2]), coupon(300, [1, 2])], pointsValue: 0 } }));
    // after the first: 2500 / 100 → 300 shared 288.46 / 11.53 → 288 / 12 (largest remainder .53 beats .46)
    expect(both.orders[0]!.lines.map((l) => l.discount)).toEqual([288, 412]);
    expect(both.discountTotal).toBe(700);
  });

  it('clears the delivery of the orders a free-delivery coupon covers', () => {
    const price = priceCheckout(checkout(basket, { adjustments: { coupons: [coupon(0, [3], true)], pointsValue: 0 } }));
    const [london, manchester] = price.orders;
    expect(london!.deliveryDiscount).toBe(0);
    expect(manchester!.deliveryDiscount).toBe(manchester!.delivery.total);
    expect(manchester!.payable).toBe(manchester!.itemsTotal);
    expect(price.deliveryTotal).toBe(london!.delivery.total + manchester!.delivery.total);
    expect(price.discountTotal).toBe(manchester!.delivery.total);
  });

  it('records what each coupon took off each order it covers, a second free delivery clearing nothing more', () => {
    const price = priceCheckout(
      checkout(basket, {
        adjustments: {
          coupons: [
            { ...coupon(100, [1, 2, 3]), couponId: 5 },
            { ...coupon(0, [3], true), couponId: 6 },
            { ...coupon(0, [1, 3], true), couponId: 7 },
          ],
          pointsValue: 0,
        },
      }),
    );
    const [london, manchester] = price.orders;
    expect(london!.coupons).toEqual([
      { couponId: 5, itemsOff: 25, deliveryOff: 0 },
      { couponId: 7, itemsOff: 0, deliveryOff: london!.delivery.total },
    ]);
    expect(manchester!.coupons).toEqual([
      { couponId: 5, itemsOff: 75, deliveryOff: 0 },
      { couponId: 6, itemsOff: 0, deliveryOff: manchester!.delivery.total },
      { couponId: 7, itemsOff: 0, deliveryOff: 0 },
    ]);
    // the shares add up to the order's discounts
    for (const order of price.orders) {
      expect(order.coupons.reduce((total, share) => total + share.itemsOff, 0)).toBe(order.itemsDiscount);
      expect(order.coupons.reduce((total, share) => total + share.deliveryOff, 0)).toBe(order.deliveryDiscount);
    }
  });

  it('lets points pay what is left, shared among the orders, never more', () => {
    const full = priceCheckout(checkout(basket));
    const price = priceCheckout(checkout(basket, { adjustments: { coupons: [], pointsValue: 1001 } }));
    expect(price.pointsPaid).toBe(1001);
    // 1001p over payables 3495 / 9675: 265.64 / 735.36 → 265 / 735, the odd penny to the larger remainder
    expect(price.orders.map((o) => o.pointsPaid)).toEqual([266, 735]);
    expect(price.payable).toBe(full.payable - 1001);
    const tooMany = priceCheckout(checkout(basket, { adjustments: { coupons: [], pointsValue: 10_000_000 } }));
    expect(tooMany.pointsPaid).toBe(full.payable);
    expect(tooMany.payable).toBe(0);
    expect(tooMany.orders.map((o) => o.payable)).toEqual([0, 0]);
  });

  it('keeps the minimum on the items before coupons and a pre-order deposit within a discounted payable', () => {
    const price = priceCheckout(
      checkout([line(1, MIN_ORDER_ITEMS_TOTAL, 1, { weightGrams: 0 })], {
        orderType: OrderType.PreOrder,
        adjustments: { coupons: [coupon(MIN_ORDER_ITEMS_TOTAL, [1], true)], pointsValue: 0 },
      }),
    );
    expect(price.belowMinimum).toBe(false);
    expect(price.payable).toBe(0);
    expect(price.deposit).toBe(0);
  });

  it('shares exactly past 2^53 (amount × weight is worked out in BigInt)', () => {
    const large = [line(1, INT4_MAX, CART_MAX_QUANTITY), line(2, INT4_MAX, CART_MAX_QUANTITY - 1), line(3, 7, 1)];
    const off = 214_746_217_216_353; // the first line's total
    const price = priceCheckout(checkout(large, { adjustments: { coupons: [coupon(off, [1, 2, 3])], pointsValue: 0 } }));
    // floors 107,373,645,481,770 / 107,372,571,734,578 / 3 leave 2p for the two largest remainders
    expect(price.orders[0]!.lines.map((l) => l.discount)).toEqual([107_373_645_481_771, 107_372_571_734_579, 3]);
  });
});

describe('priceItems', () => {
  it('is the item side of priceCheckout, for when the destination is not known yet', () => {
    const items = priceItems(basket);
    const price = priceCheckout(checkout(basket));
    expect(items.itemsTotal).toBe(price.itemsTotal);
    expect(items.belowMinimum).toBe(price.belowMinimum);
    expect(items.orders.map((o) => o.itemsTotal)).toEqual(price.orders.map((o) => o.itemsTotal));
  });
});
