import type { TopicDetail } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /topics/{id}`: the question, and a new topic view (`topicViewId`) for this opening. */
export const getTopic = (id: number, signal?: AbortSignal) => apiFetch<TopicDetail>(`/topics/${id}`, { signal });

export const topicQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['topics', 'detail', id],
    queryFn: ({ signal }) => getTopic(id, signal),
    // One view per opening of the page: keep the view id while the member stays on the question.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useTopic = (id: number) => useQuery(topicQueryOptions(id));
