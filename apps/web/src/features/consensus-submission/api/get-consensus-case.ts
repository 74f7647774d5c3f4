import type { ConsensusCase } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /consensus/cases/{id}`: the question a summary is written about, with its answers to quote. */
export const getConsensusCase = (id: number, signal?: AbortSignal) =>
  apiFetch<ConsensusCase>(`/consensus/cases/${id}`, { signal });

export const consensusCaseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['consensus', 'case', id],
    queryFn: ({ signal }) => getConsensusCase(id, signal),
    // A 404 is an answer ('Case Not Found'), not a hiccup to retry.
    retry: false,
  });

/** The case of a summary being edited, for its answers ('add HCP consult'); off while `id` is null. */
export const useConsensusCase = (id: number | null) =>
  useQuery({ ...consensusCaseQueryOptions(id ?? 0), enabled: id !== null });
