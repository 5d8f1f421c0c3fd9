/**
 * Account rules of docs/product.md §5: user name, password, e-mail, verification codes.
 * Each returns the ValidationMessages key of the first rule broken, or null.
 */
import type { ValidationMessageKey } from '../messages';

export const PRODUCT_NAME = 'clearlot';
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** The special characters a password may use (docs/product.md §5 "only listed specials"). */
export const PASSWORD_SPECIALS = '~!@#$%^&*()_+-=.,?';
/** Verification codes sent by e-mail or SMS are six digits. */
export const VERIFICATION_CODE_LENGTH = 6;
/** Global input maximum length (docs/product.md §5, shown as 140). */
export const INPUT_MAX_LENGTH = 140;

/**
 * Words a user name may not contain. Matched case-insensitively as substrings
 * after removing underscores, so "f_u_c_k" is caught too.
 */
export const OFFENSIVE_WORDS: readonly string[] = [
  'fuck',
  'shit',
  'cunt',
  'bitch',
  'bastard',
  'wanker',
  'twat',
  'prick',
  'slut',
  'whore',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'nazi',
  'hitler',
  'rape',
  'porn',
  'dick',
  'pussy',
  'asshole',
  'arsehole',
  'bollocks',
  'motherfucker',
  'admin',
  'root',
  'support',
  'official',
];

const USERNAME_CHARS = /^[A-Za-z0-9_]+$/;

export function usernameProblem(value: string): ValidationMessageKey | null {
  if (value.length === 0) return 'required';
  if (value.length < USERNAME_MIN || value.length > USERNAME_MAX) return 'usernameLength';
  if (!USERNAME_CHARS.test(value)) return 'usernameChars';
  const folded = value.toLowerCase().replace(/_/g, '');
  if (folded.includes(PRODUCT_NAME)) return 'usernameForbidden';
  if (OFFENSIVE_WORDS.some((word) => folded.includes(word))) return 'usernameForbidden';
  return null;
}

const escapeForClass = (chars: string) => chars.replace(/[-\\\]^]/g, '\\$&');
const PASSWORD_ALLOWED = new RegExp(`^[A-Za-z0-9${escapeForClass(PASSWORD_SPECIALS)}]+$`);

/** How many of the four classes (upper, lower, digit, special) a password uses. */
export function passwordClassCount(value: string): number {
  let count = 0;
  if (/[A-Z]/.test(value)) count++;
  if (/[a-z]/.test(value)) count++;
  if (/[0-9]/.test(value)) count++;
  if ([...value].some((ch) => PASSWORD_SPECIALS.includes(ch))) count++;
  return count;
}

export function passwordProblem(value: string): ValidationMessageKey | null {
  if (value.length === 0) return 'required';
  if (value.length < PASSWORD_MIN || value.length > PASSWORD_MAX) return 'passwordLength';
  if (!PASSWORD_ALLOWED.test(value)) return 'passwordChars';
  if (passwordClassCount(value) < 3) return 'passwordClasses';
  return null;
}

// A practical address check: one @, a dotted domain, no spaces; length per RFC 5321.
const EMAIL_SHAPE = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const QQ_DOMAINS = /@((vip\.)?qq\.com|foxmail\.com)$/i;

export function emailProblem(value: string): ValidationMessageKey | null {
  const email = value.trim();
  if (email.length === 0) return 'required';
  // RFC 5321 dot-string: no empty label, so no '..' and no dot at either end of the local part.
  if (email.length > 254 || !EMAIL_SHAPE.test(email) || email.includes('..') || /^\.|\.@/.test(email)) {
    return 'emailInvalid';
  }
  if (QQ_DOMAINS.test(email)) return 'emailQq';
  return null;
}

/** E-mail addresses are compared and stored in lower case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function verificationCodeProblem(value: string): ValidationMessageKey | null {
  if (value.length === 0) return 'required';
  return /^\d{6}$/.test(value) ? null : 'codeFormat';
}
