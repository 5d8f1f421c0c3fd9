import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CardExpiry, CardNumber, Cvv, DeliveryPostcode, OptionalVatNumber, PaymentPassword, Postcode, VatNumber, WithdrawalAmount, refineCardExpiry } from './payment-fields';

/** The message keys of a failed parse (the contract's schemas carry ValidationMessages keys). */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('postcode fields', () => {
  it('output the canonical form', () => {
    expect(Postcode.parse('sw1a1aa')).toBe('SW1A 1AA');
    expect(DeliveryPostcode.parse(' m1 1ae ')).toBe('M1 1AE');
    expect(Postcode.parse('BT1 1AA')).toBe('BT1 1AA');
  });

  it('carry the rule keys', () => {
    expect(problems(Postcode, '12345')).toEqual(['postcodeInvalid']);
    expect(problems(Postcode, '')).toEqual(['required']);
    expect(problems(Postcode, undefined)).toEqual(['required']);
    expect(problems(DeliveryPostcode, 'JE2 3AB')).toEqual(['postcodeNotMainland']);
    expect(problems(Postcode, 'x'.repeat(17))).toContain('tooLong');
  });
});

describe('card fields', () => {
  it('output the card number as digits', () => {
    expect(CardNumber.parse('4111 1111 1111 1111')).toBe('4111111111111111');
    expect(problems(CardNumber, '3782 822463 10005')).toEqual(['cardNumberInvalid']);
    expect(problems(CardNumber, '4111111111111112')).toEqual(['luhnFailed']);
  });

  it('check CVV and payment password', () => {
    expect(Cvv.parse('123')).toBe('123');
    expect(problems(Cvv, '12a')).toEqual(['cvvInvalid']);
    expect(PaymentPassword.parse('654321')).toBe('654321');
    expect(problems(PaymentPassword, '65432')).toEqual(['paymentPasswordInvalid']);
  });

  it('check the expiry against today', () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(CardExpiry.parse({ expiryMonth: 1, expiryYear: nextYear })).toEqual({ expiryMonth: 1, expiryYear: nextYear });
    expect(problems(CardExpiry, { expiryMonth: 12, expiryYear: 2020 })).toEqual(['cardExpired']);
    expect(problems(CardExpiry, { expiryMonth: 13, expiryYear: nextYear })).toEqual(['cardExpiryInvalid']);
    expect(problems(CardExpiry, { expiryMonth: 1.5, expiryYear: nextYear })).toContain('cardExpiryInvalid');
    expect(problems(CardExpiry, { expiryYear: nextYear })).toEqual(['required']);
    expect(problems(CardExpiry, { expiryMonth: 1, expiryYear: nextYear, cvv: '123' })).toHaveLength(1);
  });

  it('lets a larger card body reuse the expiry check', () => {
    const CardBody = z.object({ cardNumber: CardNumber, cvv: Cvv, expiryMonth: z.number(), expiryYear: z.number() }).strict().superRefine(refineCardExpiry);
    const result = CardBody.safeParse({ cardNumber: '4111111111111111', cvv: '123', expiryMonth: 1, expiryYear: 2020 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ message: 'cardExpired', path: ['expiryMonth'] });
  });
});

describe('VAT fields', () => {
  it('require and normalise a VAT number', () => {
    expect(VatNumber.parse(' gb123456789 ')).toBe('GB123456789');
    expect(problems(VatNumber, '')).toEqual(['required']);
    expect(problems(VatNumber, 'GB-123')).toEqual(['vatInvalid']);
    expect(problems(VatNumber, 'GB1234567890123456789')).toEqual(['vatInvalid']);
  });

  it('treat a blank optional VAT number as absent', () => {
    expect(OptionalVatNumber.parse(undefined)).toBeUndefined();
    expect(OptionalVatNumber.parse('  ')).toBeUndefined();
    expect(OptionalVatNumber.parse('gb123456789')).toBe('GB123456789');
    expect(problems(OptionalVatNumber, 'GB-123')).toEqual(['vatInvalid']);
    expect(problems(OptionalVatNumber, 123)).toEqual(['wrongType']);
  });
});

describe('WithdrawalAmount', () => {
  it('takes whole pence above zero', () => {
    expect(WithdrawalAmount.parse(1250)).toBe(1250);
    expect(problems(WithdrawalAmount, 0)).toEqual(['withdrawalZero']);
    expect(problems(WithdrawalAmount, -1)).toEqual(['amountInvalid']);
    expect(problems(WithdrawalAmount, 1.5)).toContain('amountInvalid');
    expect(problems(WithdrawalAmount, undefined)).toEqual(['required']);
  });
});
