/**
 * Phone numbers (docs/product.md §5), read by libphonenumber-js: a dial code chosen apart from the number
 * as typed. Numbers are stored and compared in E.164 ('+447700728990'), so one mobile has one
 * spelling however it was typed ('07700 728990', '7700728990', '+44 7700 728990').
 */
import { type PhoneNumber, getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ValidationMessageKey } from '../messages';

export const PHONE_MAX_LENGTH = 25;

/** Spaces are stripped as the user types. */
export function stripPhoneSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Characters the phone input accepts when the "digits and punctuation" option is on. */
export const PHONE_ALLOWED_CHARS = /^[0-9 ()+-]*$/;

let countryDialCodes: ReadonlySet<string> | null = null;

/** A dial code of one to four digits that some country uses. */
export function dialCodeProblem(value: string): ValidationMessageKey | null {
  if (!/^\+?[1-9]\d{0,3}$/.test(value)) return 'dialCodeInvalid';
  // built on first use, so importing the contract costs nothing until a phone is checked
  countryDialCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return countryDialCodes.has(value.replace(/^\+/, '')) ? null : 'dialCodeInvalid';
}

/**
 * The §5 number rules, applied to the national number libphonenumber reads (so '0138…' and
 * '+86 138…' are judged as '138…'): +86 is 1, a digit 3-9 and nine more digits; +1 is ten digits
 * with area and exchange starting 2-9 and no N11 service-code exchange. Other dial codes need a
 * number of a length their country uses (E.164 needs a number that can exist).
 */
function nationalRuleHolds(phone: PhoneNumber): boolean {
  const national = phone.nationalNumber;
  if (phone.countryCallingCode === '86') return /^1[3-9]\d{9}$/.test(national);
  if (phone.countryCallingCode === '1') {
    const match = /^([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(national);
    return match !== null && match[2]!.slice(1) !== '11';
  }
  return phone.isPossible();
}

type Reading = { problem: ValidationMessageKey } | { phone: PhoneNumber };

function readPhone(dialCode: string, rawPhone: string): Reading {
  const typed = stripPhoneSpaces(rawPhone);
  if (typed.length === 0) return { problem: 'required' };
  if (typed.length > PHONE_MAX_LENGTH) return { problem: 'phoneTooLong' };
  if (!PHONE_ALLOWED_CHARS.test(typed) || dialCodeProblem(dialCode)) return { problem: 'phoneInvalid' };
  const dial = dialCode.replace(/^\+/, '');
  const phone = parsePhoneNumberFromString(typed, { defaultCallingCode: dial });
  // a number typed with another country's code does not belong to the dial code chosen
  if (!phone || phone.countryCallingCode !== dial || !nationalRuleHolds(phone)) return { problem: 'phoneInvalid' };
  return { phone };
}

/** The first §5 rule the number breaks for this dial code, or null. */
export function phoneProblem(dialCode: string, rawPhone: string): ValidationMessageKey | null {
  const reading = readPhone(dialCode, rawPhone);
  return 'problem' in reading ? reading.problem : null;
}

/**
 * The number in E.164, as stored and compared everywhere: `toE164('44', '07700728990')` and
 * `toE164('+44', '7700 728990')` are both '+447700728990'. Null exactly when `phoneProblem`
 * finds a problem, so after a schema has checked the number it is never null.
 */
export function toE164(dialCode: string, rawPhone: string): string | null {
  const reading = readPhone(dialCode, rawPhone);
  return 'phone' in reading ? reading.phone.number : null;
}

/** A number written with its country code ('+44 7700 728990') in E.164, or null when it is not one. */
export function internationalToE164(text: string): string | null {
  const typed = stripPhoneSpaces(text);
  if (!typed.startsWith('+') || !PHONE_ALLOWED_CHARS.test(typed)) return null;
  const phone = parsePhoneNumberFromString(typed);
  return phone?.isPossible() ? phone.number : null;
}

/** How a stored number is shown: international format, '+447700728990' → '+44 7700 728990'. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/**
 * A stored phone (E.164) as the profile and the order detail show it: in international format with the middle of the
 * national number hidden (docs/product.md §5: an 11-digit number keeps its first 3 and last 4 digits, the
 * middle 4 become asterisks; longer and shorter numbers keep the same ends, very short ones their
 * first and last two). The format's spaces stay, so '+8613812345678' → '+86 138 **** 5678'.
 */
export function maskInternationalPhone(e164: string): string {
  const formatted = formatPhone(e164);
  const country = /^\+\d+\s/.exec(formatted)?.[0] ?? '';
  const national = formatted.slice(country.length);
  const digits = national.replace(/\D/g, '');
  const [kept, tail] = digits.length < 8 ? [1, 2] : [3, 4];
  let index = 0;
  const masked = national.replace(/\d/g, (digit) => {
    const position = index++;
    return position < kept || position >= digits.length - tail ? digit : '*';
  });
  return `${country}${masked}`;
}

/**
 * How an address shows its mobile, stored in E.164 (`toE164`): the national
 * format the address form is filled in with, '+447700900456' → '07700 900456'. A number
 * libphonenumber cannot read is shown as stored.
 */
export function addressMobile(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164;
}

/**
 * An address's mobile in E.164 from the two parts the address service answers (dial code '44' and
 * the national number '07700 900456'), so it can be shown in international format without its trunk
 * zero (`formatPhone`: '+44 7700 900456'). A number that cannot be read is put
 * together as '+<dial code> <number>'.
 */
export function addressPhone(address: { dialCode: string; mobile: string }): string {
  const dialCode = address.dialCode.replace(/^\+/, '');
  return toE164(dialCode, address.mobile) ?? `+${dialCode} ${address.mobile}`;
}
