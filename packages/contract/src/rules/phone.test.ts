import { describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, dialCodeProblem, formatPhone, internationalToE164, maskInternationalPhone, phoneProblem, stripPhoneSpaces, toE164 } from './phone';

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

  it('judges the national number, so the trunk prefix and the country code may be typed', () => {
    expect(phoneProblem('86', '013800138000')).toBeNull();
    expect(phoneProblem('86', '+86 138 0013 8000')).toBeNull();
  });
});

describe('phoneProblem, dial code 1', () => {
  it('accepts a ten-digit NANP number', () => {
    expect(phoneProblem('1', '2025550123')).toBeNull();
    expect(phoneProblem('+1', '202 555 0123')).toBeNull();
    expect(phoneProblem('1', '1 202 555 0123')).toBeNull();
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
  it('accepts a number of a length the country uses, typed with its usual punctuation', () => {
    expect(phoneProblem('44', '7700900123')).toBeNull();
    expect(phoneProblem('44', '07700 900123')).toBeNull();
    expect(phoneProblem('44', '(0)7700-900-123')).toBeNull();
    expect(phoneProblem('49', '(030) 123-456')).toBeNull();
    expect(phoneProblem('44', '+44 7700 900123')).toBeNull();
    expect(phoneProblem('39', '06 1234 5678')).toBeNull();
  });

  it('refuses a number no country of the dial code uses (E.164 needs a number that can exist)', () => {
    expect(phoneProblem('44', '123')).toBe('phoneInvalid');
    expect(phoneProblem('44', '0770090012345678')).toBe('phoneInvalid');
  });

  it("refuses a number typed with another country's code", () => {
    expect(phoneProblem('44', '+33 6 12 34 56 78')).toBe('phoneInvalid');
  });

  it('refuses letters and other symbols', () => {
    expect(phoneProblem('44', '07700 9001a3')).toBe('phoneInvalid');
    expect(phoneProblem('44', '07700#900123')).toBe('phoneInvalid');
  });

  it('requires a value and limits the length after stripping spaces', () => {
    expect(phoneProblem('44', '')).toBe('required');
    expect(phoneProblem('44', '   ')).toBe('required');
    const typed = '(0)7700-900-123';
    const padded = `${typed}${'-'.repeat(PHONE_MAX_LENGTH - typed.length)}`;
    expect(phoneProblem('44', padded)).toBeNull();
    expect(phoneProblem('44', `${padded}-`)).toBe('phoneTooLong');
    expect(phoneProblem('44', ` ${'0 7 7 0 0 9 0 0 1 2 3 '.repeat(2)}`)).toBe('phoneInvalid');
  });
});

describe('toE164', () => {
  it('gives one spelling of a UK mobile however it was typed (issue 10 §1.4)', () => {
    expect(toE164('44', '07700728990')).toBe('+447700728990');
    expect(toE164('44', '7700728990')).toBe('+447700728990');
    expect(toE164('+44', '07700 728 990')).toBe('+447700728990');
    expect(toE164('44', '+44 7700 728990')).toBe('+447700728990');
  });

  it('keeps a leading 0 that belongs to the number and drops the +1 trunk prefix', () => {
    expect(toE164('39', '06 1234 5678')).toBe('+390612345678');
    expect(toE164('1', '1 (202) 555-0123')).toBe('+12025550123');
    expect(toE164('86', '138 0013 8000')).toBe('+8613800138000');
  });

  it('is null exactly when phoneProblem finds a problem', () => {
    const samples: Array<[string, string]> = [
      ['44', '07700728990'],
      ['44', '123'],
      ['86', '12800138000'],
      ['1', '2124110123'],
      ['49', '(030) 123-456'],
      ['44', ''],
      ['44', '07700#900123'],
      ['1684', '6846331234'],
      ['353', '087 123 4567'],
    ];
    for (const [dial, phone] of samples) expect(toE164(dial, phone) === null).toBe(phoneProblem(dial, phone) !== null);
  });
});

describe('phone helpers', () => {
  it('strips every kind of white space', () => {
    expect(stripPhoneSpaces(' 0770\t0 900\n123 ')).toBe('07700900123');
  });

  it('checks dial codes against the numbering plans', () => {
    expect(dialCodeProblem('44')).toBeNull();
    expect(dialCodeProblem('+44')).toBeNull();
    expect(dialCodeProblem('1')).toBeNull();
    expect(dialCodeProblem('852')).toBeNull();
    expect(dialCodeProblem('')).toBe('dialCodeInvalid');
    expect(dialCodeProblem('0')).toBe('dialCodeInvalid');
    expect(dialCodeProblem('044')).toBe('dialCodeInvalid');
    expect(dialCodeProblem('12345')).toBe('dialCodeInvalid');
    expect(dialCodeProblem('4a')).toBe('dialCodeInvalid');
    // no country uses +999; American Samoa is +1 with area code 684, not a dial code 1684
    expect(dialCodeProblem('999')).toBe('dialCodeInvalid');
    expect(dialCodeProblem('1684')).toBe('dialCodeInvalid');
  });

  it('reads numbers written with their country code', () => {
    expect(internationalToE164('+44 7700 900123')).toBe('+447700900123');
    expect(internationalToE164('+447700900123')).toBe('+447700900123');
    expect(internationalToE164('07700900123')).toBeNull();
    expect(internationalToE164('someone@example.co.uk')).toBeNull();
  });

  it('shows stored numbers in international format', () => {
    expect(formatPhone('+447700728990')).toBe('+44 7700 728990');
    expect(formatPhone('+8613800138000')).toBe('+86 138 0013 8000');
    expect(formatPhone('+12025550123')).toBe('+1 202 555 0123');
  });
});

describe('maskInternationalPhone', () => {
  it('keeps the first 3 and last 4 digits of an 11-digit number, in international format', () => {
    expect(maskInternationalPhone('+8613812345678')).toBe('+86 138 **** 5678');
  });

  it('keeps the same ends of other lengths, and the dial code', () => {
    expect(maskInternationalPhone('+447700900123')).toBe('+44 770* **0123');
    expect(maskInternationalPhone('+12025550123')).toBe('+1 202 *** 0123');
  });

  it('still hides the middle of short numbers', () => {
    expect(maskInternationalPhone('+6834002')).toBe('+683 4*02');
  });
});
