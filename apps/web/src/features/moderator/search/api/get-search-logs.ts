import { PAGE_SIZE, type SearchLogs, searchOffset } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /search/logs`: one page of logged searches, newest first (Administrator and Moderator). */
export const getSearchLogs = (page: number, signal?: AbortSignal) =>
  apiFetch<SearchLogs>('/search/logs', { query: { offset: searchOffset(page), limit: PAGE_SIZE.search }, signal });

export const searchLogsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['search', 'logs', page],
    queryFn: ({ signal }) => getSearchLogs(page, signal),
    placeholderData: keepPreviousData,
  });

export const useSearchLogs = (page: number, enabled: boolean) => useQuery({ ...searchLogsQueryOptions(page), enabled });
