/**
 * The delivery-address form's values and what they become: the request body (SaveAddressBody /
 * UpdateAddressBody), the form values of a saved address, the body that makes an address the
 * default, the card's display lines, and the safe return path after saving.
 */
import { formatAddress } from '@clearlot/contract/format/text';
import { distinctPlaceNames } from '@clearlot/contract/rules/address';
import { addressPhone, maskInternationalPhone, stripPhoneSpaces } from '@clearlot/contract/rules/phone';
import type { Address } from '@clearlot/contract/schemas/order';
import type { AddressInput, UpdateAddressBody } from '@clearlot/contract/schemas/addressBodies';
import { paths } from '../../../shared/paths';

/** A buyer keeps at most this many addresses (error 6009 'You can keep at most 20 addresses'). */
export { ADDRESS_LIMIT } from '@clearlot/contract/rules/order';
/** Delivery is UK mainland only (docs/product.md §1); the dial code of the mobile follows. */
export const ADDRESS_COUNTRY = 'GB';
export const ADDRESS_DIAL_CODE = '44';

/** What the form holds (inputs may be cleared, so every text may be missing). */
export interface AddressFormValues {
  recipientName?: string;
  countryCode?: string;
  city?: string;
  county?: string;
  postcode?: string;
  mobile?: string;
  addressLine1?: string;
  addressLine2?: string;
  isDefault?: boolean;
}

/** The fields the form shows, in the server's names (so 1001 issues land on them). */
export const ADDRESS_FIELDS = ['recipientName', 'countryCode', 'city', 'county', 'postcode', 'mobile', 'addressLine1', 'addressLine2', 'isDefault'] as const;

const text = (value: string | undefined) => (value ?? '').trim();

/** The request body of the form's values (to be checked by SaveAddressBody before sending). */
export function addressBodyOf(values: AddressFormValues): AddressInput {
  return {
    recipientName: text(values.recipientName),
    countryCode: ADDRESS_COUNTRY,
    city: text(values.city),
    county: text(values.county),
    postcode: text(values.postcode),
    dialCode: ADDRESS_DIAL_CODE,
    mobile: stripPhoneSpaces(values.mobile ?? ''),
    addressLine1: text(values.addressLine1),
    addressLine2: text(values.addressLine2),
    isDefault: values.isDefault ?? false,
  };
}

/** A saved address as form values (editing). */
export function formValuesOf(address: Address): AddressFormValues {
  return {
    recipientName: address.recipientName,
    countryCode: address.countryCode,
    city: address.city,
    county: address.county,
    postcode: address.postcode,
    mobile: address.mobile,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    isDefault: address.isDefault,
  };
}

/** The update body that keeps an address as it is but makes it the default. */
export function defaultAddressBody(address: Address): UpdateAddressBody {
  return {
    id: address.id,
    recipientName: address.recipientName,
    countryCode: address.countryCode,
    city: address.city,
    county: address.county,
    postcode: address.postcode,
    dialCode: address.dialCode,
    mobile: address.mobile,
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    isDefault: true,
  };
}

/**
 * The mobile as shown on a card: international format without the trunk zero, the middle of the
 * number hidden (docs/product.md §5), as on the profile and the order: '+44 770* **0123'.
 */
export function displayMobile(address: Pick<Address, 'dialCode' | 'mobile'>): string {
  return maskInternationalPhone(addressPhone(address));
}

/** The street lines as shown on a card, commas shown as spaces (docs/product.md §5). */
export function displayStreet(address: Pick<Address, 'addressLine1' | 'addressLine2'>): string {
  return [address.addressLine1, address.addressLine2].map(formatAddress).filter(Boolean).join(' ');
}

/** City, county and postcode as one line, leaving out what is blank and a county that repeats the city ('Greater London'). */
export function displayLocality(address: Pick<Address, 'city' | 'county' | 'postcode'>, separator: string): string {
  return [...distinctPlaceNames([address.city, address.county]), address.postcode]
    .map((part) => formatAddress(part))
    .filter(Boolean)
    .join(separator);
}

/** An address id from the query (?id=12), or null. */
export function parseAddressId(value: string | null): number | null {
  if (value === null || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * Where to go after saving: the `back` query path when it is a path inside this app (checkout
 * sends /pay?cartItemIds=…), otherwise My addresses. Anything that could leave the site is ignored.
 */
export function returnPathOf(back: string | null): string {
  if (!back || !back.startsWith('/') || back.startsWith('//') || back.includes('\\') || /\p{Cc}/u.test(back)) return paths.myAddresses.getHref();
  return back;
}
