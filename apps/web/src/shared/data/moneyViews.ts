/**
 * The views that show money: the wallet (balance, ledger, withdrawals, saved cards: every query under
 * ['wallet']) and the buyer's orders (lists, tab counts, details, cancellations: every query under
 * ['orders']). Anything that moves money — a payment, a refund when an order is cancelled, a top-up, a
 * withdrawal — marks both out of date, also after a failure that may have gone through (no answer):
 * the ones on screen read again at once, the others when next shown, so no page shows the balance or
 * the order from before the move (issue 16 item 6).
 */
import type { QueryClient } from '@tanstack/react-query';

export const walletViewsKey = ['wallet'] as const;
export const orderViewsKey = ['orders'] as const;

export async function refreshMoneyViews(queryClient: QueryClient): Promise<void> {
  await Promise.all([queryClient.invalidateQueries({ queryKey: walletViewsKey }), queryClient.invalidateQueries({ queryKey: orderViewsKey })]);
}
