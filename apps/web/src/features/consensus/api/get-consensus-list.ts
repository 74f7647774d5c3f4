import type { ConsensusList } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /strapi/consensuses?specialty={name}`: the published consensuses filed under a specialty,
 * newest first; without a specialty, all of them.
 */
export const getConsensusList = (specialty: string | null, signal?: AbortSignal) =>
  apiFetch<ConsensusList>('/strapi/consensuses', { query: { specialty }, signal });

export const consensusListQueryOptions = (specialty: string | null) =>
  queryOptions({
    queryKey: ['consensus', 'list', specialty ?? '*'],
    queryFn: ({ signal }) => getConsensusList(specialty, signal),
    // A consensus published a minute ago should be there when the member comes back to the page.
    staleTime: 60_000,
    // Spec §8: a failed load shows no message; the page falls back to its empty state at once.
    retry: false,
  });

export const useConsensusList = (specialty: string | null, enabled = true) =>
  useQuery({ ...consensusListQueryOptions(specialty), enabled });
