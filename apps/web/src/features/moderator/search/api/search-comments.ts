import { PAGE_SIZE, type SearchResults } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { type SearchAddress, searchParams } from '../utils/search-address';

/** `GET /search/comments`: one page (20, spec §9) of answers and comments matching the words. */
export const searchComments = (address: SearchAddress, signal?: AbortSignal) =>
  apiFetch<SearchResults>('/search/comments', {
    query: { ...searchParams(address), limit: PAGE_SIZE.search },
    signal,
  });

export const searchCommentsQueryOptions = (address: SearchAddress) =>
  queryOptions({
    queryKey: ['search', 'comments', address],
    queryFn: ({ signal }) => searchComments(address, signal),
    // Spec §8: runs only when the word is non-empty.
    enabled: address.word.trim() !== '',
    placeholderData: keepPreviousData,
    // Every search is logged: a refocus or a remount must not log it again.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useSearchComments = (address: SearchAddress) => useQuery(searchCommentsQueryOptions(address));
