import type { TopicFeed, TopicFeedResponse, TopicFeedSection } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, apiFetch, buildQuery } from '../../../lib/api-client';
import { freshWhileEarly, takeEarlyData } from '../../../lib/early-responses';

export interface TopicFeedParams {
  feed: TopicFeed;
  section?: TopicFeedSection;
  pageNumber: number;
  count: number;
}

/** `GET /topics`: the My Specialty or Other Specialties feed, every section paged alike. */
export const getTopicFeed = (params: TopicFeedParams, signal?: AbortSignal) =>
  apiFetch<TopicFeedResponse>('/topics', { query: { ...params }, signal });

export const topicFeedQueryOptions = (params: TopicFeedParams) =>
  queryOptions({
    queryKey: ['topics', 'feed', params],
    queryFn: ({ signal }) => getTopicFeed(params, signal),
    placeholderData: keepPreviousData,
    // The overview as the boot script read it while the app loaded (src/boot/early-requests.ts).
    initialData: () => takeEarlyData<TopicFeedResponse>(`${API_BASE}/topics${buildQuery({ ...params })}`),
    staleTime: freshWhileEarly(0),
  });

export const useTopicFeed = (params: TopicFeedParams) => useQuery(topicFeedQueryOptions(params));
