import { type AuthorOption, LIMITS } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /internal/topics/authors?term=`: authors by name or NPI, from 3 characters. */
export const searchAuthors = (term: string, signal?: AbortSignal) =>
  apiFetch<{ data: AuthorOption[] }>('/internal/topics/authors', { query: { term }, signal });

export const authorsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['internal-topics', 'authors', term],
    queryFn: ({ signal }) => searchAuthors(term, signal),
    enabled: term.trim().length >= LIMITS.authorSearchMin,
    placeholderData: keepPreviousData,
  });

export const useAuthorSearch = (term: string) => useQuery(authorsQueryOptions(term.trim()));
