import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, canonicalPhone, dialCodeProblem, phoneProblem, stripPhoneSpaces } from './phone';

describe('phoneProblem, dial code 86', () => {
  it('accepts 1, a digit 3-9 and nine more digits', () => {
    expect(phoneProblem('86', '13800138000')).toBeNull();
    expect(phoneProblem('+86', '19912345678')).toBeNull();
  });

  it('refuses a second digit below 3', () => {
    expect(phoneProblem('86', '12800138000')).toBe('phoneInvalid');
    expect(phoneProblem('86', '10800138000')).toBe('phoneInvalid');
  });

  it('refuses 10 and 12 digits and a leading digit other than 1', () => {
    expect(phoneProblem('86', '1380013800')).toBe('phoneInvalid');
    expect(phoneProblem('86', '138001380001')).toBe('phoneInvalid');
    expect(phoneProblem('86', '23800138000')).toBe('phoneInvalid');
  });

  it('strips spaces before checking', () => {
    expect(phoneProblem('86', '138 0013 8000')).toBeNull();
    expect(phoneProblem('86', ' 138\t0013 8000 ')).toBeNull();
  });
});

describe('phoneProblem, dial code 1', () => {
  it('accepts a ten-digit NANP number', () => {
    expect(phoneProblem('1', '2025550123')).toBeNull();
    expect(phoneProblem('+1', '202 555 0123')).toBeNull();
  });

  it('refuses an area code starting 0 or 1', () => {
    expect(phoneProblem('1', '0025550123')).toBe('phoneInvalid');
    expect(phoneProblem('1', '1025550123')).toBe('phoneInvalid');
  });

  it('refuses an exchange starting 0 or 1', () => {
    expect(phoneProblem('1', '2020550123')).toBe('phoneInvalid');
    expect(phoneProblem('1', '2021550123')).toBe('phoneInvalid');
  });

  it('refuses an N11 service-code exchange', () => {
    expect(phoneProblem('1', '2124110123')).toBe('phoneInvalid');
    expect(phoneProblem('1', '2129110123')).toBe('phoneInvalid');
    expect(phoneProblem('1', '2124120123')).toBeNull();
  });

  it('refuses other lengths', () => {
    expect(phoneProblem('1', '202555012')).toBe('phoneInvalid');
    expect(phoneProblem('1', '20255501234')).toBe('phoneInvalid');
  });
});

describe('phoneProblem, other dial codes', () => {
  it('does not check the number beyond the allowed characters', () => {
    expect(phoneProblem('44', '7700900123')).toBeNull();
    expect(phoneProblem('44', '07700 900123')).toBeNull();
    expect(phoneProblem('44', '123')).toBeNull();
    expect(phoneProblem('49', '(030) 123-456')).toBeNull();
    expect(phoneProblem('44', '+44 7700 900123')).toBeNull();
  });

  it('refuses letters and other symbols', () => {
    expect(phoneProblem('44', '07700 9001a3')).toBe('phoneInvalid');
    expect(phoneProblem('44', '07700#900123')).toBe('phoneInvalid');
  });

  it('requires a value and limits the length after stripping spaces', () => {
    expect(phoneProblem('44', '')).toBe('required');
    expect(phoneProblem('44', '   ')).toBe('required');
    expect(phoneProblem('44', '1'.repeat(PHONE_MAX_LENGTH))).toBeNull();
    expect(phoneProblem('44', '1'.repeat(PHONE_MAX_LENGTH + 1))).toBe('phoneTooLong');
    expect(phoneProblem('44', `${'1 '.repeat(PHONE_MAX_LENGTH)}`)).toBeNull();
  });
});

describe('phone helpers', () => {
  it('strips every kind of white space', () => {
    expect(stripPhoneSpaces(' 0770\t0 900\n123 ')).toBe('07700900123');
  });

  it('checks dial codes', () => {
    expect(dialCodeProblem('44')).toBeNull();
    expect(dialCodeProblem('+44')).toBeNull();
    expect(dialCodeProblem('1')).toBeNull();
    expect(dialCodeProblem('1684')).toBeNull();
    expect(dialCodeProblem('')).toBe('dialCodeInvalid');
    expect(dialCodeProblem('0')).toBe('dialCodeInvalid');
    expect(dialCodeProblem('044')).toBe('dialCodeInvalid');
    expect(dialCodeProblem('12345')).toBe('dialCodeInvalid');
    expect(dialCodeProblem('4a')).toBe('dialCodeInvalid');
  });

  it('builds the canonical stored form', () => {
    expect(canonicalPhone('44', '07700 900-123')).toBe('+44 07700900123');
    expect(canonicalPhone('+1', '(202) 555-0123')).toBe('+1 2025550123');
  });
});
