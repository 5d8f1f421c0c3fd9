/** Phone input rules of spec §5. */
import type { ValidationMessageKey } from '../messages';

export const PHONE_MAX_LENGTH = 25;

/** Spaces are stripped as the user types. */
export function stripPhoneSpaces(value: string): string {
  return value.replace(/\s+/g, '');
}

/** Characters the phone input accepts when the "digits and punctuation" option is on. */
export const PHONE_ALLOWED_CHARS = /^[0-9 ()+-]*$/;

export function phoneProblem(dialCode: string, rawPhone: string): ValidationMessageKey | null {
  const phone = stripPhoneSpaces(rawPhone);
  if (phone.length === 0) return 'required';
  if (phone.length > PHONE_MAX_LENGTH) return 'phoneTooLong';
  const dial = dialCode.replace(/^\+/, '');
  if (dial === '86') return /^1[3-9]\d{9}$/.test(phone) ? null : 'phoneInvalid';
  if (dial === '1') {
    // NANP: area and exchange start 2-9; an exchange of N11 is a service code.
    const match = /^([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(phone);
    if (!match || match[2]!.slice(1) === '11') return 'phoneInvalid';
    return null;
  }
  // Other dial codes are not checked beyond the allowed characters (spec §5).
  return PHONE_ALLOWED_CHARS.test(phone) ? null : 'phoneInvalid';
}

export function dialCodeProblem(value: string): ValidationMessageKey | null {
  return /^\+?[1-9]\d{0,3}$/.test(value) ? null : 'dialCodeInvalid';
}

/** The canonical stored form: "+44 7700900123". */
export function canonicalPhone(dialCode: string, phone: string): string {
  return `+${dialCode.replace(/^\+/, '')} ${stripPhoneSpaces(phone).replace(/[()\-+]/g, '')}`;
}
