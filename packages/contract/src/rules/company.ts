/**
 * Company checks of the seller and middle-man applications (issue 13; docs/product.md §3 seller
 * application, §5 VAT number): the UK company registration number in the Companies House format,
 * and the UK VAT registration number with its HMRC check digits. Plain functions without zod, so
 * the application form checks as the server does. The registers themselves (whether the company
 * or the VAT number exists) are asked by the server when it is configured to (docs/decisions.md).
 */
import type { ValidationMessageKey } from '../messages';
import { VAT_NUMBER_MAX } from './vat';

/**
 * The two-letter prefixes Companies House gives numbers outside England and Wales' plain eight
 * digits: Scotland (SC, SO, SL, SP, SZ, SA, SF, SR, SI, SE, ES), Northern Ireland (NI, NC, NL, NF,
 * NP, NR, NO, NA, NZ, R0), LLPs (OC), overseas (FC, GE, GN, GS), limited partnerships (LP), charitable
 * incorporated organisations (CE, CS), societies (IP, RC, IC), European entities (SE, EN, AC, ZC).
 */
export const COMPANY_NUMBER_PREFIXES = [
  'AC',
  'CE',
  'CS',
  'EN',
  'ES',
  'FC',
  'GE',
  'GN',
  'GS',
  'IC',
  'IP',
  'LP',
  'NA',
  'NC',
  'NF',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NZ',
  'OC',
  'R0',
  'RC',
  'SA',
  'SC',
  'SE',
  'SF',
  'SI',
  'SL',
  'SO',
  'SP',
  'SR',
  'SZ',
  'ZC',
] as const;

/**
 * Stored spelling of a company number: spaces removed, letters upper case, and a number of digits
 * only written without its leading zeros ('1234567') padded to Companies House's eight ('01234567').
 */
export function normaliseCompanyNumber(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return /^\d{1,7}$/.test(compact) ? compact.padStart(8, '0') : compact;
}

/** Checks a UK company registration number: eight digits, or a known prefix and six digits. */
export function companyNumberProblem(value: string): ValidationMessageKey | null {
  const number = normaliseCompanyNumber(value);
  if (number.length === 0) return 'required';
  if (/^\d{8}$/.test(number) && number !== '00000000') return null;
  const prefix = number.slice(0, 2);
  return (COMPANY_NUMBER_PREFIXES as readonly string[]).includes(prefix) && /^\d{6}$/.test(number.slice(2)) ? null : 'companyNumberInvalid';
}

/**
 * Stored spelling of a UK VAT number: spaces, dots and dashes removed, upper case, and the country
 * prefix GB added when it was left out ('123 4567 89' → 'GB123456789'); XI (Northern Ireland) kept.
 */
export function normaliseUkVatNumber(value: string): string {
  const compact = value.replace(/[\s.-]+/g, '').toUpperCase();
  if (compact.length === 0) return '';
  return /^(GB|XI)/.test(compact) ? compact : `GB${compact}`;
}

/**
 * HMRC's check of a nine-digit VAT registration number: the first seven digits weighted 8 to 2,
 * plus the last two as a number, is a multiple of 97 (numbers issued before 2010), or is so after
 * adding 55 (the "9755" numbers issued since).
 */
export function ukVatCheckDigitsHold(nineDigits: string): boolean {
  if (!/^\d{9}$/.test(nineDigits)) return false;
  let total = 0;
  for (let i = 0; i < 7; i++) total += Number(nineDigits[i]) * (8 - i);
  total += Number(nineDigits.slice(7));
  return total % 97 === 0 || (total + 55) % 97 === 0;
}

/**
 * Checks a UK VAT number (docs/product.md §5: letters and digits, at most 20): GB or XI and nine
 * digits whose check digits hold (twelve with a three-digit branch), or a government department
 * (GD000–GD499) or health authority (HA500–HA999). Blank is 'required'; the optional field of
 * the form skips the rule when blank.
 */
export function ukVatNumberProblem(value: string): ValidationMessageKey | null {
  const raw = value.trim();
  if (raw.length === 0) return 'required';
  const vat = normaliseUkVatNumber(raw);
  if (vat.length > VAT_NUMBER_MAX || !/^[A-Z0-9]+$/.test(vat)) return 'vatInvalid';
  const body = vat.slice(2);
  const special = /^(GD|HA)(\d{3})$/.exec(body);
  if (special) {
    const number = Number(special[2]);
    return (special[1] === 'GD' ? number < 500 : number >= 500) ? null : 'vatFormatUk';
  }
  if (!/^\d{9}(\d{3})?$/.test(body)) return 'vatFormatUk';
  return ukVatCheckDigitsHold(body.slice(0, 9)) ? null : 'vatCheckDigits';
}

/** The nine digits HMRC's register is asked about ('GB123456789012' → '123456789'), or null for GD/HA numbers. */
export function vatRegistrationDigits(vat: string): string | null {
  const match = /^(?:GB|XI)(\d{9})(?:\d{3})?$/.exec(normaliseUkVatNumber(vat));
  return match ? match[1]! : null;
}

/** http(s), a host name with a dot (letters, digits, hyphens), an optional port, then anything but spaces. */
const STORE_LINK = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** A store link: an http(s) address of at most 200 characters. Blank is 'required'; the optional field skips it. */
export function storeLinkProblem(value: string): ValidationMessageKey | null {
  const link = value.trim();
  if (link.length === 0) return 'required';
  if (link.length > 200) return 'tooLong';
  return STORE_LINK.test(link) ? null : 'storeLinkInvalid';
}
