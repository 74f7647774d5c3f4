import type { NextTopic } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAfterFirstPaint } from '../../../lib/first-paint';

/** `GET /topics/{id}/next`: the next active question the member has not answered, or null. */
export const getNextTopic = (id: number, signal?: AbortSignal) => apiFetch<NextTopic>(`/topics/${id}/next`, { signal });

export const nextTopicQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['topics', 'next', id], queryFn: ({ signal }) => getNextTopic(id, signal) });

/** Asked for once the question has painted (lib/first-paint.ts): the page shows without it. */
export const useNextTopic = (id: number, enabled: boolean) => {
  const afterPaint = useAfterFirstPaint();
  return useQuery({ ...nextTopicQueryOptions(id), enabled: enabled && afterPaint });
};
