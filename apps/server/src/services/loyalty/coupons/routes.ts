/**
 * Coupon routes (issue 15; the specification gives no coupon paths, ours are in the contract); mounted under /srs-order-service.
 * The buyer's (the centre, claims, My coupons, the settlement's offer and a code typed at checkout) and the coupons desk's
 * (issue 34 item 4), which only operations's roles may call (checked before the handler).
 */
import type { FastifyInstance } from 'fastify';
import {
  BuyerCoupon,
  CentreCouponList,
  ClaimCouponBody,
  CouponCodeBody,
  CouponCodeResult,
  CouponOffer,
  CouponOfferBody,
  CouponOwnerList,
  CouponOwnerSearchBody,
  CouponRedemptionPage,
  CouponRedemptionsBody,
  CreateCouponBody,
  DeskCoupon,
  DeskCouponIdBody,
  DeskCouponListBody,
  DeskCouponPage,
  EmptyBody,
  MyCouponPage,
  MyCouponsBody,
  OPERATIONS_ROLES,
  UpdateCouponBody,
} from '@clearlot/contract';
import { sessionOf } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { route } from '../../../platform/routes';
import { couponOwnerOptions, couponRedemptions, createCoupon, deskCouponDetail, listDeskCoupons, pauseCoupon, resumeCoupon, updateCoupon } from './desk';
import { applyCouponCode, offerForBasket } from './offer';
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
  route(
    app,
    'POST',
    '/coupon/code',
    { response: CouponCodeResult, body: CouponCodeBody, auth: 'required', summary: 'A code typed at checkout: a copy claimed for the buyer and offered for the basket', tags },
    ({ body, request }) => applyCouponCode(db, sessionOf(request).userId, body),
  );

  // the coupons desk: operations, administrators and the platform
  const deskTags = ['coupon', 'operations'];
  const staff = { auth: 'required', roles: OPERATIONS_ROLES, tags: deskTags } as const;
  route(app, 'POST', '/platform/coupon/list', { ...staff, body: DeskCouponListBody, response: DeskCouponPage, summary: 'Coupons by code or name, newest first' }, ({ body }) =>
    listDeskCoupons(db, body),
  );
  route(app, 'POST', '/platform/coupon/detail', { ...staff, body: DeskCouponIdBody, response: DeskCoupon, summary: 'One coupon with its state and counts' }, ({ body }) =>
    deskCouponDetail(db, body.couponId),
  );
  route(
    app,
    'POST',
    '/platform/coupon/redemptions',
    { ...staff, body: CouponRedemptionsBody, response: CouponRedemptionPage, summary: "A coupon's redemptions: buyer, orders, amount taken off, released or not" },
    ({ body }) => couponRedemptions(db, body),
  );
  route(app, 'POST', '/platform/coupon/create', { ...staff, body: CreateCouponBody, response: DeskCoupon, summary: 'Issue a coupon' }, ({ body, request }) =>
    createCoupon(db, sessionOf(request), body),
  );
  route(
    app,
    'POST',
    '/platform/coupon/update',
    { ...staff, body: UpdateCouponBody, response: DeskCoupon, summary: "Change a coupon's names, limits or end (never what buyers hold)" },
    ({ body, request }) => updateCoupon(db, sessionOf(request), body),
  );
  route(app, 'POST', '/platform/coupon/pause', { ...staff, body: DeskCouponIdBody, response: DeskCoupon, summary: 'Pause a coupon: no new claims or uses' }, ({ body, request }) =>
    pauseCoupon(db, sessionOf(request), body.couponId),
  );
  route(app, 'POST', '/platform/coupon/resume', { ...staff, body: DeskCouponIdBody, response: DeskCoupon, summary: 'Resume a paused coupon' }, ({ body, request }) =>
    resumeCoupon(db, sessionOf(request), body.couponId),
  );
  route(
    app,
    'POST',
    '/platform/coupon/owners',
    { ...staff, body: CouponOwnerSearchBody, response: CouponOwnerList, summary: 'Goods owners a coupon can be limited to' },
    ({ body }) => couponOwnerOptions(db, body.keyword),
  );
}
