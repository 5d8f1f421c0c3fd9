/**
 * Goods owners paid through the payment service (issue 35 item 4; issue 33 item 6): the commission setting, finance's
 * payouts desk, the owner's own page and statement, and the statement's CSV fetched behind the session's token and
 * handed to the browser as a download. A change refreshes every query of the desk.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ConnectAccountBody, OwnerMoneyListBody, RecordPayoutBody, StatementBody } from '@clearlot/contract/schemas/payouts';
import { statementFileName } from '@clearlot/contract/rules/payouts';
import { api } from '@clearlot/browser/http/client';
import { getToken } from '@clearlot/browser/session/token';

const payoutsKey = ['payouts'] as const;

export const useCommission = () => useQuery({ queryKey: [...payoutsKey, 'commission'], queryFn: () => api.post(ApiPath.payment.commission, {}, { loading: false }) });

export const useOwnerMoneyPage = (body: OwnerMoneyListBody) =>
  useQuery({ queryKey: [...payoutsKey, 'owners', body], queryFn: () => api.post(ApiPath.payment.payoutOwners, body, { loading: false }), placeholderData: keepPreviousData });

export const useOwnerPayouts = (ownerId: number | null) =>
  useQuery({
    queryKey: [...payoutsKey, 'owner', ownerId],
    queryFn: () => api.post(ApiPath.payment.payoutOwner, { ownerId: ownerId! }, { loading: false }),
    enabled: ownerId !== null,
  });

export const useMyPayouts = () => useQuery({ queryKey: [...payoutsKey, 'mine'], queryFn: () => api.post(ApiPath.payment.myPayouts, {}, { loading: false }) });

export const useMyStatement = (period: StatementBody | null) =>
  useQuery({
    queryKey: [...payoutsKey, 'statement', period],
    queryFn: () => api.post(ApiPath.payment.myStatement, period!, { loading: false }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });

function usePayoutsMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: payoutsKey }) });
}

export const useUpdateCommission = () => usePayoutsMutation((basisPoints: number) => api.post(ApiPath.payment.updateCommission, { basisPoints }));
export const useRecordPayout = () => usePayoutsMutation((body: RecordPayoutBody) => api.post(ApiPath.payment.recordPayout, body));
export const useConnectAccount = () => usePayoutsMutation((body: ConnectAccountBody) => api.post(ApiPath.payment.connectPayoutAccount, body));

/** Downloads the statement of the period as CSV in the language asked for. */
export async function downloadStatement(period: StatementBody, language: 'en' | 'zh'): Promise<void> {
  const token = getToken();
  const response = await fetch(`${ApiPath.payment.myStatementCsv}?from=${period.from}&to=${period.to}&lang=${language}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`statement ${response.status}`);
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = statementFileName(period.from, period.to, language);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
