/**
 * Demo wallets (docs/briefs/buying.md "Demo data after seeding"): buyer@clearlot.test gets a
 * £5,000.00 opening credit and payment password 246810. Idempotent, and safe when two server
 * processes seed at once (the wallet row lock serialises them).
 */
import type { Db } from '../../platform/db';
import { referenceNo } from '../../platform/reference-numbers';
import { hashPassword } from '../user/service';
import { creditWallet } from './wallet/ledger';
import { lockWallet, setPaymentPasswordHash } from './wallet/store';

export const DEMO_WALLETS = [{ email: 'buyer@clearlot.test', openingCredit: 500_000, paymentPassword: '246810' }] as const;

export async function seedDemoWallets(db: Db): Promise<void> {
  for (const demo of DEMO_WALLETS) {
    const [user] = await db.query<{ id: number; hasPassword: boolean }>(
      `select u.id, w.payment_password_hash is not null as "hasPassword" from app_user u left join wallet w on w.user_id = u.id where u.email = $1`,
      [demo.email],
    );
    if (!user) continue;
    // hashing costs tens of milliseconds: only on the start that sets the password
    const passwordHash = user.hasPassword ? null : await hashPassword(demo.paymentPassword);
    await db.transaction(async (tx) => {
      const wallet = await lockWallet(tx, user.id);
      if (!wallet.passwordHash && passwordHash) await setPaymentPasswordHash(tx, user.id, passwordHash);
      const credited = await tx.query('select 1 from wallet_ledger where user_id = $1 and type = $2 limit 1', [user.id, 'openingCredit']);
      if (credited.length === 0) {
        await creditWallet(tx, { userId: user.id, amount: demo.openingCredit, type: 'openingCredit', transactionId: referenceNo('OC') });
      }
    });
  }
}
