/**
 * The platform's transit insurance as policy records (docs/product.md §3 order insurance, §4
 * insurance policy status). Orders whose goods come to INSURED_FROM or more travel insured at the
 * platform's cost; the policy's status follows the order and the claims made on it. A claim is an
 * after-sales request for goods damaged in transit (rules/afterSales.ts); what its refund paid is the
 * policy's compensation. Choices recorded in docs/decisions.md ("Insurance policies").
 */
import type { Bilingual } from '../messages';
import { AFTER_SALE_WINDOW_DAYS, type AfterSaleReasonCode, type AfterSaleStatus } from './afterSales';
import type { OrderStatus } from './order';

export const InsuranceStatus = {
  InEffect: 1,
  Lapsed: 2,
  Undone: 3,
  ClaimInProgress: 4,
  CompensationComplete: 5,
  Terminated: 6,
  Frozen: 7,
} as const;
export type InsuranceStatus = (typeof InsuranceStatus)[keyof typeof InsuranceStatus];
export const INSURANCE_STATUSES = Object.values(InsuranceStatus) as InsuranceStatus[];

export const InsuranceStatusText: Record<InsuranceStatus, { name: Bilingual; history: Bilingual }> = {
  1: { name: { en: 'In effect', zh: '生效中' }, history: { en: 'The goods are insured in transit.', zh: '货物运输保险已生效。' } },
  2: { name: { en: 'Lapsed', zh: '已失效' }, history: { en: 'The cover period ended without a claim.', zh: '保障期已结束，未发生理赔。' } },
  3: { name: { en: 'Undone', zh: '已撤销' }, history: { en: 'The order was cancelled or closed; the policy is undone.', zh: '订单已取消或关闭，保单已撤销。' } },
  4: { name: { en: 'Claim in progress', zh: '理赔中' }, history: { en: 'A claim for goods damaged in transit is being handled.', zh: '运输损坏理赔处理中。' } },
  5: { name: { en: 'Compensation complete', zh: '已赔付' }, history: { en: 'The claim has been paid.', zh: '理赔已赔付。' } },
  6: { name: { en: 'Terminated', zh: '已终止' }, history: { en: 'Every item of the order was refunded; the cover ended.', zh: '订单商品已全部退款，保障终止。' } },
  7: {
    name: { en: 'Frozen', zh: '已冻结' },
    history: { en: 'The claim is with customer service; the policy is frozen until it is decided.', zh: '理赔已转平台处理，保单冻结至处理完成。' },
  },
};

/** Orders whose goods come to £1,000.00 or more are insured (pence). */
export const INSURED_FROM = 100_000;
/** The premium the platform pays: 0.3% of the goods, rounded up to the penny. */
export const premiumOf = (goods: number) => Math.ceil((goods * 3) / 1000);
export const INSURER = { en: 'ClearLot Transit Cover (sandbox)', zh: 'ClearLot 运输保险（沙箱）' } as const satisfies Bilingual;
/** Cover runs until the after-sales period of the order ends (from when it first went out for delivery or completed). */
export const INSURANCE_COVER_DAYS = AFTER_SALE_WINDOW_DAYS;
/** The after-sales reason that makes a request a claim on the policy. */
export const CLAIM_REASON: AfterSaleReasonCode = 'damagedInTransit';
/** Statuses a policy never leaves. */
export const FINAL_INSURANCE_STATUSES: readonly InsuranceStatus[] = [2, 3, 5, 6];

/** What a policy's status is decided from. */
export interface PolicyFacts {
  orderStatus: OrderStatus;
  /** epoch seconds the cover period ends; null until the order went out for delivery or completed */
  coverEndsAt: number | null;
  /** statuses of the order's claims (after-sales requests for goods damaged in transit) */
  claims: readonly AfterSaleStatus[];
  /** pence the claims' refunds paid */
  compensation: number;
  /** nothing of the order's goods is left to refund */
  fullyRefunded: boolean;
  now: number;
}

/**
 * Where a policy stands given its order and claims: undone with the order cancelled or closed; a
 * claim with customer service freezes it, another open claim is in progress; once no claim is open,
 * a paid claim completes it; a fully refunded order ends it; the cover period ending lapses it;
 * otherwise it is in effect.
 */
export function policyStatusOf(facts: PolicyFacts): InsuranceStatus {
  if (facts.orderStatus === 11 || facts.orderStatus === 12) return InsuranceStatus.Undone;
  if (facts.claims.includes(9)) return InsuranceStatus.Frozen;
  if (facts.claims.some((status) => [1, 2, 3, 4].includes(status))) return InsuranceStatus.ClaimInProgress;
  if (facts.compensation > 0) return InsuranceStatus.CompensationComplete;
  if (facts.fullyRefunded) return InsuranceStatus.Terminated;
  if (facts.coverEndsAt !== null && facts.now >= facts.coverEndsAt) return InsuranceStatus.Lapsed;
  return InsuranceStatus.InEffect;
}
