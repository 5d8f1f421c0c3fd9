import type { WalletTransactionsBody } from '@clearlot/contract';
import { walletViewsKey } from '../../../shared/data/moneyViews';

/** The wallet page's own queries, under ['wallet'] beside the balance and saved cards (shared/data/walletInfo.ts, savedCards.ts). */
export const walletKeys = {
  all: walletViewsKey,
  transactionsAll: [...walletViewsKey, 'transactions'] as const,
  transactions: (body: WalletTransactionsBody) => [...walletViewsKey, 'transactions', body] as const,
  withdrawals: [...walletViewsKey, 'withdrawals'] as const,
};
