import type { TopicFeed, TopicFeedResponse, TopicFeedSection } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

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
  });

export const useTopicFeed = (params: TopicFeedParams) => useQuery(topicFeedQueryOptions(params));
