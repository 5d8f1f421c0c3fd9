import { describe, expect, it } from 'vitest';
import { CreateCouponBody } from '../schemas/coupon';
import { CouponKind, CouponScope, GENERATED_CODE_ALPHABET, generatedCouponCode, isCouponCode, newCouponProblems, normalizeCouponCode } from './coupon';

const base = { kind: CouponKind.AmountOff, threshold: 3000, amountOff: 500, scope: CouponScope.Everything, validFrom: 1000, validUntil: 2000 } as const;

describe('issuing a coupon (issue 34 item 4)', () => {
  it('takes codes of 4–20 letters, digits and hyphens in any case, kept in capitals', () => {
    expect(normalizeCouponCode('  spring-25 ')).toBe('SPRING-25');
    for (const code of ['SPRING-25', 'abcd', 'A1B2C3D4E5F6G7H8I9J0']) expect(isCouponCode(code)).toBe(true);
    for (const code of ['ABC', '-ABCD', 'ABCD-', 'AB CD', 'ÄBCD', 'A'.repeat(21), 'CODE!']) expect(isCouponCode(code)).toBe(false);
  });

  it('generates ten characters without look-alikes, a valid code', () => {
    const code = generatedCouponCode(new Uint8Array([0, 1, 2, 30, 31, 62, 255, 100, 200, 7]));
    expect(code).toHaveLength(10);
    expect([...code].every((ch) => GENERATED_CODE_ALPHABET.includes(ch))).toBe(true);
    expect(code).not.toMatch(/[01OIL]/);
    expect(isCouponCode(code)).toBe(true);
  });

  it('needs a minimum spend above the amount off, the amounts of its kind, a scope to point at and an end after the start', () => {
    expect(newCouponProblems(base)).toEqual([]);
    expect(newCouponProblems({ ...base, threshold: 500 })).toEqual([{ field: 'threshold', message: 'couponThresholdAboveAmount' }]);
    expect(newCouponProblems({ ...base, amountOff: null })).toEqual([{ field: 'amountOff', message: 'required' }]);
    expect(newCouponProblems({ ...base, kind: CouponKind.PercentOff, percentOff: 10 })).toEqual([{ field: 'maxOff', message: 'required' }]);
    expect(newCouponProblems({ ...base, kind: CouponKind.FreeDelivery, threshold: 0 })).toEqual([]);
    expect(newCouponProblems({ ...base, scope: CouponScope.GoodsOwner })).toEqual([{ field: 'ownerId', message: 'required' }]);
    expect(newCouponProblems({ ...base, validUntil: 1000 })).toEqual([{ field: 'validUntil', message: 'couponUntilAfterFrom' }]);
  });

  it('the schema the form and the server share refuses the same, on the field it concerns', () => {
    const body = { code: 'spring-25', nameEn: 'Spring', nameZh: '春季', totalLimit: 10, perBuyerLimit: 1, ...base };
    expect(CreateCouponBody.parse(body)).toMatchObject({ code: 'SPRING-25', audience: 1 });
    expect(CreateCouponBody.parse({ ...body, code: '' }).code).toBe('');
    const fieldOf = (input: object) => CreateCouponBody.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(fieldOf({ ...body, kind: CouponKind.PercentOff, percentOff: 100, maxOff: 100 })).toEqual([['percentOff', 'couponPercentRange']]);
    expect(fieldOf({ ...body, threshold: 500 })).toEqual([['threshold', 'couponThresholdAboveAmount']]);
    expect(fieldOf({ ...body, code: 'no way' })).toEqual([['code', 'couponCodeFormat']]);
  });
});
