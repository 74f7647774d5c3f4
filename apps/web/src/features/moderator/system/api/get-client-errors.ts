import type { StoredClientErrorList } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { SYSTEM_PAGE_SIZE } from './get-failed-jobs';
import { SYSTEM_KEY } from './get-system-overview';

/** `GET /system/client-errors`: recent error reports from browsers, newest first, with request ids. */
export const getClientErrors = (pageNumber: number, signal?: AbortSignal) =>
  apiFetch<StoredClientErrorList>('/system/client-errors', {
    query: { pageNumber, count: SYSTEM_PAGE_SIZE },
    signal,
  });

export const clientErrorsQueryOptions = (pageNumber: number) =>
  queryOptions({
    queryKey: [...SYSTEM_KEY, 'client-errors', pageNumber],
    queryFn: ({ signal }) => getClientErrors(pageNumber, signal),
    placeholderData: keepPreviousData,
  });

export const useClientErrors = (pageNumber: number) => useQuery(clientErrorsQueryOptions(pageNumber));
