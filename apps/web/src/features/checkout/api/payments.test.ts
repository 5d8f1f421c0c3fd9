import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletInfoQueryOptions } from '../../../shared/data/walletInfo';
import { payByBalanceMutation } from './payByBalance';
import { payByCardMutation } from './payByCard';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/http/client', () => ({ api: { post } }));

const ORDER_LIST = ['orders', 'list', { tab: 'all', pageNum: 1, pageSize: 10 }];
const WALLET_TRANSACTIONS = ['wallet', 'transactions', { direction: 'all', pageNum: 1, pageSize: 10 }];

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  queryClient.setQueryData(walletInfoQueryOptions.queryKey, { balance: 5000, available: 5000, frozen: 0, hasPaymentPassword: true });
  queryClient.setQueryData(WALLET_TRANSACTIONS, { list: [], total: 0 });
  queryClient.setQueryData(ORDER_LIST, { list: [], total: 0 });
});
afterEach(() => {
  queryClient.clear();
  post.mockReset();
});

const invalidated = (queryKey: readonly unknown[]) => queryClient.getQueryState(queryKey)?.isInvalidated;
const base = { tradeNo: 'T2026000001', amount: 2500, paymentKey: '7b0c8a4e-8d1a-4c7e-9b8e-1f2a3b4c5d6e' };

describe('paying', () => {
  it('from the balance marks the wallet and the orders out of date', async () => {
    post.mockResolvedValue({ status: 'succeeded' });
    await new MutationObserver(queryClient, payByBalanceMutation(queryClient)).mutate({ ...base, paymentPassword: '246810' });
    expect([invalidated(walletInfoQueryOptions.queryKey), invalidated(WALLET_TRANSACTIONS), invalidated(ORDER_LIST)]).toEqual([true, true, true]);
  });

  it('from the balance without an answer does too: the payment may have gone through', async () => {
    post.mockRejectedValue(new Error('timed out'));
    await new MutationObserver(queryClient, payByBalanceMutation(queryClient)).mutate({ ...base, paymentPassword: '246810' }).catch(() => undefined);
    expect([invalidated(walletInfoQueryOptions.queryKey), invalidated(ORDER_LIST)]).toEqual([true, true]);
  });

  it('by card marks the orders out of date, also without an answer', async () => {
    post.mockRejectedValue(new Error('timed out'));
    const card = { number: '4242424242424242', holderName: 'Alex Morgan', expiryMonth: 12, expiryYear: 2030, cvv: '123', billingAddressId: 1 };
    await new MutationObserver(queryClient, payByCardMutation(queryClient)).mutate({ ...base, card, saveCard: false }).catch(() => undefined);
    expect(invalidated(ORDER_LIST)).toBe(true);
  });
});
