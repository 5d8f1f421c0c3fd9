import type { WalletTransactionsBody } from '@clearlot/contract';

/** Every wallet query lives under ['wallet'], so an action can refresh exactly what it touched. */
export const walletKeys = {
  all: ['wallet'] as const,
  info: ['wallet', 'info'] as const,
  transactionsAll: ['wallet', 'transactions'] as const,
  transactions: (body: WalletTransactionsBody) => ['wallet', 'transactions', body] as const,
  cards: ['wallet', 'cards'] as const,
  withdrawals: ['wallet', 'withdrawals'] as const,
  billingAddresses: ['wallet', 'billingAddresses'] as const,
};
