import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CancelResult, OrderDetail } from '@clearlot/contract/schemas/order';
import { walletInfoQueryOptions } from '../../../shared/data/walletInfo';
import { cancelOrderMutation } from './cancelOrder';
import { orderKeys } from './queryKeys';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/http/client', () => ({ api: { post } }));

const WALLET_TRANSACTIONS = ['wallet', 'transactions', { direction: 'all', pageNum: 1, pageSize: 10 }];
const order = { orderNo: 'CL2026000001' } as OrderDetail;

let queryClient: QueryClient;
beforeEach(async () => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  // the wallet and the order list as a buyer left them before cancelling
  queryClient.setQueryData(walletInfoQueryOptions.queryKey, { balance: 1000, available: 1000, frozen: 0, hasPaymentPassword: true });
  queryClient.setQueryData(WALLET_TRANSACTIONS, { list: [], total: 0 });
  queryClient.setQueryData(orderKeys.tabCounts, { all: 1 });
});
afterEach(() => {
  queryClient.clear();
  post.mockReset();
});

const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;

describe('cancelling an order', () => {
  it('marks the wallet (balance and ledger) and the orders out of date: a paid order cancelled at once is refunded', async () => {
    post.mockResolvedValue({ outcome: 'cancelled', order } satisfies CancelResult);
    await new MutationObserver(queryClient, cancelOrderMutation(queryClient)).mutate({ orderNo: order.orderNo, reason: 'Found it cheaper' });

    expect(invalidated(walletInfoQueryOptions.queryKey)).toBe(true);
    expect(invalidated(WALLET_TRANSACTIONS)).toBe(true);
    expect(invalidated(orderKeys.tabCounts)).toBe(true);
  });

  it('does the same after a refusal, which means the page was out of date', async () => {
    post.mockRejectedValue(new Error('status changed'));
    await new MutationObserver(queryClient, cancelOrderMutation(queryClient)).mutate({ orderNo: order.orderNo, reason: 'Found it cheaper' }).catch(() => undefined);

    expect(invalidated(walletInfoQueryOptions.queryKey)).toBe(true);
    expect(invalidated(orderKeys.tabCounts)).toBe(true);
  });
});
