/**
 * The goods owner's listings desk through the product service (issue 33 items 1–2): their listings by
 * status and words, one listing, its writes, its stock moves and movements, and the reference data the
 * editor chooses from (categories, brands, warehouses). A write refreshes every listings query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { ListingStatus } from '@clearlot/contract/rules/listing';
import type { ListingDetail, ListingPage, ListingPicture, StockMovementPage } from '@clearlot/contract/schemas/listing';
import type { Brand, Category, Warehouse } from '@clearlot/contract/schemas/catalogue';
import type { ImportPreview, ImportRequest, ImportResult, ImportRowError } from '@clearlot/contract/schemas/import';
import { pickMessage } from '@clearlot/browser/i18n/language';
import { api } from '@clearlot/browser/http/client';
import { getToken } from '@clearlot/browser/session/token';

export const LISTING_PAGE_SIZE = 20;
export const MOVEMENT_PAGE_SIZE = 10;

export const listingKeys = {
  all: ['listings'] as const,
  list: (status: ListingStatus | undefined, keyword: string, pageNum: number) => ['listings', 'list', status ?? 'all', keyword, pageNum] as const,
  detail: (id: number) => ['listings', 'detail', id] as const,
  movements: (skuId: number, warehouseCode: string | undefined, pageNum: number) => ['listings', 'movements', skuId, warehouseCode ?? 'all', pageNum] as const,
};

export function useListings(status: ListingStatus | undefined, keyword: string, pageNum: number) {
  return useQuery({
    queryKey: listingKeys.list(status, keyword, pageNum),
    queryFn: (): Promise<ListingPage> =>
      api.post(
        ApiPath.product.listings,
        { pageNum, pageSize: LISTING_PAGE_SIZE, ...(status !== undefined ? { status } : {}), ...(keyword ? { keyword } : {}) },
        { loading: false },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useListing(id: number | null) {
  return useQuery({
    queryKey: listingKeys.detail(id ?? 0),
    queryFn: (): Promise<ListingDetail> => api.post(ApiPath.product.listing, { id: id! }, { loading: false }),
    enabled: id !== null,
    retry: false,
  });
}

export function useMovements(skuId: number, warehouseCode: string | undefined, pageNum: number) {
  return useQuery({
    queryKey: listingKeys.movements(skuId, warehouseCode, pageNum),
    queryFn: (): Promise<StockMovementPage> =>
      api.post(ApiPath.product.stockMovements, { skuId, pageNum, pageSize: MOVEMENT_PAGE_SIZE, ...(warehouseCode ? { warehouseCode } : {}) }, { loading: false }),
    placeholderData: keepPreviousData,
  });
}

/** A write of the desk; every listings query is read again once it is done. */
export function useListingWrite<A, R>(write: (input: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }) });
}

export const useCategories = () =>
  useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: (): Promise<Category[]> => api.post(ApiPath.product.categoryTree, { status: 1 }, { loading: false }),
    staleTime: 600_000,
  });
export const useBrands = () =>
  useQuery({ queryKey: ['catalogue', 'brands'], queryFn: (): Promise<Brand[]> => api.post(ApiPath.product.brands, {}, { loading: false }), staleTime: 600_000 });
export const useWarehouses = () =>
  useQuery({
    queryKey: ['catalogue', 'warehouses'],
    queryFn: (): Promise<Warehouse[]> => api.post(ApiPath.product.warehouses, { countryCodes: ['GB'] }, { loading: false }),
    staleTime: 600_000,
  });

/** A refusal of the picture upload, in the page's language. */
export class PictureRefused extends Error {}

/** Uploads one picture for a listing (multipart, with the session); its path, or a refusal in the page's language. */
export async function uploadListingPicture(file: File): Promise<ListingPicture> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken();
  const response = await fetch(ApiPath.file.listingPicture, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const envelope = (await response.json().catch(() => null)) as { code: number; message: string; messageEn: string; data: ListingPicture } | null;
  if (envelope?.code === 200) return envelope.data;
  throw new PictureRefused(envelope ? pickMessage(envelope) : response.statusText);
}

// ---------- bulk import and export (issue 33 item 5) ----------
/** A refusal of an import call, in the page's language, with the row errors a refused commit carries. */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly errors: ImportRowError[],
    readonly errorCount: number,
  ) {
    super(message);
  }
}

/** Sends the file and the request (multipart, with the session): a preview or a commit. */
async function sendImport<T>(path: string, file: File, request: ImportRequest): Promise<T> {
  const form = new FormData();
  form.append('request', JSON.stringify(request));
  form.append('file', file, file.name);
  const token = getToken();
  const response = await fetch(path, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const envelope = (await response.json().catch(() => null)) as { code: number; message: string; messageEn: string; data: unknown } | null;
  if (envelope?.code === 200) return envelope.data as T;
  const data = (envelope?.data ?? null) as { errors?: ImportRowError[]; errorCount?: number } | null;
  throw new ImportRefused(envelope ? pickMessage(envelope) : response.statusText, envelope?.code ?? response.status, data?.errors ?? [], data?.errorCount ?? 0);
}

export const previewImport = (file: File, request: ImportRequest) => sendImport<ImportPreview>(ApiPath.product.importPreview, file, request);
export const commitImport = (file: File, request: ImportRequest) => sendImport<ImportResult>(ApiPath.product.importCommit, file, request);

/** Downloads the shop's catalogue (CSV or XLSX) under the name the server gives it. */
export async function downloadCatalogue(format: 'csv' | 'xlsx'): Promise<void> {
  const token = getToken();
  const response = await fetch(ApiPath.product.catalogueExport, {
    method: 'POST',
    body: JSON.stringify({ format }),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok || response.headers.get('content-type')?.includes('json')) {
    const envelope = (await response.json().catch(() => null)) as { message: string; messageEn: string } | null;
    throw new ImportRefused(envelope ? pickMessage(envelope) : response.statusText, response.status, [], 0);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `catalogue.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
