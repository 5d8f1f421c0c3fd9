import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '@clearlot/contract/schemas/order';
import type { WalletInfo } from '@clearlot/contract/schemas/payment';
import { addressQueryOptions, addressesQueryOptions, refreshAddresses } from './addresses';
import { refreshSavedCards, savedCardsQueryOptions } from './savedCards';
import { refreshWalletInfo, setWalletInfo, walletInfoQueryOptions } from './walletInfo';

const post = vi.hoisted(() => vi.fn());
vi.mock('../http/client', () => ({ api: { post } }));

const address = (id: number) => ({ id, recipientName: `Buyer ${id}` }) as Address;
const wallet = (available: number) => ({ balance: available, available, frozen: 0, hasPaymentPassword: true }) as WalletInfo;
const calls = (path: string) => post.mock.calls.filter(([called]) => String(called).endsWith(path)).length;

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  post.mockReset();
});
afterEach(() => queryClient.clear());

describe('addresses', () => {
  it('reads the list again after a change even where no page shows it, and only marks other addresses out of date', async () => {
    post.mockImplementation((path: string, body?: { id: number }) => Promise.resolve(path.endsWith('/list') ? [address(1), address(2)] : address(body!.id)));
    await queryClient.fetchQuery(addressesQueryOptions);
    await queryClient.fetchQuery(addressQueryOptions(2));
    post.mockClear();

    await refreshAddresses(queryClient);

    expect(calls('/userReceiveAddress/list')).toBe(1);
    expect(calls('/userReceiveAddress/getById')).toBe(0);
    expect(queryClient.getQueryState(addressQueryOptions(2).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(addressesQueryOptions.queryKey)?.isInvalidated).toBe(false);
  });

  it('reads an address whose form is open again', async () => {
    post.mockImplementation((path: string, body?: { id: number }) => Promise.resolve(path.endsWith('/list') ? [] : address(body!.id)));
    const observer = new QueryObserver(queryClient, addressQueryOptions(7));
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.id).toBe(7));
    post.mockClear();

    await refreshAddresses(queryClient);

    expect(calls('/userReceiveAddress/getById')).toBe(1);
    unsubscribe();
  });
});

describe('wallet resources', () => {
  it('shows a wallet answer where every reader reads it', () => {
    setWalletInfo(queryClient, wallet(1234));
    expect(queryClient.getQueryData(walletInfoQueryOptions.queryKey)?.available).toBe(1234);
  });

  it('marks the wallet and the saved cards out of date, each on its own', async () => {
    post.mockImplementation((path: string) => Promise.resolve(path.endsWith('/info') ? wallet(5) : []));
    await queryClient.fetchQuery(walletInfoQueryOptions);
    await queryClient.fetchQuery(savedCardsQueryOptions);

    await refreshWalletInfo(queryClient);
    expect(queryClient.getQueryState(walletInfoQueryOptions.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(savedCardsQueryOptions.queryKey)?.isInvalidated).toBe(false);

    await refreshSavedCards(queryClient);
    expect(queryClient.getQueryState(savedCardsQueryOptions.queryKey)?.isInvalidated).toBe(true);
  });

  it('never toasts a failure: the readers show their own', async () => {
    post.mockResolvedValue([]);
    await queryClient.fetchQuery(savedCardsQueryOptions);
    await queryClient.fetchQuery(addressesQueryOptions);
    for (const [, , options] of post.mock.calls) expect(options).toMatchObject({ notify: false, loading: false });
  });
});
