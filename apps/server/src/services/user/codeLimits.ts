import type { Limit } from '../../platform/rate-limit';

/** Codes sent to one address (e-mail or mobile) in an hour, whatever they are for. */
export const CODES_PER_ADDRESS_PER_HOUR = 10;

/**
 * The limits every texted or e-mailed code is sent under, taken before the code is made: one code a
 * `resendAfterSeconds` to the address for this purpose, the address's hourly allowance, and the caller's
 * network address's hourly allowance. One home, so sign-up, sign-in, resets, applications and closure
 * codes cannot drift apart.
 */
export function codeSendingLimits(keys: { recent: string; hour: string }, ip: string, resendAfterSeconds: number, perIpPerHour: number): Limit[] {
  return [
    { key: keys.recent, windowSeconds: resendAfterSeconds, max: 1, refusal: 'verificationCodeTooSoon' },
    { key: keys.hour, windowSeconds: 3600, max: CODES_PER_ADDRESS_PER_HOUR, refusal: 'sendLimitReached' },
    { key: `code:ip:${ip}`, windowSeconds: 3600, max: perIpPerHour, refusal: 'sendLimitReached' },
  ];
}
