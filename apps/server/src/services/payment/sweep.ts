/**
 * The payment service's timed rules, run by the platform sweeper. Each change is one
 * compare-and-set statement, so two server processes sweeping at once never apply it twice.
 */
import type { Db, Queryable } from '../../platform/db';
import type { Outbox } from '../../platform/outbox';
import type { SweepJob } from '../../platform/sweeper';
import type { CardProvider } from './gateway/provider';
import { expireQrPayments } from './pay/store';
import { sendPaymentReturns } from './pay/stripe-events';
import { sendPendingTransfers } from './payouts/service';
import { sendStripeRefunds } from './refund/stripe';
import { completeWalletAppRefunds, resumeSuspendedRefunds } from './refund/sweep';
import { ledgerSerialNo } from './wallet/ledger';
import { completeDueWithdrawal } from './wallet/store';

/** The sandbox bank transfer of a withdrawal takes this long. */
export const WITHDRAWAL_SETTLE_SECONDS = 60;
/** Withdrawals completed per sweep at most (the rest wait for the next one). */
const WITHDRAWALS_PER_SWEEP = 500;

/** Pending QR payments past their expiry become expired (status 4). */
export const expireQrPaymentsJob = (db: Queryable) => expireQrPayments(db).then(() => undefined);

/** Pending withdrawals older than WITHDRAWAL_SETTLE_SECONDS complete: frozen goes down, the ledger records the expense. */
export async function completeWithdrawals(db: Queryable): Promise<number> {
  let completed = 0;
  while (completed < WITHDRAWALS_PER_SWEEP && (await completeDueWithdrawal(db, ledgerSerialNo(), WITHDRAWAL_SETTLE_SECONDS))) completed++;
  return completed;
}

/** The jobs; refund moves are announced through the outbox. With Stripe, its refunds and the money of payments not applied are sent. */
export const paymentSweepJobs = (outbox: Outbox, provider: CardProvider = { kind: 'sandbox' }): SweepJob[] => [
  { name: 'payment-qr-expiry', run: expireQrPaymentsJob },
  { name: 'payment-withdrawals', run: async (db) => void (await completeWithdrawals(db)) },
  { name: 'payment-refunds-confirmed', run: async (db: Db) => void (await completeWalletAppRefunds(db, outbox)) },
  { name: 'payment-refunds-suspended', run: async (db: Db) => void (await resumeSuspendedRefunds(db, outbox)) },
  ...(provider.kind === 'stripe'
    ? [
        { name: 'payment-stripe-refunds', run: async (db: Db) => void (await sendStripeRefunds(db, provider, outbox)) },
        { name: 'payment-stripe-returns', run: async (db: Db) => void (await sendPaymentReturns(db, provider)) },
        { name: 'payment-stripe-payouts', run: async (db: Db) => void (await sendPendingTransfers(db, provider)) },
      ]
    : []),
];
