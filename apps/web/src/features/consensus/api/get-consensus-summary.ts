import type { ConsensusStatus, ConsensusSummary } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/**
 * `GET /strapi/consensus-summaries/{id}/{status}`: one consensus. Anyone may read a published one;
 * any other status answers 404 unless the reader is staff allowed to see it.
 */
export const getConsensusSummary = (id: number, status: ConsensusStatus, signal?: AbortSignal) =>
  apiFetch<ConsensusSummary>(`/strapi/consensus-summaries/${id}/${status}`, { signal });

export const consensusSummaryQueryOptions = (id: number, status: ConsensusStatus) =>
  queryOptions({
    queryKey: ['consensus', 'summary', id, status],
    queryFn: ({ signal }) => getConsensusSummary(id, status, signal),
    staleTime: 60_000,
    // A consensus that does not exist (or is not published) will not appear on a retry.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500 && error.status > 0) && failures < 2,
  });

export const useConsensusSummary = (id: number | null, status: ConsensusStatus) =>
  useQuery({ ...consensusSummaryQueryOptions(id ?? 0, status), enabled: id !== null });
