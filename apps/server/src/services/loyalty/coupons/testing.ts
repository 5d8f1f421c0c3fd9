/**
 * Test support for coupons: coupons and unpaid orders made straight in the database (the orders
 * only need to exist for redemption rows to point at), and coupon lines for the rules.
 */
import { randomUUID } from 'node:crypto';
import { CouponKind, type CouponLine, CouponScope } from '@clearlot/contract';
import type { TestApp } from '../../../testing/harness';

export interface TestCoupon {
  kind?: CouponKind;
  threshold?: number;
  amountOff?: number | null;
  percentOff?: number | null;
  maxOff?: number | null;
  scope?: CouponScope;
  categoryId?: number | null;
  ownerId?: number | null;
  /** seconds from now (database clock) */
  startsIn?: number;
  endsIn?: number;
  totalLimit?: number;
  perBuyerLimit?: number;
}

/** A coupon (by default £5 off £50 on everything, running for a day, 100 copies, one per buyer); answers its id. */
export async function makeCoupon(t: TestApp, coupon: TestCoupon = {}): Promise<number> {
  const kind = coupon.kind ?? CouponKind.AmountOff;
  const [row] = await t.db.query<{ id: number }>(
    `insert into coupon (code, name_en, name_zh, kind, threshold, amount_off, percent_off, max_off, scope, category_id, owner_id,
                         valid_from, valid_until, total_limit, per_buyer_limit)
     values ($1, 'Test coupon', '测试优惠券', $2, $3, $4, $5, $6, $7, $8, $9,
             now() + make_interval(secs => $10), now() + make_interval(secs => $11), $12, $13)
     returning id`,
    [
      `T${randomUUID().slice(0, 8).toUpperCase()}`,
      kind,
      coupon.threshold ?? 5000,
      kind === CouponKind.AmountOff ? (coupon.amountOff ?? 500) : null,
      kind === CouponKind.PercentOff ? (coupon.percentOff ?? 10) : null,
      kind === CouponKind.PercentOff ? (coupon.maxOff ?? 1000) : null,
      coupon.scope ?? CouponScope.Everything,
      coupon.categoryId ?? null,
      coupon.ownerId ?? null,
      coupon.startsIn ?? -60,
      coupon.endsIn ?? 86_400,
      coupon.totalLimit ?? 100,
      coupon.perBuyerLimit ?? 1,
    ],
  );
  return row!.id;
}

/** Moves a coupon's window so that it ended `secondsAgo` ago. */
export async function endCoupon(t: TestApp, couponId: number, secondsAgo = 1): Promise<void> {
  await t.db.query(`update coupon set valid_from = least(valid_from, now() - make_interval(secs => $2 + 60)), valid_until = now() - make_interval(secs => $2) where id = $1`, [
    couponId,
    secondsAgo,
  ]);
}

/** `count` unpaid orders of one trade for the buyer; answers their ids. */
export async function unpaidOrders(t: TestApp, userId: number, count: number): Promise<number[]> {
  const [trade] = await t.db.query<{ id: number }>(
    `insert into trade (trade_no, user_id, amount, pay_deadline) values ($1, $2, 1000, now() + interval '30 minutes') returning id`,
    [`TR${randomUUID().replaceAll('-', '').slice(0, 20).toUpperCase()}`, userId],
  );
  const rows = await t.db.query<{ id: number }>(
    `insert into shop_order (order_no, trade_id, user_id, owner_id, warehouse_code, order_type, status, delivery_type, subtotal, freight,
                             surcharge, remote_surcharge, chargeable_weight_grams, payable, recipient_name, recipient_mobile,
                             recipient_region, recipient_address, recipient_postcode, pay_deadline, delivery_net, delivery_vat, net_amount, vat_amount)
     select 'CL' || upper(substr(md5(random()::text), 1, 16)), $1, $2, (select min(id) from goods_owner),
            (select min(warehouse_code) from warehouse), 1, 3, 1, 1000, 495, 0, 0, 500, 1495, 'Test Buyer', '+447700900123',
            'Greater London, London', '1 Test Street', 'SW1A 2AA', now() + interval '30 minutes', 495, 0, 1495, 0
       from generate_series(1, $3)
     returning id`,
    [trade!.id, userId, count],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** A coupon line of owner 1 in categories 10 › 11 by default (the rules only compare the ids). */
export function couponLine(id: number, unitPrice: number, quantity: number, extra: Partial<CouponLine> = {}): CouponLine {
  return { id, ownerId: 1, warehouseCode: 'GB-LON-01', unitPrice, quantity, weightGrams: 500, vatRate: 'zero', categoryIds: [10, 11], ...extra };
}
