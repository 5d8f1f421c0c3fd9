import type { WalletTransactionsBody } from '@clearlot/contract';

/** The wallet page's own queries, under ['wallet'] beside the balance and saved cards (shared/data/walletInfo.ts, savedCards.ts). */
export const walletKeys = {
  all: ['wallet'] as const,
  transactionsAll: ['wallet', 'transactions'] as const,
  transactions: (body: WalletTransactionsBody) => ['wallet', 'transactions', body] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
};
