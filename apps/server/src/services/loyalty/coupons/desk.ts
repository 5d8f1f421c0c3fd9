/**
 * The coupons desk (issue 34 item 4): operations and administrators list coupons, issue new ones, change what may change
 * once buyers hold a coupon, pause and resume, and read a coupon's redemptions. Every issue, change, pause and resume
 * writes the staff audit log in its own transaction (services/user/audit). What buyers hold never changes under them:
 * the terms (kind, amounts, minimum spend, scope, start, audience) are fixed when the coupon is issued (docs/decisions.md
 * "Coupons issued by operations").
 */
import { randomBytes } from 'node:crypto';
import {
  type CouponOwnerOption,
  CouponScope,
  type CouponRedemptionPage,
  type DeskCoupon,
  type DeskCouponPage,
  type UpdateCouponBody,
  epochSeconds,
  generatedCouponCode,
} from '@clearlot/contract';
import type { z } from 'zod';
import type { CreateCouponBody, CouponRedemptionsBody } from '@clearlot/contract';
import { type Db, type Queryable, uniqueViolation } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import type { SessionRecord } from '../../../platform/sessions';
import { recordStaffAction } from '../../user/audit/service';
import * as desk from './desk.store';

/** How many generated codes are tried before giving up (31^10 codes: a clash is already unlikely). */
const GENERATE_TRIES = 5;

async function deskCouponOf(db: Queryable, couponId: number): Promise<DeskCoupon> {
  return (await desk.deskCoupon(db, couponId)) ?? fail('couponNotFound');
}

export async function listDeskCoupons(db: Db, body: desk.DeskCouponSearch): Promise<DeskCouponPage> {
  const { rows, total } = await desk.deskCoupons(db, body);
  return { list: rows, total, pageNum: body.pageNum, pageSize: body.pageSize };
}

export const deskCouponDetail = (db: Db, couponId: number): Promise<DeskCoupon> => deskCouponOf(db, couponId);

/** The terms as the audit log keeps them: everything the coupon was issued with. */
const issuedTerms = (coupon: desk.NewDeskCoupon) => ({ ...coupon });

/**
 * Issues a coupon. The code is the one typed (kept in capitals) or, when none is typed, a generated one; a code already
 * used by another coupon in any case is refused (a generated one is drawn again). The coupon must still have time to
 * run, and a category or goods owner it is limited to must exist.
 */
export async function createCoupon(db: Db, session: SessionRecord, body: z.output<typeof CreateCouponBody>): Promise<DeskCoupon> {
  if (body.validUntil <= epochSeconds()) fail('couponEndsInPast');
  if (body.scope === CouponScope.Category && !(await desk.categoryExists(db, body.categoryId!))) fail('couponScopeUnknown');
  if (body.scope === CouponScope.GoodsOwner && !(await desk.goodsOwnerExists(db, body.ownerId!))) fail('couponScopeUnknown');
  const generate = body.code === '';
  for (let attempt = 0; ; attempt += 1) {
    const coupon: desk.NewDeskCoupon = { ...body, code: generate ? generatedCouponCode(randomBytes(10)) : body.code };
    try {
      const id = await db.transaction(async (tx) => {
        const inserted = await desk.insertCoupon(tx, coupon, session.userId);
        await recordStaffAction(tx, { actorUserId: session.userId, action: 'coupon.create', targetKind: 'coupon', targetId: inserted, before: null, after: issuedTerms(coupon) });
        return inserted;
      });
      return await deskCouponOf(db, id);
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === 'coupon_code_ci' || constraint === 'coupon_code_key') {
        if (generate && attempt + 1 < GENERATE_TRIES) continue;
        fail('couponCodeTaken');
      }
      throw error;
    }
  }
}

/**
 * Changes what may change once buyers may hold the coupon: its names, its total (never below the copies claimed), its
 * per-buyer limit (only up) and its end (only later, and not in the past). Under the coupon's row lock, so a claim
 * racing the change is counted before the total is checked.
 */
export async function updateCoupon(db: Db, session: SessionRecord, body: z.output<typeof UpdateCouponBody>): Promise<DeskCoupon> {
  await db.transaction(async (tx) => {
    const before = (await desk.lockedCoupon(tx, body.couponId)) ?? fail('couponNotFound');
    if (before.ended) fail('couponHasEnded');
    if (body.totalLimit < before.issued) fail('couponLimitBelowIssued');
    if (body.perBuyerLimit < before.perBuyerLimit) fail('couponPerBuyerLowered');
    if (body.validUntil < before.validUntil) fail('couponValidityShortened');
    if (body.validUntil <= epochSeconds()) fail('couponEndsInPast');
    const after = { nameEn: body.nameEn, nameZh: body.nameZh, totalLimit: body.totalLimit, perBuyerLimit: body.perBuyerLimit, validUntil: body.validUntil };
    await desk.updateCoupon(tx, body.couponId, after);
    const { issued: _issued, paused: _paused, ended: _ended, ...changeable } = before;
    await recordStaffAction(tx, { actorUserId: session.userId, action: 'coupon.update', targetKind: 'coupon', targetId: body.couponId, before: changeable, after });
  });
  return deskCouponOf(db, body.couponId);
}

/** Pauses or resumes a coupon that has not ended; of simultaneous calls one moves it and the rest are told it already moved. */
async function movePause(db: Db, session: SessionRecord, couponId: number, pause: boolean): Promise<DeskCoupon> {
  await db.transaction(async (tx) => {
    const before = (await desk.lockedCoupon(tx, couponId)) ?? fail('couponNotFound');
    if (before.ended) fail('couponHasEnded');
    if (!(await desk.setPaused(tx, couponId, pause))) fail(pause ? 'couponAlreadyPaused' : 'couponNotPaused');
    await recordStaffAction(tx, {
      actorUserId: session.userId,
      action: pause ? 'coupon.pause' : 'coupon.resume',
      targetKind: 'coupon',
      targetId: couponId,
      before: { paused: before.paused },
      after: { paused: pause },
    });
  });
  return deskCouponOf(db, couponId);
}

export const pauseCoupon = (db: Db, session: SessionRecord, couponId: number) => movePause(db, session, couponId, true);
export const resumeCoupon = (db: Db, session: SessionRecord, couponId: number) => movePause(db, session, couponId, false);

export async function couponRedemptions(db: Db, body: z.output<typeof CouponRedemptionsBody>): Promise<CouponRedemptionPage> {
  await deskCouponOf(db, body.couponId);
  const { rows, total } = await desk.redemptions(db, body.couponId, body);
  return { list: rows, total, pageNum: body.pageNum, pageSize: body.pageSize };
}

export const couponOwnerOptions = (db: Db, keyword: string): Promise<CouponOwnerOption[]> => desk.ownerOptions(db, keyword);
