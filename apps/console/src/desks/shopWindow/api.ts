/**
 * The shop window desk (issue 34 item 3): home banners and topic pages through the base-data service, flash deals and
 * the products to choose through the product service, and pictures uploaded through the file service. A move refreshes
 * the desk's lists.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as ApiPath from '@clearlot/contract/api/paths';
import type { UploadedFile } from '@clearlot/contract/schemas/file';
import type {
  CreateBannerBody,
  CreateFlashDealBody,
  CreateTopicBody,
  DeskBannerListBody,
  DeskFlashDealListBody,
  TopicPublishBody,
  UpdateBannerBody,
  UpdateFlashDealBody,
  UpdateTopicBody,
} from '@clearlot/contract/schemas/shopWindow';
import { pickMessage } from '@clearlot/browser/i18n/language';
import { api } from '@clearlot/browser/http/client';
import { getToken } from '@clearlot/browser/session/token';

export const WINDOW_PAGE_SIZE = 20;
const deskKey = ['shopWindowDesk'] as const;

export const useDeskBanners = (body: DeskBannerListBody) =>
  useQuery({ queryKey: [...deskKey, 'banners', body], queryFn: () => api.post(ApiPath.baseData.deskBanners, body, { loading: false }), placeholderData: keepPreviousData });
export const useDeskFlashDeals = (body: DeskFlashDealListBody) =>
  useQuery({ queryKey: [...deskKey, 'deals', body], queryFn: () => api.post(ApiPath.product.deskFlashDeals, body, { loading: false }), placeholderData: keepPreviousData });
export const useDeskTopics = (pageNum: number) =>
  useQuery({
    queryKey: [...deskKey, 'topics', pageNum],
    queryFn: () => api.post(ApiPath.baseData.deskTopics, { pageNum, pageSize: WINDOW_PAGE_SIZE }, { loading: false }),
    placeholderData: keepPreviousData,
  });

/** Products to choose by a part of the name or id, and the ones a form already holds. */
export const useProductOptions = (keyword: string, ids: readonly number[]) =>
  useQuery({
    queryKey: [...deskKey, 'products', keyword, ids],
    queryFn: () => api.post(ApiPath.product.deskProducts, { keyword, ids: [...ids] }, { loading: false }),
    placeholderData: keepPreviousData,
    enabled: keyword !== '' || ids.length > 0,
  });

function useWindowMutation<V, R>(call: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => client.invalidateQueries({ queryKey: deskKey }) });
}

export const useCreateBanner = () => useWindowMutation((body: CreateBannerBody) => api.post(ApiPath.baseData.deskBannerCreate, body));
export const useUpdateBanner = () => useWindowMutation((body: UpdateBannerBody) => api.post(ApiPath.baseData.deskBannerUpdate, body));
export const useRetireBanner = () => useWindowMutation((id: number) => api.post(ApiPath.baseData.deskBannerRetire, { id }));
export const useCreateFlashDeal = () => useWindowMutation((body: CreateFlashDealBody) => api.post(ApiPath.product.deskFlashDealCreate, body));
export const useUpdateFlashDeal = () => useWindowMutation((body: UpdateFlashDealBody) => api.post(ApiPath.product.deskFlashDealUpdate, body));
export const useWithdrawFlashDeal = () => useWindowMutation((id: number) => api.post(ApiPath.product.deskFlashDealWithdraw, { id }));
export const useCreateTopic = () => useWindowMutation((body: CreateTopicBody) => api.post(ApiPath.baseData.deskTopicCreate, body));
export const useUpdateTopic = () => useWindowMutation((body: UpdateTopicBody) => api.post(ApiPath.baseData.deskTopicUpdate, body));
export const usePublishTopic = () => useWindowMutation((body: TopicPublishBody) => api.post(ApiPath.baseData.deskTopicPublish, body));

/** A refusal of a picture upload, in the page's language. */
export class PictureRefused extends Error {}

/** Uploads one picture (a photo: JPG or PNG by its bytes) through the file service; its stored name, or a refusal. */
export async function uploadPicture(file: File): Promise<string> {
  const form = new FormData();
  form.append('kind', 'photo');
  form.append('file', file, file.name);
  const token = getToken();
  const response = await fetch(ApiPath.file.upload, { method: 'POST', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const envelope = (await response.json().catch(() => null)) as { code: number; message: string; messageEn: string; data: UploadedFile } | null;
  if (envelope?.code === 200) return envelope.data.obsName;
  throw new PictureRefused(envelope ? pickMessage(envelope) : response.statusText);
}
