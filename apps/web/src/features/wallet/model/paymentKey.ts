import { ErrorCatalogue } from '@clearlot/contract';

/**
 * The idempotency key of one top-up (the contract's ClientKey, a UUID): the same key repeats the
 * same payment, never a second charge. crypto.randomUUID exists only in secure contexts (https,
 * localhost); a page opened over plain http on a LAN address builds the same v4 UUID from
 * crypto.getRandomValues, which is available everywhere.
 */
export function newPaymentKey(source: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Answers by which the server refused a top-up before any money moved: the buyer may correct
 * the details and try again under a new key. After anything else (a timeout, a network failure,
 * 'key already used with different details') the outcome may be a charge, so the key is kept
 * and a retry can never charge twice.
 */
const REFUSED_BEFORE_CHARGE: readonly number[] = [
  ErrorCatalogue.validationFailed.code,
  ErrorCatalogue.cardParameterError.code,
  ErrorCatalogue.cardDeclined.code,
  ErrorCatalogue.savedCardNotFound.code,
];

export function refusedBeforeCharge(code: number): boolean {
  return REFUSED_BEFORE_CHARGE.includes(code);
}
