import type { NextTopic } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /topics/{id}/next`: the next active question the member has not answered, or null. */
export const getNextTopic = (id: number, signal?: AbortSignal) => apiFetch<NextTopic>(`/topics/${id}/next`, { signal });

export const nextTopicQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['topics', 'next', id], queryFn: ({ signal }) => getNextTopic(id, signal) });

export const useNextTopic = (id: number, enabled: boolean) => useQuery({ ...nextTopicQueryOptions(id), enabled });
