import type { SystemOverview } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /system`: instances running now, database and migrations, job queue counts, the code pool. */
export const getSystemOverview = (signal?: AbortSignal) => apiFetch<SystemOverview>('/system', { signal });

export const SYSTEM_KEY = ['system'] as const;

export const systemOverviewQueryOptions = () =>
  queryOptions({ queryKey: [...SYSTEM_KEY, 'overview'], queryFn: ({ signal }) => getSystemOverview(signal) });

export const useSystemOverview = () => useQuery(systemOverviewQueryOptions());
