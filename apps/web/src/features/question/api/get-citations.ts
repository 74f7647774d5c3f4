import type { CitationsResponse } from '@pc/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /citations?ids=`: what the server's cache knows of these identifiers (never waits on a service). */
export const getCitations = (keys: readonly string[], signal?: AbortSignal) =>
  apiFetch<CitationsResponse>('/citations', { query: { ids: keys.join(',') }, signal });

/**
 * The resolved titles of the thread's citations, by key: one request for the keys the loaded page
 * shows. A failure leaves the links without tooltips, which is all the titles are for.
 */
export const useCitationTitles = (keys: readonly string[]) =>
  useQuery({
    queryKey: ['citations', ...keys],
    queryFn: ({ signal }) => getCitations(keys, signal),
    enabled: keys.length > 0,
    staleTime: 5 * 60_000,
    retry: false,
    select: (res): ReadonlyMap<string, string> =>
      new Map(res.citations.flatMap((c) => (c.title ? [[c.key, c.title] as const] : []))),
  });
