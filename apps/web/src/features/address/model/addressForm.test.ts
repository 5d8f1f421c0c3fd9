import { describe, expect, it } from 'vitest';
import { type Address } from '@clearlot/contract/schemas/order';
import { SaveAddressBody, UpdateAddressBody } from '@clearlot/contract/schemas/addressBodies';
import { addressBodyOf, defaultAddressBody, displayLocality, displayMobile, displayStreet, formValuesOf, parseAddressId, returnPathOf } from './addressForm';

const downing: Address = {
  id: 5,
  recipientName: 'Alex Buyer',
  countryCode: 'GB',
  city: 'London',
  county: 'Greater London',
  postcode: 'SW1A 2AA',
  dialCode: '44',
  mobile: '07700900123',
  addressLine1: '10 Downing Street',
  addressLine2: 'Westminster, Floor 2',
  isDefault: false,
  remoteArea: false,
};

describe('addressBodyOf', () => {
  it('trims the texts, strips spaces from the mobile and fixes country and dial code to the UK', () => {
    const body = addressBodyOf({
      recipientName: '  Alex Buyer ',
      city: ' London',
      postcode: 'sw1a2aa',
      mobile: '07700 900 123',
      addressLine1: '10 Downing Street ',
    });
    expect(body).toEqual({
      recipientName: 'Alex Buyer',
      countryCode: 'GB',
      city: 'London',
      county: '',
      postcode: 'sw1a2aa',
      dialCode: '44',
      mobile: '07700900123',
      addressLine1: '10 Downing Street',
      addressLine2: '',
      isDefault: false,
    });
    // the contract accepts it and spells the postcode canonically
    expect(SaveAddressBody.parse(body).postcode).toBe('SW1A 2AA');
  });

  it('gives the contract what it needs to refuse a non-mainland postcode and a non-UK mobile', () => {
    const result = SaveAddressBody.safeParse(addressBodyOf({ recipientName: 'A', city: 'Belfast', postcode: 'BT1 1AA', mobile: '0201234567', addressLine1: '1 High St' }));
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['postcode', 'postcodeNotMainland'],
        ['mobile', 'mobileInvalid'],
      ]),
    );
  });
});

describe('saved addresses', () => {
  it('become form values and back without losing anything', () => {
    const body = addressBodyOf(formValuesOf(downing));
    expect(UpdateAddressBody.parse({ ...body, id: downing.id })).toMatchObject({ ...body, id: 5, postcode: 'SW1A 2AA' });
  });
  it('become the default with every other field kept', () => {
    const body = defaultAddressBody(downing);
    expect(body).toMatchObject({ id: 5, isDefault: true, addressLine2: 'Westminster, Floor 2', mobile: '07700900123' });
    expect(UpdateAddressBody.safeParse(body).success).toBe(true);
  });
});

describe('display', () => {
  it('shows the mobile in international format without the trunk zero, its middle hidden', () => {
    expect(displayMobile(downing)).toBe('+44 770* **0123');
    expect(displayMobile({ dialCode: '44', mobile: '07700 900123' })).toBe('+44 770* **0123');
    expect(displayMobile({ dialCode: '44', mobile: '7700900123' })).toBe('+44 770* **0123');
  });
  it('shows commas in the street lines as spaces', () => {
    expect(displayStreet(downing)).toBe('10 Downing Street Westminster Floor 2');
    expect(displayStreet({ addressLine1: 'Unit 4,Trade Park', addressLine2: '' })).toBe('Unit 4 Trade Park');
  });
  it('joins city, county and postcode, leaving blanks out', () => {
    expect(displayLocality({ ...downing, county: 'Kent' }, ', ')).toBe('London, Kent, SW1A 2AA');
    expect(displayLocality({ ...downing, county: '' }, ', ')).toBe('London, SW1A 2AA');
  });
  it('says a city its county repeats once (not "London, Greater London")', () => {
    expect(displayLocality(downing, ', ')).toBe('London, SW1A 2AA');
  });
});

describe('query values', () => {
  it('reads a positive address id only', () => {
    expect(parseAddressId('12')).toBe(12);
    expect(parseAddressId('0')).toBeNull();
    expect(parseAddressId('-3')).toBeNull();
    expect(parseAddressId('1e3')).toBeNull();
    expect(parseAddressId(null)).toBeNull();
  });
  it('returns to a path inside the app only', () => {
    expect(returnPathOf('/pay?cartItemIds=1,2')).toBe('/pay?cartItemIds=1,2');
    expect(returnPathOf(null)).toBe('/home/MyAddress');
    expect(returnPathOf('https://evil.example')).toBe('/home/MyAddress');
    expect(returnPathOf('//evil.example')).toBe('/home/MyAddress');
    expect(returnPathOf('/\\evil.example')).toBe('/home/MyAddress');
    expect(returnPathOf('/cart\nLocation: x')).toBe('/home/MyAddress');
  });
});
