/** Coupon routes (issue 15; the specification gives no coupon paths, ours are in the contract); mounted under /srs-order-service. */
import type { FastifyInstance } from 'fastify';
import { BuyerCoupon, CentreCouponList, ClaimCouponBody, CouponOffer, CouponOfferBody, EmptyBody, MyCouponPage, MyCouponsBody } from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { offerForBasket } from './offer';
import { createCouponService } from './service';

export function registerCouponRoutes(app: FastifyInstance, db: Db): void {
  const coupons = createCouponService(db);
  const tags = ['coupon'];

  route(
    app,
    'POST',
    '/coupon/centre',
    { response: CentreCouponList, body: EmptyBody, auth: 'optional', summary: 'The coupon centre: running coupons (claimed copies for a signed-in buyer)', tags },
    ({ request }) => coupons.centre(request.session?.userId ?? null),
  );
  route(app, 'POST', '/coupon/claim', { response: BuyerCoupon, body: ClaimCouponBody, auth: 'required', summary: 'Claim a copy of a coupon', tags }, ({ body, request }) =>
    coupons.claim(sessionOf(request).userId, body.couponId),
  );
  route(
    app,
    'POST',
    '/coupon/mine',
    { response: MyCouponPage, body: MyCouponsBody, auth: 'required', summary: 'My coupons: usable, used or expired, with each tab’s count', tags },
    ({ body, request }) => coupons.mine(sessionOf(request).userId, body),
  );
  route(
    app,
    'POST',
    '/coupon/offer',
    { response: CouponOffer, body: CouponOfferBody, auth: 'required', summary: "The settlement page's coupons for its basket, with the best choice", tags },
    ({ body, request }) => offerForBasket(db, sessionOf(request).userId, body),
  );
}
