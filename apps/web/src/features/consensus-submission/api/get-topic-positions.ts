import type { TopicPositions } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /internal/topics/{id}/positions`: the case's positions and assignments saved so far (issue 24). */
export const getTopicPositions = (topicId: number, signal?: AbortSignal) =>
  apiFetch<TopicPositions>(`/internal/topics/${topicId}/positions`, { signal });

export const topicPositionsQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: ['consensus', 'positions', topicId],
    queryFn: ({ signal }) => getTopicPositions(topicId, signal),
    // The step starts from what is stored now, not from a copy read earlier in the session.
    staleTime: 0,
  });

/** Off while `topicId` is null. */
export const useTopicPositions = (topicId: number | null) =>
  useQuery({ ...topicPositionsQueryOptions(topicId ?? 0), enabled: topicId !== null });
