import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopicPage } from '@clearlot/contract/schemas/catalogue';
import * as ApiPath from '@clearlot/contract/api/paths';
import { api } from '../../http/client';
import { useSession } from '../../session/session';
import { catalogueKeys } from './queryKeys';

/** Topic (campaign) page client type of this storefront. */
export const TOPIC_CLIENT_TYPE = 'PC';

/** A topic page by id, or the current PC topic page without one; the caller shows "not found" itself. */
export function fetchTopic(id: number | null, signal?: AbortSignal): Promise<TopicPage> {
  return id === null
    ? api.get(ApiPath.baseData.currentTopicPage, { query: { pageClientType: TOPIC_CLIENT_TYPE }, loading: false, notify: false, signal })
    : api.get(ApiPath.baseData.topicPage, { params: { id }, loading: false, notify: false, signal });
}

export function topicQueryOptions(id: number | null, signedIn: boolean) {
  return queryOptions({ queryKey: catalogueKeys.topic(id, signedIn), queryFn: ({ signal }) => fetchTopic(id, signal), retry: false });
}

export function useTopic(id: number | null) {
  const signedIn = useSession().token !== null;
  return useQuery(topicQueryOptions(id, signedIn));
}
