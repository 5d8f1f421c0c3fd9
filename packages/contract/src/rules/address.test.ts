import { describe, expect, it } from 'vitest';
import { deliveryPostcodeProblem, displayRegion, distinctPlaceNames, isUkMainlandPostcode, normalisePostcode, parseUkPostcode, postcodeProblem } from './address';
import { addressPhone, formatPhone } from './phone';

describe('postcodeProblem', () => {
  it.each(['SW1A 1AA', 'EC1A 1BB', 'M1 1AE', 'B33 8TH', 'CR2 6XH', 'DN55 1PT', 'W1A 0AX', 'GU16 7HF'])('accepts %s', (postcode) => {
    expect(postcodeProblem(postcode)).toBeNull();
  });

  it('accepts any case and spacing', () => {
    expect(postcodeProblem('sw1a1aa')).toBeNull();
    expect(postcodeProblem('  sw1a   1aa ')).toBeNull();
    expect(postcodeProblem('m11ae')).toBeNull();
  });

  it.each(['SW1A1A', '12345', 'SW1A 1A', 'SW1A 1AAA', 'QW1 1AA', 'SW1A 1CA', 'SW1A AAA', '1AA', 'SW1A-1AA', 'ABCDE 1AA'])('refuses %s', (postcode) => {
    expect(postcodeProblem(postcode)).toBe('postcodeInvalid');
  });

  it('requires a value', () => {
    expect(postcodeProblem('')).toBe('required');
    expect(postcodeProblem('   ')).toBe('required');
  });
});

describe('normalisePostcode', () => {
  it('gives the canonical spaced upper-case form', () => {
    expect(normalisePostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode(' ec1a  1bb ')).toBe('EC1A 1BB');
    expect(normalisePostcode('m11ae')).toBe('M1 1AE');
    expect(normalisePostcode('SW1A 1AA')).toBe('SW1A 1AA');
  });

  it('leaves too-short input compact and upper case', () => {
    expect(normalisePostcode('ab')).toBe('AB');
    expect(normalisePostcode('')).toBe('');
  });
});

describe('parseUkPostcode', () => {
  it('splits the parts', () => {
    expect(parseUkPostcode('sw1a1aa')).toEqual({
      postcode: 'SW1A 1AA',
      outward: 'SW1A',
      inward: '1AA',
      area: 'SW',
      district: 1,
    });
    expect(parseUkPostcode('PO21 1AA')).toMatchObject({ area: 'PO', district: 21 });
    expect(parseUkPostcode('12345')).toBeNull();
  });
});

describe('isUkMainlandPostcode', () => {
  it.each([
    'SW1A 1AA',
    'EC1A 1BB',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'KW14 7AA',
    'KW1 4AA',
    'PA19 1AA',
    'PA50 1AA',
    'PA59 1AA',
    'PA80 1AA',
    'PH40 4AA',
    'PH45 1AA',
    'IV40 8AA',
    'IV50 1AA',
    'IV52 1AA',
    'IV54 8AA',
    'IV63 6TU',
    'TR20 8AA',
    'TR26 1AA',
    'PO29 1AA',
    'PO42 1AA',
    'PO1 1AA',
  ])('%s is mainland', (postcode) => {
    expect(isUkMainlandPostcode(postcode)).toBe(true);
  });

  it.each([
    'BT1 1AA',
    'BT93 8AD',
    'IM1 1AA',
    'GY1 1AA',
    'JE2 3AB',
    'HS1 2AA',
    'ZE1 0AA',
    'KW15 1AA',
    'KW17 2AA',
    'PA20 0AA',
    'PA49 7AA',
    'PA60 7AA',
    'PA78 6TA',
    'PH41 4AA',
    'PH44 4AA',
    'IV41 8AA',
    'IV49 9AA',
    'IV51 9AA',
    'IV55 8AA',
    'IV56 8AA',
    'TR21 0AA',
    'TR25 0AA',
    'PO30 1AA',
    'PO41 0AA',
  ])('%s is not mainland', (postcode) => {
    expect(isUkMainlandPostcode(postcode)).toBe(false);
  });

  it('accepts any spelling and is false for invalid postcodes', () => {
    expect(isUkMainlandPostcode('bt11aa')).toBe(false);
    expect(isUkMainlandPostcode('sw1a1aa')).toBe(true);
    expect(isUkMainlandPostcode('12345')).toBe(false);
    expect(isUkMainlandPostcode('')).toBe(false);
  });
});

describe('deliveryPostcodeProblem', () => {
  it('checks the format first, then the mainland', () => {
    expect(deliveryPostcodeProblem('')).toBe('required');
    expect(deliveryPostcodeProblem('12345')).toBe('postcodeInvalid');
    expect(deliveryPostcodeProblem('BT1 1AA')).toBe('postcodeNotMainland');
    expect(deliveryPostcodeProblem('JE2 3AB')).toBe('postcodeNotMainland');
    expect(deliveryPostcodeProblem('sw1a 1aa')).toBeNull();
  });
});

describe('addressPhone', () => {
  it('puts the dial code and the national number together without the trunk zero', () => {
    expect(addressPhone({ dialCode: '44', mobile: '07700 900123' })).toBe('+447700900123');
    expect(addressPhone({ dialCode: '+44', mobile: '7700900123' })).toBe('+447700900123');
    expect(formatPhone(addressPhone({ dialCode: '44', mobile: '07700 900123' }))).toBe('+44 7700 900123');
  });

  it('keeps a number it cannot read as given, after its dial code', () => {
    expect(addressPhone({ dialCode: '44', mobile: '12' })).toBe('+44 12');
  });
});

describe('distinctPlaceNames', () => {
  it('says a city its county repeats once, keeping the post town', () => {
    expect(distinctPlaceNames(['London', 'Greater London'])).toEqual(['London']);
    expect(distinctPlaceNames(['Greater London', 'London'])).toEqual(['London']);
    expect(distinctPlaceNames(['Durham', 'County Durham'])).toEqual(['Durham']);
  });

  it('says the same name twice once, whatever its case and spacing', () => {
    expect(distinctPlaceNames(['London', ' london '])).toEqual(['London']);
  });

  it('keeps names that only share letters, not whole words, and drops blanks', () => {
    expect(distinctPlaceNames(['York', 'North Yorkshire'])).toEqual(['York', 'North Yorkshire']);
    expect(distinctPlaceNames(['Maidstone', '', 'Kent'])).toEqual(['Maidstone', 'Kent']);
  });
});

describe('displayRegion', () => {
  it('shows a stored region with each place once and spaces for commas', () => {
    expect(displayRegion('Greater London, London')).toBe('London');
    expect(displayRegion('Kent, Maidstone')).toBe('Kent Maidstone');
    expect(displayRegion('London')).toBe('London');
    expect(displayRegion('')).toBe('');
  });
});
