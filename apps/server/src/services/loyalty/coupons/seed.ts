/**
 * The coupon centre's demo coupons: one of each kind, on everything (the catalogue is seeded after
 * the accounts, so no category or goods owner exists yet), running for a year from the first start.
 * Idempotent by code: a coupon already there, claimed or not, is left alone.
 */
import { CouponAudience, CouponKind, CouponScope } from '@clearlot/contract';
import type { Queryable } from '../../../platform/db';
import { type NewCoupon, insertCouponOnce } from './store';

const everything = { scope: CouponScope.Everything, categoryId: null, ownerId: null, days: 365 } as const;

export const DEMO_COUPONS: readonly NewCoupon[] = [
  {
    ...everything,
    code: 'WELCOME10',
    nameEn: 'Welcome to ClearLot',
    nameZh: 'ClearLot 新客礼',
    kind: CouponKind.AmountOff,
    threshold: 10_000,
    amountOff: 1_000,
    percentOff: null,
    maxOff: null,
    totalLimit: 1_000,
    perBuyerLimit: 1,
  },
  {
    ...everything,
    code: 'CLEAR15',
    nameEn: 'Clearance week',
    nameZh: '清仓周',
    kind: CouponKind.PercentOff,
    threshold: 5_000,
    amountOff: null,
    percentOff: 15,
    maxOff: 5_000,
    totalLimit: 500,
    perBuyerLimit: 2,
  },
  {
    ...everything,
    code: 'FREESHIP30',
    nameEn: 'Free delivery',
    nameZh: '免运费',
    kind: CouponKind.FreeDelivery,
    threshold: 3_000,
    amountOff: null,
    percentOff: null,
    maxOff: null,
    totalLimit: 2_000,
    perBuyerLimit: 3,
  },
  {
    // the code a newcomer types at checkout (README's demo list): £5 off £30, before their first paid order
    ...everything,
    code: 'NEWCOMER5',
    nameEn: 'First order: £5 off',
    nameZh: '首单立减 £5',
    kind: CouponKind.AmountOff,
    threshold: 3_000,
    amountOff: 500,
    percentOff: null,
    maxOff: null,
    totalLimit: 10_000,
    perBuyerLimit: 1,
    audience: CouponAudience.NewBuyers,
  },
];

export async function seedDemoCoupons(db: Queryable): Promise<void> {
  for (const coupon of DEMO_COUPONS) await insertCouponOnce(db, coupon);
}
