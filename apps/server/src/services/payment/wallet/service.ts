/** The wallet: balances, ledger, payment password, saved cards, withdrawals and top-ups. */
import type { TopUpBody, WalletInfo, WalletTransactionsBody, WithdrawBody, Withdrawal } from '@clearlot/contract';
import type { Db } from '../../../platform/db';
import { fail } from '../../../platform/errors';
import { referenceNo } from '../../../platform/reference-numbers';
import { chargeToken } from '../gateway/sandbox';
import type { AddressPort } from '../ports';
import { createCardService, usableSavedCard } from './cards';
import { creditWallet } from './ledger';
import { checkPaymentPassword, resetPaymentPassword, setPaymentPassword } from './payment-password';
import * as store from './store';

/** A top-up's ledger transaction id: its idempotency key, so the same key never credits twice. */
export const topUpTransactionId = (paymentKey: string) => `TU-${paymentKey}`;

export function createWalletService(db: Db, addresses: AddressPort) {
  const info = async (userId: number): Promise<WalletInfo> => store.toWalletInfo(await store.walletOf(db, userId));

  return {
    info,
    transactions: (userId: number, page: WalletTransactionsBody) => store.transactions(db, userId, page),
    cards: createCardService(db, addresses),

    async setPaymentPassword(userId: number, loginPassword: string, paymentPassword: string): Promise<WalletInfo> {
      await setPaymentPassword(db, userId, loginPassword, paymentPassword);
      return info(userId);
    },

    async resetPaymentPassword(userId: number, code: string, paymentPassword: string): Promise<WalletInfo> {
      await resetPaymentPassword(db, userId, code, paymentPassword);
      return info(userId);
    },

    /** Freezes the amount and records the withdrawal; the sweeper completes the (sandbox) bank transfer. */
    async withdraw(userId: number, body: WithdrawBody): Promise<Withdrawal> {
      await checkPaymentPassword(db, userId, body.paymentPassword);
      return db.transaction(async (tx) => {
        const card = await usableSavedCard(tx, userId, body.savedCardId);
        if (!(await store.freezeForWithdrawal(tx, userId, body.amount))) fail('insufficientBalance');
        return store.insertWithdrawal(tx, { withdrawalNo: referenceNo('WD'), userId, savedCardId: card.id, amount: body.amount, remarks: body.remarks });
      });
    },

    withdrawals: (userId: number) => store.withdrawals(db, userId),

    /** Charges a saved card and credits the wallet; the same paymentKey never credits twice. */
    async topUp(userId: number, body: TopUpBody): Promise<WalletInfo> {
      const transactionId = topUpTransactionId(body.paymentKey);
      await db.transaction(async (tx) => {
        // one wallet change at a time per user: a replayed key waits here and then finds the first credit
        await store.lockWallet(tx, userId);
        const earlier = await store.ledgerAmount(tx, userId, 'topUp', transactionId);
        if (earlier !== null) {
          if (earlier !== body.amount) fail('paymentKeyReused');
          return;
        }
        const card = await usableSavedCard(tx, userId, body.savedCardId);
        const decision = chargeToken(card.token, { amount: body.amount, cvv: body.cvv, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear });
        if (decision === 'declined') fail('cardDeclined');
        await creditWallet(tx, { userId, amount: body.amount, type: 'topUp', transactionId, remarks: `${card.brand === 'visa' ? 'Visa' : 'Mastercard'} •••• ${card.last4}` });
      });
      return info(userId);
    },
  };
}
