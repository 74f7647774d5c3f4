import type { SystemJob } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { SYSTEM_KEY } from './get-system-overview';

/** A job is followed until it reaches one of these. */
const FINAL_STATES = new Set(['completed', 'failed', 'cancelled']);
const FOLLOW_MS = 1000;

/** `GET /system/jobs/{queue}/{id}`: one job's state now. */
export const getJob = (queue: string, id: string, signal?: AbortSignal) =>
  apiFetch<SystemJob>(`/system/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}`, { signal });

/** Asked again every second until the job is completed, failed or cancelled. */
export const jobQueryOptions = (queue: string, id: string) =>
  queryOptions({
    queryKey: [...SYSTEM_KEY, 'job', queue, id],
    queryFn: ({ signal }) => getJob(queue, id, signal),
    refetchInterval: (query) => (query.state.data && FINAL_STATES.has(query.state.data.state) ? false : FOLLOW_MS),
  });

export const useJob = (queue: string, id: string) => useQuery(jobQueryOptions(queue, id));
