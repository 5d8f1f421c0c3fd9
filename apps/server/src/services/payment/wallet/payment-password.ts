/**
 * The wallet's payment password (docs/product.md §5: 6 digits): set with the account password (or reset
 * with a code e-mailed to the account's address), asked for
 * every balance payment and withdrawal. PAYMENT_PASSWORD_MAX_TRIES wrong tries in 15 minutes lock
 * balance payments and withdrawals for the rest of the window; a right password starts afresh.
 * Each try is taken from its limit before the password is compared (platform/rate-limit), so
 * parallel guesses cannot get past it.
 */
import { PAYMENT_PASSWORD_MAX_TRIES } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { clearLimit, takeTry } from '../../../platform/rate-limit';
import { confirmAccountEmailCode, hashPassword, verifyAccountPassword, verifyPassword } from '../../user/service';
import { setPaymentPasswordHash, walletOf } from './store';

export const PAYMENT_PASSWORD_WINDOW_SECONDS = 15 * 60;
/** Wrong account passwords allowed per window when setting the payment password. */
export const LOGIN_PASSWORD_MAX_TRIES = 5;

const paymentPasswordLimit = (userId: number) =>
  ({ key: `payment-password-fail:${userId}`, windowSeconds: PAYMENT_PASSWORD_WINDOW_SECONDS, max: PAYMENT_PASSWORD_MAX_TRIES, refusal: 'paymentPasswordLocked' }) as const;
const loginPasswordLimit = (userId: number) =>
  ({ key: `wallet-login-password-fail:${userId}`, windowSeconds: PAYMENT_PASSWORD_WINDOW_SECONDS, max: LOGIN_PASSWORD_MAX_TRIES, refusal: 'accountLocked' }) as const;

/** Refuses unless `password` is the user's payment password (paymentPasswordNotSet / Wrong / Locked). */
export async function checkPaymentPassword(db: Db, userId: number, password: string): Promise<void> {
  const { passwordHash } = await walletOf(db, userId);
  if (!passwordHash) return fail('paymentPasswordNotSet');
  const limit = paymentPasswordLimit(userId);
  const attempt = await takeTry(db, limit);
  if (await verifyPassword(passwordHash, password)) return attempt.succeeded({ forgetFailures: true });
  // the try that uses the window up says so at once
  return fail((await attempt.failed()) >= limit.max ? limit.refusal : 'paymentPasswordWrong');
}

/** Sets (or changes) the payment password; the account password proves it is the account holder. */
export async function setPaymentPassword(db: Db, userId: number, loginPassword: string, paymentPassword: string): Promise<void> {
  const limit = loginPasswordLimit(userId);
  const attempt = await takeTry(db, limit);
  if (!(await verifyAccountPassword(db, userId, loginPassword))) {
    return fail((await attempt.failed()) >= limit.max ? limit.refusal : 'loginPasswordWrong');
  }
  await attempt.succeeded({ forgetFailures: true });
  const newHash = await hashPassword(paymentPassword);
  await setPaymentPasswordHash(db, userId, newHash);
  // a new password starts with a clean slate of tries
  await clearLimit(db, paymentPasswordLimit(userId).key);
}

/** A forgotten payment password is replaced with the code e-mailed to the account's address (scene paymentPassword). */
export async function resetPaymentPassword(db: Db, userId: number, code: string, paymentPassword: string): Promise<void> {
  await confirmAccountEmailCode(db, userId, 'paymentPassword', code);
  await setPaymentPasswordHash(db, userId, await hashPassword(paymentPassword));
  // the locked-out holder who proved their inbox may pay again at once
  await clearLimit(db, paymentPasswordLimit(userId).key);
}
