import type { NamedItem } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/**
 * `GET /specialties` for the page's filter. The moderator pages have their own fetcher under the same
 * query key (so the list is loaded once per visit); importing theirs would pull moderator code into a
 * member page.
 */
export const specialtiesQueryOptions = () =>
  queryOptions({
    queryKey: ['reference', 'specialties'],
    queryFn: ({ signal }) => apiFetch<NamedItem[]>('/specialties', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // Spec §8: a failed load shows no message; the filter then offers all specialties only.
    retry: false,
  });

export const useSpecialties = () => useQuery(specialtiesQueryOptions());
