import type { ConsensusSource } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /consensus/{id}/source`: a returned summary as its author wrote it (markdown), with the reviewer's note. */
export const getConsensusSource = (id: number, signal?: AbortSignal) =>
  apiFetch<ConsensusSource>(`/consensus/${id}/source`, { signal });

export const consensusSourceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['consensus', 'source', id],
    queryFn: ({ signal }) => getConsensusSource(id, signal),
    retry: false,
    // What the author resubmits must be what is stored now, not a copy from earlier in the session.
    staleTime: 0,
  });

export const useConsensusSource = (id: number | null) =>
  useQuery({ ...consensusSourceQueryOptions(id ?? 0), enabled: id !== null });
