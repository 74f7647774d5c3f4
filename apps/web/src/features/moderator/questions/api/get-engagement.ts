import type { EngagementStats } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /internal/topics/{id}/engagement`: the details page's figures. */
export const getEngagement = (id: number, signal?: AbortSignal) =>
  apiFetch<EngagementStats>(`/internal/topics/${id}/engagement`, { signal });

export const engagementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['internal-topics', 'engagement', id],
    queryFn: ({ signal }) => getEngagement(id, signal),
    // Answers, views and sent e-mails keep arriving while the moderator looks at the page.
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: 15_000,
  });

export const useEngagement = (id: number) => useQuery(engagementQueryOptions(id));
