import type { PositionProposal } from '@pc/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /internal/topics/{id}/positions/proposal?count=`: the case's answers in `count` groups of
 * similar text, computed on the server (issue 24).
 */
export const getPositionProposal = (topicId: number, count: number, signal?: AbortSignal) =>
  apiFetch<PositionProposal>(`/internal/topics/${topicId}/positions/proposal`, { query: { count }, signal });

export const positionProposalQueryOptions = (topicId: number, count: number) =>
  queryOptions({
    queryKey: ['consensus', 'positions', topicId, 'proposal', count],
    queryFn: ({ signal }) => getPositionProposal(topicId, count, signal),
    // The thread may have grown since the last proposal: each press asks again.
    staleTime: 0,
    retry: false,
  });

/** Asked for on the author's press ("Propose a grouping"), not on load: a mutation over the query's cache. */
export function useProposePositions(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) => queryClient.fetchQuery(positionProposalQueryOptions(topicId, count)),
  });
}
