import type { FailedJobList } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { SYSTEM_KEY } from './get-system-overview';

export const SYSTEM_PAGE_SIZE = 10;

/** `GET /system/failed-jobs`: failed jobs, newest first (queue, error, when; never the payload). */
export const getFailedJobs = (pageNumber: number, signal?: AbortSignal) =>
  apiFetch<FailedJobList>('/system/failed-jobs', { query: { pageNumber, count: SYSTEM_PAGE_SIZE }, signal });

export const failedJobsQueryOptions = (pageNumber: number) =>
  queryOptions({
    queryKey: [...SYSTEM_KEY, 'failed-jobs', pageNumber],
    queryFn: ({ signal }) => getFailedJobs(pageNumber, signal),
    placeholderData: keepPreviousData,
  });

export const useFailedJobs = (pageNumber: number) => useQuery(failedJobsQueryOptions(pageNumber));
