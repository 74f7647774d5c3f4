import type { TopicDetail } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, apiFetch } from '../../../lib/api-client';
import { takeEarlyData } from '../../../lib/early-responses';

/** `GET /topics/{id}`: the question, and a new topic view (`topicViewId`) for this opening. */
export const getTopic = (id: number, signal?: AbortSignal) => apiFetch<TopicDetail>(`/topics/${id}`, { signal });

export const topicQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['topics', 'detail', id],
    queryFn: ({ signal }) => getTopic(id, signal),
    // Read by the boot script while the app loaded: the question shows in the page's first render.
    initialData: () => takeEarlyData<TopicDetail>(`${API_BASE}/topics/${id}`),
    // One view per opening of the page: keep the view id while the member stays on the question.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export const useTopic = (id: number) => useQuery(topicQueryOptions(id));
