import { describe, expect, it } from 'vitest';
import { InsuranceStatus, policyStatusOf, premiumOf } from './insurance';

describe('insurance policy status', () => {
  const facts = { orderStatus: 8 as const, coverEndsAt: 2_000, claims: [], compensation: 0, fullyRefunded: false, now: 1_000 };
  it('follows the order and its claims', () => {
    expect(policyStatusOf(facts)).toBe(InsuranceStatus.InEffect);
    expect(policyStatusOf({ ...facts, orderStatus: 12 })).toBe(InsuranceStatus.Undone);
    expect(policyStatusOf({ ...facts, claims: [2] })).toBe(InsuranceStatus.ClaimInProgress);
    expect(policyStatusOf({ ...facts, claims: [2, 9] })).toBe(InsuranceStatus.Frozen);
    expect(policyStatusOf({ ...facts, claims: [5], compensation: 500 })).toBe(InsuranceStatus.CompensationComplete);
    expect(policyStatusOf({ ...facts, claims: [7] })).toBe(InsuranceStatus.InEffect);
    expect(policyStatusOf({ ...facts, fullyRefunded: true })).toBe(InsuranceStatus.Terminated);
    expect(policyStatusOf({ ...facts, now: 2_000 })).toBe(InsuranceStatus.Lapsed);
    expect(policyStatusOf({ ...facts, coverEndsAt: null, now: 9_999 })).toBe(InsuranceStatus.InEffect);
  });
  it('charges 0.3% of the goods, rounded up to the penny', () => {
    expect(premiumOf(100_000)).toBe(300);
    expect(premiumOf(100_001)).toBe(301);
  });
});
