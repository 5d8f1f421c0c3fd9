/**
 * The goods owner's product calls (issue 13, product service): their category tree with counts,
 * the zip of product names and codes (a file, fetched with the session and handed to the browser as
 * a download), and taking all products off sale and back.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../../shared/http/client';
import { getToken } from '../../../shared/session/token';

const ownerProductsKey = ['applications', 'ownerProducts'] as const;

export function useOwnerCategoryTree(enabled: boolean) {
  return useQuery({ queryKey: ownerProductsKey, queryFn: () => api.post(ApiPath.product.ownerCategoryTree, {}, { loading: false }), enabled, staleTime: 0 });
}

export function useDelisting(action: 'delist' | 'relist') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post(action === 'delist' ? ApiPath.product.ownerDelistAll : ApiPath.product.ownerRelistAll, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: ownerProductsKey }),
  });
}

export async function downloadProductNames(): Promise<void> {
  const token = getToken();
  const response = await fetch(ApiPath.product.ownerProductNameZip, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: '{}',
  });
  if (!response.ok) throw new Error(`export ${response.status}`);
  const address = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = address;
  link.download = 'clearlot-products.zip';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
