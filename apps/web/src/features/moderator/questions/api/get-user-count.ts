import type { TopicAudience } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /internal/topics/{id}/user_count?targetAudience=`: how many members an e-mail would reach. */
export const getUserCount = (id: number, targetAudience: TopicAudience, signal?: AbortSignal) =>
  apiFetch<{ count: number }>(`/internal/topics/${id}/user_count`, { query: { targetAudience }, signal });

export const userCountQueryOptions = (id: number, targetAudience: TopicAudience) =>
  queryOptions({
    queryKey: ['internal-topics', 'user-count', id, targetAudience],
    queryFn: ({ signal }) => getUserCount(id, targetAudience, signal),
  });

export const useUserCount = (id: number, targetAudience: TopicAudience | null) =>
  useQuery({ ...userCountQueryOptions(id, targetAudience ?? 'all'), enabled: targetAudience !== null });
