/**
 * The wallet's payment password (spec §5: 6 digits): set with the account password, asked for
 * every balance payment and withdrawal. PAYMENT_PASSWORD_MAX_TRIES wrong tries in 15 minutes lock
 * balance payments and withdrawals for the rest of the window. Checks run one at a time per user
 * (on the wallet row lock), so parallel guesses cannot get past the limit.
 */
import { PAYMENT_PASSWORD_MAX_TRIES } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { hit, peek, reset } from '../../../platform/rate-limit';
import { hashPassword, verifyPassword } from '../../user/passwords';
import { lockWallet, setPaymentPasswordHash } from './store';

export const PAYMENT_PASSWORD_WINDOW_SECONDS = 15 * 60;
/** Wrong account passwords allowed per window when setting the payment password. */
export const LOGIN_PASSWORD_MAX_TRIES = 5;

const paymentPasswordKey = (userId: number) => `payment-password-fail:${userId}`;
const loginPasswordKey = (userId: number) => `wallet-login-password-fail:${userId}`;

type Check = 'ok' | 'notSet' | 'wrong' | 'locked';

/** Refuses unless `password` is the user's payment password (paymentPasswordNotSet / Wrong / Locked). */
export async function checkPaymentPassword(db: Db, userId: number, password: string): Promise<void> {
  const key = paymentPasswordKey(userId);
  // the failure count must be kept, so the outcome leaves the transaction as a value, not an error
  const outcome = await db.transaction<Check>(async (tx) => {
    const wallet = await lockWallet(tx, userId);
    if (!wallet.passwordHash) return 'notSet';
    if ((await peek(tx, key, PAYMENT_PASSWORD_WINDOW_SECONDS)) >= PAYMENT_PASSWORD_MAX_TRIES) return 'locked';
    if (await verifyPassword(wallet.passwordHash, password)) {
      await reset(tx, key);
      return 'ok';
    }
    const failures = await hit(tx, key, PAYMENT_PASSWORD_WINDOW_SECONDS);
    return failures >= PAYMENT_PASSWORD_MAX_TRIES ? 'locked' : 'wrong';
  });
  if (outcome === 'notSet') fail('paymentPasswordNotSet');
  if (outcome === 'locked') fail('paymentPasswordLocked');
  if (outcome === 'wrong') fail('paymentPasswordWrong');
}

/** Sets (or changes) the payment password; the account password proves it is the account holder. */
export async function setPaymentPassword(db: Db, userId: number, loginPassword: string, paymentPassword: string): Promise<void> {
  const key = loginPasswordKey(userId);
  const newHash = await hashPassword(paymentPassword);
  const outcome = await db.transaction<'ok' | 'wrong' | 'locked'>(async (tx) => {
    await lockWallet(tx, userId);
    if ((await peek(tx, key, PAYMENT_PASSWORD_WINDOW_SECONDS)) >= LOGIN_PASSWORD_MAX_TRIES) return 'locked';
    const [user] = await tx.query<{ passwordHash: string }>('select password_hash as "passwordHash" from app_user where id = $1', [userId]);
    if (!user || !(await verifyPassword(user.passwordHash, loginPassword))) {
      const failures = await hit(tx, key, PAYMENT_PASSWORD_WINDOW_SECONDS);
      return failures >= LOGIN_PASSWORD_MAX_TRIES ? 'locked' : 'wrong';
    }
    await reset(tx, key);
    await setPaymentPasswordHash(tx, userId, newHash);
    // a new password starts with a clean slate of tries
    await reset(tx, paymentPasswordKey(userId));
    return 'ok';
  });
  if (outcome === 'wrong') fail('loginPasswordWrong');
  if (outcome === 'locked') fail('accountLocked');
}
