import { describe, expect, it } from 'vitest';
import { companyNumberProblem, normaliseCompanyNumber, normaliseUkVatNumber, storeLinkProblem, ukVatCheckDigitsHold, ukVatNumberProblem, vatRegistrationDigits } from './company';

describe('company registration numbers (Companies House format)', () => {
  it('takes eight digits, and pads a number written without its leading zeros', () => {
    expect(companyNumberProblem('01234567')).toBeNull();
    expect(normaliseCompanyNumber('1234567')).toBe('01234567');
    expect(companyNumberProblem(' 0123 4567 ')).toBeNull();
  });
  it('takes a known prefix with six digits, in any case', () => {
    expect(companyNumberProblem('SC123456')).toBeNull();
    expect(companyNumberProblem('ni012345')).toBeNull();
    expect(companyNumberProblem('OC301234')).toBeNull();
  });
  it('refuses unknown prefixes, wrong lengths, zeros and blanks', () => {
    expect(companyNumberProblem('XX123456')).toBe('companyNumberInvalid');
    expect(companyNumberProblem('SC12345')).toBe('companyNumberInvalid');
    expect(companyNumberProblem('123456789')).toBe('companyNumberInvalid');
    expect(companyNumberProblem('00000000')).toBe('companyNumberInvalid');
    expect(companyNumberProblem('   ')).toBe('required');
  });
});

describe('UK VAT numbers (format and HMRC check digits)', () => {
  it('knows check digits of both schemes', () => {
    // 9·8+9·7+…+9·2 = 315, + 73 = 388 = 4 × 97
    expect(ukVatCheckDigitsHold('999999973')).toBe(true);
    // 9755 scheme: 1·8+0+0+0+0+0+0 = 8, + 34 = 42, + 55 = 97
    expect(ukVatCheckDigitsHold('100000034')).toBe(true);
    expect(ukVatCheckDigitsHold('123456789')).toBe(false);
    expect(ukVatCheckDigitsHold('12345678')).toBe(false);
  });
  it('takes GB or XI with or without spaces, a branch suffix, and adds GB when left out', () => {
    expect(ukVatNumberProblem('GB 999 9999 73')).toBeNull();
    expect(ukVatNumberProblem('999999973')).toBeNull();
    expect(normaliseUkVatNumber('999 9999 73')).toBe('GB999999973');
    expect(ukVatNumberProblem('XI999999973')).toBeNull();
    expect(ukVatNumberProblem('GB999999973001')).toBeNull();
    expect(vatRegistrationDigits('GB999999973001')).toBe('999999973');
  });
  it('takes government departments below 500 and health authorities from 500', () => {
    expect(ukVatNumberProblem('GBGD001')).toBeNull();
    expect(ukVatNumberProblem('GBGD500')).toBe('vatFormatUk');
    expect(ukVatNumberProblem('GBHA599')).toBeNull();
    expect(ukVatNumberProblem('GBHA499')).toBe('vatFormatUk');
    expect(vatRegistrationDigits('GBHA599')).toBeNull();
  });
  it('refuses wrong check digits, other shapes, other characters and more than 20 characters', () => {
    expect(ukVatNumberProblem('GB123456789')).toBe('vatCheckDigits');
    expect(ukVatNumberProblem('GB12345678')).toBe('vatFormatUk');
    expect(ukVatNumberProblem('DE123456789')).toBe('vatFormatUk');
    expect(ukVatNumberProblem('GB99999997/3')).toBe('vatInvalid');
    expect(ukVatNumberProblem('GB9999999730011111111')).toBe('vatInvalid');
    expect(ukVatNumberProblem('')).toBe('required');
  });
});

describe('store links', () => {
  it('takes http and https addresses with a host name', () => {
    expect(storeLinkProblem('https://shop.example.co.uk/surplus')).toBeNull();
    expect(storeLinkProblem('http://example.com')).toBeNull();
  });
  it('refuses other schemes, bare words and long addresses', () => {
    expect(storeLinkProblem('javascript:alert(1)')).toBe('storeLinkInvalid');
    expect(storeLinkProblem('ftp://example.com')).toBe('storeLinkInvalid');
    expect(storeLinkProblem('my shop')).toBe('storeLinkInvalid');
    expect(storeLinkProblem('https://localhost')).toBe('storeLinkInvalid');
    expect(storeLinkProblem(`https://example.com/${'a'.repeat(200)}`)).toBe('tooLong');
  });
});
